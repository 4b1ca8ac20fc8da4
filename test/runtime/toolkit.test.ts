// The real toolkit as the runner sees it: workflow commands on stdout, outputs and the summary in the
// files the runner names. Untrusted text is neutralised before it reaches @actions/core, which escapes it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { actionsToolkit } from '../../src/runtime/toolkit.ts';

let stdout: string[];
let dir: string;

beforeEach(() => {
  stdout = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    stdout.push(String(chunk));
    return true;
  });
  dir = mkdtempSync(join(tmpdir(), 'ssa-toolkit-'));
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  process.exitCode = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const written = () => stdout.join('');

/** A file the runner made for the step, named in the variable `name`. */
function runnerFile(name: string): string {
  const path = join(dir, name);
  writeFileSync(path, '');
  vi.stubEnv(name, path);
  return path;
}

describe('the log', () => {
  it('breaks a workflow command in untrusted text so it is only printed', () => {
    actionsToolkit.info('title\n::error::forged');
    actionsToolkit.warning('::add-mask::x');
    expect(written()).not.toMatch(/^::error::forged/m);
    expect(written()).toMatch(/^::warning:::\u200b:add-mask::x\r?\n$/m);
    expect(written()).not.toMatch(/^::add-mask::/m);
  });

  it('escapes a warning so a line break cannot start another command', () => {
    actionsToolkit.warning('50% done\n::error::forged\r');
    expect(written()).toMatch(/^::warning::50%25 done%0A:\u200b:error::forged%0A\r?\n$/);
  });

  it('fails the step with an error line and exit code 1', () => {
    actionsToolkit.setFailed('it broke');
    expect(process.exitCode).toBe(1);
    expect(written()).toMatch(/^::error::it broke\r?\n$/);
  });

  it('masks a secret exactly as given', () => {
    actionsToolkit.setSecret('svk_secret');
    expect(written()).toMatch(/^::add-mask::svk_secret\r?\n$/);
  });

  it('closes a group when its body throws', async () => {
    await expect(
      actionsToolkit.group('::step', async () => {
        throw new Error('inside');
      }),
    ).rejects.toThrow('inside');
    expect(written()).toMatch(/^::group:::\u200b:step\r?\n::endgroup::\r?\n$/);
  });
});

describe('annotations', () => {
  it('escapes the title so a value cannot end the properties or add one', () => {
    actionsToolkit.annotate({
      level: 'error',
      title: 'a: b, c=d',
      message: 'm\nn',
      file: 'src/x.ts',
      line: 3,
    });
    expect(written()).toMatch(/^::error title=a%3A b%2C c=d,file=src\/x\.ts,line=3::m%0An\r?\n$/);
  });

  it('shows bidi and hidden characters of any annotation visibly, whoever wrote it', () => {
    actionsToolkit.annotate({
      level: 'notice',
      title: 'approve \u202egnp.exe',
      message: 'https://example.com/\u200bapprove\u2066x',
    });
    const line = written();
    expect(line).not.toMatch(/[\u202e\u200b\u2066]/);
    expect(line).toContain('[U+202E]gnp.exe');
  });

  it('puts a file annotation on line 1 when no line is known, and a run-level one on no file', () => {
    actionsToolkit.annotate({ level: 'warning', title: 'T', message: 'm', file: 'package-lock.json' });
    actionsToolkit.annotate({ level: 'notice', title: 'N', message: 'n' });
    expect(written()).toMatch(
      /^::warning title=T,file=package-lock\.json,line=1::m\r?\n::notice title=N::n\r?\n$/,
    );
  });
});

describe('inputs', () => {
  it('reads INPUT_ with spaces as underscores, upper case, trimmed', () => {
    vi.stubEnv('INPUT_API-KEY', '  svk_x \n');
    vi.stubEnv('INPUT_MY_INPUT', 'v');
    expect(actionsToolkit.getInput('api-key')).toBe('svk_x');
    expect(actionsToolkit.getInput('my input')).toBe('v');
    expect(actionsToolkit.getInput('missing-input')).toBe('');
  });
});

describe('outputs and the summary', () => {
  it('appends outputs in the delimited form a multi-line value cannot break out of', () => {
    const file = runnerFile('GITHUB_OUTPUT');
    actionsToolkit.setOutput('a', '1');
    actionsToolkit.setOutput('b', 'two\nlines');
    expect(readFileSync(file, 'utf8')).toMatch(
      /^a<<(ghadelimiter_[\w-]+)\n1\n\1\nb<<(ghadelimiter_[\w-]+)\ntwo\nlines\n\2\n$/,
    );
  });

  it('appends each summary to the step summary file', async () => {
    const file = runnerFile('GITHUB_STEP_SUMMARY');
    await actionsToolkit.writeSummary('## one');
    await actionsToolkit.writeSummary('## two');
    expect(readFileSync(file, 'utf8')).toBe('## one\n## two\n');
  });

  it('writes no summary outside a runner', async () => {
    vi.stubEnv('GITHUB_STEP_SUMMARY', '');
    await expect(actionsToolkit.writeSummary('## none')).resolves.toBeUndefined();
  });
});
