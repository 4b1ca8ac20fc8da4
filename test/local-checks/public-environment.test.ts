import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPublicEnvironment, judge } from '../../src/local-checks/public-environment.ts';
import type { LocalCheckResult } from '../../src/local-checks/types.ts';
import { expectNoSecretsShown, located, materialize, SECRETS, type Tree } from './fixture-tree.ts';

describe('public-environment', () => {
  let tree: Tree;
  let results: LocalCheckResult[];
  beforeAll(async () => {
    tree = materialize('public-environment');
    results = checkPublicEnvironment(await tree.files());
  });
  afterAll(() => tree.remove());

  it('reports secrets in browser-published variables of env files and framework configs', () => {
    expect(located(results)).toEqual([
      '.env.local:4 public-environment/secret-value critical',
      '.env.local:5 public-environment/secret-value critical',
      '.env.local:6 public-environment/secret-name high',
      'app.json:7 public-environment/secret-value critical',
      'next.config.mjs:4 public-environment/secret-value critical',
      'vite.config.ts:3 public-environment/secret-value critical',
    ]);
  });

  it('does not report publishable keys, anon keys, server-only names, empty or placeholder values, examples', () => {
    const lines = results.filter((r) => r.file === '.env.local').map((r) => r.line);
    for (const line of [1, 2, 3, 7, 8, 9, 10]) expect(lines).not.toContain(line);
    expect(results.some((r) => r.file === '.env.example')).toBe(false);
    expect(
      judge({ name: 'VITE_STRIPE_KEY', value: SECRETS.stripePublishableKey ?? '', line: 1 }, 'x'),
    ).toBeNull();
    expect(
      judge({ name: 'NEXT_PUBLIC_SUPABASE_KEY', value: SECRETS.supabaseAnon ?? '', line: 1 }, 'x'),
    ).toBeNull();
  });

  it('never shows a secret', () => {
    expectNoSecretsShown(results);
  });
});

describe('public-environment in test code', () => {
  it('notes a variable known by its name alone and keeps a provider key at its severity', () => {
    const named = { name: 'NEXT_PUBLIC_ADMIN_PASSWORD', value: 'correct-horse-battery', line: 1 };
    const shaped = { name: 'VITE_STRIPE_KEY', value: SECRETS.stripeLiveKey ?? '', line: 2 };
    expect(judge(named, 'e2e/.env')?.severity).toBe('info');
    expect(judge(named, 'e2e/.env')?.message).toContain('in test code');
    expect(judge(named, '.env')?.severity).toBe('high');
    expect(judge(shaped, 'e2e/.env')?.severity).toBe('critical');
  });
});
