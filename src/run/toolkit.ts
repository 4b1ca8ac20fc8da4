// The narrow part of @actions/core the action uses, as a seam: the core code logs and reports through
// this interface, so it can run (and be tested) without the runner.
import * as core from '@actions/core';
import type { Annotation } from '../github/annotations.ts';
import { logText } from '../report/untrusted.ts';

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

export const actionsToolkit: Toolkit = {
  info: (message) => core.info(logText(message)),
  debug: (message) => core.debug(logText(message)),
  warning: (message) => core.warning(logText(message)),
  annotate: ({ level, message, title, file, line }) => {
    const properties = { title, ...(file ? { file, startLine: line ?? 1 } : {}) };
    core[level](message, properties);
  },
  group: (title, body) => core.group(logText(title), body),
  setOutput: (name, value) => core.setOutput(name, value),
  setFailed: (message) => core.setFailed(logText(message)),
  setSecret: (value) => core.setSecret(value),
  writeSummary: async (markdown) => {
    // Outside a runner there is no summary file; the report file still holds everything.
    if (!process.env.GITHUB_STEP_SUMMARY) return;
    await core.summary.addRaw(markdown, true).write();
  },
  getInput: (name) => core.getInput(name),
};
