import { randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * Bytes from the system's secure random source, fetched a block at a time and each handed out
 * once, as Node's own randomUUID does: each call to the source costs some microseconds however
 * few bytes it returns, and a checkout makes three ids of about 25 bytes each.
 */
const RANDOM_BLOCK_BYTES = 4096;
let randomBlock = Buffer.alloc(0);
let randomUsed = 0;

function nextRandomByte(): number {
  if (randomUsed >= randomBlock.length) {
    randomBlock = randomBytes(RANDOM_BLOCK_BYTES);
    randomUsed = 0;
  }
  const byte = randomBlock[randomUsed]!;
  randomUsed += 1;
  return byte;
}

/** `length` characters of [0-9A-Za-z] from the system's secure random source, without bias. */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    const byte = nextRandomByte();
    // 248 = 4 × 62: bytes at or above it are dropped so every character is equally likely.
    if (byte < 248) out += BASE62[byte % 62];
  }
  return out;
}

export type ResourcePrefix = 'cs' | 'ord' | 're' | 'evt';

/**
 * Ids of merchant-facing resources, as payment APIs have them: "cs_…" (checkout session), "ord_…"
 * (order), "re_…" (refund), "evt_…" (webhook event); 24 random characters, about 143 bits, so an
 * id cannot be guessed (the hosted checkout page is reached by its session id alone).
 */
export function newResourceId(prefix: ResourcePrefix): string {
  return `${prefix}_${randomBase62(24)}`;
}

export function isResourceId(prefix: ResourcePrefix, value: unknown): value is string {
  return typeof value === 'string' && new RegExp(`^${prefix}_[0-9A-Za-z]{24}$`).test(value);
}
