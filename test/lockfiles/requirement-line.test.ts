import { describe, expect, it } from 'vitest';
import { locationName, normalizePypiName, readRequirement } from '../../src/lockfiles/requirement-line.ts';

describe('readRequirement', () => {
  it.each([
    ['requests==2.31.0', 'requests', '2.31.0'],
    ['requests == 2.31.0', 'requests', '2.31.0'],
    ['Requests[socks]==2.31.0;python_version<"3.12"', 'requests', '2.31.0'],
    ['pkg===1.0+local', 'pkg', '1.0+local'],
    ['pkg (==1.0)', 'pkg', '1.0'],
    ['pkg>=1.0,==1.2', 'pkg', '1.2'],
    ['pkg>=1.0, ==1.2', 'pkg', '1.2'],
    ['ruamel.yaml==0.18.5 ; python_version < "3.13" and sys_platform != "win32"', 'ruamel-yaml', '0.18.5'],
  ])('%s is %s %s', (text, name, version) => {
    expect(readRequirement(text)).toEqual({ kind: 'pinned', name, version });
  });

  it.each([
    ['pkg', 'pkg', '', 'unpinned'],
    ['pkg~=1.0', 'pkg', '~=1.0', 'unpinned'],
    ['pkg==1.*', 'pkg', '==1.*', 'unpinned'],
    ['pkg @ file:///opt/pkg', 'pkg', 'file:///opt/pkg', 'file'],
    ['pkg @ https://example.com/pkg-2.0.tar.gz', 'pkg', 'https://example.com/pkg-2.0.tar.gz', 'url'],
    [
      'pkg[socks]@https://example.com/pkg-2.0-py3-none-any.whl',
      'pkg',
      'https://example.com/pkg-2.0-py3-none-any.whl',
      'url',
    ],
    ['pkg @ hg+https://example.com/pkg', 'pkg', 'hg+https://example.com/pkg', 'git'],
    [
      'pkg @ https://example.com/pkg-2.0.tar.gz  ; python_version < "3.11"',
      'pkg',
      'https://example.com/pkg-2.0.tar.gz',
      'url',
    ],
    ['pkg>=1.0 ; python_version < "3.12"', 'pkg', '>=1.0', 'unpinned'],
    ['git+git@github.com:acme/tool.git#egg=tool', 'tool', 'git+git@github.com:acme/tool.git#egg=tool', 'git'],
    [
      'https://example.com/acme/tool/archive/main#egg=tool',
      'tool',
      'https://example.com/acme/tool/archive/main#egg=tool',
      'url',
    ],
    [
      'git+https://example.com/x.git#egg=Some_Tool',
      'some-tool',
      'git+https://example.com/x.git#egg=Some_Tool',
      'git',
    ],
    ['.', '.', '.', 'file'],
    ['./libs/tool/', 'tool', './libs/tool/', 'file'],
    ['../shared/tool', 'tool', '../shared/tool', 'file'],
    ['..', '..', '..', 'file'],
    ['.[dev]', '.', '.[dev]', 'file'],
    ['. ; python_version >= "3.9"', '.', '.', 'file'],
    ['./libs/tool[test] ; python_version >= "3.9"', 'tool', './libs/tool[test]', 'file'],
    [
      'dist/tool-1.0-py3-none-any.whl ; python_version >= "3.9"',
      'tool',
      'dist/tool-1.0-py3-none-any.whl',
      'file',
    ],
    ['dist/tool-1.0.tar.gz[socks]', 'tool', 'dist/tool-1.0.tar.gz[socks]', 'file'],
    ['dist/tool-1.0-py3-none-any.whl', 'tool', 'dist/tool-1.0-py3-none-any.whl', 'file'],
    ['pkg==${PKG_VERSION}', 'pkg', 'pkg==${PKG_VERSION}', 'variable'],
    ['${PKG_NAME}==1.0', '${PKG_NAME}==1.0', '${PKG_NAME}==1.0', 'variable'],
  ])('%s is skipped as %s (%s, %s)', (text, name, spec, reason) => {
    expect(readRequirement(text)).toEqual({ kind: 'skipped', name, spec, reason });
  });

  it('quotes at most 80 characters of a bad line in its error', () => {
    expect(() => readRequirement(`!${'x'.repeat(500)}`)).toThrow(`not a requirement: !${'x'.repeat(79)}…`);
  });

  it('throws for text that is not a requirement', () => {
    expect(() => readRequirement('!!!')).toThrow('not a requirement: !!!');
    expect(() => readRequirement('@ https://example.com/pkg')).toThrow(
      'not a requirement: @ https://example.com/pkg',
    );
    expect(() => readRequirement('pkg >> 1')).toThrow('invalid version specifier ">> 1" in: pkg >> 1');
    expect(() => readRequirement('pkg>=1.0, =>2')).toThrow(
      'invalid version specifier "=>2" in: pkg>=1.0, =>2',
    );
  });
});

describe('names', () => {
  it('normalises as PEP 503 says', () => {
    expect(['Django', 'zope.interface', 'typing__extensions', 'A-_.b'].map(normalizePypiName)).toEqual([
      'django',
      'zope-interface',
      'typing-extensions',
      'a-b',
    ]);
  });

  it('names a location by egg, archive or folder', () => {
    expect(locationName('https://x/y.git#egg=My_Pkg&subdirectory=z')).toBe('my-pkg');
    expect(locationName('https://x/dl/Foo_Bar-2.0.tar.gz')).toBe('foo-bar');
    expect(locationName('../shared/')).toBe('shared');
    expect(locationName('..\\shared\\')).toBe('shared');
    expect(locationName('/')).toBe('/');
    expect(locationName('./libs/tool[test,docs]')).toBe('tool');
  });
});
