import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const KEY_PATTERN = /^[0-9a-f]{64}$/i;
const KEY_FILE = 'encryption.key';
const IV_BYTES = 12;
const FORMAT_VERSION = 'v1';

/** AES-256-GCM for data at rest (the JMBG) and keyed hashes for short secrets (codes). */
export interface Encryption {
  encrypt(plaintext: string): string;
  decrypt(ciphertext: string): string;
  /** HMAC-SHA256 under a key derived for `purpose`, hex: codes are hashed so a leak is useless. */
  keyedHash(purpose: string, value: string): string;
  /** Constant-time comparison of two keyedHash results. */
  hashesEqual(a: string, b: string): boolean;
}

export interface KeySource {
  encryptionKey: string | undefined;
  isProduction: boolean;
  dataDir: string;
}

/**
 * The 32-byte key: ENCRYPTION_KEY (64 hex characters) when set. Outside production a key is
 * generated once into `${dataDir}/encryption.key` (mode 600) and reused, so local data stays
 * readable across restarts; production refuses to start without the variable.
 */
export function resolveEncryptionKey(source: KeySource): Buffer {
  if (source.encryptionKey) {
    if (!KEY_PATTERN.test(source.encryptionKey)) {
      throw new Error('ENCRYPTION_KEY must be 64 hexadecimal characters (32 bytes).');
    }
    return Buffer.from(source.encryptionKey, 'hex');
  }
  if (source.isProduction) {
    throw new Error('ENCRYPTION_KEY must be set in production (64 hexadecimal characters).');
  }
  const file = path.join(source.dataDir, KEY_FILE);
  if (fs.existsSync(file)) {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (!KEY_PATTERN.test(stored)) throw new Error(`${file} does not hold a 64-hex-character key.`);
    return Buffer.from(stored, 'hex');
  }
  fs.mkdirSync(source.dataDir, { recursive: true });
  const key = randomBytes(32).toString('hex');
  // 'wx' fails if another process created the file first; then that process's key wins.
  try {
    fs.writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return resolveEncryptionKey(source);
  }
  return Buffer.from(key, 'hex');
}

export function createEncryption(key: Buffer): Encryption {
  if (key.length !== 32) throw new Error('The encryption key must be 32 bytes.');
  // Separate keys per use: the data key never doubles as a MAC key.
  const dataKey = Buffer.from(hkdfSync('sha256', key, '', 'narate:data-at-rest', 32));
  const macKeys = new Map<string, Buffer>();
  const macKey = (purpose: string) => {
    let derived = macKeys.get(purpose);
    if (!derived) {
      derived = Buffer.from(hkdfSync('sha256', key, '', `narate:mac:${purpose}`, 32));
      macKeys.set(purpose, derived);
    }
    return derived;
  };

  return {
    encrypt(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', dataKey, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [FORMAT_VERSION, iv, tag, body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join(':');
    },
    decrypt(ciphertext) {
      const [version, iv, tag, body] = ciphertext.split(':');
      if (version !== FORMAT_VERSION || !iv || !tag || body === undefined) {
        throw new Error('Unknown ciphertext format');
      }
      const decipher = createDecipheriv('aes-256-gcm', dataKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
    keyedHash(purpose, value) {
      return createHmac('sha256', macKey(purpose)).update(value).digest('hex');
    },
    hashesEqual(a, b) {
      const left = Buffer.from(a, 'hex');
      const right = Buffer.from(b, 'hex');
      return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
    },
  };
}
