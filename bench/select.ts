// Which benchmarks `npm run bench` runs (bench/run.ts): with no names, every one except those that fetch
// from the network; with names, those whose file name contains one of them.

/** Fetch from the network (the noise suite: the npm registry and Debian's archive): run only when named. */
export const ONLY_WHEN_NAMED: readonly string[] = ['noise.bench.ts'];

export function selectBenchmarks(files: readonly string[], wanted: readonly string[]): string[] {
  return files
    .filter((name) => name.endsWith('.bench.ts'))
    .filter((name) =>
      wanted.length === 0 ? !ONLY_WHEN_NAMED.includes(name) : wanted.some((w) => name.includes(w)),
    )
    .sort();
}
