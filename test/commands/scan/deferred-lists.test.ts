// The local work's lists, recorded beside the scan flow's and put back where the sequential order had them.
import { describe, expect, it } from 'vitest';
import { deferLists, insertDeferred, markLists } from '../../../src/commands/scan/deferred-lists.ts';
import { newRunState } from '../../../src/runtime/state.ts';

describe('deferred lists', () => {
  it('puts each part before what the state gained after the mark, in the parts order', () => {
    const state = newRunState('scan', new Date(0));
    state.warnings.push('before');
    const mark = markLists(state);
    const lockFiles = deferLists(state);
    const checks = deferLists(state);
    // In time: the flow first, the checks next, the lock files last.
    state.warnings.push('flow');
    state.skipped.push({ what: 'Wait', why: 'not waiting' });
    checks.state.warnings.push('checks');
    lockFiles.state.skipped.push({ what: 'Dependency upload', why: 'no lock file found' });
    lockFiles.state.warnings.push('lock files');
    expect(state.warnings).toEqual(['before', 'flow']);

    insertDeferred(state, mark, [lockFiles, checks]);
    expect(state.warnings).toEqual(['before', 'lock files', 'checks', 'flow']);
    expect(state.skipped.map((s) => s.what)).toEqual(['Dependency upload', 'Wait']);
    // Once: a second call adds nothing.
    insertDeferred(state, mark, [lockFiles, checks]);
    expect(state.warnings).toHaveLength(4);
  });

  it('shares every other field with the state', () => {
    const state = newRunState('scan', new Date(0));
    const part = deferLists(state);
    part.state.localChecks = { ran: [], refused: [], results: [] };
    expect(state.localChecks).toEqual({ ran: [], refused: [], results: [] });
    expect(part.state.command).toBe('scan');
  });
});
