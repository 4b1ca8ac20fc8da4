// Writes action.yml and the docs/inputs.md tables from the single list in src/settings/inputs.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { INPUTS_DOC, renderActionYml, renderInputsDoc } from './action-yml.ts';

writeFileSync('action.yml', renderActionYml());
writeFileSync(INPUTS_DOC, renderInputsDoc(readFileSync(INPUTS_DOC, 'utf8')));
console.log(`action.yml and ${INPUTS_DOC} tables regenerated`);
