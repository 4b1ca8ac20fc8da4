// Log lines held while work runs beside another come out later, in order and inside their own groups;
// masking and outputs are never held.
import { describe, expect, it } from 'vitest';
import { recordingToolkit } from '../../simulator/runner/recording-toolkit.ts';
import { heldLog } from '../../src/runtime/held-log.ts';

describe('heldLog', () => {
  it('lets lines through until held, then writes the held ones on release, groups and all', async () => {
    const { toolkit: real, recording } = recordingToolkit({});
    const log = heldLog(real);
    log.toolkit.info('before');
    log.hold();
    log.toolkit.info('held 1');
    await log.toolkit.group('Reading', async () => {
      log.toolkit.warning('inside');
      real.info('the other work, meanwhile');
    });
    log.toolkit.annotate({ level: 'notice', title: 'Note', message: 'noted' });
    log.toolkit.setSecret('s3cr3t-value');
    log.toolkit.setOutput('x', '1');
    expect(recording.masked).toEqual(['s3cr3t-value']);
    expect(recording.outputs).toEqual({ x: '1' });
    expect(recording.log.join('\n')).not.toMatch(/held 1|inside|noted/);
    await log.release();
    log.toolkit.info('after');
    const lines = recording.log.filter((line) => !line.startsWith('::add-mask::'));
    expect(lines).toEqual([
      'before',
      'the other work, meanwhile',
      'held 1',
      '::group::Reading',
      '::warning::inside',
      '::endgroup::',
      '::notice title=Note::noted',
      'after',
    ]);
  });

  it('gives back what a held group returns and throws what it throws', async () => {
    const { toolkit: real } = recordingToolkit({});
    const log = heldLog(real);
    log.hold();
    await expect(log.toolkit.group('a', () => Promise.resolve(7))).resolves.toBe(7);
    await expect(log.toolkit.group('b', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    log.toolkit.info('still held at the top');
    await log.release();
  });
});
