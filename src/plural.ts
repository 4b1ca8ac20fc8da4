// Counted nouns for every renderer and log line: `1 lock file`, `2 lock files`, never `lock file(s)`.

/** `count` and the noun that agrees with it; `many` for nouns that do not just take an `s` (`advisories`). */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
