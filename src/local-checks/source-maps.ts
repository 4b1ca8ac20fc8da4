// source-maps: source maps served with a site give away its original source (often with comments and
// internal paths); a `sourceMappingURL` in a served script tells browsers where to fetch one.
// Reported only where browsers load the files: a public web root (`public/`, `static/`, `.next/static/`…,
// paths.ts), or build output (`dist/`, `build/`, `out/`) that is a site: an HTML page in the script's
// folder or a folder above it inside the build output. A library's build output without a page (a Node
// package's `dist/`, tsc's `out/`) is loaded by no browser and its source is published anyway.
// TypeScript declaration maps (`*.d.ts.map`) are an editor aid, never served: not reported.
import { rule } from './catalogue.ts';
import { baseName, dirName, isServedPath } from './paths.ts';
import { LineLocator } from './text.ts';
import type { LocalCheckResult, RepositoryFile, RuleCatalogue } from './types.ts';

const HELP =
  'Do not publish source maps with the site: turn them off for production builds (or use hidden source maps) ' +
  'and upload them to your error tracker instead.';

export const SOURCE_MAPS_RULES: RuleCatalogue = {
  'source-maps/map-file': rule(
    'Source map in a served folder',
    "A *.map file sits in a public web root or in a site's build output.",
    HELP,
  ),
  'source-maps/map-reference': rule(
    'Served script points to a source map',
    "A script or stylesheet in a public web root or a site's build output ends with a sourceMappingURL comment.",
    HELP,
  ),
  'source-maps/inline-map': rule(
    'Served script embeds its source map',
    "A script or stylesheet in a public web root or a site's build output carries its source map inline (data: URL).",
    HELP,
  ),
};

const MAPPING_COMMENT = /^[ \t]*(?:\/\/|\/\*)[#@][ \t]*sourceMappingURL=([^\s*]+)/gm;
/** Build output: served only when it is a site's (see servedToBrowsers). */
const BUILD_OUTPUT = new Set(['dist', 'build', 'out']);
const DECLARATION_MAP = /\.d\.[cm]?ts\.map$/;
const PAGE = /\.html?$/i;

export function checkSourceMaps(files: readonly RepositoryFile[]): LocalCheckResult[] {
  const pageFolders = new Set(files.filter((f) => PAGE.test(f.path)).map((f) => dirName(f.path)));
  const results: LocalCheckResult[] = [];
  for (const file of files) {
    if (!servedToBrowsers(file.path, pageFolders)) continue;
    if (file.path.endsWith('.map')) {
      if (DECLARATION_MAP.test(file.path)) continue;
      results.push(
        result(file.path, 1, 'source-maps/map-file', 'medium', 'source map published with the site'),
      );
    } else if (/\.(?:[cm]?js|css)$/.test(file.path)) {
      results.push(...mappingReferences(file));
    }
  }
  return results;
}

/**
 * Whether browsers load the file: it sits in a public web root (a served folder once the build-output
 * folders are left out of its path), or in build output whose own folder or a folder above it, up to the
 * outermost build-output folder, holds an HTML page (`dist/index.html` beside `dist/assets/app.js.map`).
 */
function servedToBrowsers(path: string, pageFolders: ReadonlySet<string>): boolean {
  if (!isServedPath(path)) return false;
  const folders = dirName(path).split('/');
  const withoutBuildOutput = [...folders.filter((f) => !BUILD_OUTPUT.has(f)), baseName(path)].join('/');
  if (isServedPath(withoutBuildOutput)) return true;
  const outermost = folders.findIndex((folder) => BUILD_OUTPUT.has(folder));
  for (let end = folders.length; end > outermost; end -= 1) {
    if (pageFolders.has(folders.slice(0, end).join('/'))) return true;
  }
  return false;
}

function mappingReferences(file: RepositoryFile): LocalCheckResult[] {
  const text = file.text();
  if (text === null || !text.includes('sourceMappingURL=')) return [];
  const lines = new LineLocator(text);
  return [...text.matchAll(MAPPING_COMMENT)].map((m) => {
    const url = m[1] ?? '';
    const line = lines.lineAt(m.index);
    return url.startsWith('data:')
      ? result(
          file.path,
          line,
          'source-maps/inline-map',
          'medium',
          'served script embeds its source map',
          `data: URL (${url.length} chars)`,
        )
      : result(
          file.path,
          line,
          'source-maps/map-reference',
          'low',
          'served script points to a source map',
          url.slice(0, 120),
        );
  });
}

function result(
  file: string,
  line: number,
  ruleId: string,
  severity: LocalCheckResult['severity'],
  message: string,
  evidence?: string,
): LocalCheckResult {
  return {
    checkId: 'source-maps',
    ruleId,
    severity,
    file,
    line,
    message,
    ...(evidence === undefined ? {} : { evidence }),
  };
}
