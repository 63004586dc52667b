import { describe, expect, it } from 'vitest';
import { TRUST_PROXY_TRUE_MESSAGE, loadConfig, parseTrustProxy } from './config';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
  });

  it('takes a hop count or the proxies addresses', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(parseTrustProxy('10.0.0.0/8, ::1,loopback')).toEqual(['10.0.0.0/8', '::1', 'loopback']);
  });

  it('refuses a blanket true with a clear start-up error', () => {
    expect(() => parseTrustProxy('true')).toThrow(TRUST_PROXY_TRUE_MESSAGE);
    expect(() => parseTrustProxy('TRUE')).toThrow(/TRUST_PROXY=1/);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(TRUST_PROXY_TRUE_MESSAGE);
  });

  it('refuses what is neither a count nor an address', () => {
    expect(() => parseTrustProxy('yes')).toThrow(/hop count/);
    expect(() => parseTrustProxy('10.0.0.0/99')).toThrow(/hop count/);
    expect(() => parseTrustProxy('-1')).toThrow(/hop count/);
    expect(() => parseTrustProxy('1000')).toThrow(/0..32/);
  });
});

describe('WEBHOOK_ALLOW_PRIVATE_TARGETS', () => {
  it('is off in every mode unless set to true', () => {
    for (const NODE_ENV of ['development', 'test', 'production', undefined]) {
      expect(loadConfig({ NODE_ENV, ENCRYPTION_KEY: 'x' }).webhookAllowPrivateTargets).toBe(false);
    }
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }).webhookAllowPrivateTargets).toBe(
      true,
    );
  });
});
