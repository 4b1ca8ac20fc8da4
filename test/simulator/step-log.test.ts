// The step's log as the runner shows it: `::debug::` lines hidden unless debugging is asked for, and what
// a run writes to stdout past the toolkit routed to that run's recording.
import { afterEach, describe, expect, it } from 'vitest';
import {
  captureStdout,
  debugAskedFor,
  isDebugLine,
  lineReader,
  routeStdout,
} from '../../simulator/runner/step-log.ts';

const saved = { RUNNER_DEBUG: process.env.RUNNER_DEBUG, ACTIONS_STEP_DEBUG: process.env.ACTIONS_STEP_DEBUG };
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) Reflect.deleteProperty(process.env, name);
    else process.env[name] = value;
  }
});

/** A stream that keeps what reaches it, routed as the tests' stdout is. */
function routedStream() {
  const written: string[] = [];
  const stream = {
    write: (chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    },
  } as Pick<NodeJS.WriteStream, 'write'>;
  routeStdout(stream);
  return { stream, written };
}

describe('step log', () => {
  it('asks for debugging as the runner does', () => {
    expect(debugAskedFor({ RUNNER_DEBUG: '1' })).toBe(true);
    expect(debugAskedFor({ ACTIONS_STEP_DEBUG: 'true' })).toBe(true);
    expect(debugAskedFor({ RUNNER_DEBUG: 'true', ACTIONS_STEP_DEBUG: 'false' })).toBe(false);
    expect(debugAskedFor({})).toBe(false);
  });

  it('knows a debug command after leading whitespace, and nothing else', () => {
    expect(isDebugLine('::debug::Resolved Keys:')).toBe(true);
    expect(isDebugLine('  ::debug::x')).toBe(true);
    expect(isDebugLine('::warning::x ::debug::y')).toBe(false);
    expect(isDebugLine('debug: x')).toBe(false);
  });

  it('reads lines ended by \\n, \\r\\n or a lone \\r, across chunks', () => {
    const lines: string[] = [];
    const reader = lineReader((line) => lines.push(line));
    reader.write('one\r\ntw');
    reader.write('o\rthree\nfo');
    expect(lines).toEqual(['one', 'two', 'three']);
    reader.end();
    expect(lines).toEqual(['one', 'two', 'three', 'fo']);
  });

  it('hides debug lines written outside a run unless debugging is asked for', () => {
    delete process.env.RUNNER_DEBUG;
    delete process.env.ACTIONS_STEP_DEBUG;
    const { stream, written } = routedStream();
    stream.write('::debug::Cache service version: v2\nCache restored successfully\n');
    stream.write('::debug::zstd version: 1.5.4\n');
    expect(written.join('')).toBe('Cache restored successfully\n');

    process.env.RUNNER_DEBUG = '1';
    stream.write('::debug::zstd version: 1.5.4\n');
    expect(written.at(-1)).toBe('::debug::zstd version: 1.5.4\n');
  });

  it("routes what each run writes, also asynchronously, to that run's sink", async () => {
    const { stream, written } = routedStream();
    const sunk = { a: [] as string[], b: [] as string[] };
    const writeLater = (text: string) =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          stream.write(text);
          resolve();
        }, 1),
      );
    await Promise.all([
      captureStdout(
        (t) => sunk.a.push(t),
        () => writeLater('::debug::from a\n'),
      ),
      captureStdout(
        (t) => sunk.b.push(t),
        () => writeLater('from b\n'),
      ),
    ]);
    expect(sunk).toEqual({ a: ['::debug::from a\n'], b: ['from b\n'] });
    expect(written).toEqual([]);
  });
});
