// A run context for unit tests: a push to o/r on github.com, with what a test is about set by `over`.
import type { RunContext } from '../../src/github/context.ts';

export const runContext = (over: Partial<RunContext> = {}): RunContext => ({
  eventName: 'push',
  owner: 'o',
  repo: 'r',
  pullNumber: null,
  fromFork: false,
  runId: '1',
  job: 'j',
  workflow: 'w',
  serverUrl: 'https://github.com',
  apiUrl: 'https://api.github.com',
  workspace: '/w',
  tempDir: '/t',
  sha: 'a'.repeat(40),
  baseSha: null,
  ...over,
});
