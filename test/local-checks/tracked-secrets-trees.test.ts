// Two synthetic repositories. The quiet one is shaped like a large maintained project (lock files with
// integrity hashes, CI with `${{ secrets.X }}`, i18n files, a minified bundle, docs with providers'
// examples, tests with fixture passwords and published test keys): it must give no error or warning, only
// notes. The planted one holds one real-looking credential per kind of place: each is found exactly once.
import { beforeAll, describe, expect, it } from 'vitest';
import { checkTrackedSecrets } from '../../src/local-checks/tracked-secrets.ts';
import type { LocalCheckResult } from '../../src/local-checks/types.ts';
import { expectNoSecretsShown, located, materialize } from './fixture-tree.ts';

/** tracked-secrets over a fixture tree, run once per block (fixture-tree.ts removes the tree afterwards). */
function scanned(fixture: string): () => LocalCheckResult[] {
  let results: LocalCheckResult[] = [];
  beforeAll(async () => {
    results = checkTrackedSecrets(await materialize(fixture).files());
  });
  return () => results;
}

describe('tracked-secrets on a large maintained project', () => {
  const scan = scanned('tracked-secrets-quiet');

  it('gives no error or warning', () => {
    expect(located(scan().filter((r) => r.severity !== 'info'))).toEqual([]);
  });

  it('notes samples in tests and published test keys, with the reason', () => {
    expect(located(scan())).toEqual(
      [
        'pkg/auth/token_test.go:3 tracked-secrets/generic-secret info',
        'spec/support/api_helper.rb:2 tracked-secrets/generic-secret info',
        'src/components/Login.stories.tsx:1 tracked-secrets/generic-secret info',
        'src/test/java/com/shop/UserServiceTest.java:2 tracked-secrets/generic-secret info',
        'test/integration/db.test.ts:2 tracked-secrets/generic-secret info',
        'tests/conftest.py:4 tracked-secrets/generic-secret info',
        'tests/conftest.py:5 tracked-secrets/generic-secret info',
        // Test code where real projects keep it: a Rust test module, a test-support crate and package, a
        // snapshot.
        'crates/store/src/lib.rs:18 tracked-secrets/generic-secret info',
        'crates/store-test/src/lib.rs:3 tracked-secrets/generic-secret info',
        'python/shop/testing/factories.py:3 tracked-secrets/generic-secret info',
        'ui/src/__snapshots__/form.test.tsx.snap:5 tracked-secrets/xml-secret info',
      ].sort(),
    );
    for (const r of scan()) expect(r.message).toMatch(/most likely a sample value|published for testing/);
    expectNoSecretsShown(scan());
  });
});

describe('tracked-secrets on a repository with planted credentials', () => {
  const scan = scanned('tracked-secrets-planted');

  it('finds each planted credential exactly once, a provider key in a test included', () => {
    const props = 'src/main/resources';
    expect(located(scan())).toEqual(
      [
        `${props}/application.properties:3 tracked-secrets/properties-secret medium`,
        `${props}/application.properties:4 tracked-secrets/generic-secret medium`,
        `${props}/legacy.properties:2 tracked-secrets/properties-secret medium`,
        'config/secrets.yml:3 tracked-secrets/next-line-secret medium',
        'config/secrets.yml:6 tracked-secrets/next-line-secret medium',
        'src/config.ts:3 tracked-secrets/next-line-secret medium',
        'scripts/tweet.py:3 tracked-secrets/twitter-bearer-token high',
        '.env:1 tracked-secrets/aws-access-key-id high',
        'test/e2e/payments.test.ts:1 tracked-secrets/stripe-secret-key critical',
        'deploy/notify.sh:2 tracked-secrets/slack-webhook medium',
        'internal/db/db.go:3 tracked-secrets/connection-string-password high',
        'app/settings.json:3 tracked-secrets/generic-secret medium',
        'k8s/secret.yaml:6 tracked-secrets/kubernetes-secret high',
        'k8s/deployment.yaml:10 tracked-secrets/name-value-secret medium',
        'docker/init.sql:2 tracked-secrets/sql-password high',
        'infra/variables.tf:4 tracked-secrets/hcl-variable-default medium',
        'azure-pipelines.yml:2 tracked-secrets/azure-devops-pat critical',
        'app/db.py:1 tracked-secrets/connection-string-password high',
        'bot/discord.env:2 tracked-secrets/discord-client-secret high',
        // The library's password; in its test module, a provider key keeps its severity.
        'crates/billing/src/lib.rs:1 tracked-secrets/generic-secret medium',
        'crates/billing/src/lib.rs:5 tracked-secrets/github-token critical',
        'deploy/helm/values.yaml:3 tracked-secrets/jwt-base64 high',
        'scripts/jira.sh:4 tracked-secrets/curl-user-password high',
        'scripts/ml.env:1 tracked-secrets/huggingface-token critical',
        'scripts/ml.env:2 tracked-secrets/generic-secret medium',
        'scripts/ml.env:3 tracked-secrets/slack-token high',
      ].sort(),
    );
    expectNoSecretsShown(scan());
  });
});
