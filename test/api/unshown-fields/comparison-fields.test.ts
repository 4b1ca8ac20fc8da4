import { describe, expect, it } from 'vitest';
import { readChanges } from '../../../src/api/unshown-fields/comparison-fields.ts';

describe('readChanges', () => {
  it('reads { change, finding } items, keeping the finding as sent', () => {
    const finding = {
      id: 'f1',
      code: 'WEB-ABC123',
      severity: 'high',
      state: 'attention',
      title: 'T',
      evidence: ['e'],
      sources: [],
      steps: [],
      extra: 1,
    };
    const [change] = readChanges([{ change: 'new', finding }]);
    expect(change?.change).toBe('new');
    expect(change?.finding).toMatchObject(finding);
  });

  it('degrades unknown changes to "unknown", findings without an id to null, and fills the fields reports read', () => {
    const changes = readChanges([
      { change: 'moved', finding: { id: 'f2', severity: 5, evidence: 'one' } },
      { change: 'fixed' },
      'garbage',
    ]);
    expect(changes.map((c) => c.change)).toEqual(['unknown', 'fixed', 'unknown']);
    expect(changes[0]?.finding).toMatchObject({
      id: 'f2',
      severity: 'unknown',
      state: 'unknown',
      title: '',
      evidence: [],
    });
    expect(changes[1]?.finding).toBeNull();
    expect(readChanges({ not: 'a list' })).toEqual([]);
  });
});
