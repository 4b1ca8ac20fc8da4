// Shared tools of the hostile-input suite: one seed per run (printed with a failing case), a time and heap
// bound around a call, and generators of the classic hostile inputs.
import { expect } from 'vitest';

/**
 * One fixed seed, so CI is repeatable; `SSA_HOSTILE_SEED=<n>` replays a failing run or explores others
 * (`SSA_HOSTILE_SEED=$RANDOM`).
 */
export const SEED = Number(process.env.SSA_HOSTILE_SEED ?? 20261123);

/** fast-check settings for the suite: seeded, few runs, so the whole suite stays within seconds. */
export const RUNS = { seed: SEED, numRuns: 40 } as const;

/** Runs `body` and fails unless it ends within `ms` and grows the heap by less than `heapBytes`. */
export function bounded<T>(what: string, body: () => T, ms = 2_000, heapBytes = 64 * 1024 * 1024): T {
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const result = body();
  const elapsed = performance.now() - started;
  const grown = process.memoryUsage().heapUsed - heapBefore;
  expect(elapsed, `${what} took ${Math.round(elapsed)} ms`).toBeLessThan(ms);
  expect(grown, `${what} grew the heap by ${grown} bytes`).toBeLessThan(heapBytes);
  return result;
}

/**
 * "Billion laughs": `levels` anchors, each a list of `width` aliases of the one before, so the last one
 * stands for width^levels strings. `key` receives the last anchor.
 */
export function aliasBomb(width = 9, levels = 9): { text: string; last: string } {
  const name = (level: number) => `l${level}`;
  const lines = [`${name(0)}: &${name(0)} [${Array(width).fill('"lol"').join(', ')}]`];
  for (let level = 1; level < levels; level++) {
    lines.push(
      `${name(level)}: &${name(level)} [${Array(width)
        .fill(`*${name(level - 1)}`)
        .join(', ')}]`,
    );
  }
  return { text: lines.join('\n'), last: `*${name(levels - 1)}` };
}

/** The same bomb made of maps (`k0: *l…`), for readers that walk mappings. */
export function mapAliasBomb(width = 9, levels = 9): { text: string; last: string } {
  const name = (level: number) => `m${level}`;
  const keys = (value: string) => Array.from({ length: width }, (_, k) => `k${k}: ${value}`).join(', ');
  const lines = [`${name(0)}: &${name(0)} {${keys('"lol"')}}`];
  for (let level = 1; level < levels; level++) {
    lines.push(`${name(level)}: &${name(level)} {${keys(`*${name(level - 1)}`)}}`);
  }
  return { text: lines.join('\n'), last: `*${name(levels - 1)}` };
}

/** A repository file as the local checks see it, from text. */
export function textFile(path: string, text: string) {
  return { path, size: Buffer.byteLength(text), text: () => text };
}
