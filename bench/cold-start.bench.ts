// Cold start of the built action: from process start to its first request to the service, against a
// bare `node -e ""` measured in the same run, for information: there is no target.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.argv[2] ?? 21);

let onFirstRequest: (() => void) | null = null;
const server = createServer((_req, res) => {
  onFirstRequest?.();
  onFirstRequest = null;
  res
    .writeHead(503, { 'content-type': 'application/json', 'retry-after': '60' })
    .end('{"data":null,"error":"bench"}');
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

function bareStart(): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['-e', '']);
  return new Promise((resolve) => child.on('exit', () => resolve(performance.now() - started)));
}

function actionStart(): Promise<number> {
  const env = {
    PATH: process.env.PATH ?? '',
    'INPUT_API-KEY': 'svk_bench',
    'INPUT_BASE-URL': baseUrl,
    INPUT_SITE: 'site_bench',
    INPUT_DEPENDENCIES: 'none',
    'INPUT_LOCAL-CHECKS': 'none',
    RUNNER_TEMP: join(ROOT, 'node_modules', '.cache'),
  };
  const started = performance.now();
  const child = spawn(process.execPath, [join(ROOT, 'dist', 'index.js')], { env, stdio: 'ignore' });
  return new Promise((resolve) => {
    onFirstRequest = () => {
      resolve(performance.now() - started);
      child.kill('SIGKILL');
    };
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const bare: number[] = [];
const action: number[] = [];
for (let i = 0; i < RUNS; i++) {
  bare.push(await bareStart());
  action.push(await actionStart());
}
server.close();
const a = median(action);
const b = median(bare);
console.log(`bare node -e "":            median ${b.toFixed(1)} ms over ${RUNS} runs`);
console.log(`dist/index.js to 1st request: median ${a.toFixed(1)} ms (${(a / b).toFixed(2)}× bare)`);
