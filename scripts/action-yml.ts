// Renders action.yml and the input/output tables of docs/inputs.md from src/settings/inputs.ts.
import { INPUTS, OUTPUTS, type InputSpec } from '../src/settings/inputs.ts';

const quote = (text: string): string => `'${text.replaceAll("'", "''")}'`;

export function renderActionYml(): string {
  const lines = [
    '# Generated from src/settings/inputs.ts by `npm run gen:docs`; edit that file, not this one.',
    "name: 'Security Scan Action'",
    "description: 'Pulse or Deep web security scans, lock-file advisories and local repository checks as a CI gate, with a sticky PR comment, annotations and SARIF.'",
    "author: 'security-scan-action developers'",
    'branding:',
    '  icon: shield',
    '  color: blue',
    'inputs:',
  ];
  for (const [name, spec] of Object.entries(INPUTS) as [string, InputSpec][]) {
    lines.push(`  ${name}:`, `    description: ${quote(spec.description)}`);
    lines.push(`    required: ${spec.required === true}`);
    if (spec.default !== undefined) lines.push(`    default: ${quote(spec.default)}`);
  }
  lines.push('outputs:');
  for (const [name, description] of Object.entries(OUTPUTS)) {
    lines.push(`  ${name}:`, `    description: ${quote(description)}`);
  }
  lines.push('runs:', "  using: 'node24'", "  main: 'dist/index.js'", '');
  return lines.join('\n');
}

const cell = (text: string): string => text.replaceAll('|', '\\|');

export function renderInputsTable(): string {
  const rows = ['| input | default | commands | description |', '|---|---|---|---|'];
  for (const [name, spec] of Object.entries(INPUTS) as [string, InputSpec][]) {
    const def = spec.required ? '(required)' : spec.default ? `\`${spec.default}\`` : '';
    const commands = spec.commands === 'all' ? 'all' : spec.commands.join(', ');
    rows.push(`| \`${name}\` | ${def} | ${commands} | ${cell(spec.description)} |`);
  }
  return rows.join('\n');
}

export function renderOutputsTable(): string {
  const rows = ['| output | description |', '|---|---|'];
  for (const [name, description] of Object.entries(OUTPUTS))
    rows.push(`| \`${name}\` | ${cell(description)} |`);
  return rows.join('\n');
}

/** Replaces the text between `<!-- NAME:start -->` and `<!-- NAME:end -->`. */
export function replaceSection(doc: string, name: string, body: string): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${INPUTS_DOC} has no ${start} … ${end} section`);
  return `${doc.slice(0, from + start.length)}\n${body}\n${doc.slice(to)}`;
}

/** The reference page that carries the generated tables. */
export const INPUTS_DOC = 'docs/inputs.md';

export function renderInputsDoc(doc: string): string {
  return replaceSection(replaceSection(doc, 'inputs', renderInputsTable()), 'outputs', renderOutputsTable());
}
