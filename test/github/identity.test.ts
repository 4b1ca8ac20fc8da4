import { describe, expect, it } from 'vitest';
import { ACTIONS_BOT, tokenLogin, type IdentityApi } from '../../src/github/identity.ts';

const refused = (status?: number) =>
  Object.assign(new Error('Resource not accessible by integration'), { status });

function api(user: () => Promise<string>, viewer: () => Promise<string>): IdentityApi {
  return { user, viewer };
}

describe('tokenLogin', () => {
  it("is the user's login for a user's token", async () => {
    expect(
      await tokenLogin(
        api(
          async () => 'octocat',
          async () => 'unused',
        ),
      ),
    ).toBe('octocat');
  });

  it("is the app's bot, as REST shows it, for an installation token refused at GET /user", async () => {
    const login = await tokenLogin(
      api(
        () => Promise.reject(refused(403)),
        async () => 'scan-app',
      ),
    );
    expect(login).toBe('scan-app[bot]');
  });

  it('falls back on the GitHub Actions bot when no lookup names the token (GraphQL refusal)', async () => {
    const login = await tokenLogin(
      api(
        () => Promise.reject(refused(403)),
        () => Promise.reject(refused()),
      ),
    );
    expect(login).toBe(ACTIONS_BOT);
  });

  it('does not guess through an outage: a 5xx after retries is thrown', async () => {
    await expect(
      tokenLogin(
        api(
          () => Promise.reject(refused(502)),
          async () => 'x',
        ),
      ),
    ).rejects.toThrow();
  });
});
