// The fault book every stand-in shares (the service simulator, the GitHub and the cache stand-ins): faults
// matched by method and path pattern and used up `times` times, each run before the route (the route never
// runs) or, with `after: true`, after it (the route ran and its answer is lost or spoiled). Each stand-in
// has its own kinds and writes its own answers.

export interface FaultMatch<K extends string> {
  kind: K;
  /** A path pattern (`*` is one segment, `**` any rest) or a RegExp. */
  path: string | RegExp;
  /** Any method when absent. */
  method?: string;
  /** How many matching requests it hits; 1 when absent. */
  times?: number;
  /** Run the route first, then spoil its answer. */
  after?: boolean;
}

interface ActiveFault<F> {
  spec: F;
  pattern: RegExp;
  remaining: number;
}

/** The RegExp a fault path stands for. */
export function faultPattern(path: string | RegExp): RegExp {
  if (path instanceof RegExp) return path;
  const escaped = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `^${escaped
      .replace(/\*\*/g, '\u0000')
      .replace(/\*/g, '[^/]+')
      .replace(/\u0000/g, '.*')}$`,
  );
}

export class FaultBook<F extends FaultMatch<string>> {
  private active: ActiveFault<F>[] = [];
  private readonly kinds: readonly string[];

  /** `kinds`: the fault kinds this stand-in can write; any other is refused when added. */
  constructor(kinds: readonly string[]) {
    this.kinds = kinds;
  }

  add(spec: F): void {
    if (!this.kinds.includes(spec.kind)) {
      throw new Error(`Unknown fault kind ${String(spec.kind)}; use ${this.kinds.join(', ')}.`);
    }
    if (typeof spec.path !== 'string' && !(spec.path instanceof RegExp))
      throw new Error('A fault needs a path.');
    this.active.push({ spec, pattern: faultPattern(spec.path), remaining: spec.times ?? 1 });
  }

  clear(): void {
    this.active = [];
  }

  /** Faults not used up yet. */
  pending(): F[] {
    return this.active.map((fault) => fault.spec);
  }

  /** The first matching fault for this phase, counted as used; `paths` are the forms a pattern may match. */
  take(method: string, paths: readonly string[], phase: 'before' | 'after'): F | undefined {
    const index = this.active.findIndex(
      (fault) =>
        (fault.spec.after === true) === (phase === 'after') &&
        (!fault.spec.method || fault.spec.method.toUpperCase() === method) &&
        paths.some((path) => fault.pattern.test(path)),
    );
    const fault = this.active[index];
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.active.splice(index, 1);
    return fault.spec;
  }
}
