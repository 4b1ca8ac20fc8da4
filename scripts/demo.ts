// `npm run demo`: the action end to end on the built-in simulators, no account needed. Starts the world the
// end-to-end tests use (simulator/world.ts: the service simulator, a GitHub REST stand-in and a cache
// service stand-in on loopback), runs the built dist/index.js as the runner would: once on a push to main
// (which records the baseline), twice on a pull request judged against it (the second run is a re-run of the
// job), then twice as the nightly monitor, and prints what a user sees.
import { createServiceClient } from '../src/api/client.ts';
import type { ActionRun } from '../simulator/runner/environment.ts';
import { commitFiles, headCommit, writeCheckout } from '../simulator/runner/checkout.ts';
import { debugAskedFor } from '../simulator/runner/step-log.ts';
import { FIXED, NEW, UNCHANGED } from '../simulator/service/seed.ts';
import { startWorld } from '../simulator/world.ts';
import { plural } from '../src/plural.ts';

const DEMO_KEY = 'svk_demo';
const SITE = 'https://staging.example.com';
const bold = (s: string) => (process.stdout.isTTY ? `\x1b[1m${s}\x1b[0m` : s);
const heading = (s: string) => console.log(`\n${bold(`━━━ ${s} ━━━`)}`);

const world = await startWorld({
  service: { pollsToFinish: 2, suggestedPollAfterSeconds: 1 },
  github: { pullRequests: [7] },
  cache: true,
});
const { service, github } = world;
// Every run's environment: the cache service, and RUNNER_DEBUG=1 when `RUNNER_DEBUG=1 npm run demo` (or
// ACTIONS_STEP_DEBUG=true) asks for the `::debug::` lines the runner otherwise hides.
const cacheEnv = { ...world.cache?.env, ...(debugAskedFor(process.env) ? { RUNNER_DEBUG: '1' } : {}) };
const { main, pullRequest, baseSha } = demoCheckouts();
const workspace = pullRequest;
const client = createServiceClient({
  ...world.clock,
  baseUrl: service.url,
  apiKey: DEMO_KEY,
  userAgent: 'security-scan-action demo',
});

try {
  heading(`Service simulator on ${service.url}; GitHub stand-in on ${github.url}`);
  console.log(`Checkouts of the demo repository: main ${main}, pull request ${pullRequest}`);
  await recordOnMain();
  // What the site looks like once the pull request is deployed to staging: one new high, one fixed.
  service.control.setSiteFindings(SITE, [NEW, ...UNCHANGED]);
  await showAllowance('Allowance before the pull request');
  const first = await runOnce('Run 1: a pull request, judged against the scan main recorded', 1);
  show(first);
  await showAllowance('Allowance after run 1');
  const second = await runOnce('Run 2: the same job re-run (replays the start, updates the same comment)', 2);
  console.log(
    `scan-id ${second.outputs['scan-id']} (run 1: ${first.outputs['scan-id']}), verdict ${second.outputs.verdict}`,
  );
  await showAllowance('Allowance after run 2: not charged again');
  heading('PR comment on the GitHub stand-in (one sticky comment, updated in place)');
  const comments = github.issues.get(7)?.comments ?? [];
  console.log(`${plural(comments.length, 'comment')} on pull request #7\n`);
  for (const c of comments) console.log(c.body);
  await monitorTwice();
} finally {
  await client.close();
  // Also removes the checkout and every run's temporary folder.
  await world.close();
}

/** A push to main: its succeeded scan becomes the baseline of the pull requests into main. */
async function recordOnMain(): Promise<void> {
  service.control.setSiteFindings(SITE, [...UNCHANGED, FIXED]);
  heading('Run 0: a push to main (records its scan as the baseline of pull requests into main)');
  const push = await world.spawn({
    eventName: 'push',
    event: { ref: 'refs/heads/main' },
    env: { ...cacheEnv, GITHUB_REF: 'refs/heads/main', GITHUB_RUN_ID: '4241', GITHUB_SHA: headCommit(main) },
    workspace: main,
    inputs: { 'api-key': DEMO_KEY, 'base-url': service.url, site: SITE },
    onLog: (line) => console.log(line),
  });
  console.log(`scan-id ${push.outputs['scan-id']}, verdict ${push.outputs.verdict}: recorded for main`);
}

/** One attempt of the pull request's run: a re-run is attempt 2 of the same run, as GitHub numbers it. */
async function runOnce(title: string, attempt: number): Promise<ActionRun> {
  heading(title);
  return world.spawn({
    eventName: 'pull_request',
    event: {
      pull_request: {
        number: 7,
        // The checkout is the pull request's head, as `ref: ${{ github.event.pull_request.head.sha }}` gives it.
        head: { sha: headCommit(pullRequest), repo: { full_name: 'octo-org/octo-repo' } },
        base: { repo: { full_name: 'octo-org/octo-repo' }, sha: baseSha, ref: 'main' },
      },
    },
    env: {
      ...cacheEnv,
      GITHUB_REF: 'refs/pull/7/merge',
      GITHUB_BASE_REF: 'main',
      GITHUB_RUN_ATTEMPT: String(attempt),
    },
    workspace,
    inputs: {
      'api-key': DEMO_KEY,
      'base-url': service.url,
      site: SITE,
      'github-token': 'ghs_write',
    },
    onLog: (line) => console.log(line),
  });
}

/** The nightly job: the first run reports the advisories that match the site, the next one only what is new. */
async function monitorTwice(): Promise<void> {
  const monitor = (title: string) => {
    heading(title);
    return world.spawn({
      eventName: 'schedule',
      env: cacheEnv,
      workspace,
      inputs: {
        command: 'monitor',
        'api-key': DEMO_KEY,
        'base-url': service.url,
        site: SITE,
        'github-token': 'ghs_write',
        'create-issues': 'true',
      },
      onLog: (line) => console.log(line),
    });
  };
  const first = await monitor('Nightly monitor, first run: advisories that match the site and its packages');
  heading('Monitor job summary');
  console.log(first.summary);
  const issues = [...github.issues.values()].filter((i) => i.number !== 7);
  console.log(
    `${plural(issues.length, 'issue')} opened: ${issues.map((i) => `#${i.number} ${i.title}`).join('; ')}`,
  );
  const second = await monitor('Nightly monitor, next night: nothing new, so nothing reported again');
  console.log(`verdict ${second.outputs.verdict}, exit code ${second.exitCode}`);
}

function show(run: ActionRun): void {
  heading('Job summary (GITHUB_STEP_SUMMARY)');
  console.log(run.summary);
  heading('Annotations');
  for (const a of run.annotations) {
    const title = a.properties.title ?? 'Step failed';
    const where = a.properties.file ? ` [${a.properties.file}:${a.properties.line ?? 1}]` : '';
    console.log(`${a.level.padEnd(7)} ${title}${where}: ${a.message.split('\n')[0]}`);
  }
  heading('Outputs (GITHUB_OUTPUT)');
  for (const [name, value] of Object.entries(run.outputs)) console.log(`${name}=${value}`);
  console.log(
    `\nexit code ${run.exitCode} (1 = the gate failed, as a PR with a new high finding and an affected high package should)`,
  );
}

async function showAllowance(title: string): Promise<void> {
  heading(title);
  const allowance = await client.allowance();
  console.log(JSON.stringify({ pulse: allowance.pulse, freeSiteId: allowance.freeSiteId }, null, 0));
}

/**
 * A small repository: main holds a Python lock file and an npm lock file with react; the pull request adds
 * lodash (which a seeded advisory affects), a workflow that expands a pull request title in a shell, and a
 * source map in the served folder.
 */
function demoCheckouts(): { main: string; pullRequest: string; baseSha: string } {
  const npmLock = (dependencies: Record<string, string>) =>
    JSON.stringify(
      {
        name: 'shop',
        version: '1.0.0',
        lockfileVersion: 3,
        packages: {
          '': {
            name: 'shop',
            version: '1.0.0',
            dependencies: Object.fromEntries(Object.keys(dependencies).map((n) => [n, '*'])),
          },
          ...Object.fromEntries(
            Object.entries(dependencies).map(([n, v]) => [`node_modules/${n}`, { version: v }]),
          ),
        },
      },
      null,
      2,
    );
  const onMain: Record<string, string> = {
    'package-lock.json': npmLock({ react: '18.2.0' }),
    'requirements.txt': 'requests==2.31.0\ngunicorn==22.0.0\n',
    'README.md': '# Shop\n',
  };
  const added: Record<string, string> = {
    'package-lock.json': npmLock({ lodash: '4.17.20', react: '18.2.0' }),
    '.github/workflows/greet.yml': [
      'on: pull_request',
      'jobs:',
      '  greet:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - run: echo "Thanks for ${{ github.event.pull_request.title }}"',
      '',
    ].join('\n'),
    'public/app.js': 'console.log("shop");\n//# sourceMappingURL=app.js.map\n',
    'public/app.js.map': '{"version":3,"sources":["src/app.ts"],"mappings":""}\n',
  };
  const main = writeCheckout(onMain, { root: world.scratch });
  const pullRequest = writeCheckout(onMain, { root: world.scratch });
  const baseSha = headCommit(pullRequest);
  commitFiles(pullRequest, added, 'Add lodash, a greeting workflow and the built assets');
  return { main, pullRequest, baseSha };
}
