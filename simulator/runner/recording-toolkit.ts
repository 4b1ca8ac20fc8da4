// A Toolkit that records instead of talking to the runner: the log as the workflow commands the runner
// would read (so a test reads it as it reads a real job's log), outputs, annotations, the summary, masked
// values and the failure. Text is kept as the action gave it: neutralising it is the real toolkit's job,
// tested where the bundle runs as its own process.
import type { Annotation } from '../../src/github/annotations.ts';
import type { Toolkit } from '../../src/run/toolkit.ts';
import type { RunnerAnnotation } from './environment.ts';

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

export function recordingToolkit(inputs: Readonly<Record<string, string>>): {
  toolkit: Toolkit;
  recording: Recording;
} {
  const recording: Recording = {
    log: [],
    outputs: {},
    annotations: [],
    masked: [],
    summary: '',
    failure: null,
  };
  const annotate = (annotation: Command) => {
    const props = properties(annotation);
    const listed = Object.entries(props).map(([k, v]) => `${k}=${v}`);
    recording.log.push(
      `::${annotation.level}${listed.length ? ` ${listed.join(',')}` : ''}::${annotation.message}`,
    );
    recording.annotations.push({ level: annotation.level, message: annotation.message, properties: props });
  };
  const toolkit: Toolkit = {
    info: (message) => recording.log.push(message),
    debug: (message) => recording.log.push(`::debug::${message}`),
    warning: (message) => annotate({ level: 'warning', message }),
    annotate,
    group: async (title, body) => {
      recording.log.push(`::group::${title}`);
      try {
        return await body();
      } finally {
        recording.log.push('::endgroup::');
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
    writeSummary: async (markdown) => {
      recording.summary += markdown;
    },
    // As the runner gives inputs: trimmed, empty when not set.
    getInput: (name) => (inputs[name] ?? '').trim(),
  };
  return { toolkit, recording };
}
