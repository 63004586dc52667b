import { describe, expect, it } from 'vitest';
import { safeCheckoutUrl } from './checkout-url';

const origins = { page: 'https://shop.example', narate: 'https://narate.me' };

describe('the widget checkout URL check', () => {
  it('follows https addresses of the page itself and of NaRate, relative ones resolved', () => {
    expect(safeCheckoutUrl('/moj-server/narate', origins)).toBe(
      'https://shop.example/moj-server/narate',
    );
    expect(safeCheckoutUrl('https://narate.me/checkout/cs_1', origins)).toBe(
      'https://narate.me/checkout/cs_1',
    );
    expect(safeCheckoutUrl('  https://shop.example/a?b=1  ', origins)).toBe(
      'https://shop.example/a?b=1',
    );
  });

  it('ignores script, data and other non-web URLs', () => {
    for (const raw of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.domain)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'blob:https://shop.example/1',
      'file:///etc/passwd',
    ]) {
      expect(safeCheckoutUrl(raw, origins), raw).toBeNull();
    }
  });

  it('ignores other sites, plain http and credentials in the URL', () => {
    expect(safeCheckoutUrl('https://evil.example/checkout', origins)).toBeNull();
    expect(safeCheckoutUrl('//evil.example/x', origins)).toBeNull();
    expect(safeCheckoutUrl('http://narate.me/checkout/cs_1', origins)).toBeNull();
    expect(safeCheckoutUrl('https://user:pw@narate.me/checkout', origins)).toBeNull();
    expect(safeCheckoutUrl('', origins)).toBeNull();
    expect(safeCheckoutUrl(undefined, origins)).toBeNull();
  });

  it('allows plain http only to the machine itself (development and tests)', () => {
    const local = { page: 'http://127.0.0.1:4298', narate: 'http://localhost:4201' };
    expect(safeCheckoutUrl('http://localhost:4201/checkout/cs_1', local)).toBe(
      'http://localhost:4201/checkout/cs_1',
    );
    expect(safeCheckoutUrl('/pay', local)).toBe('http://127.0.0.1:4298/pay');
    expect(safeCheckoutUrl('http://192.0.2.2:4201/checkout', local)).toBeNull();
    const lan = { page: 'http://shop.lan', narate: 'http://narate.lan' };
    expect(safeCheckoutUrl('/pay', lan)).toBeNull();
  });
});
