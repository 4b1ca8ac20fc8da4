// The simulator's own small documentation set, served by the docs search and page routes.

export interface DocsPage {
  path: string;
  title: string;
  description: string | null;
  markdown: string;
}

export const DOCS_PAGES: readonly DocsPage[] = [
  {
    path: '/docs/getting-started',
    title: 'Getting started',
    description: 'Add a site, run a Pulse scan and read its findings.',
    markdown: [
      '# Getting started',
      '',
      'Sign in with the device flow to get an API key, then add the site you want to scan.',
      'A Pulse scan is free once a month for one site; it checks headers, TLS, DNS and exposed files',
      'without logging in. Poll the scan until its status is final, then list the findings that need attention.',
    ].join('\n'),
  },
  {
    path: '/docs/ci/github-actions',
    title: 'Scans in GitHub Actions',
    description: 'Gate pull requests on new findings.',
    markdown: [
      '# Scans in GitHub Actions',
      '',
      'Store the API key as a repository secret and pass the service URL as a variable.',
      'Each mutating request carries an idempotency key, so a re-run of the job replays the scan it started',
      'instead of starting and paying for another one.',
      '',
      '## Gating on new findings',
      '',
      'Compare each scan with its baseline, the newest succeeded scan of the same site and kind. A pull request',
      'fails only when a finding is new against the baseline and at or above the chosen severity.',
      '',
      '## Lock files',
      '',
      'Upload the pinned package names and versions from package-lock.json, pnpm-lock.yaml, yarn.lock,',
      'npm-shrinkwrap.json, requirements.txt or poetry.lock. Only names and versions leave the runner, never code.',
    ].join('\n'),
  },
  {
    path: '/docs/scans/deep',
    title: 'Deep scans',
    description: 'Ownership proof and approval before an active scan.',
    markdown: [
      '# Deep scans',
      '',
      'A Deep scan sends active tests to the site, so it needs an ownership proof (DNS record, file or meta tag)',
      'and a person’s approval of the prepared operation before it starts.',
    ].join('\n'),
  },
];
