// `npm run check:architecture` (also in .ci/run): the imports of src/ against the Layers table of
// docs/architecture.md. Fails on an import the table does not allow and on an allowed import no code uses,
// so the table stays a true map; each line says which row to change.
import { readFileSync } from 'node:fs';
import { check, edgesOf, parseLayers } from './architecture.ts';

const DOC = 'docs/architecture.md';
const { refused, unused } = check(parseLayers(readFileSync(DOC, 'utf8')), edgesOf('.'));
if (refused.length > 0) {
  console.error(`Imports the Layers table of ${DOC} does not allow (fix the import, or change the row):`);
  for (const line of refused) console.error(`  ${line}`);
}
if (unused.length > 0) {
  console.error(`Imports the Layers table of ${DOC} allows that no code uses (change the row):`);
  for (const line of unused) console.error(`  ${line}`);
}
if (refused.length + unused.length > 0) process.exit(1);
console.log(`src/ imports as the Layers table of ${DOC} says`);
