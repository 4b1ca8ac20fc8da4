// requirements.txt and requirements*.txt as pip reads them: lines joined and comments stripped as pip
// does (pip-lines.ts), `-r` includes (relative to the including file, each read once, cycles
// reported), `-c` constraints (they pin nothing that is installed), `-e` editables, global options
// (ignored) and per-requirement options after a requirement (`--hash`, `-C`, `--global-option`, …).
import { posix } from 'node:path';
import { PackageSet } from './package-set.ts';
import { eachPipLine, splitRequirementOptions } from './pip-lines.ts';
import { ENV_VARIABLE, locationName, readRequirement } from './requirement-line.ts';
import { excerpt } from './text.ts';
import type { LockFileError, ParsedLockFile } from './types.ts';
import { errorMessage } from '../errors.ts';

/** Includes nested deeper than this are refused: real projects nest a few levels, a longer chain is a trap. */
export const MAX_INCLUDE_DEPTH = 32;

export interface RequirementsOptions {
  /** Text of a workspace-relative file, or null when there is none; may throw to refuse it. */
  readonly readInclude?: (path: string) => string | null;
}

interface Reading {
  readonly set: PackageSet;
  readonly errors: LockFileError[];
  readonly readInclude: (path: string) => string | null;
  /** The included files read so far; the top file is in every chain, and the chain is checked first. */
  readonly visited: Set<string>;
}

/** The include path from the top file to the file being read: `files` ends with `file`. */
interface IncludeChain {
  readonly file: string;
  readonly files: readonly string[];
}

export function parseRequirements(
  path: string,
  text: string,
  options: RequirementsOptions = {},
): ParsedLockFile {
  const reading: Reading = {
    set: new PackageSet('pypi', path),
    errors: [],
    readInclude: options.readInclude ?? (() => null),
    visited: new Set(),
  };
  readFile(reading, text, { file: path, files: [path] });
  const { set, errors } = reading;
  return {
    path,
    source: 'requirements.txt',
    format: 'requirements',
    packages: set.packages,
    skipped: set.skipped,
    errors,
  };
}

function readFile(reading: Reading, text: string, chain: IncludeChain): void {
  eachPipLine(text, (content, line) => {
    try {
      readLine(reading, content, line, chain);
    } catch (error) {
      reading.errors.push({
        path: chain.file,
        line,
        message: errorMessage(error),
      });
    }
  });
}

function readLine(reading: Reading, content: string, line: number, chain: IncludeChain): void {
  const { requirement: text, options } = splitRequirementOptions(content);
  if (text === '') {
    readOptionLine(reading, options, line, chain);
    return;
  }
  const requirement = readRequirement(text);
  if (requirement.kind === 'pinned') reading.set.pin(requirement.name, requirement.version, line, chain.file);
  else reading.set.skip(requirement.name, requirement.spec, requirement.reason, line, chain.file);
}

/** `-r` and `-e` lines; `-c` constraints and global options install nothing. */
function readOptionLine(reading: Reading, options: string, line: number, chain: IncludeChain): void {
  const include = optionArgument(options, '-r', '--requirement');
  const editable = optionArgument(options, '-e', '--editable');
  if (include !== null) readInclude(reading, include, line, chain);
  else if (editable !== null) {
    reading.set.skip(locationName(editable), editable, 'editable', line, chain.file);
  }
}

function readInclude(reading: Reading, target: string, line: number, chain: IncludeChain): void {
  if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(target))
    throw new Error(`remote include not fetched: ${excerpt(target)}`);
  if (ENV_VARIABLE.test(target)) {
    throw new Error(
      `include not read: ${excerpt(target)} names an environment variable, which pip fills in at install time`,
    );
  }
  const path = includePath(chain.file, target);
  if (path === null) throw new Error(`include outside the workspace: ${excerpt(target)}`);
  if (chain.files.includes(path)) throw new Error(`include cycle: ${[...chain.files, path].join(' → ')}`);
  if (chain.files.length > MAX_INCLUDE_DEPTH)
    throw new Error(`includes nested over ${MAX_INCLUDE_DEPTH} deep: ${path} not read`);
  if (reading.visited.has(path)) return;
  reading.visited.add(path);
  const text = reading.readInclude(path);
  if (text === null)
    throw new Error(`included file not found: ${excerpt(target)}${target === path ? '' : ` (${path})`}`);
  reading.set.noteFile(path);
  readFile(reading, text, { file: path, files: [...chain.files, path] });
}

/** Workspace-relative path of an include, or null when it leaves the workspace. */
function includePath(from: string, target: string): string | null {
  if (posix.isAbsolute(target) || /^[A-Za-z]:[/\\]/.test(target)) return null;
  const path = posix.normalize(posix.join(posix.dirname(from), target.replaceAll('\\', '/')));
  return path === '..' || path.startsWith('../') ? null : path;
}

/**
 * `-r file`, `-rfile`, `--requirement file` or `--requirement=file`: the first word after the option,
 * unquoted; null for another line. The option without its argument throws: pip refuses the file.
 */
function optionArgument(content: string, short: string, long: string): string | null {
  for (const prefix of [`${long}=`, long, short]) {
    if (!content.startsWith(prefix)) continue;
    const rest = content.slice(prefix.length);
    if (prefix === long && rest !== '' && !/^\s/.test(rest)) continue;
    const word = /^\s*(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(rest);
    if (word === null) throw new Error(`${prefix.replace('=', '')} without its argument`);
    return word[1] ?? word[2] ?? word[3] ?? null;
  }
  return null;
}
