import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cpuProfileFlags } from './cpu-profile';

describe('cpuProfileFlags', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('adds nothing when BENCH_CPU_PROF is not set', () => {
    vi.stubEnv('BENCH_CPU_PROF', '');
    expect(cpuProfileFlags('app')).toEqual([]);
  });

  it("writes each named process's profile into its own folder", () => {
    vi.stubEnv('BENCH_CPU_PROF', 'profiles');
    expect(cpuProfileFlags('app')).toEqual([
      '--cpu-prof',
      `--cpu-prof-dir=${path.resolve('profiles', 'app')}`,
    ]);
    expect(cpuProfileFlags('plain-server')[1]).toBe(
      `--cpu-prof-dir=${path.resolve('profiles', 'plain-server')}`,
    );
  });

  it('writes into the folder itself when no name is given', () => {
    vi.stubEnv('BENCH_CPU_PROF', 'profiles');
    expect(cpuProfileFlags()).toEqual(['--cpu-prof', `--cpu-prof-dir=${path.resolve('profiles')}`]);
  });
});
