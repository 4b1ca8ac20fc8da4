import { describe, expect, it } from 'vitest';
import type { VerificationView } from '../../src/render/command-views.ts';
import { outputsOf } from '../../src/render/outputs.ts';
import { mdCodeBlock } from '../../src/render/untrusted.ts';
import { verificationSection } from '../../src/render/verification-summary.ts';
import { HOSTILE, report } from './fixtures.ts';

const issued: VerificationView = {
  action: 'issued',
  verificationId: 'ver_1',
  siteId: 'site_1',
  origin: 'https://www.example.com',
  method: 'dns',
  state: 'pending',
  expiresAt: '2026-11-24T10:00:00.000Z',
  verifiedUntil: null,
  attemptsRemaining: 3,
  retryAt: null,
  value: 'scan-verification=abc123',
  location: '_scan-verification.www.example.com (TXT record)',
  nextStep: 'Publish the proof, then run verify-ownership with verification-id ver_1.',
};

describe('verificationSection', () => {
  it('says where to publish the proof and what, as blocks copied as they are', () => {
    const out = verificationSection(report({ verification: issued }));
    expect(out).toContain('### Ownership proof');
    expect(out).toContain(
      'Add a DNS TXT record with this name:\n\n```text\n_scan-verification.www.example.com (TXT record)\n```',
    );
    expect(out).toContain('and this value:\n\n```text\nscan-verification=abc123\n```');
    expect(out).toContain('**Next:** Publish the proof');
  });

  it('names the file and the meta tag for the other methods', () => {
    expect(verificationSection(report({ verification: { ...issued, method: 'file' } }))).toContain(
      'Serve a file at this address:',
    );
    expect(verificationSection(report({ verification: { ...issued, method: 'meta' } }))).toContain(
      'Add a meta tag to the page',
    );
  });

  it('after a check: state, attempts left and when to check again, no publishing steps', () => {
    const out = verificationSection(
      report({
        verification: {
          ...issued,
          action: 'checked',
          value: null,
          location: null,
          attemptsRemaining: 2,
          retryAt: '2026-11-23T10:01:00.000Z',
        },
      }),
    );
    expect(out).toContain('| Attempts left | 2 |');
    expect(out).toContain('| Check again after | 2026-11-23T10:01:00.000Z |');
    expect(out).not.toContain('```');
  });

  it('keeps hostile service text inert', () => {
    const out = verificationSection(
      report({
        verification: { ...issued, origin: HOSTILE, value: `${HOSTILE}\n\`\`\`\n# hi`, location: HOSTILE },
      }),
    );
    // Inside a code block the text is shown, not interpreted; outside, it is escaped.
    expect(out).not.toMatch(/^# hi/m);
    expect(out).toContain('````text');
    const outsideBlocks = out.replace(/^(`{3,})text\n.*\n\1$/gm, '');
    expect(outsideBlocks).not.toContain('<script');
    expect(outsideBlocks).not.toContain('@octocat');
  });
});

describe('mdCodeBlock', () => {
  it('fences longer than any backtick run and keeps the value on one line', () => {
    expect(mdCodeBlock('a`b```c\r\nd')).toBe('````text\na`b```cd\n````');
    expect(mdCodeBlock('plain')).toBe('```text\nplain\n```');
  });
});

describe('verification outputs', () => {
  it('are set from the proof, and empty without one', () => {
    const outputs = outputsOf(report({ verification: issued }), 'r.json');
    expect(outputs['verification-id']).toBe('ver_1');
    expect(outputs['verification-state']).toBe('pending');
    expect(outputs['verification-value']).toBe('scan-verification=abc123');
    expect(outputs['verification-location']).toBe('_scan-verification.www.example.com (TXT record)');
    expect(outputsOf(report(), 'r.json')['verification-id']).toBe('');
  });
});
