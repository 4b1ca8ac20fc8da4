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
