import { describe, expect, it } from 'vitest';
import { addressBucket } from './address-bucket';

describe('addressBucket', () => {
  it('groups IPv6 by /64 and keeps IPv4 (also IPv4-mapped) per address', () => {
    expect(addressBucket('2001:db8:5:5::1')).toBe('2001:db8:5:5::/64');
    expect(addressBucket('2001:db8:5:5:ffff:1:2:3')).toBe('2001:db8:5:5::/64');
    expect(addressBucket('2001:db8:5:6::1')).toBe('2001:db8:5:6::/64');
    expect(addressBucket('198.51.100.7')).toBe('198.51.100.7');
    expect(addressBucket('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressBucket('unknown')).toBe('unknown');
  });
});
