import { describe, expect, it } from 'vitest';
import { adminPasswordProblems } from './admin-password';

describe('ADMIN_PASSWORD for npm run admin:create', () => {
  it('is held to the password rules of every account', () => {
    expect(adminPasswordProblems('admin').length).toBeGreaterThan(0);
    expect(adminPasswordProblems('adminadminadmin').length).toBeGreaterThan(0);
    expect(adminPasswordProblems('Admin-Passw0rd-2026!')).toEqual([]);
  });
});
