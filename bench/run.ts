// Runs every bench/*.bench.ts in its own Node 24 process, one after the other, so one benchmark's
// heap and JIT state cannot skew the next. Pass names to run only those: `npm run bench -- lockfiles`.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(here)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => wanted.length === 0 || wanted.some((w) => name.includes(w)))
  .sort();

let failed = 0;
for (const file of files) {
  console.log(`\n## ${file}`);
  const result = spawnSync(process.execPath, ['--expose-gc', join(here, file)], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
if (files.length === 0) console.log('no benchmarks matched');
process.exitCode = failed > 0 ? 1 : 0;
