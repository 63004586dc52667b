import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session cookies and single-use links. */
export function createOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a copy of the database holds no live token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
