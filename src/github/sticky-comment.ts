// One sticky comment per site and command: found by its hidden marker among the token's own comments,
// updated in place, created only when the `comment` mode asks for it. Pure decision plus a narrow API seam.
import type { CommentMode } from '../settings/choices.ts';
import { createOnce } from './create-once.ts';
import { memo } from './memo.ts';
import { ownMarked } from './own-marked.ts';

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
  const author = memo(() => api.author());
  const ours = async (list: readonly CommentRef[]) =>
    (await ownMarked(list, (body) => body.includes(request.marker), author))[0];
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
