// Set up for every test file (vitest setupFiles): libraries that write to stdout themselves (@actions/cache
// through @actions/core) show no `::debug::` lines unless debugging is asked for, as on the runner.
import { routeStdout } from '../../simulator/runner/step-log.ts';

routeStdout();
