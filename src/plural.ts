// Counted nouns for every renderer and log line: `1 lock file`, `2 lock files`, never `lock file(s)`.

/** `count` and the noun that agrees with it; `many` for nouns that do not just take an `s` (`advisories`). */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** A phrase led by a noun that agrees with a count known later (a gate reason's group of results). */
export interface CountedPhrase {
  readonly one: string;
  readonly many: string;
}

/** `counted('repository check', 'failed')`: the phrase with its noun in both numbers. */
export function counted(noun: string, rest: string, nouns = `${noun}s`): CountedPhrase {
  return { one: `${noun} ${rest}`, many: `${nouns} ${rest}` };
}

/** `count` and the phrase that agrees with it: `1 repository check failed`, `2 repository checks failed`. */
export const countedPhrase = (count: number, phrase: CountedPhrase): string =>
  plural(count, phrase.one, phrase.many);
