// The password strength meter on sign-up and reset: 0-100 points, three levels.
import { hasDigit, hasLowercase, hasSpecialCharacter, hasUppercase } from './password-characters';

export type PasswordStrengthLevel = 'weak' | 'medium' | 'strong';
export type PasswordStrengthLabel = 'Slaba lozinka' | 'Srednja jačina' | 'Jaka lozinka';

export interface PasswordStrength {
  /** 0-100. */
  score: number;
  level: PasswordStrengthLevel;
  label: PasswordStrengthLabel;
}

export const PASSWORD_STRENGTH_MAX = 100;
export const MEDIUM_STRENGTH_FROM = 40;
export const STRONG_STRENGTH_FROM = 70;

export function passwordStrength(password: string): PasswordStrength {
  let score = 0;
  if (password.length >= 8) score += 25;
  if (password.length >= 12) score += 25;
  if (hasLowercase(password) && hasUppercase(password)) score += 25;
  if (hasDigit(password)) score += 15;
  if (hasSpecialCharacter(password)) score += 10;
  score = Math.min(score, PASSWORD_STRENGTH_MAX);
  if (score < MEDIUM_STRENGTH_FROM) return { score, level: 'weak', label: 'Slaba lozinka' };
  if (score < STRONG_STRENGTH_FROM) return { score, level: 'medium', label: 'Srednja jačina' };
  return { score, level: 'strong', label: 'Jaka lozinka' };
}
