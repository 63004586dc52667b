import { describe, expect, it } from 'vitest';
import { cardNumbersIn } from './card-scan';

describe('the card number finder used by the leak scans', () => {
  it('finds card numbers written plainly, in groups and inside JSON', () => {
    expect(cardNumbersIn('pan 4242424242424242 end')).toEqual(['4242424242424242']);
    expect(cardNumbersIn('4242 4242 4242 4242')).toEqual(['4242424242424242']);
    expect(cardNumbersIn('4000-0000-0000-0002')).toEqual(['4000000000000002']);
    expect(cardNumbersIn('{"pan":"5555555555554444","cvv":"123"}')).toEqual(['5555555555554444']);
    expect(cardNumbersIn('4242424242424242,')).toEqual(['4242424242424242']);
  });

  it('leaves alone digit runs that fail the Luhn check or are too short', () => {
    expect(cardNumbersIn('4242424242424241')).toEqual([]);
    expect(cardNumbersIn('424242424242')).toEqual([]);
  });

  it('leaves alone digits inside digests, random ids and UUIDs, which pass Luhn by chance', () => {
    // 6342846299832162 passes Luhn; here it is only a stretch of a hex digest.
    expect(cardNumbersIn('WP3-callback ab6342846299832162cd')).toEqual([]);
    expect(cardNumbersIn('"id":"f06342846299832162"')).toEqual([]);
    expect(cardNumbersIn('63428462-9983-2162-1234-567890123456')).toEqual([]);
    expect(cardNumbersIn('order_6342846299832162')).toEqual([]);
  });

  it('leaves alone two numbers joined by a dash, as a timestamp and a random suffix are', () => {
    // A run of digits passes Luhn by chance in one case in ten (1764167562339 does): a number
    // joined to another by a dash is not read, alone or together with it.
    expect(cardNumbersIn('E2E-C-1764167562339-0002')).toEqual([]);
    expect(cardNumbersIn('E2E-C-176416756233-9123456')).toEqual([]);
    expect(cardNumbersIn('ref 4242-4242-4242-4242 end')).toEqual(['4242424242424242']);
  });

  it('reads only numbers that start as card networks do (2 to 6): a millisecond timestamp is not one', () => {
    // 1764170000004 passes Luhn, as one timestamp in ten does; no card network's numbers start with 1.
    expect(cardNumbersIn('ORDER-1764170000004')).toEqual([]);
    expect(cardNumbersIn('"key":"1764170000004"')).toEqual([]);
    expect(cardNumbersIn('amex 378282246310005, jcb 3530111333300000')).toEqual([
      '378282246310005',
      '3530111333300000',
    ]);
    expect(cardNumbersIn('mastercard 2223003122003222')).toEqual(['2223003122003222']);
  });

  it('leaves alone the fraction of a decimal number, as a random number written out is', () => {
    // Math.random() written in a key: its sixteen decimals start with 3 and pass Luhn by chance.
    expect(cardNumbersIn('console-1795000000000-0.3453675962931668')).toEqual([]);
    expect(cardNumbersIn('"ratio":0.3453675962931668')).toEqual([]);
    expect(cardNumbersIn('card 3453675962931668.')).toEqual(['3453675962931668']);
  });
});
