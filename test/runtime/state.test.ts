import { describe, expect, it } from 'vitest';
import { commandNamed } from '../../src/commands/registry.ts';
import { newRunState } from '../../src/runtime/state.ts';

describe('newRunState', () => {
  it('names the command as the settings read it, in any case, and a scan for anything else', () => {
    const at = new Date(0);
    expect(newRunState(commandNamed('MONITOR'), at).command).toBe('monitor');
    expect(newRunState(commandNamed(' quick-check '), at).command).toBe('quick-check');
    expect(newRunState(commandNamed('deploy'), at).command).toBe('scan');
  });
});
