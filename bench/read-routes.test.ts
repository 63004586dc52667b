import { describe, expect, it } from 'vitest';
import { median, summariseRounds } from './read-routes';

describe('read-route yardstick maths', () => {
  it('median: the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(() => median([])).toThrow();
  });

  it('the ratio is the median of the rounds’ ratios, not the ratio of the medians', () => {
    const result = summariseRounds('GET /x', [
      { narateReqPerS: 800, plainReqPerS: 1000 }, // 0.8
      { narateReqPerS: 400, plainReqPerS: 1000 }, // 0.4
      { narateReqPerS: 1800, plainReqPerS: 2000 }, // 0.9
      { narateReqPerS: 1400, plainReqPerS: 2000 }, // 0.7
      { narateReqPerS: 1500, plainReqPerS: 1600 }, // 0.9375
    ]);
    expect(result).toMatchObject({
      name: 'GET /x',
      narateReqPerS: 1400,
      plainReqPerS: 1600,
      ratio: 0.8,
    });
    expect(result.rounds).toHaveLength(5);
  });

  it('CPU per request: the median of the rounds that measured it', () => {
    const result = summariseRounds('r', [
      { narateReqPerS: 1, plainReqPerS: 1, narateCpuUsPerReq: 300, plainCpuUsPerReq: 100 },
      { narateReqPerS: 1, plainReqPerS: 1, narateCpuUsPerReq: 500, plainCpuUsPerReq: 140 },
      { narateReqPerS: 1, plainReqPerS: 1, narateCpuUsPerReq: 200, plainCpuUsPerReq: 120 },
    ]);
    expect(result).toMatchObject({ narateCpuUsPerReq: 300, plainCpuUsPerReq: 120 });
    expect(summariseRounds('r', [{ narateReqPerS: 1, plainReqPerS: 1 }])).not.toHaveProperty(
      'narateCpuUsPerReq',
    );
  });

  it('a round in which the plain server answered nothing counts as ratio 0', () => {
    expect(summariseRounds('r', [{ narateReqPerS: 10, plainReqPerS: 0 }]).ratio).toBe(0);
  });
});
