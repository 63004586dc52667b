import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import {
  TargetRefusedError,
  createPinnedLookup,
  isPublicUnicastAddress,
  webhookUrlProblem,
} from './target-safety';

describe('isPublicUnicastAddress', () => {
  it.each([
    ['8.8.8.8'],
    ['1.1.1.1'],
    ['93.184.215.14'],
    ['2606:4700:4700::1111'],
    ['2a00:1450:4001:82b::200e'],
  ])('lets the public address %s pass', (address) => {
    expect(isPublicUnicastAddress(address)).toBe(true);
  });

  it.each([
    // IPv4 special ranges
    ['0.0.0.0'],
    ['127.0.0.1'],
    ['127.255.255.254'],
    ['10.0.0.1'],
    ['172.16.0.1'],
    ['192.168.1.1'],
    ['100.64.0.1'],
    ['169.254.169.254'],
    ['192.0.0.170'],
    ['192.0.2.1'],
    ['198.18.0.1'],
    ['224.0.0.1'],
    ['240.0.0.1'],
    ['255.255.255.255'],
    // other spellings of IPv4 loopback that a resolver or parser may accept
    ['2130706433'],
    ['0x7f000001'],
    ['0177.0.0.1'],
    ['127.1'],
    // IPv6 special ranges
    ['::'],
    ['::1'],
    ['[::1]'],
    ['fe80::1'],
    ['fe80::1%eth0'],
    ['fe80::1%25eth0'],
    ['fc00::1'],
    ['fd12:3456::1'],
    ['ff02::1'],
    ['2001:db8::1'],
    // IPv4 carried inside IPv6, whatever the IPv4 address
    ['::ffff:127.0.0.1'],
    ['::ffff:7f00:1'],
    ['[::ffff:7f00:1]'],
    ['::ffff:169.254.169.254'],
    ['::ffff:a9fe:a9fe'],
    ['::ffff:a00:1'],
    ['::ffff:8.8.8.8'],
    ['::127.0.0.1'],
    ['::7f00:1'],
    ['::a00:1'],
    ['::8.8.8.8'],
    ['::ffff:0:7f00:1'],
    ['64:ff9b::7f00:1'],
    ['64:ff9b::a9fe:a9fe'],
    ['64:ff9b::808:808'],
    ['64:ff9b:1::a00:1'],
    ['2002:7f00:1::1'],
    ['2002:a9fe:a9fe::'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    // not addresses at all
    ['localhost'],
    [''],
    ['1.2.3.4.5'],
  ])('refuses %s', (address) => {
    expect(isPublicUnicastAddress(address)).toBe(false);
  });
});

describe('webhookUrlProblem', () => {
  it.each([
    ['https://shop.example.com/hooks'],
    ['http://shop.example.com:8080/hooks'],
    ['HTTPS://Shop.Example.com/hooks'],
    ['https://8.8.8.8/hooks'],
    ['https://[2606:4700:4700::1111]/hooks'],
  ])('accepts %s', (url) => {
    expect(webhookUrlProblem(url)).toBeNull();
  });

  it.each([
    ['http://127.0.0.1:8080/'],
    ['http://[::ffff:127.0.0.1]:8080/'],
    ['http://[::ffff:7f00:1]/'],
    ['http://[::ffff:169.254.169.254]/latest/meta-data'],
    ['http://[::ffff:a00:1]/'],
    ['http://[::127.0.0.1]/'],
    ['http://[64:ff9b::7f00:1]/'],
    ['http://[64:ff9b::a9fe:a9fe]/'],
    ['http://[2002:7f00:1::]/'],
    ['http://169.254.169.254/latest/meta-data'],
    ['http://2130706433/'],
    ['http://0x7f000001/'],
    ['http://0x7f.1/'],
    ['http://0177.0.0.1/'],
    ['http://017700000001/'],
    ['http://127.1/'],
    ['http://0/'],
    ['http://[::1]/'],
    ['http://[::]/'],
    ['http://[fe80::1]/'],
  ])('refuses the private address in %s', (url) => {
    expect(webhookUrlProblem(url)).toBe('private_address');
  });

  it.each([
    ['http://localhost/'],
    ['http://localhost./'],
    ['http://LOCALHOST../'],
    ['http://api.localhost/'],
    ['http://metadata.google.internal/'],
    ['http://metadata.google.internal./'],
    ['http://metadata/'],
    ['http://printer.local/'],
    ['http://router.home.arpa/'],
  ])('refuses the local name in %s', (url) => {
    expect(webhookUrlProblem(url)).toBe('local_name');
  });

  it.each([
    ['ftp://shop.example.com/'],
    ['file:///etc/passwd'],
    ['http://[fe80::1%25eth0]/'],
    ['http://user:pass@shop.example.com/'],
    ['not a url'],
  ])('refuses %s as not a usable http(s) URL', (url) => {
    expect(webhookUrlProblem(url)).toBe('invalid_url');
  });
});

/** A resolver that answers the given addresses, as a DNS server under someone's control would. */
function resolverAnswering(...addresses: string[]) {
  return (
    _hostname: string,
    _options: unknown,
    callback: (error: NodeJS.ErrnoException | null, all: LookupAddress[]) => void,
  ) =>
    callback(
      null,
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );
}

function lookupWith(resolver: ReturnType<typeof resolverAnswering>, all: boolean) {
  const lookup = createPinnedLookup(resolver);
  return new Promise<{ error: Error | null; result: unknown }>((resolve) =>
    lookup('hooks.example.com', { all }, (error, address, family) =>
      resolve({ error, result: all ? address : { address, family } }),
    ),
  );
}

describe('createPinnedLookup', () => {
  it('hands the socket the checked public addresses', async () => {
    const one = await lookupWith(resolverAnswering('8.8.8.8'), false);
    expect(one).toEqual({ error: null, result: { address: '8.8.8.8', family: 4 } });
    const all = await lookupWith(resolverAnswering('8.8.8.8', '2606:4700:4700::1111'), true);
    expect(all.error).toBeNull();
    expect(all.result).toEqual([
      { address: '8.8.8.8', family: 4 },
      { address: '2606:4700:4700::1111', family: 6 },
    ]);
  });

  it.each([
    [['127.0.0.1']],
    [['169.254.169.254']],
    [['8.8.8.8', '10.0.0.5']],
    [['::ffff:127.0.0.1']],
    [[]],
  ])('refuses the connection when the name resolves to %j', async (addresses) => {
    for (const all of [false, true]) {
      const { error } = await lookupWith(resolverAnswering(...addresses), all);
      expect(error).toBeInstanceOf(TargetRefusedError);
    }
  });

  it('refuses localhost through the real resolver', async () => {
    const lookup = createPinnedLookup();
    const error = await new Promise<Error | null>((resolve) =>
      lookup('localhost', {}, (e) => resolve(e)),
    );
    expect(error).toBeInstanceOf(TargetRefusedError);
  });
});
