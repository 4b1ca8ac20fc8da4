// The measured cases of the limits benchmark, each run by bench/limits.bench.ts in a fresh process:
// `node --expose-gc --max-semi-space-size=1 bench/limits-cases.ts CASE …` prints what it measured as JSON.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { planAnnotations } from '../src/github/annotations.ts';
import { parseLockFile } from '../src/lockfiles/index.ts';
import { LockFileReadError, readWorkspaceFile } from '../src/lockfiles/read.ts';
import { commentMarker, renderComment } from '../src/render/comment.ts';
import type { RunReport } from '../src/render/model.ts';
import { buildSarif } from '../src/render/sarif.ts';
import { buildReport } from '../src/runtime/build-report.ts';
import { writeJsonFile } from '../src/runtime/json-file.ts';
import { POLICY, syntheticState, type LimitsScale } from './limits-synthetic.ts';
import { summaryOf } from '../test/support/summary.ts';

export const SCALE: LimitsScale = { findings: 100_000, locations: 20_000, localResults: 30_000 };

export interface Measured {
  /** Peak resident memory over the process's resident memory before the work. */
  readonly rss: number;
  /** Highest heap in use after any stage of the work, over the heap before it. */
  readonly heap: number;
  readonly ms: number;
  readonly details: Record<string, unknown>;
}

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

if (process.argv[1] !== undefined && import.meta.filename === process.argv[1])
  console.log(JSON.stringify(await runCase(process.argv.slice(2))));

/** In a fresh process: one case, measured from a collected heap. */
async function runCase([name = '', where = '', file = '']: readonly string[]): Promise<Measured> {
  switch (name) {
    case 'report-reference': {
      const text = readFileSync(where, 'utf8');
      return measure((sample) => {
        const parsed: unknown = JSON.parse(text);
        sample();
        return { parsed: parsed !== null };
      });
    }
    case 'report': {
      const state = syntheticState(SCALE);
      return measure((sample) => reportSide(state, where, sample));
    }
    case 'lock-reference':
    case 'lock': {
      const text = readWorkspaceFile(where, file);
      return measure((sample) => {
        if (name === 'lock') {
          const { packages } = parseLockFile(file, text);
          sample();
          return { packages: packages.length };
        }
        const parsed = file.endsWith('.json') ? (JSON.parse(text) as unknown) : text.split('\n');
        sample();
        return { parsed: parsed !== null };
      });
    }
    case 'refuse':
      return measure(() => {
        try {
          return { read: readWorkspaceFile(where, file).length };
        } catch (error) {
          const failure = error instanceof LockFileReadError ? error.failure : 'other';
          return { failure, error: error instanceof Error ? error.message : String(error) };
        }
      });
    default:
      throw new Error(`unknown case "${name}": report, report-reference, lock, lock-reference or refuse`);
  }
}

/** What finalize() does with a report, in its order; each output is dropped once written, as there. */
async function reportSide(state: ReturnType<typeof syntheticState>, folder: string, sample: () => void) {
  const report = buildReport(state, POLICY, new Date('2026-11-22T08:10:00.000Z'));
  sample();
  const sarif = writeSarif(report, join(folder, 'results.sarif'), sample);
  const reportPath = join(folder, 'report.json');
  await writeJsonFile(reportPath, report);
  sample();
  const summaryBytes = Buffer.byteLength(summaryOf(report));
  sample();
  const marker = commentMarker('scan', 'staging');
  const commentChars = renderComment(report, marker, 'https://github.com/o/r/actions/runs/1').length;
  sample();
  const annotations = planAnnotations(report);
  sample();
  const perLevel = ['error', 'warning', 'notice'].map((l) => annotations.filter((a) => a.level === l).length);
  return {
    ...sarif,
    summaryBytes,
    commentChars,
    reportBytes: statSync(reportPath).size,
    annotations: annotations.length,
    annotationsPerLevel: Math.max(...perLevel),
  };
}

function writeSarif(report: RunReport, path: string, sample: () => void) {
  const { sarif, results, leftOut } = buildSarif(report, {
    informationUri: 'https://github.com/o/r',
    siteKey: 'staging',
  });
  const text = JSON.stringify(sarif);
  writeFileSync(path, text);
  sample();
  return { sarifResults: results, sarifLeftOut: leftOut, sarifBytes: Buffer.byteLength(text) };
}

async function measure(
  work: (sample: () => void) => Record<string, unknown> | Promise<Record<string, unknown>>,
): Promise<Measured> {
  collectGarbage();
  const before = process.memoryUsage();
  let heap = before.heapUsed;
  const sample = () => {
    heap = Math.max(heap, process.memoryUsage().heapUsed);
  };
  const start = performance.now();
  const details = await work(sample);
  const ms = performance.now() - start;
  sample();
  const rss = Math.max(0, process.resourceUsage().maxRSS * 1024 - before.rss);
  return { rss, heap: heap - before.heapUsed, ms, details };
}
