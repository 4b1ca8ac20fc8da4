// The chaos scenarios of the commands besides scan: the monitor without a memory, repository checks (given,
// and the new `uses:` of a pull request), a quick check, an ownership proof issued and one checked, and a
// DNS recheck after a fix.
import { writeCheckout } from '../../simulator/runner/checkout.ts';
import { workflow } from '../e2e/repository-harness.ts';
import { finding, PR, pullRequestEvent, siteWithBaseline, verifiedSite } from '../e2e/harness.ts';
import type { Scenario } from './scenarios.ts';

export const COMMAND_SCENARIOS: readonly Scenario[] = [
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
  {
    name: 'verify-ownership, issuing a proof',
    setup: (world) => {
      const site = 'https://chaos-proof.example.com';
      world.service.control.addSite(site, { findings: [] });
      return { inputs: { command: 'verify-ownership', site, 'verify-method': 'dns', comment: 'always' } };
    },
  },
  {
    name: 'verify-ownership, checking a verified proof',
    setup: async (world) => {
      // Verified already: a check spends no attempt, so every run of the case finds it verified.
      const { siteId, verificationId } = await verifiedSite(world, 'https://chaos-proven.example.com', []);
      const inputs = { command: 'verify-ownership', site: siteId, 'verification-id': verificationId };
      return { inputs: { ...inputs, comment: 'always' } };
    },
  },
  {
    name: 'dns-recheck of a fixed DNS finding',
    setup: async (world) => {
      const dns = { ...finding('DNS-CHAOS4', 'low'), category: 'dns' };
      const scanId = await siteWithBaseline(world, 'https://chaos-dns.example.com', [dns], []);
      const findingId =
        world.service.control.state.scans.get(scanId)?.findings.find((f) => f.code === dns.code)?.id ?? '';
      const cooldown = world.service.control.state.settings.recheckCooldownSeconds;
      return {
        inputs: { command: 'dns-recheck', 'scan-id': scanId, 'finding-id': findingId, comment: 'always' },
        // Each run comes after the service's wait between two rechecks of a scan, as a person's re-run would.
        beforeRun: () => world.service.control.advanceTime(cooldown + 1),
      };
    },
  },
];
