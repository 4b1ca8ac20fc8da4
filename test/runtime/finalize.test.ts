// The report side's last-resort guard: whatever part fails, the outputs, the summary and an error
// annotation naming the failure are still written.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Annotation } from '../../src/github/annotations.ts';
import type { RunContext } from '../../src/github/context.ts';
import type { LocalResultView, RunReport } from '../../src/render/model.ts';
import { MAX_RESULTS_PER_RUN } from '../../src/render/sarif.ts';
import { buildReport } from '../../src/runtime/build-report.ts';
import { finalize } from '../../src/runtime/finalize.ts';
import { newRunState } from '../../src/runtime/state.ts';
import type { Toolkit } from '../../src/runtime/toolkit.ts';
import type { Settings } from '../../src/commands/registry.ts';
import { DEFAULT_POLICY } from '../../src/settings/settings.ts';
import { report } from '../render/fixtures.ts';
import { scanSpec } from '../../src/commands/scan/spec.ts';
import { scanSummary } from '../../src/commands/scan/summary.ts';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ssa-finalize-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const context = (): RunContext => ({
  eventName: 'push',
  owner: 'o',
  repo: 'r',
  pullNumber: null,
  fromFork: false,
  runId: '1',
  job: 'j',
  workflow: 'w',
  serverUrl: 'https://github.com',
  apiUrl: 'https://api.github.com',
  workspace: dir,
  tempDir: dir,
  sha: 'abc',
  baseSha: null,
});

function recordingToolkit() {
  const seen = {
    outputs: {} as Record<string, string>,
    summaries: [] as string[],
    annotations: [] as Annotation[],
  };
  const toolkit: Toolkit = {
    info: () => {},
    debug: () => {},
    warning: () => {},
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
    getInput: () => '',
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

describe('finalize', () => {
  it('still writes every output, a plain summary and an error annotation when rendering fails', async () => {
    const { toolkit, seen } = recordingToolkit();
    await finalize({
      report: defective(),
      spec: scanSpec,
      sections: scanSummary,
      settings: null,
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

  it('writes the SARIF file and says in the summary how many results it had to leave out', async () => {
    const { toolkit, seen } = recordingToolkit();
    const result: LocalResultView = {
      checkId: 'source-maps',
      ruleId: 'source-maps/public-map',
      severity: 'low',
      file: 'public/app.js.map',
      line: 1,
      message: 'map',
      evidence: null,
      commit: null,
    };
    const results = Array.from({ length: MAX_RESULTS_PER_RUN + 3 }, (_, i) => ({ ...result, line: i + 1 }));
    // Only what finalize reads of the settings.
    const settings = {
      sarifFile: 'out.sarif',
      annotations: false,
      comment: 'never',
      site: 'site_1',
    } as Settings;
    await finalize({
      report: report({ localChecks: { ran: [], refused: [], results } }),
      spec: scanSpec,
      sections: scanSummary,
      settings,
      policy: settings.policy,
      ctx: context(),
      toolkit,
      githubClient: noGitHub,
      cancelled: false,
    });
    const sarif = JSON.parse(readFileSync(join(dir, 'out.sarif'), 'utf8'));
    expect(sarif.runs[0].results).toHaveLength(MAX_RESULTS_PER_RUN);
    expect(seen.outputs['sarif-file']).toBe('out.sarif');
    expect(seen.summaries[0]).toContain('3 less severe results were left out of the SARIF file');
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
