// The tests Stryker runs against each mutant (npm run mutation): the unit and property tests of the mutated
// modules, not the end-to-end runs, which start the simulator and take minutes.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'test/neutralise/**/*.test.ts',
      'test/properties/**/*.test.ts',
      'test/policy/**/*.test.ts',
      'test/api/envelope-parser.test.ts',
      'test/api/retry.test.ts',
      'test/lockfiles/**/*.test.ts',
      'test/render/**/*.test.ts',
      'test/github/annotations.test.ts',
    ],
    setupFiles: ['test/support/cleanup-hooks.ts'],
    testTimeout: 30_000,
  },
});
