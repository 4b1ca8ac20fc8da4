// Builds dist/: ncc bundles src/index.ts and the chunks it loads on demand for Node 24, and terser
// minifies every script. Through ncc's API rather than its command line for mappings the command line
// cannot express: node:http2 is served by src/api/http2-on-demand.cjs, which loads the real module on
// first use, and undici's Milo parser is left in files of its own.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { minify } from 'terser';

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
// undici 8's experimental Milo HTTP parser, WebAssembly in base64 (~165 KB with and without SIMD), which
// the client never enables: bundled, V8 would scan it on every start. As files of their own beside the
// bundle they are read only if undici ever requires them. (llhttp's files stay bundled: the undici 6
// inside @actions/* requires the same paths for different builds, and ncc matches externals by path.)
const MILO_FILES = ['simd.js', 'no-simd.js'];
const miloFile = (name: string) => `undici-milo-${name.replace(/\.js$/, '.cjs')}`;

// Module ids are derived from paths relative to the working directory: build from the root, always.
process.chdir(ROOT);
const require = createRequire(import.meta.url);
const ncc = require('@vercel/ncc') as Ncc;
const { code, assets } = await ncc(join(ROOT, 'src', 'index.ts'), {
  target: 'es2024',
  quiet: true,
  // The bundled packages' license texts, since the minified scripts keep no comments.
  license: 'licenses.txt',
  externals: {
    'node:http2': `./${HTTP2_STAND_IN}`,
    ...Object.fromEntries(MILO_FILES.map((name) => [`../milo/${name}`, `./${miloFile(name)}`])),
  },
});

const files: Record<string, string | Uint8Array> = { 'index.js': code };
for (const [name, asset] of Object.entries(assets)) files[name] = asset.source;
// ncc's own minifying covers the entry only; here every script, with ncc's settings plus ASCII output:
// V8 holds a script with a single non-ASCII character as a two-byte string, slower to scan at each start.
for (const [name, source] of Object.entries(files)) {
  if (!name.endsWith('.js')) continue;
  const minified = await minify(String(source), {
    module: true,
    compress: false,
    mangle: { keep_classnames: true, keep_fnames: true },
    format: { ascii_only: true, comments: false },
  });
  if (minified.code === undefined) throw new Error(`terser returned nothing for dist/${name}`);
  files[name] = minified.code;
}
files[HTTP2_STAND_IN] = readFileSync(join(ROOT, 'src', 'api', HTTP2_STAND_IN));
const milo = join(dirname(require.resolve('undici')), 'lib', 'milo');
for (const name of MILO_FILES) files[miloFile(name)] = readFileSync(join(milo, name));
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT);
for (const [name, source] of Object.entries(files)) writeFileSync(join(OUT, name), source);
for (const name of Object.keys(files).sort()) console.log(`dist/${name}`);
