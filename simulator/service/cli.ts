// `npm run service -- --port 0 --key svk_NAME:read,sites,pulse,deep,local`: runs the simulator as its own
// process. Prints one `listening <url>` line on stdout once ready, logs requests to stderr, stops on signals.
import { parseArgs } from 'node:util';
import { startServiceSimulator, type KeyOption, type SimulatorOptions } from './server.ts';

/** ours: a person watching the CLI wants a few seconds between polls, not the tests' instant scans. */
const CLI_POLL_SECONDS = 3;
const CLI_POLLS_TO_FINISH = 3;

export function parseKey(text: string): KeyOption {
  const [key = '', permissions = ''] = text.split(':');
  if (!key.startsWith('svk_') || permissions === '') {
    throw new Error(
      `--key ${text}: expected svk_NAME:perm,perm (permissions read, sites, pulse, deep, local).`,
    );
  }
  return { key, permissions: permissions.split(',') };
}

function wholeNumber(flag: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`--${flag} must be a whole number; got ${text}.`);
  return value;
}

export function cliOptions(argv: string[]): SimulatorOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      key: { type: 'string', multiple: true },
      polls: { type: 'string' },
      'poll-seconds': { type: 'string' },
      empty: { type: 'boolean' },
    },
  });
  return {
    port: wholeNumber('port', values.port, 0),
    keys: values.key?.map(parseKey),
    pollsToFinish: wholeNumber('polls', values.polls, CLI_POLLS_TO_FINISH),
    suggestedPollAfterSeconds: wholeNumber('poll-seconds', values['poll-seconds'], CLI_POLL_SECONDS),
    seed: values.empty ? 'empty' : 'demo',
    log: (line) => process.stderr.write(`${line}\n`),
  };
}

async function main(): Promise<void> {
  const simulator = await startServiceSimulator(cliOptions(process.argv.slice(2)));
  process.stdout.write(`listening ${simulator.url}\n`);
  // Closing the server empties the event loop, so the process ends on its own.
  const stop = (): void => void simulator.close();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
