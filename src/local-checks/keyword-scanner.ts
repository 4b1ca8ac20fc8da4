// Which of many literal keywords occur in a text, in one pass (an Aho-Corasick automaton over ASCII).
// A regular expression alternating a hundred and more literals tries each at every position and costs
// several times more. The secret rules ask this once per file to skip the rules whose keywords are absent,
// and to run the line-bound ones only on the lines where one of their keywords occurs.

const ALPHABET_BITS = 7;
const ALPHABET = 1 << ALPHABET_BITS;
/** A transition's low 15 bits name the next state; the top bit marks a state where a keyword ends. */
const STATE = 0x7fff;
const TERMINAL = 0x8000;

/** What one scan found; keywords are named by their index in the scanner's `keywords`. */
export interface KeywordHits {
  /** 1 at the index of each keyword that occurs. */
  readonly present: Uint8Array;
  /** Where each occurrence ends (the offset after its last character), in text order. */
  readonly ends: readonly number[];
  /** The keyword of each occurrence in `ends`. */
  readonly keywordOf: readonly number[];
}

export class KeywordScanner {
  /** The keywords, each once; `scan` names them by their index here. */
  readonly keywords: readonly string[];
  /**
   * The state after reading a character, at `state * ALPHABET + char` (every transition filled in), with
   * TERMINAL set when some keyword ends there: the loop that sees every character makes one typed-array
   * read and one comparison per character.
   */
  private readonly next: Uint16Array;
  /** The indexes of the keywords that end at each state, following suffix links; empty for most states. */
  private readonly endingAt: readonly (readonly number[])[];

  private readonly ignoreCase: boolean;

  /** With `ignoreCase`, a keyword is found in any case (`Token`, `tOKEN`) and named in lower case. */
  constructor(keywords: readonly string[], { ignoreCase = false }: { ignoreCase?: boolean } = {}) {
    this.ignoreCase = ignoreCase;
    this.keywords = [...new Set(keywords.map((keyword) => this.fold(keyword)))];
    const children: Map<number, number>[] = [new Map<number, number>()];
    const ending: number[][] = [[]];
    for (const [index, keyword] of this.keywords.entries()) {
      if (!/^[\x00-\x7f]+$/.test(keyword))
        throw new Error(`keyword "${keyword}" is not ASCII: only ASCII is scanned`);
      let state = 0;
      for (const ch of keyword) {
        const code = ch.charCodeAt(0);
        let child = children[state]?.get(code);
        if (child === undefined) {
          child = children.length;
          children.push(new Map());
          ending.push([]);
          children[state]?.set(code, child);
        }
        state = child;
      }
      ending[state]?.push(index);
    }
    if (children.length > STATE) throw new Error(`${keywords.length} keywords are too many for one scanner`);
    this.next = new Uint16Array(children.length * ALPHABET);
    this.endingAt = ending;
    this.link(children, ending);
    for (const [i, state] of this.next.entries())
      if ((ending[state]?.length ?? 0) > 0) this.next[i] = state | TERMINAL;
    if (ignoreCase) this.foldUpperCase(children.length);
  }

  /** The index of `keyword` in `keywords` (-1 when it is not one). */
  indexOf(keyword: string): number {
    return this.keywords.indexOf(this.fold(keyword));
  }

  private fold(keyword: string): string {
    return this.ignoreCase ? keyword.toLowerCase() : keyword;
  }

  /** An upper-case letter then moves every state as its lower-case letter does: the scan costs the same. */
  private foldUpperCase(states: number): void {
    const offset = 'a'.charCodeAt(0) - 'A'.charCodeAt(0);
    for (let state = 0; state < states; state += 1) {
      for (let code = 'A'.charCodeAt(0); code <= 'Z'.charCodeAt(0); code += 1) {
        this.next[state * ALPHABET + code] = this.next[state * ALPHABET + code + offset] ?? 0;
      }
    }
  }

  /** Breadth first: each state's transitions fall back to those of its longest proper suffix state. */
  private link(children: readonly Map<number, number>[], ending: number[][]): void {
    const suffix = new Int32Array(children.length);
    const queue: number[] = [];
    for (const [code, child] of children[0] ?? []) {
      this.next[code] = child;
      queue.push(child);
    }
    for (let head = 0; head < queue.length; head += 1) {
      const state = queue[head] ?? 0;
      ending[state]?.push(...(ending[suffix[state] ?? 0] ?? []));
      for (let code = 0; code < ALPHABET; code += 1) {
        const child = children[state]?.get(code);
        const fallback = this.next[(suffix[state] ?? 0) * ALPHABET + code] ?? 0;
        if (child === undefined) {
          this.next[state * ALPHABET + code] = fallback;
        } else {
          this.next[state * ALPHABET + code] = child;
          suffix[child] = fallback;
          queue.push(child);
        }
      }
    }
  }

  /** The keywords that occur in `text`. */
  present(text: string): Set<string> {
    const { present } = this.scan(text);
    return new Set(this.keywords.filter((_, index) => present[index] === 1));
  }

  /** Which keywords occur in `text`, and where each occurrence ends. */
  scan(text: string): KeywordHits {
    const present = new Uint8Array(this.keywords.length);
    const ends: number[] = [];
    const keywordOf: number[] = [];
    const { next, endingAt } = this;
    let state = 0;
    const length = text.length;
    for (let i = 0; i < length; i += 1) {
      const code = text.charCodeAt(i);
      const entry = code < ALPHABET ? (next[(state << ALPHABET_BITS) | code] ?? 0) : 0;
      state = entry & STATE;
      if (entry > STATE) {
        for (const index of endingAt[state] ?? []) {
          present[index] = 1;
          ends.push(i + 1);
          keywordOf.push(index);
        }
      }
    }
    return { present, ends, keywordOf };
  }
}
