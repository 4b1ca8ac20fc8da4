// Versions sent with the local-assessment authorization: the check engine, its rules and its report
// format. Bump the one that changes (rules: any rule or allowlist entry added, removed or changed).
export const LOCAL_ENGINE_VERSIONS = {
  scannerVersion: '1.0.0',
  rulesetVersion: '1.0.0',
  reportSchemaVersion: '1.0.0',
} as const;
