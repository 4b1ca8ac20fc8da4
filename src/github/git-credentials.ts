// How a fetch of the base or the pull request's commits reaches GitHub. actions/checkout usually leaves
// its credential in the git config (`http.<server>/.extraheader`): it is reused as it is, since a second
// Authorization header makes GitHub answer 400. Without one, the token goes through the fetch's own
// environment (GIT_CONFIG_COUNT/KEY/VALUE), never into .git/config, and its header value is masked.
import type { FetchEnv } from '../workspace/git-commit.ts';
import { runGit } from '../workspace/git.ts';

/** Whether git's configuration (any scope, includes followed) already sends a header to the server. */
export async function hasPersistedCredential(workspace: string, serverUrl: string): Promise<boolean> {
  const out = await runGit(workspace, ['config', '--includes', '--get-regexp', '^http\\..*extraheader$'], {
    timeoutMs: 10_000,
  });
  if (out === null) return false;
  const server = `${serverUrl.replace(/\/+$/, '')}/`.toLowerCase();
  return out
    .toString('utf8')
    .split('\n')
    .some((line) => {
      const [key = '', ...value] = line.split(' ');
      const url = key.slice('http.'.length, -'.extraheader'.length).toLowerCase();
      // `http.extraheader` (every server) or a URL prefix of the server's; an empty value sends nothing.
      return value.join(' ').trim() !== '' && (url === '' || server.startsWith(url));
    });
}

/**
 * The environment a fetch needs: nothing when a credential is persisted or there is no token; else the
 * token as an extra header for the server only, after an empty value that drops any header set elsewhere.
 * `mask` gets the header value before anything could print it.
 */
export async function fetchEnv(
  workspace: string,
  serverUrl: string,
  token: string,
  mask: (secret: string) => void,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<FetchEnv> {
  if (token === '' || (await hasPersistedCredential(workspace, serverUrl))) return undefined;
  const basic = Buffer.from(`x-access-token:${token}`).toString('base64');
  mask(basic);
  const key = `http.${serverUrl.replace(/\/+$/, '')}/.extraheader`;
  // Entries the runner's environment already holds keep their numbers; ours come after them.
  const first = Number(env.GIT_CONFIG_COUNT) || 0;
  return {
    GIT_CONFIG_COUNT: String(first + 2),
    [`GIT_CONFIG_KEY_${first}`]: key,
    [`GIT_CONFIG_VALUE_${first}`]: '',
    [`GIT_CONFIG_KEY_${first + 1}`]: key,
    [`GIT_CONFIG_VALUE_${first + 1}`]: `AUTHORIZATION: basic ${basic}`,
  };
}
