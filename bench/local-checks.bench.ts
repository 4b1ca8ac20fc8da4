// Local checks at scale: generates a repository (default 10,000 files, ~200 MB) with planted fake secrets,
// runs every local check over it and prints files per second and peak memory; then runs secretlint with its
// recommended preset over the same tree and compares tracked-secrets with it: recall of the planted set,
// results that are not planted (each generated tree also holds look-alikes that must not fire), and time (as a ratio measured in the same run).
// Smaller run: `node bench/local-checks.bench.ts 1000` (files; the size scales with it).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_CHECK_IDS, runLocalChecks } from '../src/local-checks/index.ts';
import { fakeSecrets, randomChars } from '../test/local-checks/fake-secrets.ts';
import { TREE_FOLDERS } from './tree-layout.ts';

const FILE_COUNT = Number(process.argv[2] ?? 10_000);
const AVERAGE_FILE_BYTES = 20_000;
const PLANTED_PER_KIND = 5;
const EXTENSIONS = ['.ts', '.js', '.py', '.md', '.json', '.yml', '.go', '.txt'];

interface Planted {
  readonly kind: string;
  readonly file: string;
  readonly line: number;
}

/** Each kind is planted as a line in an ordinary file; both tools are meant to find all of them. */
function plantedLine(kind: string, seed: number): string[] {
  const s = fakeSecrets(seed);
  switch (kind) {
    case 'aws-secret-access-key':
      return [`aws_secret_access_key = ${s.awsSecretAccessKey}`];
    case 'github-token':
      return [`GITHUB_TOKEN=${s.githubToken}`];
    case 'gitlab-token':
      return [`GITLAB_TOKEN=${s.gitlabToken}`];
    case 'slack-token':
      return [`SLACK_TOKEN=${s.slackToken}`];
    case 'stripe-secret-key':
      return [`STRIPE_KEY=${s.stripeLiveKey}`];
    case 'npm-token':
      return [`NPM_TOKEN=${s.npmToken}`];
    case 'sendgrid-api-key':
      return [`SENDGRID_API_KEY=${s.sendgridKey}`];
    case 'anthropic-api-key':
      return [`ANTHROPIC_API_KEY=${s.anthropicKey}`];
    case 'connection-string':
      return [`DATABASE_URL=postgres://app:${s.dbPassword}@db.internal.example.net:5432/app`];
    case 'huggingface-token':
      return [`HF_TOKEN=${s.huggingfaceToken}`];
    case 'jwt':
      return [`  "accessToken": "${s.jwtExpiring}",`];
    case 'curl-user-password':
      return [`curl -fsS -u deploy:${s.genericSecret} https://deploy.internal.example.net/hook`];
    case 'generic-go':
      return [`var apiKey string = "${s.genericSecret}"`];
    default:
      return [s.privateKeyBegin ?? '', s.privateKeyBody ?? '', s.privateKeyEnd ?? ''];
  }
}

/**
 * AWS key IDs are left out: secretlint reports them only with an opt-in option. The last four kinds are
 * ones secretlint's preset has no rule for; they show what the wider rule set finds at what cost.
 */
const KINDS = [
  'aws-secret-access-key',
  'github-token',
  'gitlab-token',
  'slack-token',
  'stripe-secret-key',
  'npm-token',
  'sendgrid-api-key',
  'anthropic-api-key',
  'connection-string',
  'private-key',
  'huggingface-token',
  'jwt',
  'curl-user-password',
  'generic-go',
];

/** A pool of code-like chunks; files are cut from it so generation costs little memory and time. */
function chunkPool(): string[] {
  return Array.from({ length: 64 }, (_, chunk) => {
    const lines: string[] = [];
    for (let i = 0; lines.join('\n').length < AVERAGE_FILE_BYTES * 2; i += 1) {
      const word = randomChars('abcdefghijklmnopqrstuvwxyz', 8, chunk * 1000 + i);
      lines.push(
        `  const ${word}${i} = compute(${i}, "${randomChars('abcdefghij klmnopqrstuvwxyz', 48, chunk + i)}");`,
      );
    }
    return lines.join('\n');
  });
}

/** Look-alikes that must not be reported: test and publishable keys, placeholders, documented examples. */
function lookAlike(index: number): string {
  const s = fakeSecrets(index + 1);
  const lines = [
    `STRIPE_TEST_KEY=${s.stripeTestKey}`,
    `STRIPE_PUBLISHABLE_KEY=${s.stripePublishableKey}`,
    `SUPABASE_ANON_KEY=${s.supabaseAnon}`,
    `GITHUB_TOKEN=${'gh' + 'p_' + 'x'.repeat(36)}`,
    `aws_access_key_id = ${'AKIA' + 'IOSFODNN7' + 'EXAMPLE'}`,
    'password: "your-password-here"',
    'DATABASE_URL=postgres://postgres:postgres@localhost:5432/app',
    `tokenizer = "${s.genericSecret}"`,
    `csrf_token: "${s.genericSecret}"`,
    `publicToken: '${s.genericSecret}'`,
    `SLACK_TOKEN=${'xo' + 'xb-' + '1234-abcd'}`,
    'max_tokens = 4096',
  ];
  return lines[index % lines.length] ?? '';
}

function generate(root: string): { planted: Planted[]; lookAlikes: number } {
  const pool = chunkPool();
  const planted: Planted[] = [];
  let lookAlikes = 0;
  const plantEvery = Math.max(1, Math.floor(FILE_COUNT / (KINDS.length * PLANTED_PER_KIND)));
  for (let i = 0; i < FILE_COUNT; i += 1) {
    const file = `${TREE_FOLDERS[i % TREE_FOLDERS.length]}/m${i}${EXTENSIONS[i % EXTENSIONS.length]}`;
    const chunk = pool[i % pool.length] ?? '';
    let lines = chunk.slice(0, AVERAGE_FILE_BYTES / 2 + ((i * 7919) % AVERAGE_FILE_BYTES)).split('\n');
    if (i % plantEvery === 0 && planted.length < KINDS.length * PLANTED_PER_KIND) {
      const kind = KINDS[planted.length % KINDS.length] ?? '';
      const at = Math.floor(lines.length / 2);
      lines = [...lines.slice(0, at), ...plantedLine(kind, i + 1), ...lines.slice(at)];
      planted.push({ kind, file, line: at + 1 });
    } else if (i % plantEvery === Math.floor(plantEvery / 2)) {
      lines.splice(Math.floor(lines.length / 3), 0, lookAlike(i));
      lookAlikes += 1;
    }
    mkdirSync(join(root, dirname(file)), { recursive: true });
    writeFileSync(join(root, file), `${lines.join('\n')}\n`);
  }
  return { planted, lookAlikes };
}

function recall(planted: readonly Planted[], found: readonly { file: string; line: number }[]) {
  const keys = new Set(found.map((f) => `${f.file}:${f.line}`));
  const hits = planted.filter((p) => keys.has(`${p.file}:${p.line}`) || keys.has(`${p.file}:${p.line + 1}`));
  const missed = [...new Set(planted.filter((p) => !hits.includes(p)).map((p) => p.kind))];
  const plantedKeys = new Set(planted.flatMap((p) => [`${p.file}:${p.line}`, `${p.file}:${p.line + 1}`]));
  return {
    hits: hits.length,
    missed,
    unplanted: found.filter((f) => !plantedKeys.has(`${f.file}:${f.line}`)).length,
  };
}

interface SecretlintFile {
  readonly filePath: string;
  readonly messages: readonly { readonly loc: { readonly start: { readonly line: number } } }[];
}

function runSecretlint(root: string): { ms: number; found: { file: string; line: number }[] } {
  const bin = fileURLToPath(new URL('../node_modules/secretlint/bin/secretlint.js', import.meta.url));
  const config = JSON.stringify({ rules: [{ id: '@secretlint/secretlint-rule-preset-recommend' }] });
  const report = join(root, '..', `${Date.now()}-secretlint.json`);
  const started = performance.now();
  spawnSync(
    process.execPath,
    [bin, '**/*', '--format=json', `--output=${report}`, `--secretlintrcJSON=${config}`],
    {
      cwd: root,
      stdio: 'ignore',
    },
  );
  const ms = performance.now() - started;
  let files: SecretlintFile[] = [];
  try {
    files = JSON.parse(readFileSync(report, 'utf8')) as SecretlintFile[];
  } catch {
    console.log('secretlint wrote no report');
  }
  const found = files.flatMap((f) =>
    f.messages.map((m) => ({ file: f.filePath.slice(root.length + 1), line: m.loc.start.line })),
  );
  return { ms, found };
}

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

async function main(): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'local-checks-bench-'));
  const repo = join(root, 'repo');
  mkdirSync(repo);
  try {
    let started = performance.now();
    const { planted, lookAlikes } = generate(repo);
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.invalid', ...args], {
        cwd: repo,
      });
    git('init', '-q');
    git('add', '-A');
    git('commit', '-q', '-m', 'generated');
    const size = Number(
      execFileSync('du', ['-sb', '--exclude=.git', repo], { encoding: 'utf8' }).split('\t')[0],
    );
    console.log(
      `generated ${FILE_COUNT} files, ${mb(size)}, ${planted.length} planted secrets in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const rssBefore = process.resourceUsage().maxRSS * 1024;
    started = performance.now();
    // A bench measures the system clock; the action passes the run's clock.
    const run = await runLocalChecks(repo, LOCAL_CHECK_IDS, { now: () => Date.now() });
    const ours = performance.now() - started;
    const rssPeak = process.resourceUsage().maxRSS * 1024;
    console.log(
      `\nall ten checks: ${(ours / 1000).toFixed(2)} s, ${Math.round(run.filesScanned / (ours / 1000))} files/s, ${(size / 1024 / 1024 / (ours / 1000)).toFixed(0)} MB/s`,
    );
    console.log(
      `peak RSS ${mb(rssPeak)} (before the run ${mb(rssBefore)}), heap after ${mb(process.memoryUsage().heapUsed)}`,
    );
    for (const [id, stats] of Object.entries(run.perCheck)) {
      const seconds = Math.max(stats.ms, 1) / 1000;
      const rate = `${(size / 1024 / 1024 / seconds).toFixed(0).padStart(5)} MB/s ${String(Math.round(run.filesScanned / seconds)).padStart(8)} files/s`;
      console.log(`  ${id.padEnd(20)} ${String(stats.ms).padStart(6)} ms ${rate}  ${stats.results} results`);
    }
    for (const note of run.notes) console.log(`  note: ${note}`);

    const trackedMs = run.perCheck['tracked-secrets']?.ms ?? 0;
    const tracked = recall(
      planted,
      run.results.filter((r) => r.checkId === 'tracked-secrets'),
    );
    const reference = runSecretlint(repo);
    const theirs = recall(planted, reference.found);
    console.log(
      `\ntracked-secrets vs secretlint (preset-recommend), same tree, ${planted.length} planted, ${lookAlikes} look-alikes:`,
    );
    console.log(
      `  tracked-secrets  recall ${tracked.hits}/${planted.length}  unplanted results ${tracked.unplanted}  ${(trackedMs / 1000).toFixed(2)} s  missed: ${tracked.missed.join(', ') || 'none'}`,
    );
    console.log(
      `  secretlint       recall ${theirs.hits}/${planted.length}  unplanted results ${theirs.unplanted}  ${(reference.ms / 1000).toFixed(2)} s  missed: ${theirs.missed.join(', ') || 'none'}`,
    );
    console.log(`  time ratio tracked-secrets / secretlint: ${(trackedMs / reference.ms).toFixed(3)}`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
