import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../src/errors.ts';
import { parseRepositoryUrls, repositoryUrl } from '../../src/settings/repository-url.ts';

describe('repository URLs', () => {
  it('keeps https://HOST/OWNER/REPO in canonical form', () => {
    expect(repositoryUrl('https://github.com/actions/checkout')).toBe('https://github.com/actions/checkout');
    expect(repositoryUrl('https://GitHub.com/Owner/repo.git')).toBe('https://github.com/Owner/repo');
    expect(repositoryUrl('https://gitlab.com/group/project/')).toBe('https://gitlab.com/group/project');
  });

  it.each([
    'http://github.com/actions/checkout',
    'git@github.com:actions/checkout.git',
    'ssh://git@github.com/actions/checkout',
    'actions/checkout',
    'https://github.com/actions',
    'https://github.com/actions/checkout/tree/main',
    'https://github.com/actions/checkout?tab=readme',
    'https://github.com/actions/checkout#readme',
    'https://user:token@github.com/actions/checkout',
    'https://github.com:8443/actions/checkout',
    'https://localhost/actions/checkout',
    'https://github.com/../checkout',
    'javascript:alert(1)',
  ])('refuses %s', (value) => {
    expect(repositoryUrl(value)).toBeNull();
  });

  it('names the input, the value and what it accepts, and drops duplicates', () => {
    expect(parseRepositoryUrls(['https://github.com/a/b', 'https://github.com/a/b.git'])).toEqual([
      'https://github.com/a/b',
    ]);
    expect(() => parseRepositoryUrls(['http://github.com/a/b'])).toThrow(ConfigurationError);
    expect(() => parseRepositoryUrls(['http://github.com/a/b'])).toThrow(
      /Input 'repositories' has "http:\/\/github.com\/a\/b", which is not a public repository URL; accepted: 'auto', or one https:\/\/HOST\/OWNER\/REPO/,
    );
  });
});
