import { describe, expect, it } from 'vitest';
import { checkPullRequest } from '../../../src/steps/pull-request-data/verify.ts';

const claim = {
  number: 7,
  repository: 'octo-org/octo-repo',
  headSha: 'a'.repeat(40),
  headRepository: 'someone/octo-repo',
};
const open = {
  state: 'open',
  headSha: 'a'.repeat(40),
  baseRepo: 'octo-org/octo-repo',
  headRepo: 'someone/octo-repo',
};

describe('checkPullRequest', () => {
  it('confirms an open pull request of this repository from the named fork at the named head (names ignore case)', () => {
    expect(checkPullRequest(open, claim)).toEqual({ kind: 'confirmed', pull: open });
    const shouting = { ...open, baseRepo: 'Octo-Org/Octo-Repo', headRepo: 'Someone/Octo-Repo' };
    expect(checkPullRequest(shouting, claim).kind).toBe('confirmed');
  });

  it.each([
    ['no such pull request', null, 'octo-org/octo-repo has no pull request #7'],
    [
      'another repository',
      { ...open, baseRepo: 'x/y' },
      'pull request #7 is opened against x/y, not this repository (octo-org/octo-repo)',
    ],
    [
      'another fork',
      { ...open, headRepo: 'mallory/octo-repo' },
      'pull request #7 comes from mallory/octo-repo, not from someone/octo-repo, whose run made the data',
    ],
    [
      'a deleted fork',
      { ...open, headRepo: null },
      'pull request #7 comes from a deleted repository, not from someone/octo-repo, whose run made the data',
    ],
  ])('refuses %s as a mismatch, naming it', (_what, pull, why) => {
    expect(checkPullRequest(pull, claim)).toEqual({ kind: 'mismatch', why });
  });

  it('does not check the head repository when the run names none', () => {
    expect(checkPullRequest({ ...open, headRepo: 'x/y' }, { ...claim, headRepository: null }).kind).toBe(
      'confirmed',
    );
  });

  it.each([
    ['a closed one', { ...open, state: 'closed' }, /^pull request #7 is closed: there is nothing to judge/],
    [
      'a head that moved on',
      { ...open, headSha: 'c'.repeat(40) },
      /^pull request #7 is now at c{40}, not at a{40}: the newer push gets its own run$/,
    ],
  ])('calls %s superseded', (_what, pull, why) => {
    const check = checkPullRequest(pull, claim);
    expect(check.kind).toBe('superseded');
    expect(check.kind === 'superseded' && check.why).toMatch(why);
  });
});
