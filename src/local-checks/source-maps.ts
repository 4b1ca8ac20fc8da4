// source-maps: source maps shipped in public or build output give away the original source (often with
// comments and internal paths); a `sourceMappingURL` in a served script tells browsers where to fetch one.
import { rule } from './catalogue.ts';
import { isServedPath } from './paths.ts';
import { LineLocator } from './text.ts';
import type { LocalCheckResult, RepositoryFile, RuleCatalogue } from './types.ts';

const HELP =
  'Do not publish source maps with the site: turn them off for production builds (or use hidden source maps) ' +
  'and upload them to your error tracker instead.';

export const SOURCE_MAPS_RULES: RuleCatalogue = {
  'source-maps/map-file': rule(
    'Source map in a served folder',
    'A *.map file sits in public or build output.',
    HELP,
  ),
  'source-maps/map-reference': rule(
    'Served script points to a source map',
    'A script or stylesheet in public or build output ends with a sourceMappingURL comment.',
    HELP,
  ),
  'source-maps/inline-map': rule(
    'Served script embeds its source map',
    'A script or stylesheet in public or build output carries its source map inline (data: URL).',
    HELP,
  ),
};

const MAPPING_COMMENT = /^[ \t]*(?:\/\/|\/\*)[#@][ \t]*sourceMappingURL=([^\s*]+)/gm;

export function checkSourceMaps(files: readonly RepositoryFile[]): LocalCheckResult[] {
  const results: LocalCheckResult[] = [];
  for (const file of files) {
    if (!isServedPath(file.path)) continue;
    if (file.path.endsWith('.map')) {
      results.push(
        result(file.path, 1, 'source-maps/map-file', 'medium', 'source map published with the site'),
      );
    } else if (/\.(?:[cm]?js|css)$/.test(file.path)) {
      results.push(...mappingReferences(file));
    }
  }
  return results;
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
