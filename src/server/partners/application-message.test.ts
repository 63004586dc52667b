import { describe, expect, it } from 'vitest';
import { PartnerApplicationSchema } from '#shared/validation/partner-schema';
import { VALID_APPLICATION } from '../testing/admin-fixtures';
import {
  businessTeamEmail,
  contactPersonName,
  formatApplicationMessage,
} from './application-message';

const data = PartnerApplicationSchema.parse(VALID_APPLICATION);

describe('partner application texts', () => {
  it('fit the contact name into the 100 characters of contact_submissions.name', () => {
    const long = PartnerApplicationSchema.parse({
      ...VALID_APPLICATION,
      contactFirstName: 'A'.repeat(50),
      contactLastName: 'B'.repeat(50),
    });
    expect(contactPersonName(long)).toHaveLength(100);
    expect(contactPersonName(data)).toBe('Marko Ivanović');
  });

  it('name the options in Montenegrin', () => {
    const message = formatApplicationMessage({
      ...data,
      businessType: 'ecommerce',
      monthlyRevenue: '100k+',
    });
    expect(message).toContain('Tip biznisa: Online prodaja (e-commerce)');
    expect(message).toContain('Mjesečni prihod: Preko 100.000\u00a0€');
  });

  it('escape every user value in the email HTML and link the admin inbox', () => {
    const email = businessTeamEmail(
      { ...data, message: '<script>alert(1)</script>\nDrugi red' },
      'https://narate.me',
    );
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;<br>Drugi red');
    expect(email.text).toContain('Pregled zahtjeva: https://narate.me/admin/contacts');
  });

  it('are written in English when asked, labels and options included', () => {
    const email = businessTeamEmail(data, 'https://narate.me', 'en');
    expect(email.subject).toBe(`New partnership application: ${data.companyName}`);
    expect(email.text).toContain('Company: ');
    expect(email.text).toContain('Review the application: https://narate.me/admin/contacts');
    expect(email.html).toContain('A new partnership application has arrived.');
    expect(email.text).not.toMatch(/Kompanija|Pregled zahtjeva/);
  });
});
