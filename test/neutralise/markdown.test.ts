import { describe, expect, it } from 'vitest';
import { md, mdCodeBlock, mdLink } from '../../src/neutralise/markdown.ts';
import { linkUrl } from '../../src/neutralise/uri.ts';

describe('md', () => {
  it('leaves no live HTML, link, image, mention, code or table break', () => {
    const hostile =
      '<img src=x onerror=alert(1)> [click](https://evil.example) ![i](https://evil.example/i.png) @admin @org/team `code` | x | **b** www.evil.example\n# heading $x$';
    const out = md(hostile);
    expect(out).not.toMatch(/<[a-z]/i);
    expect(out).not.toMatch(/(?<!\\)[[`|$]/);
    expect(out).not.toMatch(/@[a-z]/i);
    expect(out).not.toContain('https://');
    expect(out).not.toContain('www.evil');
    expect(out).not.toContain('\n');
    expect(out).toContain('&lt;img');
  });

  it('parts issue references, e-mail autolinks and block syntax at the start', () => {
    expect(md('see #12 and GH-3 and org/repo#4 and a@b.example')).toBe(
      'see #&#8203;12 and GH-&#8203;3 and org/repo#&#8203;4 and a@&#8203;b.example',
    );
    expect(md('1. item')).toBe('1\\. item');
    expect(md('- item')).toBe('\\- item');
    expect(md('a (b) - c')).toBe('a (b) - c');
  });

  it('shows bidi controls and invisible characters as code points, and ends no line', () => {
    expect(md('safe \u202egnp.exe\u202c')).toBe('safe \\[U+202E\\]gnp.exe\\[U+202C\\]');
    expect(md('a\u200bb\ufeffc\u2066d')).toBe('a\\[U+200B\\]b\\[U+FEFF\\]c\\[U+2066\\]d');
    expect(md('a\r\nb\u2028c\u0085d')).toBe('a b c d');
  });

  it('parts each linkable sequence with exactly one entity, and escapes a numbered item of any length', () => {
    expect(md('https://x.example www.y.example GH-12')).toBe(
      'https:&#8203;//x.example www&#8203;.y.example GH-&#8203;12',
    );
    expect(md('12. item')).toBe('12\\. item');
    expect(md(null)).toBe('');
    expect(md('a\tb & c')).toBe('a b &amp; c');
  });

  it('keeps text of exactly the maximum length whole', () => {
    expect(md('a'.repeat(10), 10)).toBe('a'.repeat(10));
  });

  it('cuts long text by characters, never inside a surrogate pair', () => {
    expect(Array.from(md('a'.repeat(500), 10))).toHaveLength(10);
    expect(md('😀😀😀', 2)).toBe('😀…');
  });
});

describe('mdLink and linkUrl', () => {
  it('links only https addresses, and plain http to loopback hosts', () => {
    expect(mdLink('scan', 'javascript:alert(1)')).toBe('scan');
    expect(mdLink('scan', '/relative')).toBe('scan');
    expect(linkUrl(42)).toBeNull();
    expect(linkUrl('mailto:a@b.example')).toBeNull();
    expect(linkUrl('ftp://files.example/x')).toBeNull();
    expect(linkUrl('http://[')).toBeNull();
    expect(linkUrl('https://app.example/x')).toBe('https://app.example/x');
    expect(linkUrl('http://127.0.0.1:8080/app/x')).toBe('http://127.0.0.1:8080/app/x');
    expect(linkUrl('http://[::1]:8080/x')).toBe('http://[::1]:8080/x');
    expect(linkUrl('http://localhost/x')).toBe('http://localhost/x');
  });

  it('shows plain http to any other host as text, never as a link', () => {
    expect(linkUrl('http://app.example/x')).toBeNull();
    expect(linkUrl('http://127.0.0.1.evil.example/x')).toBeNull();
    expect(mdLink('GHSA-1', 'http://advisories.example/GHSA-1')).toBe('GHSA-1');
  });

  it('encodes what would end the link, split its table cell or escape its parenthesis', () => {
    expect(mdLink('scan', 'https://app.example.com/s/1)x')).toBe('[scan](https://app.example.com/s/1%29x)');
    expect(linkUrl('https://app.example.com/?a=1|2')).toBe('https://app.example.com/?a=1%7C2');
    expect(linkUrl('https://app.example.com/?q=x\\')).toBe('https://app.example.com/?q=x%5C');
    expect(linkUrl('https://app.example.com/?a=1&b="2"')).toBe('https://app.example.com/?a=1&amp;b=%222%22');
  });
});

describe('mdCodeBlock', () => {
  it('keeps the value exact on one line inside a fence it cannot close', () => {
    expect(mdCodeBlock('a`b```c\r\nd')).toBe('````text\na`b```cd\n````');
    expect(mdCodeBlock('x\u202ey')).toBe('```text\nx[U+202E]y\n```');
    expect(mdCodeBlock('  v=1  ')).toBe('```text\nv=1\n```');
  });
});
