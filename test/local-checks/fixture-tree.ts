// Copies a fixture tree of test/fixtures/local-checks into a temporary folder, replacing each `@@name@@`
// with the fake credential of that name (fake-secrets.ts), so the repository never holds the credentials.
// TypeScript fixtures are stored as `*.ts.fixture` (the project's tsc would type-check them otherwise) and
// get their real name back in the copy. Every tree is removed after its test file, even when a test fails
// before its own remove().
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { enumerateFiles } from '../../src/local-checks/files.ts';
import type { LocalCheckResult, RepositoryFile } from '../../src/local-checks/types.ts';
import { removeAfter } from '../support/cleanup.ts';
import { fakeSecrets, secretValues } from './fake-secrets.ts';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '../fixtures/local-checks');

export const SECRETS = fakeSecrets();

export interface Tree {
  readonly root: string;
  files(): Promise<readonly RepositoryFile[]>;
  write(path: string, content: string | Buffer): void;
  git(...args: string[]): string;
  remove(): void;
}

/** A fresh temporary folder holding the fixture (or nothing, for `materialize(null)`). */
export function materialize(fixture: string | null): Tree {
  const root = removeAfter('file', mkdtempSync(join(tmpdir(), 'ssa-local-checks-')));
  if (fixture !== null) copyTree(join(FIXTURES, fixture), root);
  const tree: Tree = {
    root,
    files: async () => (await enumerateFiles(root)).files,
    write(path, content) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), typeof content === 'string' ? fill(content) : content);
    },
    git: (...args) =>
      execFileSync(
        'git',
        [
          '-c',
          'user.name=Test',
          '-c',
          'user.email=test@example.invalid',
          '-c',
          'commit.gpgsign=false',
          ...args,
        ],
        {
          cwd: root,
          encoding: 'utf8',
        },
      ),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
  return tree;
}

function copyTree(from: string, to: string): void {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name.replace(/\.fixture$/, ''));
    if (entry.isDirectory()) {
      mkdirSync(target, { recursive: true });
      copyTree(source, target);
    } else writeFileSync(target, fill(readFileSync(source, 'utf8')));
  }
}

export function fill(template: string): string {
  return template.replace(/@@(\w+)@@/g, (token, name: string) => SECRETS[name] ?? token);
}

/** What a test compares: where each result is and which rule fired. */
export function located(results: readonly LocalCheckResult[]): string[] {
  return results.map((r) => `${r.file}:${r.line} ${r.ruleId} ${r.severity}`).sort();
}

/** No message or evidence holds a fake secret, nor anything of one past the 4 characters a redaction shows. */
export function expectNoSecretsShown(results: readonly LocalCheckResult[]): void {
  for (const result of results) {
    const shown = `${result.message} ${result.evidence ?? ''}`;
    for (const secret of secretValues(SECRETS)) {
      expect(shown).not.toContain(secret);
      expect(shown).not.toContain(secret.slice(4, 12));
    }
  }
}
