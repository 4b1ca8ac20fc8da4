// docs/gate.md (the verdict) and docs/baseline.md (what a pull request is judged against) each hold their
// topic once: no sentence of one is repeated in the other, and each sends the reader to the other.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const gate = readFileSync('docs/gate.md', 'utf8');
const baseline = readFileSync('docs/baseline.md', 'utf8');

/** The prose sentences of a page (tables and code left out), with their line breaks undone. */
function sentences(markdown: string): string[] {
  const prose = markdown
    .replace(/^```[\s\S]*?^```/gm, '')
    .split('\n')
    .filter((line) => !line.startsWith('|') && !line.startsWith('#'))
    .join(' ')
    .replace(/\s+/g, ' ');
  return prose
    .split(/(?<=[.:;])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 60);
}

describe('docs/gate.md and docs/baseline.md', () => {
  it('repeat no sentence of each other', () => {
    const inGate = new Set(sentences(gate));
    expect(sentences(baseline).filter((s) => inGate.has(s))).toEqual([]);
  });

  it('have their own sections: the verdict table in gate.md, the newness table and re-runs in baseline.md', () => {
    expect(gate).toContain('| reason ');
    expect(baseline).not.toContain('| reason ');
    expect(baseline).toContain('## New against the base, for every kind of result');
    expect(gate).not.toContain('### New against the base');
    expect(baseline).toContain('## Re-runs repeat themselves');
    expect(gate).not.toContain('Re-runs repeat themselves');
  });

  it('link to each other', () => {
    expect(gate).toContain('](baseline.md)');
    expect(baseline).toContain('](gate.md)');
  });
});
