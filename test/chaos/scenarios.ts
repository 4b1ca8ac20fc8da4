// The whole runs the chaos suite disturbs: each command of the action in a small world of its own
// (a site with findings, a checkout with a lock file and local-check results, advisories, repositories),
// on a push or on a pull request. Every run gets a run id of its own, so its starts are new to the
// service (not replays of another case's) and each case may be charged afresh.
import { writeCheckout } from '../../simulator/runner/checkout.ts';
import { fakeSecrets } from '../local-checks/fake-secrets.ts';
import { workflow } from '../e2e/repository-harness.ts';
import {
  finding,
  pullRequestEvent,
  runInWorld,
  PR,
  TITLE_IN_SHELL_WORKFLOW,
  verifiedSite,
  WRITE_TOKEN,
  type ActionRun,
  type World,
} from '../e2e/harness.ts';

export type ChaosEvent = 'push' | 'pull_request';

/** What every run of a scenario is given. */
export interface ScenarioSetup {
  readonly inputs: Record<string, string>;
  readonly workspace?: string;
}

export interface Scenario {
  readonly name: string;
  /** Prepares the world once; returns what every run of the scenario is given. */
  setup(world: World): ScenarioSetup | Promise<ScenarioSetup>;
}

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

/** A git checkout whose only problem is a lock file with a package of a low advisory. */
const cleanCheckout = (world: World) =>
  writeCheckout(
    { 'package-lock.json': LOCK_FILE.replaceAll('chaos-lib', 'chaos-util'), 'src/index.ts': 'export {};\n' },
    { root: world.scratch },
  );

const findings = [finding('XSS-CHAOS1', 'high'), finding('HDR-CHAOS2', 'low')];

export const SCENARIOS: readonly Scenario[] = [
  {
    name: 'scan: Pulse on the agent routes with a lock file and local checks',
    setup: (world) => {
      const site = 'https://chaos-agent.example.com';
      world.service.control.addSite(site, { findings: findings as never });
      world.service.control.addAdvisory({
        id: 'SVA-CHAOS-0001',
        title: 'chaos-lib prototype pollution',
        severity: 'high',
        packages: [{ ecosystem: 'npm', name: 'chaos-lib', fixedIn: '1.0.1' }],
      });
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
      world.service.control.addAdvisory({
        id: 'SVA-CHAOS-0002',
        title: 'chaos-util slow regular expression',
        severity: 'low',
        packages: [{ ecosystem: 'npm', name: 'chaos-util', fixedIn: '1.0.1' }],
      });
      return { inputs: { site, scan: 'none', comment: 'always' }, workspace: cleanCheckout(world) };
    },
  },
  {
    name: 'monitor with issues',
    setup: (world) => {
      const site = world.service.control.addSite('https://chaos-monitor.example.com', {
        technologies: ['chaoscms'],
      });
      for (const n of [1, 2]) {
        world.service.control.addAdvisory({
          id: `SVA-CHAOSCMS-000${n}`,
          title: `chaoscms advisory ${n}`,
          severity: n === 1 ? 'medium' : 'low',
          tech: ['chaoscms'],
        });
      }
      // Without the cache stand-in the monitor has no memory, so every run finds the same advisories new.
      // A medium advisory fails the run and opens an issue (issues are opened for what fails).
      const inputs = { 'fail-on': 'medium', 'create-issues': 'true', dependencies: 'none' };
      return { inputs: { command: 'monitor', site, ...inputs } };
    },
  },
  {
    name: 'repository-check',
    setup: (world) => {
      world.service.control.setRepositoryCheck('https://github.com/chaos/careful', {
        verdict: 'caution',
        summary: 'Unmaintained for two years.',
      });
      world.service.control.setRepositoryCheck('https://github.com/chaos/fine', { verdict: 'safe' });
      const repositories = 'https://github.com/chaos/fine\nhttps://github.com/chaos/careful';
      return { inputs: { command: 'repository-check', repositories, comment: 'always' } };
    },
  },
  {
    name: 'repository-check auto, the base read through the GitHub API',
    setup: (world) => {
      const ci = '.github/workflows/ci.yml';
      // The checkout lacks the pull request's base commit, so the base is read through the GitHub API.
      const workspace = writeCheckout(
        { [ci]: workflow('known/tool@v1', 'chaos/careful@v1') },
        { root: world.scratch },
      );
      world.github.pullFiles.set(PR, [{ filename: ci, status: 'modified' }]);
      world.github.contents.set(
        `${pullRequestEvent().pull_request.base.sha}:${ci}`,
        workflow('known/tool@v1'),
      );
      return { inputs: { command: 'repository-check', repositories: 'auto', comment: 'always' }, workspace };
    },
  },
  {
    name: 'quick-check',
    setup: (world) => {
      const url = 'https://chaos-quick.example.com';
      world.service.control.setQuickCheck(url, {
        checks: [{ id: 'cookies', title: 'Cookie without Secure', status: 'attention', severity: 'medium' }],
      });
      return { inputs: { command: 'quick-check', url, comment: 'always' } };
    },
  },
];

let runs = 0;

/** One whole run of a prepared scenario, on its own run id; `serviceTimeouts` lets a slow answer time out. */
export function runScenario(
  world: World,
  setup: ScenarioSetup,
  event: ChaosEvent,
  serviceTimeouts: { headersMs: number; bodyMs: number } | undefined,
): Promise<ActionRun> {
  runs += 1;
  const env = { GITHUB_RUN_ID: String(90_000 + runs) };
  const onPullRequest = event === 'pull_request';
  return runInWorld(
    world,
    { 'github-token': WRITE_TOKEN, ...setup.inputs },
    {
      env,
      workspace: setup.workspace,
      serviceTimeouts,
      eventName: event,
      event: onPullRequest ? pullRequestEvent() : {},
    },
  );
}
