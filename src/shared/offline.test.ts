import { describe, expect, it } from 'vitest';
import { isPersonalApiPath } from './offline';

describe('isPersonalApiPath', () => {
  it('keeps the session and the shopper’s own reads, nothing else', () => {
    for (const path of ['/api/auth/session', '/api/me', '/api/me/orders', '/api/me/calendar']) {
      expect(isPersonalApiPath(path), path).toBe(true);
    }
    for (const path of [
      '/api/meals',
      '/api/merchant/orders',
      '/api/admin/users',
      '/api/stores',
      '/api/auth/login',
      '/dashboard',
    ]) {
      expect(isPersonalApiPath(path), path).toBe(false);
    }
  });
});
