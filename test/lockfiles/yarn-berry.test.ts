import { describe, expect, it } from 'vitest';
import { parseLockFile } from '../../src/lockfiles/index.ts';
import { fixture, pinned, skipped } from './fixture.ts';

/** One entry of a Berry lock file, with its resolution only. */
const entry = (key: string, resolution: string) => `"${key}":\n  resolution: "${resolution}"\n`;

// Each test parses its fixture itself: a parse in a describe block runs while the file is collected,
// before Stryker switches a mutant on, so a mutation run would check the unmutated parser's result.
describe('yarn.lock Berry', () => {
  const read = () => parseLockFile('yarn.lock', fixture('yarn/berry-yarn.lock'));

  it('lists npm resolutions, patched packages and aliases under the resolved name', () => {
    const file = read();
    expect([file.format, file.source]).toEqual(['yarn-berry', 'yarn.lock']);
    expect(file.errors).toEqual([]);
    expect(file.packages).toEqual(
      pinned('npm', 'yarn.lock', [
        ['@babel/runtime', '7.23.2', 16],
        ['axios', '1.6.2', 31],
        ['fsevents', '2.3.3', 45],
        ['moment', '2.29.4', 60],
        ['regenerator-runtime', '0.14.0', 73],
      ]),
    );
  });

  it('skips the root workspace, other workspaces, links, portals, git and tarballs', () => {
    expect(read().skipped).toEqual(
      skipped('yarn.lock', [
        ['@acme/api-client', 'workspace:packages/api-client', 'workspace', 8],
        ['acme-storefront', 'workspace:.', 'root-project', 25],
        ['chart-kit', 'https://cdn.example.com/chart-kit-2.0.0.tgz', 'tarball', 38],
        ['icons', 'link:../icons::locator=acme-storefront%40workspace%3A.', 'link', 54],
        [
          'markdown-kit',
          'git+https://github.com/acme/markdown-kit.git#commit=3c5e8a1b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c',
          'git',
          67,
        ],
        ['theme', 'portal:../theme::locator=acme-storefront%40workspace%3A.', 'link', 80],
      ]),
    );
  });

  it('reports an unterminated quote with its line', () => {
    const broken = parseLockFile('yarn.lock', fixture('yarn/berry-unterminated-yarn.lock'));
    expect(broken).toEqual({
      path: 'yarn.lock',
      source: 'yarn.lock',
      format: 'yarn-berry',
      packages: [],
      skipped: [],
      errors: [{ path: 'yarn.lock', line: 7, message: 'unterminated double-quoted string' }],
    });
  });

  it('reports an entry without a resolution and goes on with the others', () => {
    const text =
      '__metadata:\n  version: 8\n\n"a@npm:^1.0.0":\n  version: 1.0.0\n\n"b@npm:^2.0.0":\n  resolution: "b@npm:2.0.1"\n';
    const parsed = parseLockFile('yarn.lock', text);
    expect(parsed.packages).toEqual(pinned('npm', 'yarn.lock', [['b', '2.0.1', 7]]));
    expect(parsed.errors).toEqual([
      { path: 'yarn.lock', line: 4, message: 'entry "a@npm:^1.0.0" has no resolution' },
    ]);
  });

  it("takes an entry's own resolution, not a dependency of that name, one in __metadata or a stray item", () => {
    const entry = '"a@npm:^1.0.0":\n  version: 1.0.0\n  resolution: "a@npm:1.0.0"\n';
    const texts = [
      `__metadata:\n  version: 8\n  resolution: "x@npm:9.9.9"\n\n${entry}`,
      `${entry}\n__metadata:\n  version: 8\n  resolution: "x@npm:9.9.9"\n`,
      `__metadata:\n  version: 8\n\n${entry}  dependencies:\n    resolution: "npm:^2.0.0"\n`,
      `__metadata:\n  version: 8\n\n- stray\n${entry}`,
    ];
    for (const text of texts) {
      const parsed = parseLockFile('yarn.lock', text);
      expect([parsed.errors, parsed.skipped]).toEqual([[], []]);
      expect(parsed.packages.map((p) => `${p.name}@${p.version}`)).toEqual(['a@1.0.0']);
    }
  });

  it('reports an entry whose resolution is empty', () => {
    const text = '__metadata:\n  version: 8\n\n"a@npm:^1.0.0":\n  version: 1.0.0\n  resolution:\n';
    expect(parseLockFile('yarn.lock', text).errors).toEqual([
      { path: 'yarn.lock', line: 4, message: 'entry "a@npm:^1.0.0" has no resolution' },
    ]);
  });

  it('skips what no known protocol installs and patches it cannot read; reads one without its patch path', () => {
    const text = [
      '__metadata:\n  version: 8\n',
      entry('gen@exec:./gen.js', 'gen@exec:./gen.js#./gen.js::hash=a1b2c3&locator=app%40workspace%3A.'),
      entry(
        'bad@patch:bad@npm%3A^1.0.0#./bad.patch',
        'bad@patch:bad@npm%E0%A41.0.0#./bad.patch::version=1.0.0',
      ),
      entry('loose@patch:loose@1.0#./loose.patch', 'loose@patch:loose@1.0#./loose.patch::version=1.0'),
      entry('bare@patch:bare@npm%3A^2.0.0', 'bare@patch:bare@npm%3A2.0.0'),
    ].join('\n');
    const parsed = parseLockFile('yarn.lock', text);
    expect(parsed.errors).toEqual([]);
    expect(parsed.skipped.map((s) => [s.name, s.reason, s.line])).toEqual([
      ['gen', 'unsupported', 4],
      ['bad', 'unsupported', 7],
      ['loose', 'unsupported', 10],
    ]);
    expect(parsed.packages.map((p) => `${p.name}@${p.version}`)).toEqual(['bare@2.0.0']);
  });

  it('reads aliases inside npm: references and bare versions inside patches; nested patches are not read', () => {
    const text = [
      '__metadata:\n  version: 8\n',
      entry('string-width-cjs@npm:string-width@^4.2.0', 'string-width-cjs@npm:string-width@4.2.3'),
      entry(
        'fsevents@patch:fsevents@^2.3.2#~builtin<compat/fsevents>',
        'fsevents@patch:fsevents@2.3.2#~builtin<compat/fsevents>::version=2.3.2&hash=18f3a7',
      ),
      entry(
        'resolve@patch:resolve@npm%3A^1.22.1#optional!builtin<compat/resolve>',
        'resolve@patch:resolve@npm%3A1.22.8#optional!builtin<compat/resolve>::version=1.22.8&hash=c3c19d',
      ),
      entry('x@patch:x@patch%3Ax@npm%3A1.0.0#a#b', 'x@patch:x@patch%3Ax@npm%253A1.0.0%23a#b'),
      entry('y@npm:^1.0.0', 'y@npm:1.0'),
      entry('z@npm:latest', 'z@npm:1.0.0::__archiveUrl=https%3A%2F%2Fnpm.example.com%2Fz%2F-%2Fz-1.0.0.tgz'),
    ].join('\n');
    const parsed = parseLockFile('yarn.lock', text);
    expect(parsed.errors).toEqual([]);
    expect(parsed.packages.map((p) => `${p.name}@${p.version}`)).toEqual([
      'string-width@4.2.3',
      'fsevents@2.3.2',
      'resolve@1.22.8',
      'z@1.0.0',
    ]);
    expect(parsed.skipped.map((s) => [s.name, s.reason])).toEqual([
      ['x', 'unsupported'],
      ['y', 'unpinned'],
    ]);
  });

  it('knows a Berry file without its __metadata by its YAML fields; a classic file stays classic', () => {
    const berry = parseLockFile(
      'yarn.lock',
      '"a@npm:^1.0.0":\n  version: 1.0.0\n  resolution: "a@npm:1.0.0"\n',
    );
    expect([berry.format, berry.packages.map((p) => p.name)]).toEqual(['yarn-berry', ['a']]);
    const classic = parseLockFile('yarn.lock', 'a@^1.0.0:\n  version "1.0.0"\n  "resolution" "x"\n');
    expect([classic.format, classic.packages.map((p) => p.name)]).toEqual(['yarn-classic', ['a']]);
  });
});
