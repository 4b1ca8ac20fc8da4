// The action's identity, sent as the User-Agent and the local-assessment `cliVersion`. Kept in step with
// package.json by a test.
export const ACTION_NAME = 'security-scan-action';
export const ACTION_VERSION = '0.1.0';
export const USER_AGENT = `${ACTION_NAME}/${ACTION_VERSION} (+GitHub Actions; node ${process.versions.node})`;
