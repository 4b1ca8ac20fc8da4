// Limits: the report side with 100,000 scan findings, and 50 MB lock files, in bounded memory. Each case
// runs in a fresh process beside a reference measured in the same run (JSON.parse of the same input; for
// YAML and yarn.lock, a plain line split of the text), and its memory growth is judged: the larger of the
// peak resident memory growth and the highest heap in use after a stage (the resident peak alone may
// predate the work: reading a file peaks too):
// - the report (build, SARIF file, report file, summary, PR comment, annotations plan) at most
//   REPORT_TARGET times what JSON.parse of the findings' raw JSON takes, with every output in its limit;
// - each lock file's parse at most LOCK_TARGET times the file's size;
// - a file over the action's size bound refused before it is read.
// The cases are in limits-cases.ts. Runs standalone: `node bench/limits.bench.ts`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PER_LEVEL_LIMIT } from '../src/github/annotations.ts';
import { MAX_LOCK_FILE_BYTES } from '../src/lockfiles/read.ts';
import { MAX_RESULTS_PER_RUN } from '../src/render/sarif.ts';
import { SCALE, type Measured } from './limits-cases.ts';
import { rawInput, syntheticState } from './limits-synthetic.ts';
import { SYNTHETIC, type SyntheticFormat } from './lockfiles-synthetic.ts';

const LOCK_BYTES = 50 * 1024 * 1024;
const LOCK_FORMATS: readonly SyntheticFormat[] = ['npm', 'pnpm', 'yarn-classic', 'yarn-berry'];
/** The report side may take at most this many times the memory of parsing its input once. */
const REPORT_TARGET = 4;
/**
 * A parse may grow the process by at most this many times the file's size: with the text itself, a file at
 * the 64 MB bound then stays near 0.5 GB, far inside a hosted runner's 7 GB and Node's default heap limit;
 * growth that is not linear in the file (held copies, quadratic buffers) crosses it at this size.
 */
const LOCK_TARGET = 6;
/** A refused file may grow the process by at most this: reading it would take its 64 MB. */
const REFUSAL_MAX_BYTES = 8 * 1024 * 1024;
/** GitHub's own limits: a step summary of 1 MiB, a comment of 65,536 characters. */
const SUMMARY_LIMIT_BYTES = 1024 * 1024;
const COMMENT_LIMIT_CHARS = 65_536;
/** The young generation is capped at 1 MB, so what is measured is what the code keeps, not garbage. */
const CHILD_FLAGS = ['--expose-gc', '--max-semi-space-size=1'];

main();

function main(): void {
  const folder = mkdtempSync(join(tmpdir(), 'ssa-limits-bench-'));
  let failed = false;
  try {
    failed = benchReport(folder) || failed;
    for (const format of LOCK_FORMATS) failed = benchLockFile(format, folder) || failed;
    failed = benchRefusal(folder) || failed;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  process.exitCode = failed ? 1 : 0;
}

/** Returns true when the benchmark itself broke (a child failed), not when a target was missed. */
function benchReport(folder: string): boolean {
  const { findings, locations, localResults } = SCALE;
  console.log(
    `\nreport: ${findings} findings, ${locations} package locations, ${localResults} local results`,
  );
  const raw = join(folder, 'raw.json');
  writeFileSync(raw, JSON.stringify(rawInput(syntheticState(SCALE))));
  const bytes = readFileSync(raw).length;
  const reference = child(['report-reference', raw]);
  const ours = child(['report', folder]);
  if (reference === null || ours === null) return true;
  console.log(`  reference JSON.parse of the ${mb(bytes)} raw JSON: ${memory(reference)}`);
  console.log(`  report side: ${memory(ours)}`);
  const d = ours.details as Record<string, number>;
  console.log(`  report file ${mb(d.reportBytes ?? 0)}, SARIF file ${mb(d.sarifBytes ?? 0)}`);
  verdict(
    `memory ${ratio(peak(ours), peak(reference))} the reference`,
    peak(ours) / peak(reference),
    REPORT_TARGET,
  );
  limit('summary', d.summaryBytes ?? Infinity, SUMMARY_LIMIT_BYTES, 'bytes');
  limit('comment', d.commentChars ?? Infinity, COMMENT_LIMIT_CHARS, 'characters');
  limit('SARIF results', d.sarifResults ?? Infinity, MAX_RESULTS_PER_RUN, `(${d.sarifLeftOut} left out)`);
  limit(
    'annotations per level',
    d.annotationsPerLevel ?? Infinity,
    PER_LEVEL_LIMIT,
    `(${d.annotations} in all)`,
  );
  return false;
}

function benchLockFile(format: SyntheticFormat, folder: string): boolean {
  const { file, generate } = SYNTHETIC[format];
  const perPackage = Buffer.byteLength(generate(1_000)) / 1_000;
  const count = Math.ceil((LOCK_BYTES / perPackage) * 1.01);
  const dir = join(folder, format);
  mkdirSync(dir);
  writeFileSync(join(dir, file), generate(count));
  const bytes = readFileSync(join(dir, file)).length;
  console.log(`\n${format} (${file}): ${count} packages, ${mb(bytes)}`);
  const reference = child(['lock-reference', dir, file]);
  const ours = child(['lock', dir, file]);
  rmSync(dir, { recursive: true, force: true });
  if (reference === null || ours === null) return true;
  const name = file.endsWith('.json') ? 'JSON.parse' : 'line split';
  console.log(`  reference ${name}: ${memory(reference)}`);
  console.log(`  ours: ${memory(ours)}, ${ratio(peak(ours), peak(reference))} the reference`);
  verdict(`memory ${ratio(peak(ours), bytes)} the file`, peak(ours) / bytes, LOCK_TARGET);
  const found = ours.details.packages;
  if (found !== count) console.log(`  ERROR: found ${String(found)} of ${count} packages`);
  return found !== count;
}

/** A file one byte over the bound: refused by its size, before a byte is read. */
function benchRefusal(folder: string): boolean {
  const dir = join(folder, 'refused');
  mkdirSync(dir);
  writeFileSync(join(dir, 'package-lock.json'), '');
  truncateSync(join(dir, 'package-lock.json'), MAX_LOCK_FILE_BYTES + 1);
  console.log(
    `\nover the bound: a ${mb(MAX_LOCK_FILE_BYTES + 1)} package-lock.json (limit ${mb(MAX_LOCK_FILE_BYTES)})`,
  );
  const ours = child(['refuse', dir, 'package-lock.json']);
  if (ours === null) return true;
  console.log(`  ${String(ours.details.error)}`);
  console.log(`  refused in ${ours.ms.toFixed(1)} ms, ${memory(ours)}`);
  limit('memory', peak(ours), REFUSAL_MAX_BYTES, 'bytes');
  return ours.details.failure !== 'too-large';
}

function child(args: readonly string[]): Measured | null {
  const run = spawnSync(
    process.execPath,
    [...CHILD_FLAGS, join(import.meta.dirname, 'limits-cases.ts'), ...args],
    {
      encoding: 'utf8',
      maxBuffer: 1024 * 1024,
      timeout: 10 * 60 * 1000,
    },
  );
  if (run.status === 0) return JSON.parse(run.stdout) as Measured;
  console.log(`  ERROR: ${args[0]} failed: ${run.stderr.trim() || String(run.signal)}`);
  return null;
}

const peak = (m: Measured) => Math.max(m.rss, m.heap);

function verdict(what: string, value: number, target: number): void {
  console.log(`  ${what}  target ≤ ${target}×  ${value <= target ? 'PASS' : 'MISS'}`);
}

function limit(what: string, value: number, max: number, unit: string): void {
  console.log(`  ${what}: ${value} ≤ ${max} ${unit}  ${value <= max ? 'PASS' : 'MISS'}`);
}

function memory(m: Measured): string {
  return `peak RSS +${mb(m.rss)}, heap +${mb(m.heap)}, ${(m.ms / 1000).toFixed(2)} s`;
}

function ratio(value: number, reference: number): string {
  return `${(value / reference).toFixed(2)}×`;
}

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
