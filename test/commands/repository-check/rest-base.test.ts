import { describe, expect, it } from 'vitest';
import { restBaseFiles } from '../../../src/commands/repository-check/rest-base.ts';
import type { PullChange, PullFilesApi } from '../../../src/github/pull-files.ts';

function api(changes: PullChange[], texts: Record<string, string>): PullFilesApi & { read: string[] } {
  const read: string[] = [];
  return {
    read,
    listChanges: () => Promise.resolve(changes),
    fileAt: (path, ref) => {
      read.push(`${ref}:${path}`);
      return Promise.resolve(texts[path] ?? null);
    },
  };
}

const change = (filename: string, status: string, previousFilename: string | null = null): PullChange => ({
  filename,
  status,
  previousFilename,
});

describe('base files from the GitHub API', () => {
  it('keeps unchanged head files, reads changed ones at the base under their old name, skips added ones', async () => {
    const head = [
      { path: '.github/workflows/same.yml', text: 'same' },
      { path: '.github/workflows/edited.yml', text: 'new text' },
      { path: '.github/workflows/renamed.yml', text: 'moved' },
      { path: '.github/workflows/added.yml', text: 'added' },
    ];
    const gh = api(
      [
        change('.github/workflows/edited.yml', 'modified'),
        change('.github/workflows/renamed.yml', 'renamed', '.github/workflows/old-name.yml'),
        change('.github/workflows/added.yml', 'added'),
        change('.github/workflows/gone.yml', 'removed'),
        change('src/app.ts', 'modified'),
      ],
      { '.github/workflows/edited.yml': 'old text', '.github/workflows/old-name.yml': 'moved' },
    );
    const files = await restBaseFiles(gh, 7, 'b'.repeat(40), head);
    expect(files).toEqual([
      { path: '.github/workflows/same.yml', text: 'same' },
      { path: '.github/workflows/edited.yml', text: 'old text' },
      { path: '.github/workflows/old-name.yml', text: 'moved' },
      { path: '.github/workflows/gone.yml', text: null },
    ]);
    expect(gh.read.every((r) => r.startsWith(`${'b'.repeat(40)}:`))).toBe(true);
  });
});
