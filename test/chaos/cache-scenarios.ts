// The chaos scenarios whose runs keep state in the Actions cache: the base branch's baseline, recorded by a
// push to main and read by the next push and by pull requests into main, and the monitor's memory of what it
// reported, with an issue to close for an advisory withdrawn since. A fault on the cache may lose that state;
// the run must then judge as a run without it, and say so (see `lost` and `said`).
import { finding, type ActionRun } from '../e2e/harness.ts';
import { runScenario, type Scenario, type ScenarioSetup } from './scenarios.ts';

const baselineOf = (run: ActionRun) => run.report?.baseline as { source: string } | null | undefined;
const memoryOf = (run: ActionRun) => (run.report?.monitor as { memory: string } | null | undefined)?.memory;

export const CACHE_SCENARIOS: readonly Scenario[] = [
  {
    name: 'scan: only new findings fail, against the baseline main recorded',
    setup: async (world) => {
      const site = 'https://chaos-gate.example.com';
      world.service.control.addSite(site, {
        findings: [finding('XSS-GATE01', 'high'), finding('HDR-GATE02', 'low')] as never,
      });
      const setup: ScenarioSetup = {
        inputs: {
          site,
          'fail-scope': 'new',
          comment: 'always',
          dependencies: 'none',
          'local-checks': 'none',
        },
        cache: {
          // Without a baseline every open finding is judged: the high one fails the run. The summary's
          // baseline line says the cache may not have been read (a run an outage stopped judges nothing).
          lost: (run) => baselineOf(run)?.source === 'none',
          said: /Actions cache could not be read|could not be read from the Actions cache/,
        },
      };
      // The push that records main's first baseline.
      await runScenario(world, setup, 'push');
      return setup;
    },
  },
  {
    name: 'monitor with its memory, closing the issue of a withdrawn advisory',
    setup: async (world) => {
      const { control } = world.service;
      const site = control.addSite('https://chaos-memory.example.com', { technologies: ['chaosmem'] });
      const advisory = (n: number, severity: 'medium' | 'high') =>
        control.addAdvisory({
          id: `SVA-CHAOSMEM-000${n}`,
          title: `chaosmem advisory ${n}`,
          severity,
          tech: ['chaosmem'],
        });
      advisory(1, 'medium');
      const withdrawn = advisory(2, 'high');
      const setup: ScenarioSetup = {
        inputs: {
          command: 'monitor',
          site,
          'fail-on': 'medium',
          'create-issues': 'true',
          dependencies: 'none',
        },
        cache: {
          // Without its memory the monitor reports the whole window: the medium advisory is new, and fails.
          lost: (run) => memoryOf(run) !== undefined && memoryOf(run) !== 'restored',
          said: /every advisory of the window is shown as new/,
        },
      };
      // The run that reported both advisories and opened their issues; one is withdrawn since.
      await runScenario(world, setup, 'push');
      control.withdrawAdvisory(withdrawn);
      const cache = world.cache;
      const remembered = new Set(cache?.entries);
      const issue = [...world.github.issues.values()].find((i) => i.title.includes(withdrawn));
      if (!cache || !issue) throw new Error('the monitor left no memory or no issue to close');
      return {
        ...setup,
        // Every run starts from that memory, with the issue open: the memories later runs saved are evicted.
        beforeRun: () => {
          cache.evict((e) => e.key.startsWith('security-scan-monitor/') && !remembered.has(e));
          issue.state = 'open';
        },
      };
    },
  },
];
