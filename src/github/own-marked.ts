// What the token itself wrote among comments or issues holding one of its hidden markers: anybody can write
// a marker, and what somebody else wrote is not ours to edit, reuse or close. Who the token writes as is
// asked only once something holds a marker: for the default token that is a GraphQL call, which Octokit's
// throttling spaces like a write, so a first comment or issue would wait a second for it.

export interface Authored {
  readonly body?: string | null;
  readonly user?: { readonly login: string } | null;
}

export async function ownMarked<T extends Authored>(
  items: readonly T[],
  holdsMarker: (body: string) => boolean,
  author: () => Promise<string>,
): Promise<T[]> {
  const marked = items.filter((item) => holdsMarker(item.body ?? ''));
  if (marked.length === 0) return [];
  const login = await author();
  return marked.filter((item) => item.user?.login === login);
}
