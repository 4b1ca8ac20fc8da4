import { describe, expect, it } from 'vitest';
import { findSecrets, isExamplePath, MAX_MATCHES_PER_TEXT, redact } from '../../src/local-checks/secrets.ts';
import {
  isPlaceholder,
  jwtRole,
  looksLikeSecretName,
  shannonEntropy,
} from '../../src/local-checks/values.ts';
import { KeywordScanner } from '../../src/local-checks/keyword-scanner.ts';
import { keywordPrefixedLine } from '../../src/local-checks/secret-rule-shape.ts';
import { assessSecret, fileRole } from '../../src/local-checks/secret-context.ts';
import { assignedNameBefore, identifierEndingAt } from '../../src/local-checks/secret-names.ts';
import { fakeSecrets } from './fake-secrets.ts';
import { SECRETS } from './fixture-tree.ts';

describe('redact', () => {
  it('shows at most 4 characters, fewer for short secrets, and the length', () => {
    expect(redact('abcdefghijklmnopqrstuvwx')).toBe('abcd… (24 chars)');
    expect(redact('abcdefgh')).toBe('a… (8 chars)');
    expect(redact('abc')).toBe('… (3 chars)');
  });
});

describe('findSecrets', () => {
  it('finds a name term in any case, alone in its text or not', () => {
    const value = fakeSecrets(3).genericSecret ?? '';
    // `pWD` is in none of the usual three cases; the rule's pattern ignores case, so must its keyword scan.
    expect(findSecrets(`sessionJwt_pWD = "${value}"`).map((m) => m.ruleId)).toEqual(['generic-secret']);
    expect(findSecrets(`token: none\nsessionJwt_pWD = "${value}"`).map((m) => m.line)).toEqual([2]);
  });

  it('reports one match per stretch of text, the most specific rule winning', () => {
    const text = `AWS_SECRET_ACCESS_KEY=${SECRETS.awsSecretAccessKey}\napi_key = "${SECRETS.githubToken}"\n`;
    expect(findSecrets(text).map((m) => [m.line, m.ruleId])).toEqual([
      [1, 'aws-secret-access-key'],
      [2, 'github-token'],
    ]);
  });

  it('finds a private key written as one JSON string with escaped newlines', () => {
    const body = (SECRETS.privateKeyBody ?? '').replaceAll('\n', '\\n');
    const json = `{\n  "type": "service_account",\n  "private_key": "${SECRETS.privateKeyBegin}\\n${body}\\n${SECRETS.privateKeyEnd}\\n"\n}`;
    expect(findSecrets(json).map((m) => [m.line, m.ruleId])).toEqual([[3, 'private-key']]);
  });

  it('takes the generic rule only for literal, mixed, high-entropy values of secret names', () => {
    const values = [
      'password = "Xk29fj3Lq8Zp"',
      'password = getPassword(user)',
      'token: config.auth.token2',
      'API_KEY=SOME_OTHER_ENV_NAME_2',
      'secret: "abcdefghijklmnop"',
      'password_min_length = 123456789012',
      'key: src/policy/gate.ts:12',
      'type ArrowToken = ArrowToken$1;',
      'tokens=g.tokens===!0',
      'a.tokenize=r.tokenizeForms||!1',
      '"/src/secret-rules.ts": "bcfc14579d2c8083cca01413f7c0ef63d36fd039"',
      'SESSION_SECRET=qL0x9Tz3mB7vK2pW8rYs4d==',
    ];
    expect(values.map((v) => findSecrets(v).length)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
  });

  it('stops at MAX_MATCHES_PER_TEXT matches in one text', () => {
    const text = Array.from({ length: 300 }, (_, i) => fakeSecrets(i + 1).githubToken).join('\n');
    expect(findSecrets(text)).toHaveLength(MAX_MATCHES_PER_TEXT);
  });

  it('ignores Stripe test keys, publishable keys and Supabase anon keys', () => {
    for (const name of ['stripeTestKey', 'stripePublishableKey', 'supabaseAnon']) {
      expect(findSecrets(`value = '${SECRETS[name]}'`)).toEqual([]);
    }
  });
});

describe('values', () => {
  it('recognises placeholders in any one case, not by chance inside random keys', () => {
    for (const value of [
      'your-api-key',
      'CHANGEME',
      '${TOKEN}',
      '<token>',
      'xxxxxxxx',
      'sk_live_Example123',
      '$TOKEN',
    ]) {
      expect(isPlaceholder(value)).toBe(true);
    }
    expect(isPlaceholder('Zq8mYoUrK2p')).toBe(false);
  });

  it('measures entropy, names and JWT roles', () => {
    expect(shannonEntropy('aaaa')).toBe(0);
    expect(shannonEntropy('abcd')).toBe(2);
    expect(looksLikeSecretName('DB_PASSWORD')).toBe(true);
    expect(looksLikeSecretName('clientSecret')).toBe(true);
    expect(looksLikeSecretName('PASSWORD_FILE')).toBe(false);
    expect(looksLikeSecretName('tokenizer')).toBe(false);
    expect(jwtRole(SECRETS.supabaseAnon ?? '')).toBe('anon');
    expect(jwtRole('not.a.jwt')).toBeNull();
  });

  it('treats fixture folders and example-named files as examples', () => {
    expect(isExamplePath('test/fixtures/a.env')).toBe(true);
    expect(isExamplePath('packages/x/tests/unit/fixtures/key.pem')).toBe(true);
    expect(isExamplePath('config/.env.example')).toBe(true);
    expect(isExamplePath('settings.sample.json')).toBe(true);
    expect(isExamplePath('src/examples.ts')).toBe(false);
    expect(isExamplePath('fixtures/prod.env')).toBe(false);
  });
});

describe('secret names', () => {
  it('judges whole identifiers word by word', () => {
    const secretNames = [
      'apiKey',
      'DB_PASSWORD',
      'x-api-key',
      'client_secret',
      'dbpassword',
      'AUTH',
      'db.pass',
      // A service's key with no prefix, named for the service.
      'ETSY_KEY',
      'twilioKey',
    ];
    const otherNames = [
      'tokenizer',
      'max_tokens',
      'publicToken',
      'csrf_token',
      'TOKEN_KEY',
      'token_url',
      'key',
      'CACHE_KEY',
      'REDIS_KEY',
      'RECAPTCHA_SITE_KEY',
    ];
    expect(secretNames.filter((name) => !looksLikeSecretName(name))).toEqual([]);
    expect(otherNames.filter((name) => looksLikeSecretName(name))).toEqual([]);
  });

  it('reads the identifier a match started inside, and the name a value is assigned to', () => {
    const text = 'const max_tokens = 1; headers = { "Authorization": "Bearer abc" }';
    expect(identifierEndingAt(text, text.indexOf(' = 1'))).toEqual({ name: 'max_tokens', start: 6 });
    expect(assignedNameBefore(text, text.indexOf('abc'))).toBe('Authorization');
    expect(assignedNameBefore('just abc', 5)).toBeNull();
  });
});

describe('KeywordScanner', () => {
  it('finds every keyword present, overlapping and nested ones included, in one pass', () => {
    const scanner = new KeywordScanner(['he', 'she', 'hers', 'ghp_', 'xyz']);
    expect([...scanner.present('ushers é ghp')].sort()).toEqual(['he', 'hers', 'she']);
    expect([...scanner.present('aghp_b')]).toEqual(['ghp_']);
    expect(() => new KeywordScanner(['clé'])).toThrow(/not ASCII/);
  });

  it('finds keywords in any case when asked, naming them in lower case', () => {
    const scanner = new KeywordScanner(['Token', 'AKIA'], { ignoreCase: true });
    expect([...scanner.present('a tOKEN and akia')].sort()).toEqual(['akia', 'token']);
    expect(scanner.indexOf('TOKEN')).toBe(0);
    expect([...new KeywordScanner(['Token']).present('a tOKEN')]).toEqual([]);
  });

  it('tells where each occurrence ends, in text order, with its keyword', () => {
    const scanner = new KeywordScanner(['he', 'she', 'he']);
    const { present, ends, keywordOf } = scanner.scan('she\nhe');
    expect(scanner.keywords).toEqual(['he', 'she']);
    expect([...present]).toEqual([1, 1]);
    expect(ends.map((end, i) => [end, scanner.keywords[keywordOf[i] ?? -1]])).toEqual([
      [3, 'she'],
      [3, 'he'],
      [6, 'he'],
    ]);
  });
});

describe('keywordPrefixedLine', () => {
  it('is true only when every alternative starts with a keyword and no part can cross a line', () => {
    expect(keywordPrefixedLine(['xox', 'xapp-'], 'xox[bp]-\\d+|xoxe-\\d|xapp-[A-Z0-9]{8}')).toBe(true);
    expect(keywordPrefixedLine(['SG.'], 'SG\\.[A-Za-z0-9]{22}')).toBe(true);
    // One alternative starts with a class, a keyword names the provider, a line break or anchor may match.
    expect(keywordPrefixedLine(['xox'], 'xox[bp]-\\d+|[A-Z]{4}')).toBe(false);
    expect(keywordPrefixedLine(['discord'], '[MN][A-Za-z0-9]{23}')).toBe(false);
    expect(keywordPrefixedLine(['tok'], 'tok[^"]{20}')).toBe(false);
    expect(keywordPrefixedLine(['tok'], 'tok\\s+[a-z]{20}')).toBe(false);
    expect(keywordPrefixedLine(['tok'], 'tok[a-z]{20}$')).toBe(false);
    // `pat?…` makes the keyword's last letter optional; a `|` inside a group is not a top-level choice.
    expect(keywordPrefixedLine(['pat'], 'pat?[a-z]{20}')).toBe(false);
    expect(keywordPrefixedLine(['ab_'], 'ab_(?:x|y)[a-z]{20}')).toBe(true);
  });
});

describe('secret context', () => {
  it('tells test code and documentation by path', () => {
    const roles = [
      'src/db.test.ts',
      'pkg/store_test.go',
      'tests/test_api.py',
      'src/test/java/AppTest.java',
      'spec/models/user_spec.rb',
      'cypress/e2e/login.cy.js',
      'docs/setup.md',
      'README.md',
      'examples/app.py',
      'src/app.ts',
      'config/prod.env',
    ].map(fileRole);
    expect(roles).toEqual([
      ...Array<string>(6).fill('test code'),
      ...Array<string>(3).fill('documentation'),
      null,
      null,
    ]);
  });

  it('lowers context secrets in tests and docs to notes, keeps format secrets, notes published test keys', () => {
    const context = { severity: 'medium', confidence: 'context' } as const;
    const format = { severity: 'critical', confidence: 'format' } as const;
    expect(assessSecret(context, 'src/app.ts')).toEqual({ severity: 'medium', note: '' });
    expect(assessSecret(context, 'src/app.test.ts').severity).toBe('info');
    expect(assessSecret(format, 'src/app.test.ts').severity).toBe('critical');
    expect(assessSecret({ ...format, publishedBy: 'X' }, 'src/app.ts')).toMatchObject({ severity: 'info' });
  });
});
