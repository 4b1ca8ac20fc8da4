// Documentation inside source files (doc comments, docstrings) and documents by name (API example files,
// package metadata): a secret known only by its context there is a sample; a format secret is not.
import { describe, expect, it } from 'vitest';
import { docRegions } from '../../src/local-checks/doc-comments.ts';
import { fileRole } from '../../src/local-checks/secret-context.ts';
import { checkTrackedSecrets } from '../../src/local-checks/tracked-secrets.ts';
import { located, materialize } from './fixture-tree.ts';
import { fakeSecrets } from './fake-secrets.ts';

const S = fakeSecrets(23);
const V = S.genericSecret ?? '';

describe('doc regions', () => {
  it('takes runs of /// and //! lines and /** */ blocks, not plain comments nor code after them', () => {
    const text = [
      '//! Crate docs', // 1
      '//! more', // 2
      'fn a() {}', // 3
      '//// not a doc comment', // 4
      '// plain', // 5
      '/**', // 6
      ' * JSDoc', // 7
      ' */', // 8
      '/** one line */', // 9
      '/**/', // 10
      '    /// indented', // 11
      '/** @license MIT */ var a = 1;', // 12
      '/**', // 13
      ' */ var b = 2;', // 14
    ].join('\n');
    expect(docRegions('src/lib.rs', text)).toEqual([
      { first: 1, last: 2 },
      { first: 6, last: 8 },
      { first: 9, last: 9 },
      { first: 11, last: 11 },
      { first: 13, last: 13 },
    ]);
    expect(docRegions('notes.txt', text)).toEqual([]);
  });

  it('takes Python docstrings, not strings assigned or passed', () => {
    const text = [
      '"""Module docs."""', // 1
      'SQL = """', // 2
      'select 1', // 3
      '"""', // 4
      'def f():', // 5
      "    r'''", // 6
      '    Example', // 7
      "    '''", // 8
      '    g("""x""")', // 9
    ].join('\n');
    expect(docRegions('pkg/mod.py', text)).toEqual([
      { first: 1, last: 1 },
      { first: 6, last: 8 },
    ]);
  });

  it('takes API example files and Python package metadata for documentation', () => {
    expect(
      [
        'botocore/data/iam/2010-05-08/examples-1.json',
        'api/examples.yaml',
        'PyJWT-2.6.0.egg-info/PKG-INFO',
        'pkg-1.0.dist-info/METADATA',
      ].map(fileRole),
    ).toEqual(['documentation', 'documentation', 'documentation', 'documentation']);
    expect(['src/examples_util.py', 'src/METADATA', 'src/metadata.json'].map(fileRole)).toEqual([
      null,
      null,
      null,
    ]);
  });
});

describe('tracked-secrets in doc comments and docstrings', () => {
  it('notes context secrets there and keeps format secrets and the code around them', async () => {
    const tree = materialize(null);
    tree.write(
      'src/url.rs',
      [
        '/// let url = Url::parse("ftp://user:' + V + '@host.internal/")?;', // 1
        `/// const TOKEN: &str = "${S.githubToken}";`, // 2
        `const PASSWORD: &str = "${V}";`, // 3
      ].join('\n'),
    );
    tree.write(
      'pkg/client.py',
      [
        'def sign(self):', // 1
        '    """Sign a request.', // 2
        '', // 3
        `        >>> client.sign(password="${V}")`, // 4
        '    """', // 5
        `    password = "${V}"`, // 6
      ].join('\n'),
    );
    expect(located(checkTrackedSecrets(await tree.files()))).toEqual([
      'pkg/client.py:4 tracked-secrets/generic-secret info',
      'pkg/client.py:6 tracked-secrets/generic-secret medium',
      'src/url.rs:1 tracked-secrets/connection-string-password info',
      'src/url.rs:2 tracked-secrets/github-token critical',
      'src/url.rs:3 tracked-secrets/generic-secret medium',
    ]);
  });
});
