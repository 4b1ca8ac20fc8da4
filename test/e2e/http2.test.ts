// The bundle against a service that offers HTTP/2 over TLS: the connection negotiates HTTP/2 and the
// whole scan runs over it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finding, requestsTo, runInWorld, startWorld, type World } from './harness.ts';

let world: World;
let certFile: string;
let dir: string;
beforeAll(async () => {
  // A throw-away certificate for 127.0.0.1, made here so no key is ever committed (and removed after).
  dir = mkdtempSync(join(tmpdir(), 'ssa-tls-'));
  const [keyFile, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  certFile = cert;
  world = await startWorld({
    service: { tls: { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(cert, 'utf8') } },
  });
});
afterAll(async () => {
  await world?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a service that offers HTTP/2', () => {
  it('is scanned over HTTP/2 from start to verdict', async () => {
    const url = 'https://h2.example.com';
    // Final at start: every request after the start still goes over the one connection, without a real wait.
    world.service.control.addSite(url, {
      findings: [finding('TLS-H2H2H2', 'high', 'Weak TLS')] as never,
      pollsToFinish: 0,
    });
    const run = await runInWorld(
      world,
      { site: url, dependencies: 'none', 'local-checks': 'none' },
      { spawn: true, env: { NODE_EXTRA_CA_CERTS: certFile } },
    );
    expect(run.exitCode, run.stdout + run.stderr).toBe(1);
    expect(run.outputs.verdict).toBe('fail');
    expect(run.summary).toContain('TLS-H2H2H2');
    const seen = requestsTo(world, '/');
    expect(seen.length).toBeGreaterThan(2);
    expect(new Set(seen.map((r) => r.httpVersion))).toEqual(new Set(['2.0']));
  });
});
