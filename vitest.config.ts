import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// Every in-process run starts its local checks in a worker thread, which loads the TypeScript sources
// again (type stripping, then compiling): Node's compile cache, inherited by the test processes and their
// threads, keeps both between runs and between test files.
process.env.NODE_COMPILE_CACHE ??= join(import.meta.dirname, 'node_modules', '.cache', 'node-compile-cache');

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Removes and closes what tests registered (test/support/cleanup.ts), for every test file.
    // Hides `::debug::` lines of libraries unless debugging is asked for (test/support/step-log-hooks.ts).
    // Octokit's limiters yield with setImmediate, not a 1 ms timer (test/support/bottleneck-hooks.ts).
    setupFiles: [
      'test/support/cleanup-hooks.ts',
      'test/support/step-log-hooks.ts',
      'test/support/bottleneck-hooks.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Test files share their worker's modules instead of loading them again each: no test depends on
    // module state, and the in-process end-to-end runs put the environment and working directory back.
    isolate: false,
    // Processes, not threads: the in-process end-to-end runs enter the workspace as a step does (chdir).
    pool: 'forks',
    // One worker more than the cores: part of the end-to-end time waits on real timers (undici's limits,
    // the bundle's poll floor) and on child processes, which another worker's tests fill.
    maxWorkers: availableParallelism() + 1,
  },
});
