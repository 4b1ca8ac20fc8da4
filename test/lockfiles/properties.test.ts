// Property suite of the lock-file parsers (issue 13): whatever the text, a parser ends in a result,
// with any error naming its file and a line of it, never a throw or a hang, and uploads only exact
// versions under registry names that stand in the file. Inputs are the fixtures, truncated and mutated,
// and text from nothing. Seeded: fast-check prints the seed and path of a failing case; reproduce it with
// LOCKFILE_PROPERTY_SEED=<seed> npx vitest run test/lockfiles/properties.test.ts
// (LOCKFILE_PROPERTY_RUNS raises the number of cases per fixture; the default keeps the suite near 5 s).
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLockFile } from '../../src/lockfiles/index.ts';
import type { ParsedLockFile } from '../../src/lockfiles/types.ts';
import { FIXTURES } from './fixture.ts';
import { mutate, mutations } from './mutations.ts';

const SEED = Number(process.env.LOCKFILE_PROPERTY_SEED ?? 20261123);
const RUNS = Number(process.env.LOCKFILE_PROPERTY_RUNS ?? 120);
/**
 * A hang guard, not a speed target (speed lives in `npm run bench`): the hostile shapes below are a few
 * megabytes, which a linear parser reads in about a second even on a busy machine, and a quadratic one
 * in hours.
 */
const PARSE_BUDGET_MS = 10_000;
const SETTINGS = { seed: SEED, numRuns: RUNS } as const;

/** Every fixture with the lock-file name it is parsed under. */
const FIXTURE_FILES = (readdirSync(FIXTURES, { recursive: true }) as string[])
  .map((file) => file.replaceAll('\\', '/'))
  .filter((file) => /\.(?:json|yaml|lock|txt)$/.test(file))
  .sort()
  .map((file) => ({ file, path: lockName(file), text: readFileSync(`${FIXTURES}${file}`, 'utf8') }));

function lockName(file: string): string {
  const names = ['package-lock.json', 'npm-shrinkwrap.json', 'pnpm-lock.yaml', 'yarn.lock', 'poetry.lock'];
  return names.find((name) => file.endsWith(name)) ?? 'requirements.txt';
}

/** Includes come from the requirements fixture folder, unchanged. */
function readInclude(path: string): string | null {
  try {
    return readFileSync(`${FIXTURES}requirements/${path}`, 'utf8');
  } catch {
    return null;
  }
}

function parse(path: string, text: string): ParsedLockFile {
  const start = performance.now();
  const parsed = parseLockFile(path, text, { readInclude });
  const elapsed = performance.now() - start;
  if (elapsed > PARSE_BUDGET_MS) throw new Error(`${path}: parse took ${elapsed.toFixed(0)} ms`);
  return parsed;
}

/** Lines as the most generous reader counts them (pip splits at every Python line boundary). */
function lineCount(text: string): number {
  return (text.match(/\r\n|[\n\r\v\f\x1c-\x1e\x85\u2028\u2029]/g)?.length ?? 0) + 1;
}

/** A coarse oracle of its own (not the parsers' rules): what an uploaded name and version look like. */
const LOOKS_UPLOADABLE = {
  npm: [
    /^(?:@[^\s/:@%]+\/)?[^\s/:@%._][^\s/:@%]*$/,
    /^(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)(?:[-+][0-9A-Za-z.+-]+)?$/,
  ],
  pypi: [/^[a-z0-9]+(?:-[a-z0-9]+)*$/, /^v?(?:\d+!)?\d+(?:\.\d+)*[0-9A-Za-z.+_-]*$/i],
} as const;

/** Throws naming the first broken promise; fast-check reports it with the seed. */
function checkResult(path: string, text: string, parsed: ParsedLockFile): void {
  const texts = new Map([[path, text]]);
  const textOf = (file: string) => {
    if (!texts.has(file)) texts.set(file, readInclude(file) ?? '');
    return texts.get(file) ?? '';
  };
  const isLine = (file: string, line: number) =>
    Number.isInteger(line) && line >= 1 && line <= lineCount(textOf(file));
  for (const error of parsed.errors) {
    if (typeof error.message !== 'string' || error.message === '')
      throw new Error('an error without a message');
    if (error.line === null || !isLine(error.path, error.line)) {
      throw new Error(`error "${error.message}" names no line of ${error.path}: ${String(error.line)}`);
    }
  }
  for (const entry of parsed.packages) {
    const [name, version] = LOOKS_UPLOADABLE[entry.ecosystem];
    if (!name.test(entry.name) || !version.test(entry.version)) {
      throw new Error(`uploaded ${entry.name}@${entry.version}, not an exact release under a registry name`);
    }
    if (!textOf(entry.path).includes(entry.version))
      throw new Error(`${entry.version} is not in ${entry.path}`);
    if (!entry.lines.every((line) => isLine(entry.path, line)))
      throw new Error(`bad lines ${entry.lines.join()}`);
  }
  for (const entry of parsed.skipped) {
    if (!isLine(entry.path, entry.line)) throw new Error(`skipped ${entry.name} on no line: ${entry.line}`);
  }
}

describe.each(FIXTURE_FILES)('$file parsed as $path', ({ path, text }) => {
  it('ends in a result with errors on lines of the file, whatever is cut or changed', () => {
    fc.assert(
      fc.property(mutations, (edits) => {
        const mutated = mutate(text, edits);
        checkResult(path, mutated, parse(path, mutated));
      }),
      SETTINGS,
    );
  });
});

describe('text from nothing', () => {
  const HEADERS: readonly [string, string][] = [
    ['package-lock.json', '{"lockfileVersion": 3, "packages": {"node_modules/a": '],
    ['pnpm-lock.yaml', "lockfileVersion: '9.0'\npackages:\n  "],
    ['yarn.lock', '# yarn lockfile v1\n\n'],
    ['yarn.lock', '__metadata:\n  version: 8\n\n'],
    ['requirements.txt', ''],
    ['poetry.lock', '[[package]]\n'],
  ];

  it.each(HEADERS)('%s after %j ends in a result', (path, header) => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (body) => {
        checkResult(path, header + body, parse(path, header + body));
      }),
      SETTINGS,
    );
  });
});

describe('hostile shapes stay fast', () => {
  it.each([
    ['requirements.txt', `${' '.repeat(200_000)}x #`],
    ['requirements.txt', `https://example.com/x${' '.repeat(200_000)}y`],
    ['requirements.txt', `./x${'/'.repeat(200_000)}y`],
    ['requirements.txt', '\\\n'.repeat(100_000)],
    ['package-lock.json', `${'['.repeat(200_000)}${']'.repeat(200_000)}`],
    ['package-lock.json', `{"packages":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_001)}`],
    ['pnpm-lock.yaml', `a:\n${Array.from({ length: 3_000 }, (_, i) => `${' '.repeat(i + 1)}k:`).join('\n')}`],
    ['pnpm-lock.yaml', `a: ${'{a: '.repeat(50_000)}`],
    ['pnpm-lock.yaml', `a: ${'{\n'.repeat(100_000)}`],
    ['yarn.lock', `__metadata:\n  version: 8\na: [\n${'  "x\\\\", # c\n'.repeat(100_000)}`],
    ['yarn.lock', Array.from({ length: 3_000 }, (_, i) => `${'  '.repeat(i)}k:`).join('\n')],
    ['yarn.lock', `"${'\\"'.repeat(100_000)}`],
    ['poetry.lock', `a = ${'['.repeat(200_000)}`],
    ['poetry.lock', `a = "${'\\'.repeat(200_000)}`],
  ])('%s: %#', (path, text) => {
    const parsed = parse(path, text);
    expect(() => checkResult(path, text, parsed)).not.toThrow();
  });
});
