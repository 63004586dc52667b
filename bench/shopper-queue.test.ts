import { describe, expect, it } from 'vitest';
import { ShopperQueue } from './shopper-queue';

describe('the decision bench takes its shoppers in turn', () => {
  it('hands out the shopper free the longest, not the one just given back', () => {
    const queue = new ShopperQueue(['a', 'b', 'c']);
    expect(queue.take()).toBe('a');
    queue.giveBack('a');
    expect([queue.take(), queue.take(), queue.take()]).toEqual(['b', 'c', 'a']);
    expect(queue.take()).toBeUndefined();
  });

  it('spreads a long run over every shopper evenly', () => {
    const shoppers = Array.from({ length: 500 }, (_, i) => `s${i}`);
    const queue = new ShopperQueue(shoppers);
    const decisions = new Map<string, number>();
    // Twenty workers, each taking a shopper and giving it back when its decision ends.
    const busy: string[] = [];
    for (let i = 0; i < 20; i++) busy.push(queue.take()!);
    for (let step = 0; step < 10_000; step++) {
      const done = busy.shift()!;
      decisions.set(done, (decisions.get(done) ?? 0) + 1);
      queue.giveBack(done);
      busy.push(queue.take()!);
    }
    expect(decisions.size).toBe(500);
    expect(Math.max(...decisions.values())).toBe(20);
    expect(queue.size).toBe(480);
  });
});
