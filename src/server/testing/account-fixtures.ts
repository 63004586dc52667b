// Helpers for the account API tests: a valid sign-up form, reading codes and links from the
// outbox (as a person reads their mail), and signing up through the real endpoints.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { makeValidJmbg } from '#shared/testing/jmbg-test-data';
import type { SignupInput } from '#shared/validation/signup-schema';
import { listMessages } from '../notifications/outbox-repository';
import { apiRequest } from './test-app';
import { HOST_SESSION_COOKIE, SESSION_COOKIE } from '../auth/session-cookie';

const SESSION_COOKIE_NAMES = [SESSION_COOKIE, HOST_SESSION_COOKIE];

export const TEST_PASSWORD = 'Sigurna-Lozinka1!';

let counter = 0;
/** A fresh address each call, so tests in one file never share an account. */
export function uniqueEmail(prefix = 'korisnik'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@primjer.me`;
}

/** A fresh client address each call, so the per-address limits of one test do not leak. */
let addressCounter = 0;
export function uniqueAddress(): string {
  addressCounter += 1;
  return `10.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}.${(process.pid % 200) + 1}`;
}

let jmbgCounter = 0;
/**
 * A valid JMBG no other sign-up of this test run uses (one person, one account): the serial and
 * birth day vary per call, the process id keeps parallel test files apart.
 */
export function uniqueJmbg(): string {
  jmbgCounter += 1;
  const n = jmbgCounter + (process.pid % 997) * 1000;
  return makeValidJmbg(
    (n % 28) + 1,
    (Math.floor(n / 28) % 12) + 1,
    1950 + (n % 50),
    '26',
    String(Math.floor(n / 28) % 1000).padStart(3, '0'),
  );
}

export function signupForm(overrides: Partial<SignupInput> = {}): SignupInput {
  return {
    firstName: 'Milica',
    lastName: 'Đurović',
    email: uniqueEmail(),
    phone: '+382 67 123 456',
    jmbg: uniqueJmbg(),
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    agreeToTerms: true,
    newsletterOptIn: false,
    ...overrides,
  };
}

/** The newest message to the recipient, as kept in the outbox. */
export async function latestMessage(app: FastifyInstance, recipient: string) {
  const [message] = await listMessages(app.db, { recipient, limit: 1 });
  if (!message) throw new Error(`no message to ${recipient}`);
  return message;
}

/** The six-digit code in the newest message to the recipient. */
export async function latestCode(app: FastifyInstance, recipient: string): Promise<string> {
  const message = await latestMessage(app, recipient);
  const code = /\b(\d{6})\b/.exec(message.text_body)?.[1];
  if (!code) throw new Error(`no code in: ${message.text_body}`);
  return code;
}

/** The session cookie a response sets, under either name (`__Host-` when the app runs over HTTPS). */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => SESSION_COOKIE_NAMES.includes(c.name));
  if (!cookie?.value) throw new Error(`no session cookie: ${response.statusCode} ${response.body}`);
  return cookie.value;
}

export function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  options: { cookie?: string; address?: string } = {},
) {
  return apiRequest(app, {
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    cookie: options.cookie,
    remoteAddress: options.address ?? uniqueAddress(),
  });
}

/** Signs up through the two-step API and returns the new user's session token and id. */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<SignupInput> & { locale?: 'me' | 'en' } = {},
): Promise<{ token: string; userId: string; email: string; form: SignupInput }> {
  const form = signupForm(overrides);
  const started = await post(app, '/api/accounts/signup', form);
  expect(started.statusCode, started.body).toBe(200);
  const { signupToken } = started.json() as { signupToken: string };
  const code = await latestCode(app, form.email.toLowerCase());
  const verified = await post(app, '/api/accounts/signup/verify', { signupToken, code });
  expect(verified.statusCode, verified.body).toBe(200);
  const userId = (verified.json() as { user: { id: string } }).user.id;
  return { token: sessionCookie(verified), userId, email: form.email.toLowerCase(), form };
}
