// Which attacker-controlled text can reach the string an expression expands to, judged on its syntax tree.
// A value reaches the string only if it can be the expression's result: `a && b` yields `b` or a falsy `a`
// (never text that can break out), `a || b` either; `!`, comparisons and predicate functions yield
// booleans; `format`, `join`, `toJSON` and `fromJSON` carry their arguments' text (`fromJSON` of a boolean
// is a boolean, so it is clean because its argument is); an index that is itself untrusted text counts.
import { parseExpression, type Expression } from './expression-syntax.ts';
import { ExpressionSyntaxError } from './expression-tokens.ts';
import { untrustedPath, type PathStep } from './untrusted-fields.ts';

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

/**
 * The untrusted fields (as paths, `github.event.issue.title`) that can reach the string of `${{ text }}`.
 * An expression that does not parse reaches nothing: GitHub refuses the workflow, so it never runs.
 */
export function untrustedFields(text: string): string[] {
  try {
    return [...new Set(reach(parseExpression(text)))];
  } catch (error) {
    if (error instanceof ExpressionSyntaxError) return [];
    throw error;
  }
}

export function reach(expression: Expression): string[] {
  switch (expression.kind) {
    case 'literal':
    case 'not':
      return [];
    case 'binary':
      if (expression.operator === '&&') return reach(expression.right);
      if (expression.operator === '||') return [...reach(expression.left), ...reach(expression.right)];
      return [];
    case 'call':
      return callReach(expression.name.toLowerCase(), expression.args);
    default:
      return accessReach(expression);
  }
}

function callReach(name: string, args: readonly Expression[]): string[] {
  if (CLEAN_RESULT.has(name)) return [];
  // case(predicate, value, …, default): the predicates are only tested.
  const results = name === 'case' ? args.filter((_, i) => i % 2 === 1 || i === args.length - 1) : args;
  return results.flatMap(reach);
}

/** A chain of `.x`, `.*`, `[i]` from a context (matched against the untrusted fields) or from a computed value. */
function accessReach(expression: Expression): string[] {
  const steps: PathStep[] = [];
  const indexes: string[] = [];
  let node = expression;
  for (;;) {
    if (node.kind === 'property') steps.unshift({ kind: 'name', name: node.name });
    else if (node.kind === 'filter') steps.unshift({ kind: 'any' });
    else if (node.kind === 'index') {
      steps.unshift(indexStep(node.index));
      indexes.push(...reach(node.index));
    } else break;
    node = node.object;
  }
  if (node.kind !== 'context') return [...reach(node), ...indexes];
  const path = untrustedPath(node.name, steps);
  return path === null ? indexes : [path, ...indexes];
}

function indexStep(index: Expression): PathStep {
  if (index.kind !== 'literal') return { kind: 'any' };
  if (typeof index.value === 'number') return { kind: 'element' };
  return { kind: 'name', name: String(index.value) };
}
