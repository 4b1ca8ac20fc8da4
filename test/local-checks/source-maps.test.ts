import { describe, expect, it } from 'vitest';
import { checkSourceMaps } from '../../src/local-checks/source-maps.ts';
import { located, materialize } from './fixture-tree.ts';

describe('source-maps', () => {
  it('reports maps and map references in served folders only', async () => {
    const tree = materialize('source-maps');
    const results = checkSourceMaps(await tree.files());
    tree.remove();
    expect(located(results)).toEqual([
      'dist/app.js.map:1 source-maps/map-file medium',
      'dist/app.js:2 source-maps/map-reference low',
      'dist/styles.css:2 source-maps/map-reference low',
      'public/vendor.js:2 source-maps/inline-map medium',
    ]);
  });
});
