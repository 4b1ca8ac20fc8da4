import { describe, expect, it } from 'vitest';
import { codeLink, codeUrl, type CodeSource } from '../../src/render/code-link.ts';
import { renderComment } from '../../src/render/comment.ts';
import { report } from './fixtures.ts';
import { summaryOf } from '../support/summary.ts';

const SHA = '0123456789abcdef0123456789abcdef01234567';
const GITHUB: CodeSource = { serverUrl: 'https://github.com', repository: 'octo-org/octo-repo', sha: SHA };
const GHES: CodeSource = { ...GITHUB, serverUrl: 'https://ghe.corp.example' };

describe('codeUrl', () => {
  it('links a file and line at the checked commit', () => {
    expect(codeUrl(GITHUB, 'src/config.ts', 12)).toBe(
      `https://github.com/octo-org/octo-repo/blob/${SHA}/src/config.ts#L12`,
    );
  });

  it('uses the server it is given (GitHub Enterprise Server)', () => {
    expect(codeUrl(GHES, 'package-lock.json', 3)).toBe(
      `https://ghe.corp.example/octo-org/octo-repo/blob/${SHA}/package-lock.json#L3`,
    );
  });

  it('percent-encodes each path segment and leaves out the anchor without a line', () => {
    expect(codeUrl(GITHUB, 'docs/my file#1?.md', null)).toBe(
      `https://github.com/octo-org/octo-repo/blob/${SHA}/docs/my%20file%231%3F.md`,
    );
    expect(codeUrl(GITHUB, 'a/(b)/c.yml', 0)).toBe(
      `https://github.com/octo-org/octo-repo/blob/${SHA}/a/(b)/c.yml`,
    );
  });

  it('gives no link without a commit or a repository, or for a path that leaves the repository', () => {
    expect(codeUrl(null, 'a.ts', 1)).toBeNull();
    expect(codeUrl({ ...GITHUB, sha: '' }, 'a.ts', 1)).toBeNull();
    expect(codeUrl({ ...GITHUB, repository: '' }, 'a.ts', 1)).toBeNull();
    for (const path of ['/etc/passwd', '../x', 'a/../../x', 'a//b', './a'])
      expect(codeUrl(GITHUB, path, 1)).toBeNull();
  });
});

describe('codeLink', () => {
  it('is inert Markdown text, linked where it can be', () => {
    expect(codeLink(GITHUB, 'src/a_b.ts', 2)).toBe(
      `[src/a\\_b.ts:2](https://github.com/octo-org/octo-repo/blob/${SHA}/src/a_b.ts#L2)`,
    );
    expect(codeLink(null, 'src/a_b.ts', 2)).toBe('src/a\\_b.ts:2');
  });

  it('keeps a hostile file name inert inside the link text', () => {
    const out = codeLink(GITHUB, '[x](https:/evil.example)@octocat.ts', 1);
    // Brackets are escaped, so the only link is ours.
    expect(out).toContain('\\[x\\](https:/evil.example)');
    expect(out.match(/[^\\]\]\(/g)).toHaveLength(1);
    expect(out).not.toMatch(/@octocat/);
  });
});

describe('file and line links in the summary and the comment', () => {
  const withFiles = report({
    source: GHES,
    localChecks: {
      ran: ['tracked-secrets'],
      refused: [],
      results: [
        {
          checkId: 'tracked-secrets',
          ruleId: 'stripe-live-key',
          severity: 'high',
          file: 'src/config.ts',
          line: 4,
          message: 'A live key',
          evidence: null,
          commit: null,
        },
      ],
    },
  });
  const link = `https://ghe.corp.example/octo-org/octo-repo/blob/${SHA}/src/config.ts#L4`;

  it('links every local-check result in both', () => {
    expect(summaryOf(withFiles)).toContain(`(${link})`);
    expect(renderComment(withFiles, '<!-- m -->', null)).toContain(`(${link})`);
  });

  it('shows plain text when the commit is not known', () => {
    const out = summaryOf({ ...withFiles, source: null });
    expect(out).toContain('src/config.ts:4');
    expect(out).not.toContain('/blob/');
  });
});
