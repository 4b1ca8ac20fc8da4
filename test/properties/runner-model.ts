// A model of how the Actions runner reads an action's output, written from its documented behaviour and
// its source (ActionCommandManager and ActionCommand), to test that untrusted text never becomes a
// command. Deliberately separate from the code under test: it shares nothing with src/.

/** .NET's Char.IsWhiteSpace: Unicode space separators, LS, PS, TAB–CR and NEL; U+180E as older runtimes had it. */
const DOTNET_WHITE_SPACE = new Set(
  '\t\n\v\f\r \u0085\u00a0\u1680\u180e\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000',
);

/** The commands the runner registers (its stop-commands token is added while it is stopped). */
export const REGISTERED = [
  'stop-commands',
  'set-env',
  'set-output',
  'save-state',
  'add-mask',
  'add-path',
  'echo',
  'error',
  'warning',
  'notice',
  'debug',
  'group',
  'endgroup',
  'add-matcher',
  'remove-matcher',
];

export interface RunnerCommand {
  readonly name: string;
  readonly properties: Readonly<Record<string, string>>;
  readonly data: string;
}

/** StreamReader.ReadLine: CR LF, CR and LF each end a line; nothing else does. */
export function readLines(output: string): string[] {
  const lines = output.split(/\r\n|\r|\n/);
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

function trimStart(line: string): string {
  let at = 0;
  while (at < line.length && DOTNET_WHITE_SPACE.has(line[at] ?? '')) at += 1;
  return line.slice(at);
}

const unescape = (text: string, pairs: readonly [string, string][]) =>
  pairs.reduce((acc, [escaped, plain]) => acc.replaceAll(escaped, plain), text);
const DATA: [string, string][] = [
  ['%0D', '\r'],
  ['%0A', '\n'],
  ['%25', '%'],
];
const PROPERTY: [string, string][] = [
  ['%0D', '\r'],
  ['%0A', '\n'],
  ['%3A', ':'],
  ['%2C', ','],
  ['%25', '%'],
];
const LEGACY: [string, string][] = [
  ['%3B', ';'],
  ['%0D', '\r'],
  ['%0A', '\n'],
  ['%5D', ']'],
  ['%25', '%'],
];

function properties(text: string, separator: string, pairs: readonly [string, string][]) {
  const found: Record<string, string> = {};
  for (const part of text.split(separator).filter((p) => p !== '')) {
    const at = part.indexOf('=');
    if (at > 0 && at < part.length - 1) found[part.slice(0, at)] = unescape(part.slice(at + 1), pairs);
  }
  return found;
}

type Registered = (name: string) => boolean;

/** `::name props::data` at the start of the trimmed line. */
function parseCurrent(line: string, registered: Registered): RunnerCommand | null {
  const text = trimStart(line);
  if (!text.startsWith('::')) return null;
  const end = text.indexOf('::', 2);
  if (end < 0) return null;
  const info = text.slice(2, end);
  const space = info.indexOf(' ');
  const name = space < 0 ? info : info.slice(0, space);
  if (!registered(name)) return null;
  const props = space > 0 ? properties(info.slice(space + 1).trim(), ',', PROPERTY) : {};
  return { name, properties: props, data: unescape(text.slice(end + 2), DATA) };
}

/** `##[name props]data` anywhere in the line. */
function parseLegacy(line: string, registered: Registered): RunnerCommand | null {
  const start = line.indexOf('##[');
  if (start < 0) return null;
  const end = line.indexOf(']', start);
  if (end < 0) return null;
  const info = line.slice(start + 3, end);
  const space = info.indexOf(' ');
  const name = space < 0 ? info : info.slice(0, space);
  if (!registered(name)) return null;
  const props = space > 0 ? properties(info.slice(space + 1), ';', LEGACY) : {};
  return { name, properties: props, data: unescape(line.slice(end + 1), LEGACY) };
}

/**
 * The commands the runner would run for this output. `registered` null counts every non-empty name as a
 * command (stricter than the runner, whose stop token can be any word). While stopped, only the token runs.
 */
export function runnerCommands(
  output: string,
  registered: readonly string[] | null = REGISTERED,
): RunnerCommand[] {
  const names = new Set((registered ?? []).map((n) => n.toLowerCase()));
  let stopToken: string | null = null;
  const isRegistered: Registered = (name) =>
    registered === null
      ? name !== ''
      : names.has(name.toLowerCase()) || name.toLowerCase() === stopToken?.toLowerCase();
  const ran: RunnerCommand[] = [];
  for (const line of readLines(output)) {
    const command = parseCurrent(line, isRegistered) ?? parseLegacy(line, isRegistered);
    if (command === null) continue;
    if (stopToken !== null) {
      if (command.name.toLowerCase() === stopToken.toLowerCase()) stopToken = null;
      continue;
    }
    if (command.name.toLowerCase() === 'stop-commands') stopToken = command.data;
    ran.push(command);
  }
  return ran;
}
