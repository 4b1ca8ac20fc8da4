// Set up for every test file (vitest setupFiles): Bottleneck, under Octokit's retry and throttling plugins,
// yields to the event loop with setTimeout(0) several times per request, and each costs at least 1 ms: an
// Octokit call to the loopback stand-in took ~15 ms, most of it idle. Here it yields with setImmediate,
// which lets the same pending I/O run first; waits longer than 0 (retry and spacing delays) stay real timers.
import { createRequire } from 'node:module';
import type BottleneckType from 'bottleneck';

// The plugins' own copy (bottleneck/light.js, which ships no types), not the package's main module.
const Bottleneck = createRequire(import.meta.url)('bottleneck/light.js') as typeof BottleneckType;

interface Datastore {
  yieldLoop: (this: unknown, ms?: number) => Promise<void>;
}

const store = Object.getPrototypeOf((new Bottleneck() as unknown as { _store: object })._store) as Datastore;
if (typeof store.yieldLoop !== 'function') {
  throw new Error(
    'bottleneck changed: its local datastore has no yieldLoop; update test/support/bottleneck-hooks.ts',
  );
}
const timed = store.yieldLoop;
store.yieldLoop = function (ms = 0) {
  return ms === 0 ? new Promise((resolve) => setImmediate(resolve)) : timed.call(this, ms);
};
