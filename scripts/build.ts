// Builds dist/: ncc bundles src/index.ts and the chunks it loads on demand, minified, for Node 24.
// Through ncc's API rather than its command line for one mapping the command line cannot express:
// node:http2 is served by src/api/http2-on-demand.cjs, which loads the real module on first use.
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

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
const HTTP2_STAND_IN = 'http2-on-demand.cjs';

// Module ids are derived from paths relative to the working directory: build from the root, always.
process.chdir(ROOT);
const ncc = createRequire(import.meta.url)('@vercel/ncc') as Ncc;
const { code, assets } = await ncc(join(ROOT, 'src', 'index.ts'), {
  minify: true,
  target: 'es2024',
  quiet: true,
  externals: { 'node:http2': `./${HTTP2_STAND_IN}` },
});

const files: Record<string, string | Uint8Array> = { 'index.js': code };
for (const [name, asset] of Object.entries(assets)) files[name] = asset.source;
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT);
for (const [name, source] of Object.entries(files)) writeFileSync(join(OUT, name), source);
copyFileSync(join(ROOT, 'src', 'api', HTTP2_STAND_IN), join(OUT, HTTP2_STAND_IN));
for (const name of [...Object.keys(files), HTTP2_STAND_IN].sort()) console.log(`dist/${name}`);
