// Which attacker-controlled text can reach the string an expression expands to, judged on what the expression
// can return. `a && b` yields `b` or a falsy `a` (never text that can break out), `a || b` either; `!`,
// comparisons and predicate functions yield booleans; `format`, `join`, `toJSON` carry their arguments' text
// and `fromJSON` their structure (`fromJSON` of a boolean is a boolean, so it is clean because its argument
// is). An index selects from its container: `x[github.event.issue.title]` is an element of `x`, attacker text
// only when `x` holds some. After an object filter (`github.event.*.body`) the value is a list of matches, and
// an index picks one of them: `github.event.*.body[0]` is a body. Objects that hold untrusted fields
// (`github.event`, `toJSON(github)`) count, as zizmor judges them (docs/local-checks.md).
import { parseExpression, type Expression } from './expression-syntax.ts';
import { ExpressionSyntaxError } from './expression-tokens.ts';
import { untrustedPath, type PathStep, type UntrustedPath } from './untrusted-fields.ts';

export type { UntrustedPath } from './untrusted-fields.ts';

/** Functions whose result is a boolean or a hash: nothing of their arguments reaches the string. */
const CLEAN_RESULT = new Set([
  'contains',
  'startswith',
  'endswith',
  'success',
  'always',
  'cancelled',
  'failure',
  'hashfiles',
]);

/** What the expression sees around it: environment variables (lower-case names) set from untrusted text, with
 * what each reaches as the message shows it. */
export interface Scope {
  readonly env?: ReadonlyMap<string, readonly UntrustedPath[]>;
}

/** A value an expression can yield, as far as attacker text goes. */
type Value =
  /** A path into a context; `filtered` once an object filter made it a list of matches. */
  | {
      readonly kind: 'access';
      readonly root: string;
      readonly steps: readonly PathStep[];
      readonly filtered: boolean;
    }
  /** A string built from attacker text (`format`, `join`, `toJSON`): a property of it is null. */
  | { readonly kind: 'text'; readonly reached: readonly UntrustedPath[] }
  /** `fromJSON` of attacker text: every part of it is attacker text. */
  | { readonly kind: 'parsed'; readonly reached: readonly UntrustedPath[] };

/**
 * The untrusted fields (as paths, `github.event.issue.title`) that can reach the string of `${{ text }}`.
 * An expression that does not parse reaches nothing: GitHub refuses the workflow, so it never runs (zizmor
 * skips such expressions too).
 */
export function untrustedFields(text: string, scope: Scope = {}): UntrustedPath[] {
  let expression: Expression;
  try {
    expression = parseExpression(text);
  } catch (error) {
    if (error instanceof ExpressionSyntaxError) return [];
    throw error;
  }
  const unique = new Map(reached(values(expression, scope), scope).map((r) => [r.path, r]));
  return [...unique.values()];
}

function values(expression: Expression, scope: Scope): Value[] {
  switch (expression.kind) {
    case 'literal':
    case 'not':
      return [];
    case 'binary':
      if (expression.operator === '&&') return values(expression.right, scope);
      if (expression.operator === '||') return eitherValues(expression, scope);
      return [];
    case 'call':
      return callValues(expression.name.toLowerCase(), expression.args, scope);
    case 'context':
      return [{ kind: 'access', root: expression.name, steps: [], filtered: false }];
    case 'property':
    case 'filter':
    case 'index':
      return chainValues(expression, scope);
  }
}

type Binary = Extract<Expression, { kind: 'binary' }>;

/** `a || b || c` is read along its left spine in a loop: GitHub takes a chain of any length as one `||`. */
function eitherValues(expression: Binary, scope: Scope): Value[] {
  const sides: Expression[] = [];
  let left: Expression = expression;
  while (left.kind === 'binary' && left.operator === '||') {
    sides.push(left.right);
    left = left.left;
  }
  return [left, ...sides.reverse()].flatMap((side) => values(side, scope));
}

type Link = Extract<Expression, { kind: 'property' | 'filter' | 'index' }>;

/**
 * A chain of `.x`, `.*`, `[i]`, followed from its base in a loop: the parser bounds nesting, not the length
 * of a chain, so a workflow's chain of any length costs no stack.
 */
function chainValues(expression: Link, scope: Scope): Value[] {
  const links: Link[] = [];
  let base: Expression = expression;
  while (base.kind === 'property' || base.kind === 'filter' || base.kind === 'index') {
    links.push(base);
    base = base.object;
  }
  let found = values(base, scope);
  for (const link of links.reverse()) found = found.flatMap((v) => follow(v, link));
  return found;
}

function follow(value: Value, link: Link): Value[] {
  if (link.kind === 'property') return step(value, { kind: 'name', name: link.name });
  if (link.kind === 'filter') return step(value, { kind: 'any' }, true);
  return index(value, link.index);
}

function callValues(name: string, args: readonly Expression[], scope: Scope): Value[] {
  if (CLEAN_RESULT.has(name)) return [];
  // case(predicate, value, …, default): the predicates are only tested, a value is returned as it is.
  if (name === 'case')
    return args.filter((_, i) => i % 2 === 1 || i === args.length - 1).flatMap((a) => values(a, scope));
  const inner = reached(
    args.flatMap((a) => values(a, scope)),
    scope,
  );
  if (inner.length === 0) return [];
  return [{ kind: name === 'fromjson' ? 'parsed' : 'text', reached: inner }];
}

/** One more step down: a property of a string is null; any part of parsed attacker JSON is attacker text. */
function step(value: Value, next: PathStep, filter = false): Value[] {
  if (value.kind === 'text') return [];
  if (value.kind === 'parsed') return [value];
  return [{ ...value, steps: [...value.steps, next], filtered: value.filtered || filter }];
}

/**
 * An index selects from its container; its own value never reaches the string. On the matches of a filter,
 * any index but a name picks one match (one value out, so that no chain of filters and indexes multiplies).
 */
function index(value: Value, key: Expression): Value[] {
  if (value.kind !== 'access') return step(value, { kind: 'any' });
  const literal = key.kind === 'literal' ? key.value : undefined;
  if (typeof literal === 'string') return step(value, { kind: 'name', name: literal });
  if (value.filtered) return [{ ...value, filtered: false }];
  return step(value, typeof literal === 'number' ? { kind: 'element' } : { kind: 'any' });
}

function reached(found: readonly Value[], scope: Scope): UntrustedPath[] {
  return found.flatMap((value) => {
    if (value.kind !== 'access') return value.reached;
    if (value.root.toLowerCase() === 'env') return envReached(value.steps, scope);
    const path = untrustedPath(value.root, value.steps);
    return path === null ? [] : [path];
  });
}

/** `env.NAME` reaches what its definition expanded; `env` and `env[computed]` reach every such variable. */
function envReached(steps: readonly PathStep[], scope: Scope): UntrustedPath[] {
  const env = scope.env ?? new Map<string, readonly UntrustedPath[]>();
  const [first, ...rest] = steps;
  if (rest.length > 0 || first?.kind === 'element') return [];
  const names = first?.kind === 'name' ? [first.name.toLowerCase()] : [...env.keys()];
  return names.flatMap((name) => env.get(name) ?? []);
}
