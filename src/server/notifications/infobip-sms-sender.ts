import { fetch } from 'undici';
import type { SmsSender, SmsSendResult, SmsToSend } from './sms-sender';

/** An answer that has not come in this time is treated as lost, and the message is retried. */
export const INFOBIP_TIMEOUT_MS = 10_000;

export interface InfobipOptions {
  baseUrl: string;
  apiKey: string;
  sender: string;
  timeoutMs?: number;
}

/** Infobip's error answer: `requestError.serviceException.text`, or the newer `description`. */
function errorText(status: number, body: unknown): string {
  const answer = body as {
    requestError?: { serviceException?: { text?: unknown; messageId?: unknown } };
    description?: unknown;
  } | null;
  const text =
    answer?.requestError?.serviceException?.text ?? answer?.description ?? 'no error text';
  return `Infobip answered ${status}: ${String(text).slice(0, 300)}`;
}

/**
 * Sends through Infobip's SMS API v3 (`POST {base}/sms/3/messages`, `Authorization: App <key>`),
 * one message per request, with the outbox row's id as the message id: delivery reports name it,
 * and a resend after a lost answer carries the same id. Numbers go without the leading "+".
 */
export function createInfobipSender(options: InfobipOptions): SmsSender {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/sms/3/messages`;
  const timeoutMs = options.timeoutMs ?? INFOBIP_TIMEOUT_MS;
  return {
    async send(message: SmsToSend): Promise<SmsSendResult> {
      let response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: `App ${options.apiKey}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({
            messages: [
              {
                sender: options.sender,
                destinations: [{ to: message.to.replace(/^\+/, ''), messageId: message.id }],
                content: { text: message.text },
              },
            ],
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const name = (error as Error).name;
        return {
          outcome: 'retry',
          error:
            name === 'TimeoutError' || name === 'AbortError'
              ? `Infobip did not answer within ${timeoutMs} ms`
              : `Infobip unreachable: ${(error as Error).message}`,
        };
      }
      // The body is read under the same deadline: a gateway that stalls mid-answer is a lost answer.
      const body: unknown = await response.json().catch(() => null);
      if (response.ok) {
        // A 200 can still carry a message the gateway rejected outright (an unknown number).
        const status = (
          body as {
            messages?: { status?: { groupName?: unknown; description?: unknown } }[];
          } | null
        )?.messages?.[0]?.status;
        if (status?.groupName === 'REJECTED') {
          return {
            outcome: 'refused',
            error: `Infobip rejected it: ${String(status.description)}`,
          };
        }
        return { outcome: 'accepted' };
      }
      const error = errorText(response.status, body);
      // Too many requests and the gateway's own failures pass; any other 4xx will not.
      if (response.status === 429 || response.status >= 500) return { outcome: 'retry', error };
      return { outcome: 'refused', error };
    },
  };
}
