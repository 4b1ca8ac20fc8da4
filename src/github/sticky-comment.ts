// One sticky comment per site and command: found by its hidden marker among the token's own comments,
// updated in place, created only when the `comment` mode asks for it. Pure decision plus a narrow API seam.
import type { CommentMode } from '../settings/choices.ts';
import { createOnce } from './create-once.ts';
import { memo } from './memo.ts';

export interface CommentApi {
  listComments(issueNumber: number): Promise<readonly CommentRef[]>;
  /** The login the token writes as (src/github/identity.ts). */
  author(): Promise<string>;
  createComment(issueNumber: number, body: string): Promise<void>;
  updateComment(commentId: number, body: string): Promise<void>;
}

export interface CommentRef {
  readonly id: number;
  readonly body?: string | null;
  readonly user?: { readonly login: string } | null;
}

export interface StickyRequest {
  readonly issueNumber: number;
  readonly marker: string;
  readonly body: string;
  readonly mode: CommentMode;
  /** The run found something worth telling: new or fixed findings, or a verdict other than pass. */
  readonly changed: boolean;
  readonly failed: boolean;
}

export type StickyOutcome = 'created' | 'updated' | 'unchanged' | 'not-needed' | 'disabled';

export async function upsertStickyComment(api: CommentApi, request: StickyRequest): Promise<StickyOutcome> {
  if (request.mode === 'never') return 'disabled';
  // Who the token writes as is asked only once some comment holds the marker: for the default token that
  // is a GraphQL call, which Octokit spaces like a write, so a first comment would wait a second for it.
  const author = memo(() => api.author());
  const ours = async (list: readonly CommentRef[]) => {
    const marked = list.filter((c) => (c.body ?? '').includes(request.marker));
    if (marked.length === 0) return undefined;
    // Only the token's own comment: anybody can write a comment holding the marker, and it is not ours to edit.
    const login = await author();
    return marked.find((c) => c.user?.login === login);
  };
  const existing = await ours(await api.listComments(request.issueNumber));
  if (existing) {
    // An existing comment is always brought up to date, so a red comment never stays once the PR is green.
    if (existing.body === request.body) return 'unchanged';
    await api.updateComment(existing.id, request.body);
    return 'updated';
  }
  if (!shouldCreate(request)) return 'not-needed';
  return createOnce(
    async () => {
      await api.createComment(request.issueNumber, request.body);
      return 'created' as const;
    },
    async () =>
      (await ours(await api.listComments(request.issueNumber))) ? ('created' as const) : undefined,
  );
}

function shouldCreate(request: StickyRequest): boolean {
  switch (request.mode) {
    case 'always':
      return true;
    case 'on-change':
      return request.changed;
    case 'on-failure':
      return request.failed;
    case 'never':
      return false;
  }
}
