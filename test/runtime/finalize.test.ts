// The report side's last-resort guard: whatever part fails, the outputs, the summary and an error
// annotation naming the failure are still written.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Annotation } from '../../src/github/annotations.ts';
import type { LocalResultView, RunReport } from '../../src/render/model.ts';
import { MAX_RESULTS_PER_RUN, type SarifParts } from '../../src/render/sarif.ts';
import { buildReport } from '../../src/runtime/build-report.ts';
import { finalize } from '../../src/runtime/finalize.ts';
import { newRunState } from '../../src/runtime/state.ts';
import type { Toolkit } from '../../src/runtime/toolkit.ts';
import type { Settings } from '../../src/commands/registry.ts';
import { DEFAULT_POLICY } from '../../src/settings/settings.ts';
import { report } from '../render/fixtures.ts';
import { runContext } from '../support/run-context.ts';
import { scanSpec } from '../../src/commands/scan/spec.ts';
import { scanSummary } from '../../src/commands/scan/summary.ts';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ssa-finalize-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const context = () => runContext({ workspace: dir, tempDir: dir, sha: 'abc' });

function recordingToolkit(inputs: Record<string, string> = {}) {
  const seen = {
    outputs: {} as Record<string, string>,
    summaries: [] as string[],
    annotations: [] as Annotation[],
    warnings: [] as string[],
  };
  const toolkit: Toolkit = {
    info: () => {},
    debug: () => {},
    warning: (message) => seen.warnings.push(message),
    annotate: (a) => seen.annotations.push(a),
    group: (_title, body) => body(),
    setOutput: (name, value) => {
      seen.outputs[name] = value;
    },
    setFailed: () => {},
    setSecret: () => {},
    writeSummary: async (markdown) => {
      seen.summaries.push(markdown);
    },
    getInput: (name) => inputs[name] ?? '',
  };
  return { toolkit, seen };
}

/** A report whose findings throw when a renderer reads them: a defect on the report side. */
function defective(): RunReport {
  const r = report();
  return {
    ...r,
    findings: new Proxy(r.findings ?? ({} as never), {
      get: () => {
        throw new Error('renderer defect');
      },
    }),
  };
}

/** Without settings no comment is posted, so GitHub is never asked for. */
const noGitHub = () => Promise.reject(new Error('GitHub is not part of these runs'));

const sourceMap: LocalResultView = {
  checkId: 'source-maps',
  ruleId: 'source-maps/public-map',
  severity: 'low',
  file: 'public/app.js.map',
  line: 1,
  message: 'map',
  evidence: null,
  commit: null,
};

/** Only what finalize reads of the settings. */
const sarifSettings = {
  sarifFile: 'out.sarif',
  annotations: false,
  comment: 'never',
  site: 'site_1',
} as Settings;

const finalizeOptions = (toolkit: Toolkit, r: RunReport, sarifParts: SarifParts | null) => ({
  report: r,
  spec: scanSpec,
  sections: scanSummary,
  settings: sarifSettings,
  sarifParts,
  policy: DEFAULT_POLICY,
  ctx: context(),
  toolkit,
  githubClient: noGitHub,
  cancelled: false,
});

const finalizeSarif = (toolkit: Toolkit, r: RunReport, sarifParts: SarifParts | null) =>
  finalize(finalizeOptions(toolkit, r, sarifParts));

describe('finalize', () => {
  it('still writes every output, a plain summary and an error annotation when rendering fails', async () => {
    const { toolkit, seen } = recordingToolkit();
    await finalize({
      report: defective(),
      spec: scanSpec,
      sections: scanSummary,
      settings: null,
      sarifParts: null,
      policy: DEFAULT_POLICY,
      ctx: context(),
      toolkit,
      githubClient: noGitHub,
      cancelled: false,
    });
    expect(seen.outputs.verdict).toBe('fail');
    expect(seen.outputs['report-file']).toMatch(/security-scan-scan-all-sites\.json$/);
    expect(Object.keys(seen.outputs)).toContain('new-findings');
    expect(seen.summaries).toHaveLength(1);
    expect(seen.summaries[0]).toMatch(/^## ❌ Security scan failed/);
    expect(seen.summaries[0]).toContain('could not be rendered');
    const errors = seen.annotations.filter((a) => a.level === 'error');
    expect(errors.map((a) => a.title)).toEqual(
      expect.arrayContaining(['Could not write the outputs', 'Could not write the job summary']),
    );
    expect(errors[0]?.message).toBe('renderer defect');
  });

  it('writes the report file, outputs and summary on the ordinary path, with no error annotation', async () => {
    const { toolkit, seen } = recordingToolkit();
    await finalize({
      report: report(),
      spec: scanSpec,
      sections: scanSummary,
      settings: null,
      sarifParts: null,
      policy: DEFAULT_POLICY,
      ctx: context(),
      toolkit,
      githubClient: noGitHub,
      cancelled: false,
    });
    const file = seen.outputs['report-file'] ?? '';
    expect(JSON.parse(readFileSync(file, 'utf8')).verdict.verdict).toBe('fail');
    expect(seen.outputs['new-findings']).toBe('1');
    expect(seen.summaries[0]).toContain('### Findings');
    expect(seen.annotations.filter((a) => a.title.startsWith('Could not write'))).toEqual([]);
  });

  it('writes no SARIF file when results would be over the per-run limit: those left out would close', async () => {
    const { toolkit, seen } = recordingToolkit();
    const results = Array.from({ length: MAX_RESULTS_PER_RUN + 3 }, (_, i) => ({
      ...sourceMap,
      line: i + 1,
    }));
    await finalizeSarif(toolkit, report({ localChecks: { ran: ['source-maps'], refused: [], results } }), {
      lockFiles: false,
      localChecks: ['source-maps'],
    });
    expect(existsSync(join(dir, 'out.sarif'))).toBe(false);
    expect(seen.outputs['sarif-file']).toBe('');
    expect(seen.summaries[0]).toContain(
      "SARIF file not written: 3 results over code scanning's limit of 25,000 results per run would be left out.",
    );
    expect(seen.warnings[0]).toContain('with no file they stay open');
  });

  it('writes the SARIF file of a run that checked every part it was asked for, and names it in the output', async () => {
    const { toolkit, seen } = recordingToolkit();
    await finalizeSarif(
      toolkit,
      report({ localChecks: { ran: ['source-maps'], refused: [], results: [sourceMap] } }),
      { lockFiles: false, localChecks: ['source-maps'] },
    );
    const sarif = JSON.parse(readFileSync(join(dir, 'out.sarif'), 'utf8'));
    expect(sarif.runs[0].results).toHaveLength(1);
    expect(seen.outputs['sarif-file']).toBe('out.sarif');
    expect(seen.warnings).toEqual([]);
  });

  it('leaves a file of an earlier step where it is, says so, and names no file in the output', async () => {
    const { toolkit, seen } = recordingToolkit();
    writeFileSync(join(dir, 'out.sarif'), 'earlier');
    await finalizeSarif(toolkit, report(), { lockFiles: false, localChecks: ['source-maps'] });
    expect(readFileSync(join(dir, 'out.sarif'), 'utf8')).toBe('earlier');
    expect(seen.outputs['sarif-file']).toBe('');
    expect(seen.warnings[0]).toMatch(
      /^SARIF file not written: the local checks were not run to their end\. .* A file already at out\.sarif \(from an earlier step\) was left as it is: it is not this run's\.$/,
    );
    const written = JSON.parse(readFileSync(seen.outputs['report-file'] ?? '', 'utf8'));
    expect(written.warnings).toEqual([seen.warnings[0]]);
  });

  it('says in a notice, not a warning, that a command without SARIF results writes no file', async () => {
    const { toolkit, seen } = recordingToolkit();
    await finalizeSarif(toolkit, report({ command: 'quick-check' }), null);
    expect(existsSync(join(dir, 'out.sarif'))).toBe(false);
    expect(seen.outputs['sarif-file']).toBe('');
    expect(seen.warnings).toEqual([]);
    expect(seen.annotations).toContainEqual({
      level: 'notice',
      title: 'SARIF file not written',
      message: 'SARIF file not written: command quick-check has no results for code scanning.',
    });
    expect(seen.summaries[0]).toContain('not written: command quick-check has no results for code scanning.');
  });

  it('says why no file was written when the run stopped before its inputs were read', async () => {
    const { toolkit, seen } = recordingToolkit({ 'sarif-file': 'out.sarif' });
    const stopped = report({
      verdict: {
        ...report().verdict,
        verdict: 'error',
        reasons: [{ kind: 'stopped', level: 'error', message: "Input 'fail-on' is 'hihg'", items: [] }],
      },
    });
    await finalize({ ...finalizeOptions(toolkit, stopped, null), settings: null });
    expect(existsSync(join(dir, 'out.sarif'))).toBe(false);
    expect(seen.outputs['sarif-file']).toBe('');
    expect(seen.warnings[0]).toMatch(
      /^SARIF file not written: nothing was checked \(the run stopped: Input 'fail-on' is 'hihg'\)\./,
    );
  });
});

describe('buildReport', () => {
  it('turns a defect while judging into a failing report that names it', () => {
    const state = newRunState('scan', new Date('2026-11-22T08:00:00Z'));
    state.localChecks = {
      ran: [],
      refused: [],
      get results(): never {
        throw new Error('bad state');
      },
    };
    const built = buildReport(state, DEFAULT_POLICY, new Date());
    expect(built.verdict.verdict).toBe('error');
    expect(built.verdict.reasons[0]?.message).toBe('the report could not be built: bad state');
  });

  it('keeps the ignore entries in force on the day, not the expired ones', () => {
    const state = newRunState('scan', new Date('2026-11-22T08:00:00Z'));
    state.ignores = [
      { id: 'A', path: null, reason: 'r', until: '2026-11-21' },
      { id: 'B', path: null, reason: 'r', until: null },
    ];
    const built = buildReport(state, DEFAULT_POLICY, new Date('2026-11-22T09:00:00Z'));
    expect(built.ignores.map((e) => e.id)).toEqual(['B']);
    expect(built.verdict.expiredIgnores.map((e) => e.id)).toEqual(['A']);
  });
});
