import { describe, expect, it } from 'vitest';
import { MAX_RESULTS_PER_CHECK, partialChecks } from '../../src/local-checks/partial-checks.ts';

describe('partialChecks', () => {
  it('names nothing for checks that covered everything, a whole history included', () => {
    const perCheck = { 'tracked-secrets': { results: MAX_RESULTS_PER_CHECK, ms: 1 } };
    expect(partialChecks({ perCheck })).toEqual([]);
    const history = { commitsRead: 3, commitsInRange: 3, gaps: [] };
    expect(partialChecks({ perCheck, history })).toEqual([]);
    // An empty range (a pull request that brings no commit) was read whole.
    expect(partialChecks({ perCheck, history: { commitsRead: 0, commitsInRange: 0, gaps: [] } })).toEqual([]);
  });

  it('names results cut at the per-check bound', () => {
    const perCheck = { 'source-maps': { results: MAX_RESULTS_PER_CHECK + 1, ms: 1 } };
    expect(partialChecks({ perCheck })).toEqual([
      {
        id: 'source-maps',
        why: `${MAX_RESULTS_PER_CHECK + 1} results, only the first ${MAX_RESULTS_PER_CHECK} kept`,
      },
    ]);
  });

  it('names a history read partly, with its gaps, or not read at all', () => {
    const gaps = ['shallow clone: only the fetched commits were read', 'stopped at its time bound'];
    expect(partialChecks({ perCheck: {}, history: { commitsRead: 1, commitsInRange: 5, gaps } })).toEqual([
      {
        id: 'git-history',
        why: 'history read partly (shallow clone: only the fetched commits were read; stopped at its time bound)',
      },
    ]);
    expect(
      partialChecks({ perCheck: {}, history: { commitsRead: 0, commitsInRange: null, gaps: [] } }),
    ).toEqual([{ id: 'git-history', why: 'no git history could be read' }]);
  });
});
