import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createEncryption, resolveEncryptionKey } from './encryption';

const key = () => randomBytes(32);

describe('encryption', () => {
  it('round-trips text and never produces the same ciphertext twice', () => {
    const encryption = createEncryption(key());
    const a = encryption.encrypt('0101990260007');
    const b = encryption.encrypt('0101990260007');
    expect(a).not.toBe(b);
    expect(a).not.toContain('0101990260007');
    expect(encryption.decrypt(a)).toBe('0101990260007');
    expect(encryption.decrypt(b)).toBe('0101990260007');
  });

  it('refuses tampered ciphertext and a different key', () => {
    const encryption = createEncryption(key());
    const sealed = encryption.encrypt('tajna');
    const parts = sealed.split(':');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    const tampered = [parts[0], parts[1], parts[2], body.toString('base64url')].join(':');
    expect(() => encryption.decrypt(tampered)).toThrow();
    expect(() => createEncryption(key()).decrypt(sealed)).toThrow();
    expect(() => encryption.decrypt('garbage')).toThrow('Unknown ciphertext format');
  });

  it('hashes with a purpose-bound key and compares in constant time', () => {
    const encryption = createEncryption(key());
    const h = encryption.keyedHash('codes', '123456');
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(encryption.keyedHash('codes', '123456')).toBe(h);
    expect(encryption.keyedHash('other', '123456')).not.toBe(h);
    expect(createEncryption(key()).keyedHash('codes', '123456')).not.toBe(h);
    expect(encryption.hashesEqual(h, encryption.keyedHash('codes', '123456'))).toBe(true);
    expect(encryption.hashesEqual(h, encryption.keyedHash('codes', '123457'))).toBe(false);
    expect(encryption.hashesEqual(h, '')).toBe(false);
  });
});

describe('resolveEncryptionKey', () => {
  const made: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'narate-key-'));
    made.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes ENCRYPTION_KEY when set and refuses a malformed one', () => {
    const hex = randomBytes(32).toString('hex');
    const dataDir = tempDir();
    expect(resolveEncryptionKey({ encryptionKey: hex, isProduction: true, dataDir })).toEqual(
      Buffer.from(hex, 'hex'),
    );
    expect(() =>
      resolveEncryptionKey({ encryptionKey: 'abc', isProduction: false, dataDir }),
    ).toThrow('64 hexadecimal');
    expect(fs.existsSync(path.join(dataDir, 'encryption.key'))).toBe(false);
  });

  it('refuses to run in production without a key', () => {
    expect(() =>
      resolveEncryptionKey({ encryptionKey: undefined, isProduction: true, dataDir: tempDir() }),
    ).toThrow('ENCRYPTION_KEY must be set in production');
  });

  it('generates a private key file outside production and reuses it', () => {
    const dataDir = path.join(tempDir(), 'nested');
    const first = resolveEncryptionKey({ encryptionKey: undefined, isProduction: false, dataDir });
    const file = path.join(dataDir, 'encryption.key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first).toHaveLength(32);
    const second = resolveEncryptionKey({ encryptionKey: undefined, isProduction: false, dataDir });
    expect(second).toEqual(first);
  });
});
