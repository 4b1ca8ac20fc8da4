// Test code where real projects keep it: test-support packages and crates, snapshot files, and Rust's
// `#[cfg(test)]` modules inside library sources, where only that region is test code.
import { describe, expect, it } from 'vitest';
import { assessSecret, fileRole } from '../../src/local-checks/secret-context.ts';
import { inRegions, rustTestRegions, testRegions } from '../../src/local-checks/test-modules.ts';
import { checkTrackedSecrets } from '../../src/local-checks/tracked-secrets.ts';
import { located, materialize } from './fixture-tree.ts';
import { fakeSecrets } from './fake-secrets.ts';

const S = fakeSecrets(11);
const V = S.genericSecret ?? '';

describe('test code by path', () => {
  it('takes test-support packages, crates and snapshots for test code', () => {
    const paths = [
      'crates/storage-test/src/lib.rs',
      'crates/engine-tests/src/db.rs',
      'python/testing/helpers.py',
      'internal/testutils/server.go',
      'lib/test_utils/factories.py',
      'packages/test-helpers/index.ts',
      'packages/db/test-support/seed.ts',
      'tests/conftest.py',
      'conftest.py',
      'app/fixtures/users.json',
      'src/__snapshots__/config.ts.snap',
      'src/render.snap',
      'src/parser/tests.rs',
      'integration_tests/api.rs',
      'src/Shop.Tests/UserServiceTests.cs',
      'src/Shop.IntegrationTests/Fixture.cs',
      'UnitTests/Settings.cs',
    ];
    expect(paths.filter((p) => fileRole(p) !== 'test code')).toEqual([]);
  });

  it('does not take names that merely contain the word for test code', () => {
    const paths = [
      'src/latest/config.ts',
      'api-spec-gen/main.go',
      'src/contest.rs',
      'src/attestation.rs',
      'src/Contest/Settings.cs',
    ];
    expect(paths.map(fileRole)).toEqual([null, null, null, null, null]);
  });

  it('makes context secrets in a test module notes, while format secrets keep their severity', () => {
    const context = { severity: 'medium', confidence: 'context' } as const;
    const format = { severity: 'critical', confidence: 'format' } as const;
    expect(assessSecret(context, 'src/lib.rs', 'test code')).toMatchObject({ severity: 'info' });
    expect(assessSecret(format, 'src/lib.rs', 'test code')).toMatchObject({ severity: 'critical' });
    expect(assessSecret(context, 'src/lib.rs')).toMatchObject({ severity: 'medium' });
  });
});

describe('Rust test modules', () => {
  const lib = [
    'pub fn connect() -> Client {', // 1
    '    Client::new("{}")', // 2
    '}', // 3
    '', // 4
    '#[cfg(test)]', // 5
    'mod tests {', // 6
    '    use super::*;', // 7
    "    const OPEN: char = '{';", // 8
    '    const RAW: &str = r#"}}"#;', // 9
    '    // a } in a comment', // 10
    '    /* and { in a block comment */', // 11
    "    fn f<'a>(x: &'a str) -> &'a str { x }", // 12
    '    const S: &str = "a \\" }";', // 13
    '}', // 14
    '', // 15
    'pub fn after() {}', // 16
  ].join('\n');

  it('spans from the attribute to the closing brace of the item, whatever braces sit in literals', () => {
    expect(rustTestRegions(lib)).toEqual([{ first: 5, last: 14 }]);
  });

  it('takes cfg(all(test, …)) and leaves cfg(any(test, …)) and declarations without a body', () => {
    const text = [
      '#[cfg(all(test, feature = "db"))]',
      'mod db_tests {',
      '}',
      '#[cfg(any(test, feature = "mock"))]',
      'pub mod mock {',
      '}',
      '#[cfg(test)]',
      'mod more_tests;',
      'fn main() {}',
    ].join('\n');
    expect(rustTestRegions(text)).toEqual([{ first: 1, last: 3 }]);
  });

  it('takes #[test] functions outside a test module, those of async runtimes too', () => {
    const text = [
      'pub fn f() {}',
      '#[test]',
      'fn parses() {',
      '    let s = "}";',
      '}',
      '#[tokio::test(flavor = "multi_thread")]',
      'async fn serves() {',
      '}',
      'pub fn g() {}',
    ].join('\n');
    expect(rustTestRegions(text)).toEqual([
      { first: 2, last: 5 },
      { first: 6, last: 8 },
    ]);
  });

  it('is read only in Rust files, and a line is in a region only between its ends', () => {
    expect(testRegions('src/lib.py', lib)).toEqual([]);
    const regions = testRegions('src/lib.rs', lib);
    expect([4, 5, 14, 15].map((line) => inRegions(regions, line))).toEqual([false, true, true, false]);
  });

  it('tracked-secrets reports a password in the library and notes the one in its test module', async () => {
    const tree = materialize(null);
    tree.write(
      'src/lib.rs',
      [
        `const PASSWORD: &str = "${V}";`,
        '#[cfg(test)]',
        'mod tests {',
        `    const PASSWORD: &str = "${V.slice(2)}x1";`,
        `    const TOKEN: &str = "${S.githubToken}";`,
        '}',
      ].join('\n'),
    );
    expect(located(checkTrackedSecrets(await tree.files()))).toEqual([
      'src/lib.rs:1 tracked-secrets/generic-secret medium',
      'src/lib.rs:4 tracked-secrets/generic-secret info',
      'src/lib.rs:5 tracked-secrets/github-token critical',
    ]);
  });
});
