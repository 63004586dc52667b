import { describe, expect, it } from 'vitest';
import { DocumentCache } from './document-cache';

describe('document cache', () => {
  it('keeps at most its bytes, dropping the least recently used first', () => {
    const cache = new DocumentCache(100);
    cache.set('a', new Uint8Array(40));
    cache.set('b', new Uint8Array(40));
    expect(cache.get('a')?.byteLength).toBe(40); // a is now the most recently used
    cache.set('c', new Uint8Array(40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.totalBytes).toBe(80);
    cache.set('huge', new Uint8Array(101));
    expect(cache.get('huge')).toBeUndefined();
    cache.set('a', new Uint8Array(10));
    expect(cache.totalBytes).toBe(50);
  });
});
