// The noise suite: runs every local check over published source trees the project did not write
// (bench/noise/trees.ts) and holds each result at medium and up against its reviewed verdict
// (bench/noise-verdicts.json, see docs/noise-suite.md). Fails on any result not yet reviewed and prints
// those as entries to paste; prints the noise per tree; warns of verdicts that match no result any more.
// Fetches into .cache/noise on the first run (npm registry and Debian's archive), reuses it after.
// Some trees only: `node bench/noise.bench.ts express python3-` (names containing any of the words).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_CHECK_IDS, runLocalChecks } from '../src/local-checks/index.ts';
import { ensureTree, inPool, removeScratch } from './noise/fetch.ts';
import { NOISE_TREES, treeId, type NoiseTree } from './noise/trees.ts';
import { judgeTree, parseVerdicts, unreviewedEntries, type TreeJudgement } from './noise/verdicts.ts';

const here = dirname(fileURLToPath(import.meta.url));
const CACHE = join(here, '..', '.cache', 'noise');
const VERDICTS_FILE = join(here, 'noise-verdicts.json');
/** The issue's goal: at most this many noise results at medium and up in one tree. */
const NOISE_GOAL = 2;
const FETCHES_AT_ONCE = 4;

interface TreeRun {
  readonly id: string;
  readonly files: number;
  readonly ms: number;
  readonly notes: readonly string[];
  readonly judgement: TreeJudgement;
}

async function scan(
  tree: NoiseTree,
  folder: string,
  verdicts: ReturnType<typeof parseVerdicts>,
): Promise<TreeRun> {
  const started = performance.now();
  // A bench measures the system clock; the action passes the run's clock.
  const run = await runLocalChecks(folder, LOCAL_CHECK_IDS, { now: () => Date.now() });
  const ms = Math.round(performance.now() - started);
  const id = treeId(tree);
  return {
    id,
    files: run.filesScanned,
    ms,
    notes: run.notes,
    judgement: judgeTree(verdicts.get(id), run.results),
  };
}

function printTable(runs: readonly TreeRun[]): void {
  const width = Math.max(...runs.map((r) => r.id.length));
  console.log(`${'tree'.padEnd(width)}  files     ms useful  noise unreviewed`);
  for (const { id, files, ms, judgement: j } of runs) {
    const cells = [files, ms, j.useful, j.noise, j.unreviewed.length].map((n, i) =>
      String(n).padStart(i === 4 ? 10 : 6),
    );
    console.log(`${id.padEnd(width)} ${cells.join(' ')}`);
  }
  const sum = (pick: (j: TreeJudgement) => number) => runs.reduce((total, r) => total + pick(r.judgement), 0);
  const over = runs.filter((r) => r.judgement.noise > NOISE_GOAL);
  console.log(
    `\n${runs.length} trees: ${sum((j) => j.useful)} useful, ${sum((j) => j.noise)} noise, ${sum((j) => j.unreviewed.length)} not reviewed (medium and up)`,
  );
  console.log(
    `trees over the goal of ${NOISE_GOAL} noise results: ${over.length}${over.length > 0 ? ` (${over.map((r) => `${r.id} ${r.judgement.noise}`).join(', ')})` : ''}`,
  );
}

function printWarnings(runs: readonly TreeRun[], verdictTrees: readonly string[], everyTree: boolean): void {
  for (const run of runs) {
    for (const note of run.notes) console.log(`warning: ${run.id}: ${note}`);
    for (const key of run.judgement.stale)
      console.log(`warning: stale verdict (no such result): ${run.id}: ${key}`);
  }
  if (!everyTree) return;
  const known = new Set(NOISE_TREES.map(treeId));
  for (const id of verdictTrees.filter((t) => !known.has(t))) {
    console.log(`warning: stale verdicts for a tree the suite no longer holds: ${id}`);
  }
}

function printUnreviewed(runs: readonly TreeRun[]): void {
  const open = runs.filter((r) => r.judgement.unreviewed.length > 0);
  if (open.length === 0) return;
  console.log(
    `\nNot yet reviewed: add under each tree in ${VERDICTS_FILE}, with "?" replaced by "useful" or "noise" and a short why:`,
  );
  for (const run of open) {
    console.log(`${JSON.stringify(run.id)}: {`);
    for (const entry of unreviewedEntries(run.judgement.unreviewed)) console.log(`  ${entry}`);
    console.log('},');
  }
}

async function main(): Promise<void> {
  const words = process.argv.slice(2);
  const trees = NOISE_TREES.filter((t) => words.length === 0 || words.some((w) => treeId(t).includes(w)));
  const verdicts = parseVerdicts(JSON.parse(readFileSync(VERDICTS_FILE, 'utf8')));
  removeScratch(CACHE);
  let started = performance.now();
  const folders = await inPool(trees, FETCHES_AT_ONCE, (tree) => ensureTree(CACHE, tree));
  console.log(
    `${trees.length} trees ready in ${((performance.now() - started) / 1000).toFixed(1)} s (cache: ${CACHE})`,
  );
  started = performance.now();
  const runs: TreeRun[] = [];
  for (const [index, tree] of trees.entries()) runs.push(await scan(tree, folders[index] ?? '', verdicts));
  console.log(`every local check over them in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  printTable(runs);
  printWarnings(runs, [...verdicts.keys()], words.length === 0);
  printUnreviewed(runs);
  if (runs.some((r) => r.judgement.unreviewed.length > 0)) process.exitCode = 1;
}

await main();
