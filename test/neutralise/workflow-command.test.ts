import { describe, expect, it } from 'vitest';
import { logText } from '../../src/neutralise/workflow-command.ts';

describe('logText', () => {
  it('parts command markers at line starts (after any .NET white space) and ##[ anywhere', () => {
    const out = logText('::error::boom\n  ::stop-commands::tok\r::set-output name=x::y\nok ##[group]x');
    expect(out.split('\n')).toEqual([
      ':\u200b:error::boom',
      '  :\u200b:stop-commands::tok',
      ':\u200b:set-output name=x::y',
      'ok #\u200b#[group]x',
    ]);
  });

  it('treats the white space JavaScript does not know as white space, and shows controls', () => {
    expect(logText('x\n\u0085::error::pwned')).toBe('x\n[U+0085]::error::pwned');
    expect(logText('\u3000\u2028\u00a0::warning::w')).toBe('\u3000\u2028\u00a0:\u200b:warning::w');
    expect(logText('\u202e::error::x')).toBe('[U+202E]::error::x');
  });

  it('leaves ordinary text alone', () => {
    expect(logText('scan 12: done (a::b)')).toBe('scan 12: done (a::b)');
  });
});
