// Building rule-catalogue entries, so that every check describes its rules the same way.
import { SECRET_RULES } from './secret-rule-order.ts';
import type { RuleCatalogue, RuleInfo } from './types.ts';

/** One entry per secret rule, for a check that reports secrets found `where` (e.g. "in a tracked file"). */
export function secretRuleCatalogue(checkId: string, where: string, help: string): RuleCatalogue {
  const entries: [string, RuleInfo][] = SECRET_RULES.map((rule) => [
    `${checkId}/${rule.id}`,
    { name: `${rule.name} ${where}`, description: `${rule.name} ${where}.`, help },
  ]);
  return Object.fromEntries(entries);
}

export function rule(name: string, description: string, help: string): RuleInfo {
  return { name, description, help };
}
