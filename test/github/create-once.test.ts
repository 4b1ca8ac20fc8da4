import { describe, expect, it } from 'vitest';
import { createOnce } from '../../src/github/create-once.ts';

const failure = (status?: number) => Object.assign(new Error(`HTTP ${status ?? 'network'}`), { status });

describe('createOnce', () => {
  it('does not create again when the failed create landed (its answer was lost)', async () => {
    let creates = 0;
    const made = await createOnce(
      () => {
        creates += 1;
        return Promise.reject(failure(502));
      },
      () => Promise.resolve('found' as string | undefined),
    );
    expect(made).toBe('found');
    expect(creates).toBe(1);
  });

  it('creates again after a 5xx or a network failure that did not land, at most three times', async () => {
    let creates = 0;
    const made = await createOnce(
      () => {
        creates += 1;
        return creates < 3
          ? Promise.reject(failure(creates === 1 ? undefined : 503))
          : Promise.resolve('made');
      },
      () => Promise.resolve(undefined),
    );
    expect(made).toBe('made');
    expect(creates).toBe(3);
    await expect(
      createOnce(
        () => Promise.reject(failure(500)),
        () => Promise.resolve(undefined),
      ),
    ).rejects.toThrow('HTTP 500');
  });

  it('never re-sends after a refusal (4xx): nothing was created', async () => {
    let looked = false;
    await expect(
      createOnce(
        () => Promise.reject(failure(403)),
        () => {
          looked = true;
          return Promise.resolve('found');
        },
      ),
    ).rejects.toThrow('HTTP 403');
    expect(looked).toBe(false);
  });
});
