// Helpers for the account flows: fresh identities, and reading codes and links from the outbox
// (the dev mailbox), as a person reads their mail.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { makeValidJmbg } from '#shared/testing/jmbg-test-data';
import { DEV_MAILBOX_HEADERS } from './test-environment';

export const PASSWORD = 'Sigurna-Lozinka1!';
/** A valid JMBG (12 March 1995, Podgorica) for forms that are refused before any account exists. */
export const JMBG = '1203995264570';

/**
 * A valid JMBG no other account of the run has (one person, one account): a random birth date
 * and serial with the control digit computed. No real person's number is meant.
 */
export function uniqueJmbg(): string {
  const random = (n: number) => Math.floor(Math.random() * n);
  return makeValidJmbg(
    random(28) + 1,
    random(12) + 1,
    1940 + random(66),
    '26',
    String(random(1000)).padStart(3, '0'),
  );
}

let counter = 0;
const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export function uniqueEmail(prefix = 'kupac'): string {
  counter += 1;
  return `${prefix}.${runId}.${counter}@primjer.me`;
}

/** A phone number no other test uses (codes to one number are limited to one a minute). */
export function uniquePhone(): string {
  const digits = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
  return `+382 69 ${digits.slice(0, 3)} ${digits.slice(3)}`;
}

interface MailboxMessage {
  recipient: string;
  subject: string | null;
  text_body: string;
}

/** The newest message to the recipient whose text matches, waiting for it to arrive. */
export async function latestMessage(
  request: APIRequestContext,
  recipient: string,
  matching: RegExp = /./,
): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(
        `/api/dev/mailbox?recipient=${encodeURIComponent(recipient)}`,
        { headers: DEV_MAILBOX_HEADERS },
      );
      const { messages } = (await response.json()) as { messages: MailboxMessage[] };
      found = messages.find((m) => matching.test(m.text_body));
      return Boolean(found);
    })
    .toBe(true);
  if (!found) throw new Error(`no message to ${recipient}`);
  return found;
}

export function codeIn(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in: ${text}`);
  return code;
}

/** The code in the newest message to the recipient. */
export async function latestCode(request: APIRequestContext, recipient: string) {
  return codeIn((await latestMessage(request, recipient, /\b\d{6}\b/)).text_body);
}

/** A six-digit code that is certainly not `code`. */
export function wrongCode(code: string): string {
  return code === '111111' ? '222222' : '111111';
}

export interface TestAccount {
  email: string;
  password: string;
  phone: string;
  jmbg: string;
}

/**
 * Creates an account through the API (the sign-up form has its own spec). With `page.request`
 * the page is signed in afterwards; with the `request` fixture it is not.
 */
export async function createAccount(
  request: APIRequestContext,
  overrides: Partial<{ firstName: string; lastName: string; email: string; phone: string }> = {},
): Promise<TestAccount> {
  const email = overrides.email ?? uniqueEmail();
  const phone = overrides.phone ?? uniquePhone();
  const jmbg = uniqueJmbg();
  const headers = { 'x-narate-csrf': '1' };
  const started = await request.post('/api/accounts/signup', {
    headers,
    data: {
      firstName: overrides.firstName ?? 'Jelena',
      lastName: overrides.lastName ?? 'Vuković',
      email,
      phone,
      jmbg,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      agreeToTerms: true,
    },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { signupToken } = (await started.json()) as { signupToken: string };
  const code = await latestCode(request, email);
  const verified = await request.post('/api/accounts/signup/verify', {
    headers,
    data: { signupToken, code },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return { email, password: PASSWORD, phone, jmbg };
}

/** A toast with this text (title or description) is on screen. */
export async function expectToast(page: Page, text: string) {
  await expect(page.locator('[data-toast]').filter({ hasText: text }).first()).toBeVisible();
}
