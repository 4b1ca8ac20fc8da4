import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTrackedSecrets } from '../../src/local-checks/tracked-secrets.ts';
import type { LocalCheckResult } from '../../src/local-checks/types.ts';
import { expectNoSecretsShown, located, materialize, type Tree } from './fixture-tree.ts';

describe('tracked-secrets', () => {
  let tree: Tree;
  let results: LocalCheckResult[];
  beforeAll(async () => {
    tree = materialize('tracked-secrets');
    results = checkTrackedSecrets(await tree.files());
  });
  afterAll(() => tree.remove());

  it('finds each provider credential on its line', () => {
    const env = 'deploy/credentials.env';
    expect(located(results)).toEqual(
      [
        `${env}:1 tracked-secrets/aws-access-key-id high`,
        `${env}:2 tracked-secrets/aws-secret-access-key critical`,
        `${env}:3 tracked-secrets/slack-token high`,
        `${env}:4 tracked-secrets/openai-api-key critical`,
        `${env}:5 tracked-secrets/anthropic-api-key critical`,
        `${env}:6 tracked-secrets/sendgrid-api-key high`,
        `${env}:7 tracked-secrets/twilio-api-key high`,
        `${env}:8 tracked-secrets/npm-token critical`,
        `${env}:9 tracked-secrets/gitlab-token critical`,
        `${env}:10 tracked-secrets/google-api-key medium`,
        `${env}:11 tracked-secrets/generic-secret medium`,
        `${env}:12 tracked-secrets/connection-string-password high`,
        `${env}:17 tracked-secrets/supabase-secret-key critical`,
        `${env}:18 tracked-secrets/github-token critical`,
        'keys/deploy_key:1 tracked-secrets/private-key critical',
        'k8s/secret.yaml:7 tracked-secrets/kubernetes-secret high',
        'scripts/deploy.sh:3 tracked-secrets/curl-user-password high',
        'scripts/deploy.sh:5 tracked-secrets/generic-secret info',
        'src/__tests__/db.test.ts:1 tracked-secrets/generic-secret info',
        'src/__tests__/db.test.ts:2 tracked-secrets/connection-string-password info',
        'src/__tests__/db.test.ts:3 tracked-secrets/github-token critical',
        'docs/deploy.md:3 tracked-secrets/generic-secret info',
        'src/config.ts:2 tracked-secrets/github-token critical',
        'src/config.ts:3 tracked-secrets/stripe-secret-key critical',
      ].sort(),
    );
  });

  it('leaves placeholders, documented examples, test keys, loopback URLs and example files alone', () => {
    const files = new Set(results.map((r) => r.file));
    expect(files.has('docs/setup.md')).toBe(false);
    expect(results.filter((r) => r.file === 'k8s/secret.yaml')).toHaveLength(1);
    expect(files.has('test/fixtures/sample.env')).toBe(false);
    expect(files.has('config/.env.example')).toBe(false);
    const configLines = results.filter((r) => r.file === 'src/config.ts').map((r) => r.line);
    expect(configLines).toEqual([2, 3]);
    const envLines = results.filter((r) => r.file === 'deploy/credentials.env').map((r) => r.line);
    for (const line of [13, 14, 15, 16]) expect(envLines).not.toContain(line);
  });

  it('says why a value in tests or docs, or a published test key, is only a note', () => {
    const message = (file: string, line: number) =>
      results.find((r) => r.file === file && r.line === line)?.message ?? '';
    expect(message('src/__tests__/db.test.ts', 1)).toContain('in test code: most likely a sample value');
    expect(message('src/__tests__/db.test.ts', 3)).toContain(
      'a provider-formatted key is live until revoked',
    );
    expect(message('docs/deploy.md', 3)).toContain('in documentation');
    expect(message('scripts/deploy.sh', 5)).toContain(
      "Google reCAPTCHA's test secret key, published for testing",
    );
  });

  it('never shows a secret: evidence is a short prefix and the length', () => {
    expectNoSecretsShown(results);
    for (const r of results) expect(r.evidence).toMatch(/^.{1,4}… \(\d+ chars\)$/);
  });
});
