// Writes action.yml and the README tables from the single list in src/settings/io.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { renderActionYml, renderReadme } from './action-yml.ts';

writeFileSync('action.yml', renderActionYml());
writeFileSync('README.md', renderReadme(readFileSync('README.md', 'utf8')));
console.log('action.yml and README.md tables regenerated');
