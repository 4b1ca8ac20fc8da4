import { describe, expect, it } from 'vitest';
import { checkSourceMaps } from '../../src/local-checks/source-maps.ts';
import { located, materialize, type Tree } from './fixture-tree.ts';

async function scan(tree: Tree): Promise<string[]> {
  const results = checkSourceMaps(await tree.files());
  tree.remove();
  return located(results);
}

describe('source-maps', () => {
  it('reports maps and map references where browsers load them: web roots and a site build', async () => {
    // Left out: the declaration map dist/types/app.d.ts.map, the library build packages/lib/dist/ (its
    // page packages/lib/index.html sits above the build output), tsc's out/ and src/.
    expect(await scan(materialize('source-maps'))).toEqual([
      '.next/static/chunks/app.js.map:1 source-maps/map-file medium',
      'apps/web/out/_next/static/chunks/main.js.map:1 source-maps/map-file medium',
      'build/static/js/main.js.map:1 source-maps/map-file medium',
      'dist/assets/app.js.map:1 source-maps/map-file medium',
      'dist/assets/app.js:2 source-maps/map-reference low',
      'dist/assets/styles.css:2 source-maps/map-reference low',
      'public/js/app.min.js.map:1 source-maps/map-file medium',
      'public/vendor.js:2 source-maps/inline-map medium',
    ]);
  });

  it('reports build output once a page in it makes it a site, declaration maps still not', async () => {
    const tree = materialize('source-maps');
    tree.write('packages/lib/dist/index.html', '<!doctype html>\n');
    const reported = (await scan(tree)).filter((r) => r.startsWith('packages/'));
    expect(reported).toEqual([
      'packages/lib/dist/cjs/index.cjs.map:1 source-maps/map-file medium',
      'packages/lib/dist/cjs/index.cjs:2 source-maps/inline-map medium',
      'packages/lib/dist/index.js.map:1 source-maps/map-file medium',
      'packages/lib/dist/index.js:2 source-maps/map-reference low',
    ]);
  });
});
