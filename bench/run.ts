// Runs the bench/*.bench.ts in their own Node 24 process each, one after the other, so one benchmark's heap
// and JIT state cannot skew the next. Pass names to run only those: `npm run bench -- lockfiles`. With no
// names every benchmark runs except the noise suite, which needs the network: `npm run bench -- noise`
// (bench/select.ts).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ONLY_WHEN_NAMED, selectBenchmarks } from './select.ts';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = selectBenchmarks(readdirSync(here), wanted);

let failed = 0;
for (const file of files) {
  console.log(`\n## ${file}`);
  const result = spawnSync(process.execPath, ['--expose-gc', join(here, file)], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
if (files.length === 0) console.log('no benchmarks matched');
if (wanted.length === 0) {
  console.log(`\nnot run (they need the network; name them to run them): ${ONLY_WHEN_NAMED.join(', ')}`);
}
process.exitCode = failed > 0 ? 1 : 0;
