// A step's log as the runner shows it. The runner reads everything the action writes to stdout, but shows
// `::debug::` lines only when debugging is asked for (the ACTIONS_STEP_DEBUG secret or variable, or a
// re-run with debug logging; the step then sees RUNNER_DEBUG=1, which @actions/core's isDebug reads).
// Libraries such as @actions/cache write through @actions/core to process.stdout themselves, past every
// seam, so the in-process runner routes those writes into its recording and the tests' workers hide
// their debug lines, as the runner would.
import { AsyncLocalStorage } from 'node:async_hooks';

/** Whether this environment asks for debugging, in either of the runner's ways. */
export const debugAskedFor = (env: NodeJS.ProcessEnv): boolean =>
  env.RUNNER_DEBUG === '1' || env.ACTIONS_STEP_DEBUG === 'true';

// The runner looks for a command after leading whitespace, and ends a line at \n, \r\n or a lone \r.
const DEBUG_LINE = /^\s*::debug::/;
const LINE_END = /\r\n|\r|\n/;

export const isDebugLine = (line: string): boolean => DEBUG_LINE.test(line);

/** Splits a stream of text into lines; `end()` hands over a last line that has no line end. */
export function lineReader(onLine: (line: string) => void): { write(text: string): void; end(): void } {
  let partial = '';
  return {
    write(text) {
      const lines = (partial + text).split(LINE_END);
      partial = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    },
    end() {
      if (partial) onLine(partial);
      partial = '';
    },
  };
}

const sinks = new AsyncLocalStorage<(text: string) => void>();
const routed = new WeakSet<Pick<NodeJS.WriteStream, 'write'>>();

/**
 * Takes over the stream's write (process.stdout's) once: text written while `captureStdout` runs goes to
 * its sink (whichever run's async context wrote it, so runs that overlap stay apart); other text is
 * written as the runner would show it, without `::debug::` lines unless this process asks for debugging.
 */
export function routeStdout(stream: Pick<NodeJS.WriteStream, 'write'> = process.stdout): void {
  if (routed.has(stream)) return;
  routed.add(stream);
  const write = stream.write.bind(stream);
  stream.write = (chunk: string | Uint8Array, ...rest: [never]): boolean => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
    const sink = sinks.getStore();
    // @actions/core writes one whole line a call, so a chunk's lines are the log's lines.
    const lines = text.split(/(?<=\n)/);
    if (!sink && (debugAskedFor(process.env) || !lines.some(isDebugLine))) return write(chunk, ...rest);
    if (sink) sink(text);
    else write(lines.filter((line) => !isDebugLine(line)).join(''));
    const done = (rest as unknown[]).find((arg) => typeof arg === 'function') as (() => void) | undefined;
    if (done) process.nextTick(done);
    return true;
  };
}

/** Runs `body` with what it writes to process.stdout, directly or through a library, sent to `sink`. */
export function captureStdout<T>(sink: (text: string) => void, body: () => Promise<T>): Promise<T> {
  routeStdout();
  return sinks.run(sink, body);
}
