import { describe, expect, it } from 'vitest';
import { outcomeOf, toView } from '../../../src/commands/repository-check/judgement.ts';
import type { RepositoryCheck } from '../../../src/api/types-operations.ts';
import { counted } from '../../../src/plural.ts';

const check = (over: Partial<RepositoryCheck> = {}): RepositoryCheck => ({
  checkId: 'rck_1',
  status: 'succeeded',
  reused: false,
  repository: {},
  mode: null,
  kind: 'library',
  verdict: 'safe',
  appRisk: null,
  score: 90,
  summary: 'Summary.',
  plainSummary: null,
  findings: [],
  moreFindings: 0,
  coverage: null,
  failure: null,
  webUrl: 'https://app.example.com/repository-checks/rck_1',
  suggestedPollAfterSeconds: null,
  ...over,
});
const target = {
  url: 'https://github.com/owner/repo',
  source: { file: '.github/workflows/ci.yml', line: 6, uses: 'owner/repo@v1' },
};
const judged = (over: Partial<RepositoryCheck>, timedOut = false) =>
  outcomeOf(toView(target, check(over), timedOut));

describe('repository check judgement', () => {
  it('passes safe, warns on caution, fails do_not_install, ignorable by URL or owner/repo', () => {
    expect(judged({ verdict: 'safe' })).toBeNull();
    expect(judged({ verdict: 'caution' })?.level).toBe('warn');
    expect(judged({ verdict: 'do_not_install', plainSummary: 'Steals tokens.' })).toEqual({
      level: 'fail',
      group: counted('repository', 'the service says not to install', 'repositories'),
      item: 'https://github.com/owner/repo (.github/workflows/ci.yml:6): Steals tokens.',
      ignoreIds: ['https://github.com/owner/repo', 'owner/repo'],
      row: 'repository https://github.com/owner/repo',
    });
  });

  it('fails a failed check with its failure explained, and a check the wait gave up on', () => {
    const failed = judged({ status: 'failed', verdict: null, failure: 'not-found' });
    expect(failed?.level).toBe('fail');
    expect(failed?.item).toContain('not-found: the repository does not exist or is not public');
    expect(judged({ status: 'failed', verdict: null, failure: 'brand-new' })?.item).toContain(
      'brand-new: a failure this version of the action does not know',
    );
    const late = judged({ status: 'running', verdict: null }, true);
    expect(late?.group.one).toBe(
      'repository check still running when the wait ended (raise wait-timeout-minutes to wait longer)',
    );
    expect(late?.item).toMatch(/: still running$/);
  });

  it('warns on a finished check without a known verdict, and reads findings tolerantly', () => {
    expect(judged({ verdict: null })?.level).toBe('warn');
    expect(judged({ verdict: 'maybe' })?.item).toContain('verdict maybe');
    const view = toView(
      target,
      check({ findings: [{ title: 'x', severity: 'high' }, 'junk', {}] as never }),
      false,
    );
    expect(view.findings).toEqual([
      { severity: 'high', title: 'x' },
      { severity: 'unknown', title: '' },
    ]);
  });
});
