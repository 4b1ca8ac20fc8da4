// Collects one file's pinned packages (one entry per name@version and file, with every line it stands
// on) and its skipped entries. Both come out in file order, whatever order the parser met them in; the
// files a requirements file includes follow in the order they were first met. It is also the last gate
// before the upload: a name or version its ecosystem could not hold is skipped, never pinned.
import { uploadRefusal } from './exact-versions.ts';
import type { Ecosystem, PinnedPackage, SkippedEntry, SkipReason } from './types.ts';

export class PackageSet {
  /** The first version met of each name (keyed by name, prefixed by the path for an included file)… */
  readonly #firstVersion = new Map<string, PinnedPackage>();
  /** …and any other version of the same name: most names have one, so most entries build no key string. */
  readonly #otherVersions = new Map<string, PinnedPackage>();
  readonly #all: PinnedPackage[] = [];
  /** Entries every occurrence of which so far was marked development-only. */
  readonly #developmentOnly = new Set<PinnedPackage>();
  readonly #skipped: SkippedEntry[] = [];
  readonly #pathOrder = new Map<string, number>();
  readonly #ecosystem: Ecosystem;
  readonly #path: string;

  constructor(ecosystem: Ecosystem, path: string) {
    this.#ecosystem = ecosystem;
    this.#path = path;
    this.#pathOrder.set(path, 0);
  }

  /** `development`: the file marks this occurrence as needed only to develop the project. */
  pin(name: string, version: string, line: number, path = this.#path, development = false): void {
    if (path !== this.#path) this.#notePath(path);
    const nameKey = path === this.#path ? name : `${path}\0${name}`;
    const first = this.#firstVersion.get(nameKey);
    if (first === undefined) {
      const added = this.#add(name, version, line, path, development);
      if (added !== null) this.#firstVersion.set(nameKey, added);
    } else if (first.version === version) this.#addOccurrence(first, line, development);
    else {
      const versionKey = `${nameKey}\0${version}`;
      const other = this.#otherVersions.get(versionKey);
      if (other !== undefined) this.#addOccurrence(other, line, development);
      else {
        const added = this.#add(name, version, line, path, development);
        if (added !== null) this.#otherVersions.set(versionKey, added);
      }
    }
  }

  #addOccurrence(pinned: PinnedPackage, line: number, development: boolean): void {
    addLine(pinned, line);
    if (!development) this.#developmentOnly.delete(pinned);
  }

  skip(name: string, spec: string, reason: SkipReason, line: number, path = this.#path): void {
    this.#notePath(path);
    this.#skipped.push({ name, spec, reason, path, line });
  }

  get packages(): PinnedPackage[] {
    const marked = this.#all.map((p) =>
      this.#developmentOnly.has(p) ? { ...p, development: true as const } : p,
    );
    return inOrder(marked, (a, b) => this.#compare(a.path, a.lines[0], b.path, b.lines[0]));
  }

  get skipped(): SkippedEntry[] {
    return inOrder([...this.#skipped], (a, b) => this.#compare(a.path, a.line, b.path, b.line));
  }

  /** A new name@version, checked once; one its ecosystem could not hold is skipped instead (null). */
  #add(
    name: string,
    version: string,
    line: number,
    path: string,
    development: boolean,
  ): PinnedPackage | null {
    const refusal = uploadRefusal(this.#ecosystem, name, version);
    if (refusal !== null) {
      this.skip(name, version, refusal, line, path);
      return null;
    }
    const pinned = { ecosystem: this.#ecosystem, name, version, path, lines: [line] };
    this.#all.push(pinned);
    if (development) this.#developmentOnly.add(pinned);
    return pinned;
  }

  /** Places a file's entries after those of the files noted before it (an include, when it is read). */
  noteFile(path: string): void {
    this.#notePath(path);
  }

  #notePath(path: string): void {
    if (!this.#pathOrder.has(path)) this.#pathOrder.set(path, this.#pathOrder.size);
  }

  #compare(pathA: string, lineA = 0, pathB: string, lineB = 0): number {
    if (pathA === pathB) return lineA - lineB;
    // Each path was noted, at a place of its own, when its first entry came: two files never tie.
    return (this.#pathOrder.get(pathA) ?? 0) - (this.#pathOrder.get(pathB) ?? 0);
  }
}

/** Most parsers meet entries in file order already: sort only when they did not. */
function inOrder<T>(items: T[], compare: (a: T, b: T) => number): T[] {
  for (let i = 1; i < items.length; i += 1) {
    if (compare(items[i - 1] as T, items[i] as T) > 0) return items.sort(compare);
  }
  return items;
}

/** Lines mostly come in file order: then one comparison keeps them ascending and unique. */
function addLine(pinned: PinnedPackage, line: number): void {
  const { lines } = pinned;
  if ((lines.at(-1) ?? 0) < line) lines.push(line);
  else if (!lines.includes(line)) {
    lines.push(line);
    lines.sort((a, b) => a - b);
  }
}
