// Who the token writes as, so the action only ever edits its own comments and issues. A user's token (PAT,
// OAuth, user-to-server) answers GET /user. An app installation token (GITHUB_TOKEN is one, of the GitHub
// Actions app) is refused there; GraphQL's `viewer` names its bot, which REST shows as `<slug>[bot]`.
import type { Octokit } from './octokit.ts';

/** The author of what the default GITHUB_TOKEN writes. */
export const ACTIONS_BOT = 'github-actions[bot]';

export interface IdentityApi {
  /** The login of GET /user; throws (403) for an installation token. */
  user(): Promise<string>;
  /** GraphQL's `viewer.login`: a bot appears there without the `[bot]` REST shows. */
  viewer(): Promise<string>;
}

export function identityApi(octokit: Octokit): IdentityApi {
  return {
    user: async () => (await octokit.rest.users.getAuthenticated()).data.login,
    viewer: async () =>
      (await octokit.graphql<{ viewer: { login: string } }>('query { viewer { login } }')).viewer.login,
  };
}

/**
 * The login the token's comments and issues carry in REST answers. Falls back on the GitHub Actions bot when
 * neither lookup answers: that is the default token's identity, and the only one a workflow gets unasked.
 */
export async function tokenLogin(api: IdentityApi): Promise<string> {
  try {
    return await api.user();
  } catch (error) {
    if (!refused(error)) throw error;
  }
  try {
    const login = await api.viewer();
    return login.endsWith('[bot]') ? login : `${login}[bot]`;
  } catch (error) {
    // GraphQL states a refusal in an answer without an HTTP error status.
    if ((error as { status?: number }).status !== undefined && !refused(error)) throw error;
    return ACTIONS_BOT;
  }
}

/** 401/403/404: this kind of token may not ask; anything else (an outage) is not an answer about identity. */
function refused(error: unknown): boolean {
  const status = (error as { status?: number }).status;
  return status === 401 || status === 403 || status === 404;
}
