import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { anyBody } from '../testing/fuzz-inputs';
import { ForgotPasswordSchema, LoginSchema, ResetPasswordSchema } from './login-schema';

const PASSWORD = 'Sigurna-Lozinka1';

describe('LoginSchema', () => {
  it('accepts valid credentials with rememberMe defaulting to false', () => {
    expect(LoginSchema.parse({ email: ' Ana@Mail.me', password: PASSWORD })).toEqual({
      email: 'ana@mail.me',
      password: PASSWORD,
      rememberMe: false,
    });
  });

  it('applies the email and password rules', () => {
    const result = LoginSchema.safeParse({ email: 'ana', password: 'short' });
    expect(result.error?.issues[0]?.message).toBe('Nevažeća email adresa');
    expect(result.error?.issues[1]?.message).toBe('Lozinka mora imati najmanje 12 karaktera');
  });
});

describe('ForgotPasswordSchema', () => {
  it('needs a valid email', () => {
    expect(ForgotPasswordSchema.parse({ email: 'ana@mail.me' })).toEqual({ email: 'ana@mail.me' });
    expect(ForgotPasswordSchema.safeParse({ email: '' }).error?.issues[0]?.message).toBe(
      'Nevažeća email adresa',
    );
  });
});

describe('ResetPasswordSchema', () => {
  it('needs matching passwords', () => {
    expect(
      ResetPasswordSchema.safeParse({ password: PASSWORD, confirmPassword: PASSWORD }).success,
    ).toBe(true);
    const result = ResetPasswordSchema.safeParse({ password: PASSWORD, confirmPassword: 'x' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: 'Lozinke se ne poklapaju', path: ['confirmPassword'] }),
    ]);
  });
});

describe('login schemas on arbitrary input', () => {
  it('never throw from safeParse', () => {
    fc.assert(
      fc.property(anyBody(['email', 'password', 'rememberMe', 'confirmPassword']), (body) => {
        LoginSchema.safeParse(body);
        ForgotPasswordSchema.safeParse(body);
        ResetPasswordSchema.safeParse(body);
      }),
    );
  });
});
