import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { hasDigit, hasLowercase, hasSpecialCharacter, hasUppercase } from './password-characters';
import { passwordStrength } from './password-strength';

describe('password character classes', () => {
  it('recognise local letters, digits and specials', () => {
    expect(hasLowercase('ABCč')).toBe(true);
    expect(hasLowercase('ABC1!')).toBe(false);
    expect(hasUppercase('abcŠ')).toBe(true);
    expect(hasUppercase('abc1!')).toBe(false);
    expect(hasDigit('abc7')).toBe(true);
    expect(hasDigit('abc')).toBe(false);
    expect(hasSpecialCharacter('abc!')).toBe(true);
    expect(hasSpecialCharacter('ab c')).toBe(true);
    expect(hasSpecialCharacter('abcČ9')).toBe(false);
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'weak', 'Slaba lozinka'],
    ['abc', 0, 'weak', 'Slaba lozinka'],
    ['abcdefgh', 25, 'weak', 'Slaba lozinka'],
    ['abcdefg1', 40, 'medium', 'Srednja jačina'],
    ['abcdefghijkl', 50, 'medium', 'Srednja jačina'],
    ['Abcdefgh', 50, 'medium', 'Srednja jačina'],
    ['Abcdefghijkl', 75, 'strong', 'Jaka lozinka'],
    ['Abcdefghijk1!', 100, 'strong', 'Jaka lozinka'],
    ['Ab1!', 50, 'medium', 'Srednja jačina'],
  ])('rates %j as %s (%s)', (password, score, level, label) => {
    expect(passwordStrength(password)).toEqual({ score, level, label });
  });

  it('stays within 0-100 and levels follow the score', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (password) => {
        const { score, level } = passwordStrength(password);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
        expect(level).toBe(score < 40 ? 'weak' : score < 70 ? 'medium' : 'strong');
      }),
    );
  });
});
