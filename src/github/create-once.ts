// GitHub takes no idempotency key for creating a comment or an issue, so a create is never re-sent
// blindly (Octokit's own retry is off for it: see octokit.ts). After a failure that may have landed (a
// 5xx, or an answer lost on the way back), the list is read again first, and the create is sent again only
// when nothing of ours is there: a retry never makes a second sticky comment or issue.

const CREATE_ATTEMPTS = 3;

/** A refusal (4xx) did not create anything; a 5xx or a network failure may have. */
const mayHaveLanded = (error: unknown): boolean => {
  const status = (error as { status?: unknown }).status;
  return typeof status !== 'number' || status >= 500;
};

export async function createOnce<T>(
  create: () => Promise<T>,
  landed: () => Promise<T | undefined>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await create();
    } catch (error) {
      if (attempt >= CREATE_ATTEMPTS || !mayHaveLanded(error)) throw error;
      const found = await landed();
      if (found !== undefined) return found;
    }
  }
}
