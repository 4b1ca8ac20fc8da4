// The scan's local work beside its wait: the built action on a generated git checkout (default 10,000
// files and a lock file of 500 packages) against the simulator, with a Pulse of several polls a second
// apart. Measured in the same run: the fixed cost (neither part), the scan alone, the local work alone
// (`scan: none`) and both together. The sequential order (the local work, then the scan) took about the
// sum of the two parts less the fixed cost once; the overlapped one should take about the longer part.
// `node bench/overlap.bench.ts [files] [polls] [repeats]`; needs dist/ built (`npm run build`).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startWorld } from '../simulator/world.ts';
import { TREE_FOLDERS } from './tree-layout.ts';

const FILE_COUNT = Number(process.argv[2] ?? 10_000);
const POLLS = Number(process.argv[3] ?? 5);
const REPEATS = Number(process.argv[4] ?? 3);
const KEY = 'svk_bench';
const EXTENSIONS = ['.ts', '.js', '.py', '.md', '.json', '.yml'];

/** A git checkout of ordinary files (about 2 KB each) and a package-lock.json. */
function generateCheckout(root: string): void {
  for (let i = 0; i < FILE_COUNT; i++) {
    const file = join(
      root,
      TREE_FOLDERS[i % TREE_FOLDERS.length] ?? 'src',
      `f${i}${EXTENSIONS[i % EXTENSIONS.length]}`,
    );
    mkdirSync(dirname(file), { recursive: true });
    const lines = Array.from(
      { length: 40 },
      (_, n) => `const value${n} = compute(${i}, ${n}); // line ${n} of file ${i}`,
    );
    writeFileSync(file, `${lines.join('\n')}\n`);
  }
  const packages: Record<string, object> = { '': { name: 'bench', version: '1.0.0' } };
  for (let i = 0; i < 500; i++) packages[`node_modules/pkg-${i}`] = { version: `1.${i % 20}.${i % 7}` };
  writeFileSync(
    join(root, 'package-lock.json'),
    `${JSON.stringify({ name: 'bench', lockfileVersion: 3, packages })}\n`,
  );
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'ignore' });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('-c', 'user.name=bench', '-c', 'user.email=bench@example.com', 'commit', '-q', '-m', 'bench');
}

const root = mkdtempSync(join(tmpdir(), 'ssa-overlap-bench-'));
const world = await startWorld({
  service: { keys: [{ key: KEY, permissions: ['read', 'sites', 'pulse', 'deep', 'local'] }] },
});
try {
  generateCheckout(root);
  world.service.control.setAllowance({ pulse: 1000 });
  const NEITHER = { dependencies: 'none', 'local-checks': 'none', scan: 'none' };
  const SHAPES = {
    fixed: NEITHER,
    scan: { ...NEITHER, scan: 'pulse' },
    local: { ...NEITHER, dependencies: 'auto', 'local-checks': 'all' },
    both: { ...NEITHER, scan: 'pulse', dependencies: 'auto', 'local-checks': 'all' },
  };
  let site = 0;
  /** Wall time of one run of the built action, with a site of its own (a fresh scan, not a replay). */
  const timed = async (inputs: Record<string, string>): Promise<number> => {
    const url = `https://overlap-${site++}.example.com`;
    world.service.control.addSite(url, { pollsToFinish: POLLS, suggestedPollAfterSeconds: 1 });
    const started = performance.now();
    const run = await world.spawn({
      workspace: root,
      inputs: { 'api-key': KEY, 'base-url': world.service.url, site: url, comment: 'never', ...inputs },
    });
    const ms = performance.now() - started;
    const verdict = run.outputs.verdict ?? '';
    if (!['pass', 'warn', 'fail'].includes(verdict))
      throw new Error(`a bench run ended in ${verdict}:\n${run.stdout}`);
    return ms;
  };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const results: Record<keyof typeof SHAPES, number[]> = { fixed: [], scan: [], local: [], both: [] };
  // Interleaved, so a slower stretch of the machine does not fall on one shape only.
  for (let i = 0; i < REPEATS; i++) {
    for (const shape of Object.keys(SHAPES) as (keyof typeof SHAPES)[])
      results[shape].push(await timed(SHAPES[shape]));
  }
  const [fixed, scan, local, both] = [results.fixed, results.scan, results.local, results.both].map(
    median,
  ) as [number, number, number, number];
  const sequential = scan + local - fixed;
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `${FILE_COUNT} files, a Pulse of ${POLLS} polls a second apart, median of ${REPEATS} runs each`,
  );
  console.log(`fixed cost (neither part)         ${s(fixed)}`);
  console.log(`scan alone                        ${s(scan)}`);
  console.log(`local work alone (scan: none)     ${s(local)}`);
  console.log(`sequential (scan + local - fixed) ${s(sequential)}`);
  console.log(`overlapped (both)                 ${s(both)}`);
  console.log(`overlapped / sequential           ${(both / sequential).toFixed(2)}`);
  console.log(`overlapped / the longer part      ${(both / Math.max(scan, local)).toFixed(2)}`);
} finally {
  await world.close();
  rmSync(root, { recursive: true, force: true });
}
