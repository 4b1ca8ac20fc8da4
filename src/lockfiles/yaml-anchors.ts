// Finds YAML anchors (`&a`) and aliases (`*a`) in the block YAML of a lock file. The line reader keeps them
// as text (so nothing can expand), which would read an aliased entry as nothing at all; pnpm never writes
// them, so a file that has one is refused with its line instead.
import { eachLine } from './text.ts';
import { readQuoted } from './yaml-scalars.ts';

export const ANCHOR_MESSAGE =
  'a YAML anchor (&) or alias (*): pnpm never writes them, so the file is not read (accepted: the YAML pnpm writes)';

/** A cheap first look (quotes and comments aside): `&` or `*` at a line start, after a node-start mark or a tag. */
const MAYBE_ANCHOR_OR_ALIAS = /(?:^|[-:?{[,]|!\S*)\s*[&*]/;

/**
 * Lines with an anchor or an alias where a node starts (line start, after `- `, `? ` or a tag there, after
 * `: `, or after `{`, `[`, `,` in a flow collection), outside quotes and comments: inside a plain scalar
 * (`use x - *not* y`) they are text. Lines of block scalars may be listed too: callers check only the
 * lines their reader visits.
 */
export function anchorOrAliasLines(text: string): Set<number> {
  const lines = new Set<number>();
  eachLine(text, (content, line) => {
    if (MAYBE_ANCHOR_OR_ALIAS.test(content) && startsNodeWithAnchorOrAlias(content, line)) lines.add(line);
  });
  return lines;
}

function startsNodeWithAnchorOrAlias(content: string, line: number): boolean {
  let nodeStart = true;
  // A flow collection runs to the end of the line (only a comment may follow), so its closing
  // brackets need no counting: from its opening one, a comma starts a node.
  let inFlow = false;
  for (let at = 0; at < content.length; at += 1) {
    const c = content.charAt(at);
    if (c === ' ') continue;
    if (nodeStart && (c === '&' || c === '*')) return true;
    if (c === '#' && (at === 0 || content[at - 1] === ' ')) return false;
    const atNodeStart: boolean = nodeStart;
    nodeStart = false;
    if (atNodeStart && (c === "'" || c === '"')) {
      const end = quotedEnd(content, at, line);
      if (end === null) return false;
      at = end - 1;
    } else if (atNodeStart && c === '!') {
      // A tag: the node's anchor may follow it.
      at = tagEnd(content, at) - 1;
      nodeStart = true;
    } else if ((c === '{' || c === '[') && atNodeStart) {
      inFlow = true;
      nodeStart = true;
    } else if (c === ',' && inFlow) nodeStart = true;
    else if (content[at + 1] === ' ') nodeStart = c === ':' || (atNodeStart && (c === '-' || c === '?'));
  }
  return false;
}

/** Where a tag (`!!str`, `!local`) ends: at the first space, or at the end of the line. */
function tagEnd(content: string, start: number): number {
  const space = content.indexOf(' ', start);
  return space === -1 ? content.length : space;
}

/** Where a quoted scalar ends; null for a broken one, which the line reader reports on its own. */
function quotedEnd(content: string, start: number, line: number): number | null {
  try {
    return readQuoted(content, start, line).end;
  } catch {
    return null;
  }
}
