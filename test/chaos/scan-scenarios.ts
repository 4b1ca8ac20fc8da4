// The scan command's chaos scenarios: a site with findings, a checkout with a lock file and local-check
// results, on the agent and the legacy routes, Pulse and Deep, and without a web scan.
import { commitFiles, writeCheckout } from '../../simulator/runner/checkout.ts';
import { fakeSecrets } from '../local-checks/fake-secrets.ts';
import { finding, TITLE_IN_SHELL_WORKFLOW, verifiedSite, type World } from '../e2e/harness.ts';
import type { Scenario } from './scenarios.ts';

const LOCK_FILE = JSON.stringify(
  {
    name: 'chaos-shop',
    version: '1.0.0',
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': { name: 'chaos-shop', version: '1.0.0', dependencies: { 'chaos-lib': '^1.0.0' } },
      'node_modules/chaos-lib': {
        version: '1.0.0',
        resolved: 'https://registry.npmjs.org/chaos-lib/-/chaos-lib-1.0.0.tgz',
      },
    },
  },
  null,
  2,
);

/** An npm lock file (v3) pinning `name` at 1.0.0. */
export const lockFileOf = (name: string) => LOCK_FILE.replaceAll('chaos-lib', name);

/** An advisory of the npm package `name` at 1.0.0, fixed in 1.0.1. */
export function addPackageAdvisory(
  world: World,
  id: string,
  name: string,
  severity: 'low' | 'medium' | 'high',
) {
  const packages = [{ ecosystem: 'npm' as const, name, fixedIn: '1.0.1' }];
  world.service.control.addAdvisory({ id, title: `${name} advisory`, severity, packages });
}

/** A git checkout with a lock file, a tracked credential and a workflow that expands a PR title in a shell. */
const checkout = (world: World) =>
  writeCheckout(
    {
      'package-lock.json': LOCK_FILE,
      'src/config.ts': `export const stripe = '${fakeSecrets(13).stripeLiveKey}';\n`,
      '.github/workflows/greet.yml': TITLE_IN_SHELL_WORKFLOW,
    },
    { root: world.scratch },
  );

/**
 * A git checkout whose only problem is a lock file with a package of a low advisory; on a pull request its
 * last commit (a README) is the change.
 */
function cleanCheckout(world: World): string {
  const dir = writeCheckout(
    { 'package-lock.json': lockFileOf('chaos-util'), 'src/index.ts': 'export {};\n' },
    { root: world.scratch },
  );
  commitFiles(dir, { 'README.md': '# Chaos\n' }, 'docs');
  return dir;
}

const findings = [finding('XSS-CHAOS1', 'high'), finding('HDR-CHAOS2', 'low')];

export const SCAN_SCENARIOS: readonly Scenario[] = [
  {
    name: 'scan: Pulse on the agent routes with a lock file and local checks',
    setup: (world) => {
      const site = 'https://chaos-agent.example.com';
      world.service.control.addSite(site, { findings: findings as never });
      addPackageAdvisory(world, 'SVA-CHAOS-0001', 'chaos-lib', 'high');
      const inputs = { site, 'fail-scope': 'all', comment: 'always', 'sarif-file': 'chaos.sarif' };
      return { inputs, workspace: checkout(world) };
    },
  },
  {
    name: 'scan: Pulse on the agent routes, nothing found',
    setup: (world) => {
      const site = 'https://chaos-clean.example.com';
      world.service.control.addSite(site, { findings: [] });
      return { inputs: { site, comment: 'always', dependencies: 'none', 'local-checks': 'none' } };
    },
  },
  {
    name: 'scan: Pulse on the legacy routes',
    setup: (world) => {
      const site = world.service.control.addSite('https://chaos-legacy.example.com', {
        findings: findings as never,
      });
      const inputs = { site, route: 'legacy', 'fail-scope': 'all', comment: 'always' };
      return { inputs: { ...inputs, dependencies: 'none', 'local-checks': 'none' } };
    },
  },
  {
    name: 'scan: Deep on the agent routes, approved while the run waits',
    setup: async (world) => {
      const { siteId, verificationId } = await verifiedSite(world, 'https://chaos-deep-agent.example.com', [
        finding('SQL-CHAOS3', 'medium'),
      ]);
      // The person approves every Deep operation of the site as soon as a run waits for it.
      world.clock.onSleep = () => {
        for (const op of world.service.control.state.deepOperations.values()) {
          if (op.siteId === siteId && op.approvalState === 'pending')
            world.service.control.approveDeep(op.id);
        }
      };
      const inputs = { site: siteId, scan: 'deep', 'verification-id': verificationId, comment: 'always' };
      return { inputs: { ...inputs, dependencies: 'none', 'local-checks': 'none' } };
    },
  },
  {
    name: 'scan: the release Deep on the legacy routes',
    setup: (world) => {
      const site = world.service.control.addSite('https://chaos-deep.example.com', { findings: [] });
      const inputs = { site, route: 'legacy', scan: 'deep', comment: 'always' };
      return { inputs: { ...inputs, dependencies: 'none', 'local-checks': 'none' } };
    },
  },
  {
    name: 'scan: no web scan, lock files and local checks only',
    setup: (world) => {
      const site = 'https://chaos-local.example.com';
      world.service.control.addSite(site, { findings: [] });
      addPackageAdvisory(world, 'SVA-CHAOS-0002', 'chaos-util', 'low');
      return { inputs: { site, scan: 'none', comment: 'always' }, workspace: cleanCheckout(world) };
    },
  },
];
