import { describe, expect, it } from 'vitest';
import { parseXml, XmlError } from './safe-xml';

describe('character references', () => {
  it('decode to the character they name', () => {
    expect(parseXml('<a>&#65;&#x42;&#X1F600;&amp;</a>').text).toBe('AB😀&');
  });

  it('refuse a reference that names no character, as malformed XML', () => {
    for (const reference of ['&#99999999;', '&#x110000;', '&#zz;', '&#x;', '&#-1;']) {
      const parse = () => parseXml(`<a>${reference}</a>`);
      expect(parse, reference).toThrow(XmlError);
      expect(parse, reference).toThrow(expect.objectContaining({ refusal: 'malformed' }));
    }
  });
});
