import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { anyBody } from '../testing/fuzz-inputs';
import { ProfileSchema } from './profile-schema';

describe('ProfileSchema', () => {
  it('trims values and stores empty ones as null', () => {
    expect(ProfileSchema.parse({ display_name: '  Mila ', bio: '   ' })).toEqual({
      display_name: 'Mila',
      bio: null,
    });
    expect(ProfileSchema.parse({ display_name: null })).toEqual({ display_name: null });
    expect(ProfileSchema.parse({})).toEqual({});
  });

  it('ignores unknown fields instead of rejecting them', () => {
    expect(ProfileSchema.parse({ bio: 'Zdravo', score: 1000, email_verified: true })).toEqual({
      bio: 'Zdravo',
    });
  });

  it('limits the lengths', () => {
    expect(
      ProfileSchema.safeParse({ display_name: 'a'.repeat(100), bio: 'b'.repeat(500) }).success,
    ).toBe(true);
    expect(
      ProfileSchema.safeParse({ display_name: 'a'.repeat(101) }).error?.issues[0]?.message,
    ).toBe('Ime za prikaz mora biti kraće od 100 karaktera');
    expect(ProfileSchema.safeParse({ bio: 'b'.repeat(501) }).error?.issues[0]?.message).toBe(
      'Biografija mora biti kraća od 500 karaktera',
    );
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(anyBody(['display_name', 'bio']), (body) => void ProfileSchema.safeParse(body)),
    );
  });
});
