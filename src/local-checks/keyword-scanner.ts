// Which of many literal keywords occur in a text, in one pass (an Aho-Corasick automaton over ASCII).
// A regular expression alternating a hundred and more literals tries each at every position and costs
// several times more; the secret rules ask this once per file to skip the rules whose keywords are absent.

const ALPHABET = 128;

export class KeywordScanner {
  /**
   * The state after reading a character, as 16-bit entries at `(state * ALPHABET + char) * 2` (every
   * transition filled in). A DataView reads a number, never `undefined`, in the loop that sees every byte.
   */
  private readonly next: DataView;
  /** The keywords that end at each state, following suffix links; empty for most states. */
  private readonly endingAt: readonly (readonly string[])[];
  /** 1 where some keyword ends: the one check made for every character. */
  private readonly terminal: Uint8Array;

  constructor(keywords: readonly string[]) {
    const children: Map<number, number>[] = [new Map()];
    const ending: string[][] = [[]];
    for (const keyword of keywords) {
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
      ending[state]?.push(keyword);
    }
    if (children.length > 0xffff) throw new Error(`${keywords.length} keywords are too many for one scanner`);
    this.next = new DataView(new ArrayBuffer(children.length * ALPHABET * 2));
    this.endingAt = ending;
    this.link(children, ending);
    this.terminal = Uint8Array.from(ending, (keywords) => (keywords.length > 0 ? 1 : 0));
  }

  /** Breadth first: each state's transitions fall back to those of its longest proper suffix state. */
  private link(children: readonly Map<number, number>[], ending: string[][]): void {
    const suffix = new Int32Array(children.length);
    const queue: number[] = [];
    for (const [code, child] of children[0] ?? []) {
      this.next.setUint16(code * 2, child);
      queue.push(child);
    }
    for (let head = 0; head < queue.length; head += 1) {
      const state = queue[head] ?? 0;
      ending[state]?.push(...(ending[suffix[state] ?? 0] ?? []));
      for (let code = 0; code < ALPHABET; code += 1) {
        const child = children[state]?.get(code);
        const fallback = this.next.getUint16(((suffix[state] ?? 0) * ALPHABET + code) * 2);
        if (child === undefined) {
          this.next.setUint16((state * ALPHABET + code) * 2, fallback);
        } else {
          this.next.setUint16((state * ALPHABET + code) * 2, child);
          suffix[child] = fallback;
          queue.push(child);
        }
      }
    }
  }

  /** The keywords that occur in `text`. */
  present(text: string): Set<string> {
    const found = new Set<string>();
    const { next, endingAt, terminal } = this;
    let state = 0;
    const length = text.length;
    for (let i = 0; i < length; i += 1) {
      const code = text.charCodeAt(i);
      state = code < ALPHABET ? next.getUint16((state * ALPHABET + code) * 2) : 0;
      if (terminal[state] === 1) for (const keyword of endingAt[state] ?? []) found.add(keyword);
    }
    return found;
  }
}
