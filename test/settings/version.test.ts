import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { ACTION_VERSION } from '../../src/runtime/version.ts';

it('sends the version of package.json as the action version', () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  expect(ACTION_VERSION).toBe(pkg.version);
});
