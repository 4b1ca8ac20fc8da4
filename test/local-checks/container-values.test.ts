import { describe, expect, it } from 'vitest';
import { checkContainerValues } from '../../src/local-checks/container-values.ts';
import { expectNoSecretsShown, located, materialize } from './fixture-tree.ts';

describe('container-values', () => {
  it('reports literal secrets in ENV/ARG and compose environment or build args, not references or defaults', async () => {
    const tree = materialize('container-values');
    const results = checkContainerValues(await tree.files());
    tree.remove();
    expect(located(results)).toEqual([
      'Dockerfile:11 container-values/secret-name high',
      'Dockerfile:4 container-values/secret-value critical',
      'Dockerfile:5 container-values/secret-name high',
      'Dockerfile:8 container-values/secret-value critical',
      'docker-compose.yml:11 container-values/secret-value critical',
      'docker-compose.yml:13 container-values/secret-value critical',
      'docker-compose.yml:14 container-values/secret-name high',
    ]);
    expectNoSecretsShown(results);
  });
});

describe('container-values in test code', () => {
  it('notes values known by their name alone, keeps provider keys, and leaves self-describing stand-ins out', async () => {
    const tree = materialize(null);
    const compose = [
      'services:',
      '  db:',
      '    image: postgres:16',
      '    environment:',
      '      POSTGRES_PASSWORD: correct-horse-battery',
      '      SENDGRID_API_KEY: @@sendgridKey@@',
      '      MYSQL_ROOT_PASSWORD: mysecretpassword',
      '      POSTGRES_INITDB_ARGS: --auth-host=scram-sha-256',
      '',
    ].join('\n');
    tree.write('tests/integration/docker-compose.yml', compose);
    tree.write('docker-compose.yml', compose);
    const results = checkContainerValues(await tree.files());
    expect(located(results)).toEqual([
      'docker-compose.yml:5 container-values/secret-name high',
      'docker-compose.yml:6 container-values/secret-value critical',
      'tests/integration/docker-compose.yml:5 container-values/secret-name info',
      'tests/integration/docker-compose.yml:6 container-values/secret-value critical',
    ]);
    const note = results.find((r) => r.severity === 'info')?.message ?? '';
    expect(note).toContain('in test code: most likely a sample value');
    expectNoSecretsShown(results);
  });
});
