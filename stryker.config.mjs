// Mutation testing (npm run mutation; not in CI: it is CPU-heavy). Mutates the modules whose mistakes a
// test suite most easily misses: the neutralisers, the policy, the envelope and retry logic and the
// lock-file parsers. `npm run mutation -- --mutate 'src/neutralise/**/*.ts'` narrows a run.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: [
    'src/neutralise/**/*.ts',
    'src/policy/**/*.ts',
    'src/api/envelope-parser.ts',
    'src/api/retry.ts',
    'src/lockfiles/**/*.ts',
  ],
  coverageAnalysis: 'perTest',
  ignoreStatic: true,
  concurrency: 2,
  // Added to a test run's own time: a mutant that loops is stopped soon, and each stop restarts a worker.
  timeoutMS: 4_000,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
