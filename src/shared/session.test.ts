import { describe, expect, it } from 'vitest';
import { landingPath } from './session';

const shopper = { isAdmin: false, isMerchant: false };
const merchant = { isAdmin: false, isMerchant: true };
const admin = { isAdmin: true, isMerchant: false };

describe('landingPath', () => {
  it('lands each role on its own area', () => {
    expect(landingPath(admin)).toBe('/admin/dashboard');
    expect(landingPath(merchant)).toBe('/merchant');
    expect(landingPath(shopper)).toBe('/dashboard');
    // Admin wins when a user has both roles.
    expect(landingPath({ isAdmin: true, isMerchant: true })).toBe('/admin/dashboard');
  });

  it('lets an allowed next target win', () => {
    expect(landingPath(shopper, '/dashboard/transakcije')).toBe('/dashboard/transakcije');
    expect(landingPath(admin, '/admin/users?q=ana')).toBe('/admin/users?q=ana');
    expect(landingPath(merchant, '/merchant')).toBe('/merchant');
    expect(landingPath(shopper, '/checkout/cs_123')).toBe('/checkout/cs_123');
  });

  it('ignores a next target of another role, another site or an unknown page', () => {
    expect(landingPath(shopper, '/admin/dashboard')).toBe('/dashboard');
    expect(landingPath(shopper, '/merchant')).toBe('/dashboard');
    expect(landingPath(merchant, '/admin/users')).toBe('/merchant');
    for (const next of [
      '//evil.example',
      'https://evil.example',
      '/\\evil',
      '/nema',
      '/auth',
      '',
    ]) {
      expect(landingPath(admin, next)).toBe('/admin/dashboard');
    }
  });
});
