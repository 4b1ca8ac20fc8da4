// A Toolkit that records instead of talking to the runner: the log as the workflow commands the runner
// would read (so a test reads it as it reads a real job's log), outputs, annotations, the summary, masked
// values and the failure. Text is kept as the action gave it: neutralising it is the real toolkit's job,
// tested where the bundle runs as its own process.
import type { Annotation } from '../../src/github/annotations.ts';
import type { Toolkit } from '../../src/runtime/toolkit.ts';
import type { RunnerAnnotation } from './environment.ts';
import { parseAnnotations } from './github-runner.ts';

export interface Recording {
  readonly log: string[];
  readonly outputs: Record<string, string>;
  readonly annotations: RunnerAnnotation[];
  readonly masked: string[];
  summary: string;
  failure: string | null;
}

type Command = Pick<Annotation, 'level' | 'message'> & Partial<Annotation>;

const properties = ({ title, file, line }: Command): Record<string, string> => ({
  ...(title ? { title } : {}),
  ...(file ? { file, line: String(line ?? 1) } : {}),
});

export function recordingToolkit(
  inputs: Readonly<Record<string, string>>,
  /** Called with each line as it is logged (the in-process runner shows the log when debugging). */
  echo?: (line: string) => void,
): {
  toolkit: Toolkit;
  recording: Recording;
  /** Records a line a library wrote to stdout past the toolkit, as the runner reads it. */
  logLine: (line: string) => void;
} {
  const recording: Recording = {
    log: [],
    outputs: {},
    annotations: [],
    masked: [],
    summary: '',
    failure: null,
  };
  const log = (line: string) => {
    recording.log.push(line);
    echo?.(line);
  };
  const annotate = (annotation: Command) => {
    const props = properties(annotation);
    const listed = Object.entries(props).map(([k, v]) => `${k}=${v}`);
    log(`::${annotation.level}${listed.length ? ` ${listed.join(',')}` : ''}::${annotation.message}`);
    recording.annotations.push({ level: annotation.level, message: annotation.message, properties: props });
  };
  const toolkit: Toolkit = {
    info: (message) => log(message),
    debug: (message) => log(`::debug::${message}`),
    warning: (message) => annotate({ level: 'warning', message }),
    annotate,
    group: async (title, body) => {
      log(`::group::${title}`);
      try {
        return await body();
      } finally {
        log('::endgroup::');
      }
    },
    setOutput: (name, value) => {
      recording.outputs[name] = value;
    },
    setFailed: (message) => {
      recording.failure = message;
      annotate({ level: 'error', message });
    },
    setSecret: (value) => recording.masked.push(value),
    writeSummary: (markdown) => {
      recording.summary += markdown;
      return Promise.resolve();
    },
    // As the runner gives inputs: trimmed, empty when not set.
    getInput: (name) => (inputs[name] ?? '').trim(),
  };
  const logLine = (line: string) => {
    log(line);
    recording.annotations.push(...parseAnnotations(line));
  };
  return { toolkit, recording, logLine };
}
