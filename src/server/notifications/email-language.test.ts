import { describe, expect, it } from 'vitest';
import { passwordResetEmail } from '../accounts/emails/password-reset-email';
import { purchaseConfirmationEmail } from '../orders/emails';
import { paragraphsEmail } from './email-text';

// A screen reader picks its voice from the document's language: an English email that declares
// Montenegrin is read with Montenegrin pronunciation.
const declared = (html: string) => /<html lang="([^"]+)">/.exec(html)?.[1];

describe("an email's declared language", () => {
  it('is the language it is written in', () => {
    const resetUrl = 'https://narate.me/reset#x';
    expect(declared(passwordResetEmail({ resetUrl, locale: 'en' }).html)).toBe('en');
    expect(declared(passwordResetEmail({ resetUrl, locale: 'me' }).html)).toBe('sr-Latn-ME');
    expect(declared(paragraphsEmail('en', 'Subject', ['Line']).html)).toBe('en');
    const purchase = (locale: 'me' | 'en') =>
      purchaseConfirmationEmail({
        merchantName: 'Brza Radnja',
        orderReference: 'R-1',
        totalCents: 3_000,
        schedule: [{ sequence: 1, dueDay: '2026-11-27', amountCents: 1_000, paid: true }],
        appUrl: 'https://narate.me',
        receiptUrl: 'https://narate.me/r.pdf',
        locale,
      }).html;
    expect(declared(purchase('en'))).toBe('en');
    expect(declared(purchase('me'))).toBe('sr-Latn-ME');
  });
});
