// Lock-file parsing speed and memory. For each format, synthetic lock files of 1k, 10k and 50k
// packages are parsed by our parser and by a reference parser measured in the same run (JSON.parse,
// @yarnpkg/lockfile, parseSyml of @yarnpkg/parsers, js-yaml); the ratios at 50k are checked against the
// targets, peak memory is measured in a fresh process per format, and the time per package must stay
// flat from 1k to 50k. Runs standalone: `node bench/lockfiles.bench.ts [format…]`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import lockfile from '@yarnpkg/lockfile';
import { parseSyml } from '@yarnpkg/parsers';
import { load } from 'js-yaml';
import { parseLockFile } from '../src/lockfiles/index.ts';
import { SYNTHETIC, type SyntheticFormat } from './lockfiles-synthetic.ts';

const SIZES = [1_000, 10_000, 50_000] as const;
const LARGEST = SIZES[SIZES.length - 1] ?? 0;
/** Fewer repeats for larger files: the median of these is reported. */
const REPEATS: Readonly<Record<number, number>> = { 1_000: 31, 10_000: 9, 50_000: 5 };
const MEMORY_FACTOR_TARGET = 4;
/** Time per package at 50k may be at most this many times that at 1k (quadratic work would be ~50×). */
const LINEARITY_TARGET = 2;

interface Reference {
  readonly name: string;
  readonly parse: (text: string) => unknown;
  /** Our time at 50k divided by the reference's must be at most this. */
  readonly target: number;
}

const REFERENCES: Partial<Record<SyntheticFormat, Reference>> = {
  npm: { name: 'JSON.parse', parse: (text) => JSON.parse(text) as unknown, target: 1.5 },
  'yarn-classic': { name: '@yarnpkg/lockfile', parse: (text) => lockfile.parse(text), target: 0.25 },
  'yarn-berry': { name: 'parseSyml', parse: (text) => parseSyml(text), target: 1 },
  pnpm: { name: 'js-yaml', parse: (text) => load(text), target: 1 },
};

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

if (process.argv[2] === '--peak-memory') measurePeakMemory(process.argv[3] ?? '', process.argv[4] ?? '');
else main();

function main(): void {
  const folder = mkdtempSync(join(tmpdir(), 'ssa-lockfiles-bench-'));
  let failed = false;
  try {
    const wanted = process.argv.slice(2);
    const formats = (Object.keys(SYNTHETIC) as SyntheticFormat[]).filter(
      (f) => wanted.length === 0 || wanted.includes(f),
    );
    for (const format of formats) failed = benchFormat(format, folder) || failed;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  process.exitCode = failed ? 1 : 0;
}

/** Returns true when our parser did not find every package (a broken benchmark, not a slow one). */
function benchFormat(format: SyntheticFormat, folder: string): boolean {
  const { file, generate } = SYNTHETIC[format];
  const reference = REFERENCES[format];
  console.log(`\n${format} (${file})${reference === undefined ? '' : ` against ${reference.name}`}`);
  const perPackage: number[] = [];
  let broken = false;
  for (const size of SIZES) {
    const text = generate(size);
    const found = parseLockFile(file, text).packages.length;
    if (found !== size) {
      console.log(`  ERROR ${size}: found ${found} packages`);
      broken = true;
    }
    const { ours, theirs } = timeBoth(file, text, reference, REPEATS[size] ?? 5);
    perPackage.push(ours / size);
    console.log(`  ${sizeLine(size, text, ours, theirs, size === LARGEST ? reference : undefined)}`);
    if (size === LARGEST) {
      const path = join(folder, `${format}-${file}`);
      writeFileSync(path, text);
      console.log(`  ${memoryLine(file, path, Buffer.byteLength(text))}`);
    }
  }
  console.log(`  ${linearityLine(perPackage)}`);
  return broken;
}

/** Medians of interleaved runs, so both parsers see the same machine load. */
function timeBoth(file: string, text: string, reference: Reference | undefined, repeats: number) {
  const ours: number[] = [];
  const theirs: number[] = [];
  parseLockFile(file, text);
  reference?.parse(text);
  for (let run = 0; run < repeats; run += 1) {
    ours.push(timed(() => parseLockFile(file, text)));
    if (reference !== undefined) theirs.push(timed(() => reference.parse(text)));
  }
  return { ours: median(ours), theirs: reference === undefined ? null : median(theirs) };
}

function timed(run: () => unknown): number {
  collectGarbage();
  const start = performance.now();
  run();
  return performance.now() - start;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function sizeLine(
  size: number,
  text: string,
  ours: number,
  theirs: number | null,
  judged?: Reference,
): string {
  const head = `${String(size).padStart(6)} packages ${mb(Buffer.byteLength(text)).padStart(8)}  ours ${ms(ours)}`;
  if (theirs === null) return head;
  const ratio = ours / theirs;
  const verdict =
    judged === undefined ? '' : `  target ≤ ${judged.target}×  ${ratio <= judged.target ? 'PASS' : 'MISS'}`;
  return `${head}  reference ${ms(theirs)}  ratio ${ratio.toFixed(2)}×${verdict}`;
}

function memoryLine(file: string, path: string, bytes: number): string {
  // The young generation is capped at 1 MB: its default size (tens of MB of short-lived garbage,
  // whatever the file) would hide what the parser itself keeps and promotes.
  const flags = ['--expose-gc', '--max-semi-space-size=1'];
  const child = spawnSync(
    process.execPath,
    [...flags, fileURLToPath(import.meta.url), '--peak-memory', file, path],
    {
      encoding: 'utf8',
    },
  );
  const peak = Number(child.stdout.trim());
  if (child.status !== 0 || !Number.isFinite(peak))
    return `peak memory: not measured (${child.stderr.trim()})`;
  const factor = peak / bytes;
  const verdict = factor < MEMORY_FACTOR_TARGET ? 'PASS' : 'MISS';
  return `peak memory ${mb(peak)} for a ${mb(bytes)} file: ${factor.toFixed(2)}× the file  target < ${MEMORY_FACTOR_TARGET}×  ${verdict}`;
}

/** In a fresh process: resident memory gained while parsing (at most: the peak may predate the parse). */
function measurePeakMemory(file: string, path: string): void {
  const text = readFileSync(path, 'utf8');
  collectGarbage();
  const before = process.memoryUsage().rss;
  const parsed = parseLockFile(file, text);
  const peak = process.resourceUsage().maxRSS * 1024;
  if (parsed.packages.length === 0) process.exitCode = 1;
  console.log(String(Math.max(0, peak - before)));
}

function linearityLine(perPackage: readonly number[]): string {
  const first = perPackage[0] ?? Number.NaN;
  const last = perPackage[perPackage.length - 1] ?? Number.NaN;
  const growth = last / first;
  const verdict = growth <= LINEARITY_TARGET ? 'PASS' : 'MISS';
  const micro = (value: number) => `${(value * 1000).toFixed(2)} µs`;
  return `linear: ${micro(first)}/package at 1k, ${micro(last)}/package at 50k (${growth.toFixed(2)}×)  target ≤ ${LINEARITY_TARGET}×  ${verdict}`;
}

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function ms(value: number): string {
  return `${value.toFixed(1).padStart(7)} ms`;
}
