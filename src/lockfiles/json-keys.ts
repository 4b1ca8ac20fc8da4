// One linear pass over JSON text that reports every object key with its line and the keys of the
// containers it sits in. JSON.parse gives the structure; this pass only adds where each key stands.
// It assumes the text is valid JSON (JSON.parse has accepted it already).

/** Keys of the open containers, root first (`null` for the root and for array items). */
export type KeyAncestors = readonly (string | null)[];

export function scanJsonKeys(
  text: string,
  visit: (ancestors: KeyAncestors, key: string, line: number) => void,
): void {
  const ancestors: (string | null)[] = [];
  let pendingKey: string | null = null;
  let lastString = { start: 0, end: 0, line: 0 };
  let line = 1;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 10) line += 1;
    else if (c === 34) {
      const end = closingQuote(text, i);
      lastString = { start: i, end, line };
      i = end;
    } else if (c === 58) {
      pendingKey = decodeKey(text, lastString.start, lastString.end);
      visit(ancestors, pendingKey, lastString.line);
    } else if (c === 123 || c === 91) {
      ancestors.push(pendingKey);
      pendingKey = null;
    } else if (c === 125 || c === 93) {
      // No `,` resets the key: in an object a key of its own follows it, and in an array the last `:` stood
      // inside an element, whose close is this one.
      ancestors.pop();
      pendingKey = null;
    }
  }
}

function closingQuote(text: string, open: number): number {
  let end = text.indexOf('"', open + 1);
  while (end !== -1 && isEscaped(text, end)) end = text.indexOf('"', end + 1);
  return end === -1 ? text.length : end;
}

function isEscaped(text: string, quote: number): boolean {
  let backslashes = 0;
  while (text.charCodeAt(quote - 1 - backslashes) === 92) backslashes += 1;
  return backslashes % 2 === 1;
}

function decodeKey(text: string, open: number, close: number): string {
  const raw = text.slice(open + 1, close);
  return raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
}
