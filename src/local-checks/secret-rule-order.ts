// The credential shapes every secret-aware check looks for, most specific first: where two rules match the
// same text, the earlier one wins. So a PEM block comes first, then tokens whose provider prefix names them,
// then structures that need their surroundings (JWTs, manifests, headers, URLs), then the generic rules.
// Each family lives in its own module (rules-*.ts); the shape of a rule is in secret-rule-shape.ts.
import { GENERIC_RULES } from './rules-generic.ts';
import { LINE_VALUE_RULES } from './rules-line-values.ts';
import { PAYMENT_TOKEN_RULES } from './rules-payment-tokens.ts';
import { PLATFORM_TOKEN_RULES } from './rules-platform-tokens.ts';
import { SERVICE_TOKEN_RULES } from './rules-service-tokens.ts';
import { STATEMENT_RULES } from './rules-statements.ts';
import { PRIVATE_KEY_RULE, STRUCTURED_RULES } from './rules-structured.ts';
import { TOOLING_TOKEN_RULES } from './rules-tooling-tokens.ts';
import type { SecretRule } from './secret-rule-shape.ts';

export { DEFAULT_PASSWORDS, MIN_ENTROPY, MIN_GENERIC_ENTROPY, type SecretRule } from './secret-rule-shape.ts';

export const SECRET_RULES: readonly SecretRule[] = [
  PRIVATE_KEY_RULE,
  ...PLATFORM_TOKEN_RULES,
  ...SERVICE_TOKEN_RULES,
  ...PAYMENT_TOKEN_RULES,
  ...TOOLING_TOKEN_RULES,
  ...STRUCTURED_RULES,
  ...STATEMENT_RULES,
  ...GENERIC_RULES,
  ...LINE_VALUE_RULES,
];
