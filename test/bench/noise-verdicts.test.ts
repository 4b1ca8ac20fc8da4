import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cacheName, inPool } from '../../bench/noise/fetch.ts';
import { NOISE_TREES, treeId } from '../../bench/noise/trees.ts';
import { judgeTree, parseVerdicts, resultKey, unreviewedEntries } from '../../bench/noise/verdicts.ts';
import type { LocalCheckResult, Severity } from '../../src/local-checks/index.ts';

function result(file: string, line: number, severity: Severity, ruleId = 'tracked-secrets/generic-secret') {
  return {
    checkId: ruleId.split('/')[0] ?? '',
    ruleId,
    severity,
    file,
    line,
    message: 'High-entropy value assigned to a secret-looking name',
    evidence: 'ab… (12 chars)',
  } satisfies LocalCheckResult;
}

describe('parseVerdicts', () => {
  it('reads verdicts keyed by rule, path and line', () => {
    const verdicts = parseVerdicts({
      'pkg@1.0.0': {
        'tracked-secrets/private-key test/my key.pem:1': 'useful: committed private key',
        'source-maps/map-file dist/a.js.map:1': 'noise: library build output',
      },
    });
    expect(verdicts.get('pkg@1.0.0')?.get('tracked-secrets/private-key test/my key.pem:1')).toEqual({
      verdict: 'useful',
      why: 'committed private key',
    });
    expect(verdicts.get('pkg@1.0.0')?.get('source-maps/map-file dist/a.js.map:1')?.verdict).toBe('noise');
  });

  it('refuses an entry not yet judged, without a why, or keyed without a line', () => {
    const entry = (key: string, value: unknown) => () => parseVerdicts({ 'pkg@1.0.0': { [key]: value } });
    expect(entry('rule/x a.js:3', '?: medium; message')).toThrow(/a\.js:3/);
    expect(entry('rule/x a.js:3', 'noise: ')).toThrow(/useful\|noise/);
    expect(entry('rule/x a.js:3', 'maybe: unsure')).toThrow();
    expect(entry('rule/x a.js:3', { verdict: 'noise' })).toThrow();
    expect(entry('rule/x a.js', 'noise: no line')).toThrow();
    expect(entry('a.js:3', 'noise: no rule')).toThrow();
    expect(() => parseVerdicts({ 'pkg@1.0.0': [] })).toThrow(/pkg@1\.0\.0/);
    expect(() => parseVerdicts([])).toThrow();
  });
});

describe('judgeTree', () => {
  const reviews = parseVerdicts({
    t: {
      'tracked-secrets/generic-secret a.js:1': 'noise: identifier',
      'tracked-secrets/generic-secret b.js:2': 'useful: live token',
      'tracked-secrets/generic-secret gone.js:9': 'noise: fixed since',
    },
  }).get('t');

  it('counts each result at medium and up by its verdict, and lists the ones without one', () => {
    const judged = judgeTree(reviews, [
      result('a.js', 1, 'medium'),
      result('a.js', 1, 'medium'),
      result('b.js', 2, 'critical'),
      result('c.js', 3, 'high'),
      result('d.js', 4, 'low'),
      result('e.js', 5, 'info'),
    ]);
    expect(judged.noise).toBe(2);
    expect(judged.useful).toBe(1);
    expect(judged.unreviewed.map(resultKey)).toEqual(['tracked-secrets/generic-secret c.js:3']);
  });

  it('calls a verdict stale once its result is gone or fell below medium', () => {
    const judged = judgeTree(reviews, [result('a.js', 1, 'medium'), result('b.js', 2, 'low')]);
    expect(judged.stale).toEqual([
      'tracked-secrets/generic-secret b.js:2',
      'tracked-secrets/generic-secret gone.js:9',
    ]);
  });

  it('treats a tree without verdicts as wholly unreviewed', () => {
    const judged = judgeTree(undefined, [result('a.js', 1, 'high')]);
    expect(judged).toEqual({ useful: 0, noise: 0, unreviewed: [result('a.js', 1, 'high')], stale: [] });
  });
});

describe('unreviewedEntries', () => {
  it('prints one entry per key, which the verdicts file refuses until it is judged', () => {
    const entries = unreviewedEntries([result('a.js', 1, 'high'), result('a.js', 1, 'high')]);
    expect(entries).toEqual([
      '"tracked-secrets/generic-secret a.js:1": "?: high; High-entropy value assigned to a secret-looking name; ab… (12 chars)",',
    ]);
    const pasted = JSON.parse(`{${(entries[0] ?? '').replace(/,$/, '')}}`);
    expect(() => parseVerdicts({ t: pasted })).toThrow();
    const judged = { [Object.keys(pasted)[0] ?? '']: 'noise: identifier' };
    expect(parseVerdicts({ t: judged }).get('t')?.size).toBe(1);
  });
});

describe('the suite', () => {
  it('holds 30 or more npm trees and Debian trees, each once and in its own cache folder', () => {
    expect(NOISE_TREES.filter((t) => t.source === 'npm').length).toBeGreaterThanOrEqual(30);
    expect(NOISE_TREES.filter((t) => t.source === 'deb').length).toBeGreaterThan(0);
    expect(new Set(NOISE_TREES.map(treeId)).size).toBe(NOISE_TREES.length);
    expect(new Set(NOISE_TREES.map(cacheName)).size).toBe(NOISE_TREES.length);
    expect(cacheName({ source: 'npm', name: '@aws-sdk/client-s3', version: '3.1.0', kind: '' })).toBe(
      '@aws-sdk+client-s3@3.1.0',
    );
  });

  it('keeps a verdicts file that parses and names only trees of the suite', () => {
    const file = new URL('../../bench/noise-verdicts.json', import.meta.url);
    const verdicts = parseVerdicts(JSON.parse(readFileSync(file, 'utf8')));
    const ids = new Set(NOISE_TREES.map(treeId));
    expect([...verdicts.keys()].filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe('inPool', () => {
  it('runs every task, at most the limit at once, and answers in the order given', async () => {
    let running = 0;
    let most = 0;
    const answers = await inPool([5, 1, 4, 2, 3], 2, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, n));
      running -= 1;
      return n * 10;
    });
    expect(answers).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
  });
});

describe('docs/noise-suite.md', () => {
  it('lists every tree of the suite with its version', () => {
    const doc = readFileSync(new URL('../../docs/noise-suite.md', import.meta.url), 'utf8');
    const rows = doc.split('\n').filter((line) => line.startsWith('| `'));
    const listed = rows.map((row) => row.split('|').map((cell) => cell.trim().replace(/^`|`$/g, '')));
    expect(listed.map(([, name, version]) => `${name}@${version}`).sort()).toEqual(
      NOISE_TREES.map(treeId).sort(),
    );
  });
});
