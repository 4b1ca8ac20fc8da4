import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  appendSummary,
  outputFileCommand,
  readInput,
  setOutput,
  workflowCommand,
} from '../../src/run/runner-protocol.ts';

describe('workflowCommand', () => {
  it('escapes the message so a line break cannot start another command', () => {
    expect(workflowCommand('warning', {}, '50% done\n::error::forged\r')).toBe(
      '::warning::50%25 done%0A::error::forged%0D',
    );
  });

  it('escapes properties so a value cannot end them or add one, and leaves out empty ones', () => {
    expect(
      workflowCommand(
        'error',
        { title: 'a: b, c=d', file: 'src/x.ts', line: 3, col: undefined, endLine: '' },
        'm',
      ),
    ).toBe('::error title=a%3A b%2C c=d,file=src/x.ts,line=3::m');
  });
});

describe('readInput', () => {
  it('reads INPUT_ with spaces as underscores, upper case, trimmed', () => {
    const env = { 'INPUT_API-KEY': '  svk_x \n', INPUT_MY_INPUT: 'v' };
    expect(readInput('api-key', env)).toBe('svk_x');
    expect(readInput('my input', env)).toBe('v');
    expect(readInput('missing', env)).toBe('');
  });
});

describe('outputs and the summary', () => {
  it('writes the delimited form a multi-line value cannot break out of', () => {
    expect(outputFileCommand('verdict', 'a\nb', 'ghadelimiter_X')).toBe(
      'verdict<<ghadelimiter_X\na\nb\nghadelimiter_X\n',
    );
    expect(() => outputFileCommand('x', 'ends ghadelimiter_X', 'ghadelimiter_X')).toThrow(/delimiter/);
  });

  it('appends outputs and the summary to the files the runner names', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ssa-protocol-'));
    const env = { GITHUB_OUTPUT: join(dir, 'out'), GITHUB_STEP_SUMMARY: join(dir, 'summary') };
    setOutput('a', '1', env);
    setOutput('b', '2', env);
    appendSummary('## one', env);
    appendSummary('## two', env);
    expect(readFileSync(env.GITHUB_OUTPUT, 'utf8')).toMatch(
      /^a<<(ghadelimiter_[\w-]+)\n1\n\1\nb<<(ghadelimiter_[\w-]+)\n2\n\2\n$/,
    );
    expect(readFileSync(env.GITHUB_STEP_SUMMARY, 'utf8')).toBe('## one\n## two\n');
    rmSync(dir, { recursive: true, force: true });
  });
});
