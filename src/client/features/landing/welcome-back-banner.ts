import { toast } from '#client/lib/toast';

/** The "Dobrodošao nazad!" banner appears 300 ms after the move to /dashboard and stays 4 s. */
export const WELCOME_BANNER_DELAY_MS = 300;
export const WELCOME_BANNER_DURATION_MS = 4000;

/**
 * Shows "Dobrodošao nazad!" once the dashboard has had time to appear. The toaster lives in the
 * app shell, so the banner outlives the landing page that asked for it.
 */
export function scheduleWelcomeBackBanner(texts: { title: string; text: string }): void {
  window.setTimeout(() => {
    toast.success(texts.title, {
      id: 'welcome-back',
      description: texts.text,
      duration: WELCOME_BANNER_DURATION_MS,
    });
  }, WELCOME_BANNER_DELAY_MS);
}
