// Path classifications shared by several checks. Paths are workspace-relative with `/` separators.

/** Folders a web server or CDN serves as they are: public web roots and build output. */
const SERVED_FOLDERS = new Set([
  'public',
  'static',
  'www',
  'wwwroot',
  'htdocs',
  'public_html',
  'dist',
  'build',
  'out',
  '_site',
]);
/** Served folders known only by a two-part path. */
const SERVED_PATHS = [
  '.next/static/',
  '.output/public/',
  '.vercel/output/static/',
  '.svelte-kit/output/client/',
];

export function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

export function dirName(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '' : path.slice(0, slash);
}

/** Whether the file sits in a public web root or in build output (at any depth, e.g. `apps/web/public/`). */
export function isServedPath(path: string): boolean {
  const folders = path.split('/').slice(0, -1);
  if (folders.some((folder) => SERVED_FOLDERS.has(folder))) return true;
  return SERVED_PATHS.some((prefix) => path.startsWith(prefix) || path.includes(`/${prefix}`));
}

/** `.env` and `.env.<anything>` files (examples included: callers decide). */
export function isEnvFile(path: string): boolean {
  const name = baseName(path);
  return name === '.env' || name.startsWith('.env.');
}

const SCRIPT_EXTENSIONS = /\.(?:[cm]?[jt]sx?|vue|svelte|astro)$/;

/** JavaScript-family source files (including TypeScript and single-file components). */
export function isScriptFile(path: string): boolean {
  return SCRIPT_EXTENSIONS.test(path);
}
