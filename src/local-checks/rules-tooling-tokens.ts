// Tokens of operations and developer tools, recognised by the prefix and length their providers document.
// Facts only (prefix, length, alphabet); the patterns are this project's.
import { formatRule, MIXED, type SecretRule } from './secret-rule-shape.ts';

export const TOOLING_TOKEN_RULES: readonly SecretRule[] = [
  formatRule(
    'dynatrace-token',
    'Dynatrace API token',
    'critical',
    ['dt0c01.'],
    'dt0c01\\.[A-Z0-9]{24}\\.[A-Z0-9]{64}',
  ),
  formatRule(
    'openshift-token',
    'OpenShift OAuth access token',
    'critical',
    ['sha256~'],
    'sha256~[A-Za-z0-9_-]{43}',
    MIXED,
  ),
  formatRule('clojars-token', 'Clojars deploy token', 'critical', ['CLOJARS_'], 'CLOJARS_[a-z0-9]{60}'),
  formatRule('scalingo-token', 'Scalingo API token', 'high', ['tk-us-'], 'tk-us-[A-Za-z0-9_-]{48}'),
  formatRule('infracost-api-key', 'Infracost API key', 'medium', ['ico-'], 'ico-[A-Za-z0-9]{32}', MIXED),
  formatRule(
    'defined-networking-key',
    'Defined Networking (Nebula) API key',
    'high',
    ['dnkey-'],
    'dnkey-[a-z0-9=_-]{26}-[a-z0-9=_-]{52}',
  ),
  formatRule('prefect-api-key', 'Prefect API key', 'high', ['pnu_'], 'pnu_[A-Za-z0-9]{36}', MIXED),
  formatRule('readme-api-key', 'ReadMe API key', 'high', ['rdme_'], 'rdme_[a-z0-9]{70}'),
  formatRule('frameio-token', 'Frame.io developer token', 'high', ['fio-u-'], 'fio-u-[A-Za-z0-9_=-]{64}'),
  formatRule(
    'typeform-token',
    'Typeform personal access token',
    'high',
    ['tfp_'],
    'tfp_[A-Za-z0-9_.=-]{40,64}',
    MIXED,
  ),
  formatRule(
    'maxmind-license-key',
    'MaxMind license key',
    'high',
    ['_mmk'],
    '[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk',
  ),
  // 84 characters with Microsoft's fixed `AZDO` signature at positions 77–80 (the format since 2024).
  formatRule(
    'azure-devops-pat',
    'Azure DevOps personal access token',
    'critical',
    ['AZDO'],
    '[A-Za-z0-9]{76}AZDO[A-Za-z0-9]{4}',
    MIXED,
  ),
  formatRule(
    'alibaba-access-key-id',
    'Alibaba Cloud AccessKey ID',
    'high',
    ['LTAI'],
    'LTAI[A-Za-z0-9]{12,20}',
    MIXED,
  ),
];
