// Who a token is, for the GitHub stand-in, as GitHub answers it: a user's token (given in `users`) is that
// user at GET /user and in GraphQL's viewer; any other token is an app installation token (the default
// GITHUB_TOKEN), refused at GET /user, a bot without `[bot]` in GraphQL and `<slug>[bot]` in REST answers.

export const ACTIONS_APP = 'github-actions';

export interface TokenIdentities {
  /** The login written on comments and issues this token creates. */
  restLogin(token: string): string;
  /** GET /user: the user, or null when the token is an installation token (GitHub answers 403). */
  user(token: string): { login: string; type: 'User' } | null;
  /** GraphQL `viewer.login`. */
  viewer(token: string): string;
}

export function tokenIdentities(users: Readonly<Record<string, string>> = {}): TokenIdentities {
  return {
    restLogin: (token) => users[token] ?? `${ACTIONS_APP}[bot]`,
    user: (token) => {
      const login = users[token];
      return login === undefined ? null : { login, type: 'User' };
    },
    viewer: (token) => users[token] ?? ACTIONS_APP,
  };
}

/** GET /user refuses installation tokens, as GitHub does; GraphQL answers only `viewer { login }`. */
export function identityAnswer(
  identities: TokenIdentities,
  path: '/user' | '/graphql',
  token: string,
): { status: number; body: unknown } {
  if (path === '/graphql')
    return { status: 200, body: { data: { viewer: { login: identities.viewer(token) } } } };
  const user = identities.user(token);
  return user === null
    ? { status: 403, body: { message: 'Resource not accessible by integration' } }
    : { status: 200, body: user };
}
