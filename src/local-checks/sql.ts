// Just enough SQL reading for the migration check: blank out comments, string literals and dollar-quoted
// bodies (keeping every offset, so line numbers stay right) and normalise table names.

/** The text with comments, '…' strings and $tag$…$tag$ bodies replaced by spaces (newlines kept). */
export function blankNonCode(sql: string): string {
  return sql.replace(/--[^\n]*|\/\*[\s\S]*?\*\/|'(?:[^']|'')*'|\$([A-Za-z_]*)\$[\s\S]*?\$\1\$/g, (part) =>
    part.replace(/[^\n]/g, ' '),
  );
}

/** `"Public"."Users"` → `Public.Users`, `users` → `public.users`; unquoted parts lower-case, as Postgres folds them. */
export function qualifiedName(raw: string): string {
  const parts = raw
    .split(/\s*\.\s*/)
    .map((part) => (part.startsWith('"') ? part.slice(1, -1) : part.toLowerCase()));
  return parts.length === 1 ? `public.${parts[0]}` : parts.join('.');
}

/** A table name as it appears in DDL: optionally schema-qualified, each part optionally quoted. */
export const TABLE_NAME = String.raw`((?:"[^"]+"|[\w$]+)(?:\s*\.\s*(?:"[^"]+"|[\w$]+))?)`;
