// How many requests a pull-request gate makes: a fixed count for setup and reports, plus one per poll and
// one per findings page. Runs the built action against the simulator for a few shapes of scan.
import { startWorld } from '../simulator/world.ts';

const KEY = 'svk_bench';
const SHAPES = [
  { polls: 1, findings: 5 },
  { polls: 3, findings: 5 },
  { polls: 3, findings: 250 },
];

const world = await startWorld({
  service: {
    keys: [{ key: KEY, permissions: ['read', 'sites', 'pulse', 'deep', 'local'] }],
    suggestedPollAfterSeconds: 0,
  },
  github: { pullRequests: [1] },
});
const { service, github } = world;
service.control.setAllowance({ pulse: 100 });

console.log('polls  findings  total  scan-polls  finding-pages  other  github');
for (const [i, shape] of SHAPES.entries()) {
  const url = `https://bench-${i}.example.com`;
  const findings = Array.from({ length: shape.findings }, (_, n) => ({
    code: `BEN-${String(n).padStart(6, '0')}`,
    severity: n % 7 === 0 ? 'high' : 'low',
    state: 'attention',
    category: 'bench',
    title: `Finding ${n}`,
    meaning: 'm',
  }));
  service.control.addSite(url, {
    findings: findings as never,
    pollsToFinish: shape.polls,
    suggestedPollAfterSeconds: 0,
  });
  const before = service.requests.length;
  const githubBefore = github.requests.length;
  await world.spawn({
    eventName: 'pull_request',
    event: {
      pull_request: { number: 1, head: { repo: { full_name: 'o/r' } }, base: { repo: { full_name: 'o/r' } } },
    },
    inputs: {
      'api-key': KEY,
      'base-url': service.url,
      site: url,
      'github-token': 'ghs_write',
      dependencies: 'none',
      'local-checks': 'none',
      comment: 'always',
    },
  });
  const made = service.requests.slice(before);
  const polls = made.filter((r) => r.method === 'GET' && /\/agent\/scans\/[^/]+$/.test(r.path)).length;
  const pages = made.filter((r) => /\/findings$/.test(r.path)).length;
  const row = [
    shape.polls,
    shape.findings,
    made.length,
    polls,
    pages,
    made.length - polls - pages,
    github.requests.length - githubBefore,
  ];
  console.log(row.map((v, n) => String(v).padStart([5, 9, 6, 11, 14, 6, 7][n] ?? 6)).join(' '));
}
await world.close();
