// Subscribing this browser to NaRate's push messages through the service worker registration.
import type { Locale } from '#shared/i18n/catalogue';
import { apiFetch } from './api-client';

/** Push needs a service worker, the Push API and notifications (iOS: only once installed). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The browser's decision about notifications for this site ('default' until asked). */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  return pushSupported() ? Notification.permission : 'unsupported';
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported()) return undefined;
  // The worker is registered by the app shell; waiting for it here would hang without one.
  return navigator.serviceWorker.getRegistration();
}

export async function currentPushSubscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

/** The VAPID key as the Push API wants it: the raw bytes of the base64url text. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export type SubscribeOutcome = 'subscribed' | 'denied' | 'unsupported' | 'failed';

/** Asks for permission (from the person's tap), subscribes and tells the server. */
export async function subscribeToPush(locale: Locale): Promise<SubscribeOutcome> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const worker = await registration();
  if (!worker) return 'unsupported';
  try {
    const { publicKey } = await apiFetch<{ publicKey: string }>('/me/push/vapid-public-key');
    const subscription =
      (await worker.pushManager.getSubscription()) ??
      (await worker.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      }));
    await apiFetch<void>('/me/push-subscriptions', {
      method: 'POST',
      body: { ...subscription.toJSON(), locale },
    });
    return 'subscribed';
  } catch {
    return 'failed';
  }
}

export async function unsubscribeFromPush(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await apiFetch<void>('/me/push-subscriptions', {
    method: 'DELETE',
    body: { endpoint: subscription.endpoint },
  });
  await subscription.unsubscribe();
}
