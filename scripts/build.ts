// Builds dist/: ncc bundles src/index.ts for Node 24, with the chunks it loads on demand (each command,
// the report side) as files of their own, readable (not minified), and the bundled packages' licenses in
// dist/licenses.txt. The local checks' worker thread (src/local-checks/thread-worker.ts) is an entry of its
// own, dist/local-checks-worker.js, found beside the chunk that starts it (src/local-checks/thread.ts).
// Through ncc's API so dist/ is replaced as a whole and lists what it holds. Embedded
// base64 data is wrapped (wrap-long-strings.ts) so no line of dist/ runs to tens of thousands of characters.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { wrapLongStrings } from './wrap-long-strings.ts';

interface NccAsset {
  readonly source: string | Uint8Array;
}
interface NccResult {
  readonly code: string;
  readonly assets: Readonly<Record<string, NccAsset>>;
}
type Ncc = (entry: string, options: Record<string, unknown>) => Promise<NccResult>;

const ROOT = join(import.meta.dirname, '..');
const OUT = join(ROOT, 'dist');

// Module ids are derived from paths relative to the working directory: build from the root, always.
process.chdir(ROOT);
const ncc = createRequire(import.meta.url)('@vercel/ncc') as Ncc;
const { code, assets } = await ncc(join(ROOT, 'src', 'index.ts'), {
  target: 'es2024',
  quiet: true,
  license: 'licenses.txt',
});

const worker = await ncc(join(ROOT, 'src', 'local-checks', 'thread-worker.ts'), {
  target: 'es2024',
  quiet: true,
});
const workerChunks = Object.keys(worker.assets).filter((name) => name.endsWith('.js'));
// One file with no chunks of its own, so its names cannot meet the main bundle's.
if (workerChunks.length > 0)
  throw new Error(`the worker bundle split into chunks: ${workerChunks.join(', ')}`);

const files: Record<string, string | Uint8Array> = {
  'index.js': wrapLongStrings(code),
  'local-checks-worker.js': wrapLongStrings(worker.code),
};
for (const [name, { source }] of Object.entries(assets)) {
  files[name] = name.endsWith('.js') ? wrapLongStrings(Buffer.from(source).toString('utf8')) : source;
}
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT);
for (const [name, source] of Object.entries(files)) writeFileSync(join(OUT, name), source);
for (const name of Object.keys(files).sort()) console.log(`dist/${name}`);
