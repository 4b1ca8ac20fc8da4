import { describe, expect, it } from 'vitest';
import { outputsOf } from '../../src/render/outputs.ts';
import { monitorView, report } from './fixtures.ts';

describe('outputs', () => {
  it('gives the counts a scan measured, zeros included', () => {
    const findings = report().findings;
    if (!findings) throw new Error('the fixture has findings');
    const out = outputsOf(report({ findings: { ...findings, new: [] } }), '/tmp/r.json');
    expect(out['new-findings']).toBe('0');
    expect(out['fixed-findings']).toBe('1');
    expect(JSON.parse(out['open-findings'])).toMatchObject({ high: 1, info: 1 });
    expect(out['new-advisories']).toBe('');
  });

  it('leaves empty what the command did not measure: no zero stands for "not measured"', () => {
    const monitor = outputsOf(
      report({ command: 'monitor', scan: null, findings: null, monitor: monitorView({ new: [] }) }),
      '/tmp/r.json',
    );
    expect(monitor['new-advisories']).toBe('0');
    for (const name of ['new-findings', 'fixed-findings', 'open-findings', 'affected-packages'] as const) {
      expect(monitor[name], name).toBe('');
    }
    expect(monitor.verdict).toBe('fail');
  });

  it('counts affected packages only when the inventory was uploaded', () => {
    const dependencies = {
      files: [],
      errors: [],
      packageCount: 0,
      uploaded: false,
      affected: [],
      webUrl: null,
    };
    expect(outputsOf(report({ dependencies }), 'r')['affected-packages']).toBe('');
    const uploaded = { ...dependencies, uploaded: true, packageCount: 3 };
    expect(outputsOf(report({ dependencies: uploaded }), 'r')['affected-packages']).toBe('0');
  });
});
