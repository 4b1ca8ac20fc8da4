import { describe, expect, it } from 'vitest';
import { readScanKind, toServiceKind } from '../../src/api/scan-kind.ts';

describe('the scan kind on the wire', () => {
  it('sends Deep as box and Pulse as pulse', () => {
    expect(toServiceKind('deep')).toBe('box');
    expect(toServiceKind('pulse')).toBe('pulse');
  });

  it('reads box as Deep, and a kind it does not know (or none) as unknown', () => {
    expect(readScanKind('box')).toBe('deep');
    expect(readScanKind('pulse')).toBe('pulse');
    expect(readScanKind('deep')).toBe('unknown');
    expect(readScanKind(undefined)).toBe('unknown');
  });
});
