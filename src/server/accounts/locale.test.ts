import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';
import {
  latestMessage,
  post,
  signUp,
  signupForm,
  uniqueAddress,
} from '../testing/account-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function as(token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  return apiRequest(t.app, {
    method,
    url,
    cookie: token,
    remoteAddress: uniqueAddress(),
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
}

async function profileOf(token: string) {
  const response = await as(token, 'GET', '/api/me/profile');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { locale: string; phone: string };
}

async function phoneSms(token: string): Promise<string> {
  const sent = await as(token, 'POST', '/api/me/phone-verification/send', {});
  expect(sent.statusCode, sent.body).toBe(200);
  const { sentTo } = sent.json() as { sentTo: string };
  return (await latestMessage(t.app, sentTo)).text_body;
}

describe('the language of an account', () => {
  it('an English sign-up gets the English code email, welcome email and SMS, and keeps en', async () => {
    const form = signupForm({ firstName: 'Anna' });
    const started = await post(t.app, '/api/accounts/signup', { ...form, locale: 'en' });
    expect(started.statusCode, started.body).toBe(200);
    const codeEmail = await latestMessage(t.app, form.email.toLowerCase());
    expect(codeEmail.subject).toBe('Your NaRate verification code');
    expect(codeEmail.text_body).toContain('Hello Anna,');
    expect(codeEmail.text_body).toContain('your verification code is:');

    const user = await signUp(t.app, { firstName: 'Anna', locale: 'en' });
    const welcome = await latestMessage(t.app, user.email);
    expect(welcome.subject).toBe('Your NaRate account is ready!');
    expect(welcome.text_body).toContain('Your starting spending limit is');
    expect(welcome.text_body).not.toMatch(/[čćšžđ]/i);
    expect((await profileOf(user.token)).locale).toBe('en');
    expect(await phoneSms(user.token)).toMatch(
      /^NaRate: your phone verification code is \d{6}\. Valid for 10 minutes\./,
    );
  });

  it('a sign-up without a language reads Montenegrin', async () => {
    const user = await signUp(t.app, { firstName: 'Jovana', phone: '+382 68 222 333' });
    const welcome = await latestMessage(t.app, user.email);
    expect(welcome.subject).toBe('Tvoj NaRate nalog je spreman!');
    expect(welcome.text_body).toContain('Zdravo Jovana,');
    expect((await profileOf(user.token)).locale).toBe('me');
    expect(await phoneSms(user.token)).toMatch(/^NaRate: tvoj kod za verifikaciju telefona je/);
  });

  it('refuses a language other than me or en at sign-up with 400 and a message', async () => {
    const form = signupForm();
    for (const locale of ['de', 1, '', 'EN']) {
      const response = await post(t.app, '/api/accounts/signup', { ...form, locale });
      expect(response.statusCode, String(locale)).toBe(400);
      expect(response.body).toContain('Jezik mora biti crnogorski (me) ili engleski (en).');
    }
  });

  it('the profile changes the language, and later messages follow it', async () => {
    const user = await signUp(t.app);
    const changed = await as(user.token, 'PUT', '/api/me/locale', { locale: 'en' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as { locale: string }).locale).toBe('en');
    expect((await profileOf(user.token)).locale).toBe('en');

    const reset = await post(t.app, '/api/auth/password-reset', { email: user.email });
    expect(reset.statusCode, reset.body).toBeLessThan(300);
    expect((await latestMessage(t.app, user.email)).subject).toBe('Changing your NaRate password');

    const back = await as(user.token, 'PUT', '/api/me/locale', { locale: 'me' });
    expect((back.json() as { locale: string }).locale).toBe('me');
  });

  it('refuses an unknown language and a request without a session', async () => {
    const user = await signUp(t.app);
    const bad = await as(user.token, 'PUT', '/api/me/locale', { locale: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect((await as(user.token, 'PUT', '/api/me/locale', {})).statusCode).toBe(400);
    const anonymous = await apiRequest(t.app, {
      method: 'PUT',
      url: '/api/me/locale',
      payload: { locale: 'en' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await profileOf(user.token)).locale).toBe('me');
  });
});
