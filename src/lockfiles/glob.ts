// A small glob matcher for the `dependencies` input: `*` (within one folder), `**` (any folders, also
// none) and `?` (one character). Paths and patterns are workspace-relative with `/` separators.

export function isGlob(pattern: string): boolean {
  return /[*?]/.test(pattern);
}

export function globMatcher(pattern: string): (path: string) => boolean {
  const regex = new RegExp(`^${globSource(pattern)}$`);
  return (path) => regex.test(path);
}

function globSource(pattern: string): string {
  let source = '';
  for (let at = 0; at < pattern.length; at += 1) {
    const c = pattern.charAt(at);
    if (pattern.startsWith('**/', at)) {
      source += '(?:[^/]*/)*';
      at += 2;
    } else if (pattern.startsWith('**', at)) {
      source += '.*';
      at += 1;
    } else if (c === '*') source += '[^/]*';
    else if (c === '?') source += '[^/]';
    else source += c.replace(/[\\^$.|+()[\]{}]/g, '\\$&');
  }
  return source;
}
