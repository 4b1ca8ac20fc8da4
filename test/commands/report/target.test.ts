import { describe, expect, it } from 'vitest';
import { targetMismatch } from '../../../src/commands/report/target.ts';

const target = { number: 7, repository: 'octo-org/octo-repo', headSha: 'a'.repeat(40) };
const open = { state: 'open', headSha: 'a'.repeat(40), baseRepo: 'octo-org/octo-repo' };

describe('targetMismatch', () => {
  it('accepts an open pull request of this repository at the commit judged (repository names ignore case)', () => {
    expect(targetMismatch(open, target)).toBeNull();
    expect(targetMismatch({ ...open, baseRepo: 'Octo-Org/Octo-Repo' }, target)).toBeNull();
  });

  it.each([
    ['no such pull request', null, 'octo-org/octo-repo has no pull request #7'],
    [
      'another repository',
      { ...open, baseRepo: 'x/y' },
      'pull request #7 is opened against x/y, not this repository (octo-org/octo-repo)',
    ],
    ['a closed one', { ...open, state: 'closed' }, 'pull request #7 is closed, not open'],
    [
      'a moved head',
      { ...open, headSha: 'c'.repeat(40) },
      /^pull request #7 is now at c{40}, not at the commit the report judged \(a{40}\)/,
    ],
  ])('refuses %s, naming what did not match', (_what, pull, message) => {
    expect(targetMismatch(pull, target)).toMatch(message);
  });
});
