// The runner toolkit the action uses, as a seam: the core code logs and reports through this interface,
// so it can run (and be tested) without the runner.
import { EOL } from 'node:os';
import type { Annotation } from '../github/annotations.ts';
import { logText } from '../report/untrusted.ts';
import { appendSummary, issueCommand, readInput, setOutput } from './runner-protocol.ts';

export interface Toolkit {
  /** Untrusted text is neutralised here, so no caller can forget it. */
  info(message: string): void;
  debug(message: string): void;
  warning(message: string): void;
  annotate(annotation: Annotation): void;
  group<T>(title: string, body: () => Promise<T>): Promise<T>;
  setOutput(name: string, value: string): void;
  setFailed(message: string): void;
  setSecret(value: string): void;
  writeSummary(markdown: string): Promise<void>;
  getInput(name: string): string;
}

const line = (text: string) => process.stdout.write(`${text}${EOL}`);

export const actionsToolkit: Toolkit = {
  info: (message) => line(logText(message)),
  debug: (message) => issueCommand('debug', {}, logText(message)),
  warning: (message) => issueCommand('warning', {}, logText(message)),
  // The message and title are a command's data and properties, escaped there: they cannot run commands.
  annotate: ({ level, message, title, file, line: at }) =>
    issueCommand(level, { title, ...(file ? { file, line: at ?? 1 } : {}) }, message),
  group: async (title, body) => {
    issueCommand('group', {}, logText(title));
    try {
      return await body();
    } finally {
      issueCommand('endgroup', {}, '');
    }
  },
  setOutput: (name, value) => setOutput(name, value),
  setFailed: (message) => {
    process.exitCode = 1;
    issueCommand('error', {}, logText(message));
  },
  setSecret: (value) => issueCommand('add-mask', {}, value),
  writeSummary: async (markdown) => appendSummary(markdown),
  getInput: (name) => readInput(name),
};
