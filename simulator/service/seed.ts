// The demo world a simulator starts with: the staging site with a succeeded baseline Pulse, templates that make
// the next scan show one new high finding, one fixed and three unchanged, and a small advisory catalogue.
import type { SimulatorControl } from './control.ts';
import { finishScan, startScan } from './scan-lifecycle.ts';
import { isoAt } from './state.ts';
import type { FindingTemplate } from './records.ts';

export const DEMO_SITE_URL = 'https://staging.example.com';

/** The demo site's findings that stay from scan to scan, and the one the next scan fixes or brings. */
export const UNCHANGED: FindingTemplate[] = [
  {
    code: 'HDR-3K9Q2A',
    severity: 'medium',
    state: 'attention',
    category: 'headers',
    title: 'Content-Security-Policy header is missing',
    meaning: 'Without a CSP, injected scripts run with the page’s full rights.',
    fix: "Send a Content-Security-Policy header, starting with default-src 'self'.",
    evidence: ['GET / -> no content-security-policy header'],
    steps: ['Add the header in the web server or framework config.', 'Deploy and re-run the scan.'],
  },
  {
    code: 'DNS-5R8T1B',
    severity: 'low',
    state: 'attention',
    category: 'dns',
    title: 'No CAA record restricts certificate issuers',
    meaning: 'Any certificate authority may issue certificates for the domain.',
    fix: 'Publish a CAA record naming the authorities you use.',
    evidence: ['CAA staging.example.com -> no records'],
  },
  {
    code: 'INF-2B6N8P',
    severity: 'info',
    state: 'information',
    category: 'disclosure',
    title: 'Server header names the web server',
    meaning: 'The server software is visible to anyone; this alone is not a vulnerability.',
    fix: null,
    evidence: ['server: nginx'],
  },
];

export const FIXED: FindingTemplate = {
  code: 'TLS-7H2K4M',
  severity: 'medium',
  state: 'attention',
  category: 'tls',
  title: 'TLS 1.0 is still accepted',
  meaning: 'Old protocol versions allow downgrade attacks on old clients.',
  fix: 'Allow only TLS 1.2 and 1.3.',
  evidence: ['handshake TLSv1.0 -> accepted'],
};

export const NEW: FindingTemplate = {
  code: 'CORS-4J7X2C',
  severity: 'high',
  state: 'attention',
  category: 'cors',
  title: 'CORS allows any origin with credentials',
  meaning: 'Any web site can read authenticated API answers in a visitor’s browser.',
  fix: 'Answer Access-Control-Allow-Origin only for a list of trusted origins.',
  evidence: [
    'Origin: https://evil.invalid -> access-control-allow-origin: https://evil.invalid, credentials: true',
  ],
  steps: ['List the trusted origins.', 'Reflect the Origin header only when it is on the list.'],
};

function seedAdvisories(control: SimulatorControl): void {
  const daysAgo = (days: number): string => isoAt(control.state, -days * 86_400);
  control.addAdvisory({
    id: 'SVA-2026-0001',
    title: 'lodash: command injection through template',
    severity: 'high',
    publishedAt: daysAgo(3),
    ids: ['CVE-2021-23337', 'GHSA-35jh-r3h4-6jhm'],
    references: ['https://github.com/advisories/GHSA-35jh-r3h4-6jhm'],
    packages: [{ ecosystem: 'npm', name: 'lodash', fixedIn: '4.17.21' }],
    cvss: { score: 7.2, vector: 'CVSS:3.1/AV:N/AC:L/PR:H/UI:N/S:U/C:H/I:H/A:H' },
  });
  control.addAdvisory({
    id: 'SVA-2026-0002',
    title: 'nginx: memory disclosure in the resolver',
    severity: 'medium',
    publishedAt: daysAgo(10),
    tech: ['nginx'],
    ids: ['CVE-2021-23017'],
  });
  control.addAdvisory({
    id: 'SVA-2026-0003',
    title: 'event-stream: malicious flatmap-stream dependency',
    kind: 'malicious_package',
    severity: 'critical',
    exploited: true,
    publishedAt: daysAgo(40),
    packages: [{ ecosystem: 'npm', name: 'event-stream', versions: ['3.3.6'], fixedIn: null }],
  });
  control.addAdvisory({
    id: 'SVA-2026-0004',
    title: 'requests: certificate verification stays off for the session',
    severity: 'medium',
    publishedAt: daysAgo(20),
    ids: ['CVE-2024-35195'],
    packages: [{ ecosystem: 'pypi', name: 'requests', fixedIn: '2.32.0' }],
  });
  control.addAdvisory({
    id: 'SVA-2026-0005',
    title: 'WordPress plugin: stored XSS in a contact form',
    severity: 'low',
    publishedAt: daysAgo(5),
    tech: ['wordpress'],
    packages: [{ ecosystem: 'wordpress', name: 'contact-form-demo', fixedIn: '5.9.0' }],
  });
}

export function seedDemoWorld(control: SimulatorControl): void {
  const siteId = control.addSite(DEMO_SITE_URL, { name: 'Staging', findings: [...UNCHANGED, FIXED] });
  control.setSiteTechnologies(siteId, ['nginx', 'react']);
  const state = control.state;
  const site = state.sites.get(siteId);
  if (site) finishScan(state, startScan(state, site, 'pulse'));
  control.setSiteFindings(siteId, [NEW, ...UNCHANGED]);
  seedAdvisories(control);
}
