// Renders action.yml and the input/output tables of docs/inputs.md from the command specs
// (src/commands/<name>/spec.ts, through src/commands/registry.ts) and src/settings/inputs.ts.
import { ALL_INPUTS, commandsReading, inputsOf, SPECS } from '../src/commands/registry.ts';
import { COMMANDS, type Command } from '../src/settings/choices.ts';
import { EVERY_RUN_OUTPUTS, isRunnerExpression, OUTPUTS, type InputSpec } from '../src/settings/inputs.ts';

const quote = (text: string): string => `'${text.replaceAll("'", "''")}'`;

/** The commands that require an input. */
export const commandsRequiring = (name: string): Command[] =>
  COMMANDS.filter((command) => inputsOf(command)[name]?.required !== undefined);

/**
 * What action.yml says of an input. The runner fills every `default:` it lists, so only an input every
 * command reads has one (the action could not tell a value the workflow set from it otherwise), and a
 * runner expression (`${{ github.token }}`), which only the runner can evaluate. `required:` only where
 * every command requires it.
 */
export function actionInput(name: string, spec: InputSpec): { required: boolean; default?: string } {
  const everyCommand = commandsReading(name).length === COMMANDS.length;
  const required = commandsRequiring(name).length === COMMANDS.length;
  const given = everyCommand || isRunnerExpression(spec.default) ? spec.default : undefined;
  return given === undefined ? { required } : { required, default: given };
}

export function renderActionYml(): string {
  const lines = [
    '# Generated from the command specs (src/commands/<name>/spec.ts) and src/settings/inputs.ts by `npm run gen:docs`; edit those, not this file.',
    "name: 'Security Scan Action'",
    "description: 'Pulse or Deep web security scans, lock-file advisories and local repository checks as a CI gate, with a sticky PR comment, annotations and SARIF.'",
    "author: 'security-scan-action developers'",
    'branding:',
    '  icon: shield',
    '  color: blue',
    'inputs:',
  ];
  for (const [name, spec] of Object.entries(ALL_INPUTS)) {
    const action = actionInput(name, spec);
    lines.push(`  ${name}:`, `    description: ${quote(spec.description)}`);
    lines.push(`    required: ${action.required}`);
    if (action.default !== undefined) lines.push(`    default: ${quote(action.default)}`);
  }
  lines.push('outputs:');
  for (const [name, description] of Object.entries(OUTPUTS)) {
    lines.push(`  ${name}:`, `    description: ${quote(description)}`);
  }
  lines.push('runs:', "  using: 'node24'", "  main: 'dist/index.js'", '');
  return lines.join('\n');
}

const cell = (text: string): string => text.replaceAll('|', '\\|');
/** `all`, `all but collect, report` where most commands are named, else the commands. */
function commandList(commands: readonly Command[]): string {
  if (commands.length === COMMANDS.length) return 'all';
  const others = COMMANDS.filter((command) => !commands.includes(command));
  return others.length < commands.length ? `all but ${others.join(', ')}` : commands.join(', ');
}

/** The default a command applies, where it differs from the input's own. */
function defaultCell(name: string, spec: InputSpec): string {
  const own = spec.default ? `\`${spec.default}\`` : '';
  const others = commandsReading(name).flatMap((command) => {
    const given = inputsOf(command)[name]?.default;
    return given !== undefined && given !== spec.default ? [`\`${given}\` for ${command}`] : [];
  });
  return [own, ...others].filter((part) => part !== '').join('; ');
}

export function renderInputsTable(): string {
  const rows = ['| input | default | read by | required by | description |', '|---|---|---|---|---|'];
  for (const [name, spec] of Object.entries(ALL_INPUTS)) {
    const requiredBy = commandsRequiring(name);
    rows.push(
      `| \`${name}\` | ${defaultCell(name, spec)} | ${commandList(commandsReading(name))} | ${requiredBy.length > 0 ? commandList(requiredBy) : ''} | ${cell(spec.description)} |`,
    );
  }
  return rows.join('\n');
}

/** The commands that set an output; `EVERY_RUN_OUTPUTS` are set by every run. */
const commandsSetting = (name: string): Command[] =>
  (EVERY_RUN_OUTPUTS as readonly string[]).includes(name)
    ? [...COMMANDS]
    : COMMANDS.filter((command) => SPECS[command].outputs.includes(name));

export function renderOutputsTable(): string {
  const rows = ['| output | set by | description |', '|---|---|---|'];
  for (const [name, description] of Object.entries(OUTPUTS))
    rows.push(`| \`${name}\` | ${commandList(commandsSetting(name))} | ${cell(description)} |`);
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
