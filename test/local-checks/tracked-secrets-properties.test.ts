// Issue 13's property suite, for tracked-secrets: on mutated and truncated inputs the check never throws
// nor runs away, and no result's message or evidence holds a secret it found. Seeded and bounded, so a
// failure replays the same way.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findSecrets } from '../../src/local-checks/secrets.ts';
import { checkTrackedSecrets } from '../../src/local-checks/tracked-secrets.ts';
import type { RepositoryFile } from '../../src/local-checks/types.ts';
import { fakeSecrets } from './fake-secrets.ts';

const S = fakeSecrets(7);
const V = S.genericSecret ?? '';
/** Lines that fire rules, to be cut, spliced and garbled. */
const SEEDS = [
  `GITHUB_TOKEN=${S.githubToken}`,
  `aws_secret_access_key = ${S.awsSecretAccessKey}`,
  `"private_key": "${S.privateKeyBegin}\\n${(S.privateKeyBody ?? '').replaceAll('\n', '\\n')}\\n${S.privateKeyEnd}\\n"`,
  `${S.privateKeyBegin}\n${S.privateKeyBody}\n${S.privateKeyEnd}`,
  `apiVersion: v1\nkind: Secret\ndata:\n  password: ${S.k8sPassword}\nstringData:\n  token: "${V}"`,
  `curl -s \\\n  -u deploy:${V} \\\n  -H 'Authorization: Bearer ${S.bearerToken}' https://api`,
  `DATABASE_URL=postgres://app:${S.dbPassword}@db.internal.net:5432/app`,
  `<password>\n  ${V}\n</password>`,
  `var apiKey string = "${V}"`,
  `"accessToken": "${S.jwtExpiring}"`,
  `SLACK=${S.slackWebhook} ${S.huggingfaceToken} ${S.dopplerToken} ${S.telegramBotToken}`,
];
const GARBAGE = [
  '"',
  "'",
  '\\',
  '\n',
  '\r\n',
  ' ',
  '=',
  ':',
  '-----',
  '\\n',
  '${',
  '<',
  '>',
  'é',
  '\u0000',
  '\uFFFF',
];

const edit = fc.record({
  at: fc.nat(),
  remove: fc.nat({ max: 40 }),
  insert: fc.oneof(fc.constantFrom(...GARBAGE), fc.string({ maxLength: 12 })),
});
const mutatedText = fc
  .record({
    lines: fc.array(fc.constantFrom(...SEEDS), { minLength: 1, maxLength: 6 }),
    edits: fc.array(edit, { maxLength: 8 }),
    truncate: fc.option(fc.nat()),
  })
  .map(({ lines, edits, truncate }) => {
    let text = lines.join('\n');
    for (const { at, remove, insert } of edits) {
      const i = at % (text.length + 1);
      text = text.slice(0, i) + insert + text.slice(i + remove);
    }
    return truncate === null ? text : text.slice(0, truncate % (text.length + 1));
  });

function file(path: string, text: string): RepositoryFile {
  return { path, size: text.length, text: () => text };
}

describe('tracked-secrets properties', () => {
  it('never throws or runs long on mutated and truncated inputs, and never shows what it found', () => {
    fc.assert(
      fc.property(
        mutatedText,
        fc.constantFrom('app/config.env', 'test/app.test.ts', 'docs/a.md'),
        (text, path) => {
          const started = performance.now();
          const results = checkTrackedSecrets([file(path, text)]);
          expect(performance.now() - started).toBeLessThan(1000);
          const secrets = findSecrets(text, { published: true }).map((m) => m.secret);
          for (const result of results) {
            const shown = `${result.message} ${result.evidence ?? ''}`;
            for (const secret of secrets) if (secret.length >= 8) expect(shown).not.toContain(secret);
            expect(result.evidence).toMatch(/^.{0,4}… \(\d+ chars\)$/);
          }
        },
      ),
      { seed: 1407, numRuns: 300 },
    );
  });

  it('stays linear on inputs built to make regular expressions backtrack', () => {
    const long = 200_000;
    const inputs = [
      'token' + ' '.repeat(long),
      'password =' + '\t '.repeat(long / 2) + 'x',
      'api_key=' + 'a1:'.repeat(long / 3),
      `${S.privateKeyBegin}\n` + 'AB \\n'.repeat(long / 4),
      'eyJ' + 'a'.repeat(long) + '.eyJ' + 'b'.repeat(50),
      'kind: Secret\ndata:\n' + '  k: dmFsdWUxMjM0NQ==\n'.repeat(long / 20),
      'curl ' + '-u a:b '.repeat(long / 7),
      'postgres://' + 'u:'.repeat(long / 2),
      '<password' + ' a'.repeat(long / 2),
      'x'.repeat(long) + '@@',
      '- name: API_TOKEN' + ' '.repeat(long),
      'db.password=' + 'a\\\n'.repeat(long / 3),
      'api_key:' + ' \n'.repeat(long / 2),
    ];
    for (const text of inputs) {
      const started = performance.now();
      checkTrackedSecrets([file('config/app.env', text)]);
      expect([text.slice(0, 20), performance.now() - started < 2000]).toEqual([text.slice(0, 20), true]);
    }
  });
});
