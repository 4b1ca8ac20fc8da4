import { describe, expect, it } from 'vitest';
import { selectBenchmarks } from '../../bench/select.ts';

const FOLDER = ['run.ts', 'noise.bench.ts', 'lockfiles.bench.ts', 'local-checks.bench.ts', 'select.ts'];

describe('selectBenchmarks', () => {
  it('runs every benchmark but the network-bound noise suite when none is named', () => {
    expect(selectBenchmarks(FOLDER, [])).toEqual(['local-checks.bench.ts', 'lockfiles.bench.ts']);
  });

  it('runs the noise suite when named, and only what is named', () => {
    expect(selectBenchmarks(FOLDER, ['noise'])).toEqual(['noise.bench.ts']);
    expect(selectBenchmarks(FOLDER, ['lockfiles', 'noise'])).toEqual([
      'lockfiles.bench.ts',
      'noise.bench.ts',
    ]);
  });
});
