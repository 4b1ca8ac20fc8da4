import { describe, expect, it } from 'vitest';
import { logText, md, mdLink, safeUrl } from '../../src/report/untrusted.ts';

describe('md', () => {
  it('leaves no live HTML, link, image, mention, code or table break', () => {
    const hostile =
      '<img src=x onerror=alert(1)> [click](https://evil.example) ![i](https://evil.example/i.png) @admin @org/team `code` | x | **b** www.evil.example\n# heading';
    const out = md(hostile);
    expect(out).not.toMatch(/<[a-z]/i);
    expect(out).not.toMatch(/(?<!\\)\[/);
    expect(out).not.toMatch(/(?<!\\)\|/);
    expect(out).not.toMatch(/(?<!\\)`/);
    expect(out).not.toMatch(/@[a-z]/i);
    expect(out).not.toContain('https://');
    expect(out).not.toContain('www.evil');
    expect(out).not.toContain('\n');
    expect(out).toContain('&lt;img');
  });

  it('breaks issue references and block syntax at the start', () => {
    expect(md('see #12 and GH-3 and org/repo#4')).not.toMatch(/#\d|GH-\d/);
    expect(md('1. item')).toBe('1\\. item');
    expect(md('- item')).toBe('\\- item');
    expect(md('a (b) - c')).toBe('a (b) - c');
  });

  it('cuts long text', () => {
    expect(Array.from(md('a'.repeat(500), 10))).toHaveLength(10);
  });
});

describe('mdLink and safeUrl', () => {
  it('links only http(s) addresses and encodes what ends a link', () => {
    expect(mdLink('scan', 'javascript:alert(1)')).toBe('scan');
    expect(mdLink('scan', 'https://app.example.com/s/1)x')).toBe('[scan](https://app.example.com/s/1%29x)');
    expect(safeUrl(42)).toBeNull();
  });
});

describe('logText', () => {
  it('neutralises workflow commands at line starts and ##[ anywhere', () => {
    const out = logText('::error::boom\n  ::stop-commands::tok\r::set-output name=x::y\nok ##[group]x');
    for (const line of out.split('\n')) expect(line.trimStart().startsWith('::')).toBe(false);
    expect(out).not.toContain('##[');
    expect(out).toContain('boom');
  });
});
