// The fork recipe as its workflows run it: `collect` in the fork's pull_request run (no key, a read-only
// token), the scan of that data in the trusted workflow_run run, and `report` posting the scan's report to the
// pull request once GitHub confirms it. Each stage runs only when the workflow would start it.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { forkHistory } from '../e2e/fork-harness.ts';
import { forkPullRequestOn, PR, workflowRun, WRITE_TOKEN } from '../e2e/harness.ts';
import { addPackageAdvisory, lockFileOf } from './scan-scenarios.ts';
import type { Scenario } from './scenarios.ts';

const NO_KEY = { 'api-key': '', 'base-url': '' };

export const FORK_RECIPE: Scenario = {
  name: 'the fork recipe: collect, the scan of its data, report',
  setup: (world) => {
    const site = 'https://chaos-fork.example.com';
    world.service.control.addSite(site, { findings: [] });
    addPackageAdvisory(world, 'SVA-CHAOS-0003', 'chaos-fork-lib', 'medium');
    // A real history the GitHub stand-in serves: the trusted scan reads the head commit's tree from it.
    const fork = forkHistory(
      world,
      { 'README.md': '# app\n' },
      { 'package-lock.json': lockFileOf('chaos-fork-lib'), 'src/app.js': 'console.log(1);\n' },
    );
    // The artifact: the same folder, downloaded by the trusted run as the fork's run left it.
    const data = join(world.scratch, 'ssa-chaos-pr-data');
    return {
      events: ['pull_request'],
      on: forkPullRequestOn(fork.headSha, fork.baseSha),
      workspace: fork.dir,
      inputs: { ...NO_KEY, command: 'collect', 'pull-request-data': data, 'github-token': 'ghs_read' },
      // collect wants a new or empty folder, as a fresh runner gives it.
      beforeRun: () => rmSync(data, { recursive: true, force: true }),
      then: [
        // The scan job holds the key and a token that may only read; it runs when the fork's run succeeded.
        {
          on: workflowRun(fork.headSha),
          inputs: { site, 'pull-request-data': data, 'github-token': 'ghs_read' },
        },
        {
          on: workflowRun(fork.headSha),
          // The report job runs `if: always()` once the scan named the pull request.
          after: (scan) => (scan.outputs['pull-request-number'] ?? '') !== '',
          inputs: (scan) => ({
            ...NO_KEY,
            command: 'report',
            'report-file': scan.outputs['report-file'] ?? '',
            'pull-request-number': String(PR),
            'github-token': WRITE_TOKEN,
            comment: 'always',
          }),
        },
      ],
    };
  },
};
