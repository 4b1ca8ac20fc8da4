// Reading Dockerfiles and compose files for the container checks: instructions with their line, which
// files are which, and which build context each Dockerfile gets.
import { posix } from 'node:path';
import { baseName, dirName } from './paths.ts';
import { child, entries, parseYaml, scalarText } from './yaml-source.ts';

export interface Instruction {
  /** Upper-case keyword: COPY, ADD, ENV, ARG… */
  readonly keyword: string;
  /** Everything after the keyword, continuation lines joined with a space. */
  readonly args: string;
  /** 1-based line where the instruction starts. */
  readonly line: number;
}

export function isDockerfile(path: string): boolean {
  const name = baseName(path);
  return (
    /^(?:Dockerfile|Containerfile)(?:\..+)?$/i.test(name) || /\.(?:dockerfile|containerfile)$/i.test(name)
  );
}

export function isComposeFile(path: string): boolean {
  return /^(?:docker-)?compose(?:\.[\w-]+)*\.ya?ml$/i.test(baseName(path));
}

/** Instructions of a Dockerfile: comments dropped, `\` continuations joined. Heredoc bodies are not parsed. */
export function parseDockerfile(text: string): Instruction[] {
  const instructions: Instruction[] = [];
  let pending: { args: string[]; line: number } | null = null;
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/\r$/, '');
    if (pending === null && /^\s*(?:#|$)/.test(line)) return;
    if (pending !== null && /^\s*#/.test(line)) return;
    const continued = /\\\s*$/.test(line);
    const part = continued ? line.replace(/\\\s*$/, '') : line;
    pending ??= { args: [], line: index + 1 };
    pending.args.push(part.trim());
    if (continued) return;
    const joined = pending.args.join(' ');
    const m = /^(\w+)\s*(.*)$/.exec(joined);
    if (m !== null)
      instructions.push({ keyword: (m[1] ?? '').toUpperCase(), args: m[2] ?? '', line: pending.line });
    pending = null;
  });
  return instructions;
}

/** Sources of a COPY/ADD (flags and the destination removed); null for `--from=` stage copies. */
export function copySources(args: string): string[] | null {
  const words = args.trim().startsWith('[') ? jsonWords(args) : args.split(/\s+/).filter((w) => w !== '');
  if (words.some((w) => /^--from=/i.test(w))) return null;
  const operands = words.filter((w) => !w.startsWith('--'));
  return operands.slice(0, -1);
}

function jsonWords(args: string): string[] {
  try {
    const parsed: unknown = JSON.parse(args.trim());
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

/**
 * Build context folder of each Dockerfile: the one a compose file names for it, else the Dockerfile's own
 * folder (as `docker build .` next to it would use).
 */
export function buildContexts(composeFiles: readonly { path: string; text: string }[]): Map<string, string> {
  const contexts = new Map<string, string>();
  for (const { path, text } of composeFiles) {
    const source = parseYaml(text);
    if (source === null) continue;
    for (const [, service] of entries(source, child(source, source.doc.contents, 'services'))) {
      const build = child(source, service, 'build');
      const short = scalarText(build)?.value;
      const context = short ?? scalarText(child(source, build, 'context'))?.value ?? '.';
      const dockerfile =
        short === undefined
          ? (scalarText(child(source, build, 'dockerfile'))?.value ?? 'Dockerfile')
          : 'Dockerfile';
      if (build === undefined || /^[a-z]+:\/\//i.test(context)) continue;
      const contextPath = posix.normalize(posix.join(dirName(path) || '.', context));
      contexts.set(
        posix.normalize(posix.join(contextPath, dockerfile)),
        contextPath === '.' ? '' : contextPath,
      );
    }
  }
  return contexts;
}
