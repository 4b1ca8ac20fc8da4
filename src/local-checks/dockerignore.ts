// A .dockerignore matcher: Go-style globs (`*`, `?`, `**`), `!` exceptions, the last matching line wins,
// and a pattern that matches a folder excludes everything in it.

export interface DockerIgnore {
  excludes(path: string): boolean;
}

interface IgnorePattern {
  readonly negated: boolean;
  readonly regex: RegExp;
}

export function parseDockerIgnore(text: string): DockerIgnore {
  const patterns: IgnorePattern[] = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const negated = line.startsWith('!');
      const glob = (negated ? line.slice(1) : line).replace(/^\/+|^\.\//, '').replace(/\/+$/, '');
      return { negated, regex: new RegExp(`^${globSource(glob)}(?:/.*)?$`) };
    });
  return {
    excludes(path) {
      let excluded = false;
      for (const p of patterns) if (p.regex.test(path)) excluded = !p.negated;
      return excluded;
    },
  };
}

function globSource(glob: string): string {
  return glob
    .split('**')
    .map((part) =>
      part
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replaceAll('*', '[^/]*')
        .replaceAll('?', '[^/]'),
    )
    .join('.*')
    .replace(/\.\*\//g, '(?:.*/)?');
}
