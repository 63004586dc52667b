import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  canonicalJson,
  isValidIdempotencyKey,
  requestFingerprint,
  resolveIdempotency,
} from './idempotency-key';

describe('canonicalJson', () => {
  it('sorts keys at every level and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}',
    );
    expect(canonicalJson({ a: undefined, b: 2 })).toBe('{"b":2}');
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson(new Date(Date.UTC(2025, 0, 1)))).toBe('"2025-01-01T00:00:00.000Z"');
  });

  it('refuses BigInt', () => {
    expect(() => canonicalJson({ n: 1n })).toThrow(TypeError);
  });

  it('keeps a key named "__proto__" as an ordinary key', () => {
    const body = JSON.parse('{"__proto__": null, "a": 1}') as unknown;
    expect(canonicalJson(body)).toBe('{"__proto__":null,"a":1}');
  });

  it('gives the same text whatever the key order', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (object) => {
        const reversed = Object.fromEntries(Object.entries(object).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(object));
        expect(JSON.parse(canonicalJson(object))).toEqual(JSON.parse(JSON.stringify(object)));
      }),
    );
  });
});

describe('requestFingerprint', () => {
  const body = { amountCents: 30_000, currency: 'EUR', items: [{ name: 'Stolica', qty: 2 }] };

  it('is a sha256 hex that ignores key order and method case', () => {
    const a = requestFingerprint('POST', '/api/v1/checkout-sessions', body);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(
      requestFingerprint('post', '/api/v1/checkout-sessions', {
        items: [{ qty: 2, name: 'Stolica' }],
        currency: 'EUR',
        amountCents: 30_000,
      }),
    ).toBe(a);
  });

  it('changes with the body, the path or the method', () => {
    const a = requestFingerprint('POST', '/api/v1/checkout-sessions', body);
    expect(
      requestFingerprint('POST', '/api/v1/checkout-sessions', { ...body, amountCents: 30_001 }),
    ).not.toBe(a);
    expect(requestFingerprint('POST', '/api/v1/refunds', body)).not.toBe(a);
    expect(requestFingerprint('PUT', '/api/v1/checkout-sessions', body)).not.toBe(a);
    expect(requestFingerprint('POST', '/a', undefined)).toBe(
      requestFingerprint('POST', '/a', null),
    );
  });
});

describe('resolveIdempotency', () => {
  const response = { status: 201, body: { id: 'cs_1' } };

  it('is new without a stored request', () => {
    expect(resolveIdempotency(undefined, 'f1')).toBe('new');
  });

  it('replays the same request and refuses another one', () => {
    expect(resolveIdempotency({ fingerprint: 'f1', response }, 'f1')).toEqual({ replay: response });
    expect(resolveIdempotency({ fingerprint: 'f1', response }, 'f2')).toBe('conflict');
  });

  it('reports a request still in progress', () => {
    expect(resolveIdempotency({ fingerprint: 'f1', response: null }, 'f1')).toBe('in_progress');
    expect(resolveIdempotency({ fingerprint: 'f1', response: null }, 'f2')).toBe('conflict');
  });
});

describe('isValidIdempotencyKey', () => {
  it('accepts 1-255 visible ASCII characters', () => {
    expect(isValidIdempotencyKey('7f1c2b9e-6a4d-4c8e-9f0a-1b2c3d4e5f60')).toBe(true);
    expect(isValidIdempotencyKey('x'.repeat(255))).toBe(true);
    expect(isValidIdempotencyKey('')).toBe(false);
    expect(isValidIdempotencyKey('x'.repeat(256))).toBe(false);
    expect(isValidIdempotencyKey('has space')).toBe(false);
    expect(isValidIdempotencyKey('ključ')).toBe(false);
  });
});
