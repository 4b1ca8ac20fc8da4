import { describe, expect, it } from 'vitest';
import { newRunState } from '../../src/runtime/state.ts';

describe('newRunState', () => {
  it('names the command as the settings read it, in any case, and a scan for anything else', () => {
    const at = new Date(0);
    expect(newRunState('MONITOR', at).command).toBe('monitor');
    expect(newRunState(' quick-check ', at).command).toBe('quick-check');
    expect(newRunState('deploy', at).command).toBe('scan');
  });
});
