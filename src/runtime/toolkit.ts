// The runner toolkit the action uses, as a seam: the core code logs and reports through this interface,
// so it can run (and be tested) without the runner. The real one is @actions/core.
import * as core from '@actions/core';
import type { Annotation } from '../github/annotations.ts';
import { plainText, plainTitle } from '../neutralise/plain-text.ts';
import { logText } from '../render/untrusted.ts';

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
  /** A function rather than a method: the settings reader is given it unbound. */
  readonly getInput: (name: string) => string;
}

const ANNOTATE: Readonly<Record<Annotation['level'], typeof core.error>> = {
  error: core.error,
  warning: core.warning,
  notice: core.notice,
};

export const actionsToolkit: Toolkit = {
  info: (message) => core.info(logText(message)),
  debug: (message) => core.debug(logText(message)),
  warning: (message) => core.warning(logText(message)),
  // The message and title are a command's data and properties, which core escapes: they cannot run commands.
  // GitHub shows both as plain text: hidden and bidi characters are made visible, whoever annotates.
  annotate: ({ level, message, title, file, line }) =>
    ANNOTATE[level](plainText(message), {
      title: title === undefined ? undefined : plainTitle(title),
      ...(file ? { file, startLine: line ?? 1 } : {}),
    }),
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
