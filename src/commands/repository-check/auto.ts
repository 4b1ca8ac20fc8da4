// `repositories: auto`: the repositories a pull request newly references with `uses:`. The checkout holds
// the head; the base comes from git, or from the GitHub API when git cannot give it. Files are data only.
import { explainGitHubError } from '../../github/octokit.ts';
import { pullFilesApi } from '../../github/pull-files.ts';
import { enumerateFiles } from '../../local-checks/files.ts';
import { notJudged } from '../../policy/stopped.ts';
import type { CommandDeps } from '../deps.ts';
import type { RepositoryCheckSettings } from './spec.ts';
import { gitBaseFiles } from './git-base.ts';
import type { Target } from './judgement.ts';
import { diffReferences, type ReferenceDiff } from './new-references.ts';
import { restBaseFiles } from './rest-base.ts';
import { isActionFile, type FileText, type UsesReference } from './uses-references.ts';
import { plural } from '../../plural.ts';

const SKIP_REASON: Record<string, string> = {
  local: 'a local action of this repository (./), not a public repository',
  docker: 'a container image (docker://), not a repository',
  other: 'not an owner/repo@ref reference',
};

/** GitHub resolves `uses: owner/repo@ref` on github.com. */
const repositoryTarget = (ref: UsesReference): Target => ({
  url: `https://github.com/${ref.repository ?? ''}`,
  source: { file: ref.file, line: ref.line, uses: ref.value },
});

export async function autoTargets(deps: CommandDeps<RepositoryCheckSettings>): Promise<Target[]> {
  const { ctx, state, toolkit } = deps;
  if (ctx.baseSha === null) {
    state.skipped.push({
      what: 'Repository check',
      why: `'repositories: auto' checks what a pull request (or a merge queue group) adds, and this '${ctx.eventName || 'unknown'}' run is neither: nothing to compare. List repository URLs in 'repositories' to check them on this event.`,
    });
    return [];
  }
  const head = (await enumerateFiles(ctx.workspace)).files
    .filter((f) => isActionFile(f.path))
    .map((f) => ({ path: f.path, text: f.text() }));
  const base = await baseFiles(deps, ctx.pullNumber, ctx.baseSha, head);
  if (base === null) return [];
  const diff = diffReferences(head, base);
  report(deps, diff);
  toolkit.info(
    `${plural(head.length, 'workflow and action file')} compared with the base ${ctx.baseSha.slice(0, 12)}: ${plural(diff.repositories.length, 'repository', 'repositories')} newly referenced.`,
  );
  return diff.repositories.map(repositoryTarget);
}

async function baseFiles(
  deps: CommandDeps<RepositoryCheckSettings>,
  pullNumber: number | null,
  baseSha: string,
  head: readonly FileText[],
): Promise<FileText[] | null> {
  const { ctx, settings, state, toolkit } = deps;
  const fromGit = await gitBaseFiles(ctx.workspace, baseSha);
  if (fromGit !== null) return fromGit;
  const cannot = `'repositories: auto' could not read the base commit ${baseSha.slice(0, 12)}`;
  if (pullNumber === null) {
    // A merge queue group has no pull request files to rebuild the base from.
    state.stopped = notJudged(
      `${cannot}: it is not in the checkout (use actions/checkout with fetch-depth: 0)`,
    );
    return null;
  }
  toolkit.info(
    `The base commit ${baseSha.slice(0, 12)} is not in the checkout; reading it through the GitHub API.`,
  );
  if (settings.githubToken === '') {
    state.stopped = notJudged(
      `${cannot}: it is not in the checkout and the github-token input is empty (use actions/checkout with fetch-depth: 0, or give a token with contents: read)`,
    );
    return null;
  }
  try {
    const api = pullFilesApi(await deps.githubClient(settings.githubToken), ctx);
    return await restBaseFiles(api, pullNumber, baseSha, head);
  } catch (error) {
    state.stopped = notJudged(
      `${cannot}: ${explainGitHubError(error, 'reading the pull request files', ctx, 'pull-requests: read and contents: read')}`,
    );
    return null;
  }
}

function report(deps: CommandDeps<RepositoryCheckSettings>, diff: ReferenceDiff): void {
  const { state } = deps;
  for (const path of diff.unreadable) {
    state.warnings.push(
      `${path} could not be read as YAML (invalid, binary or over 1 MiB): its uses: references were not checked`,
    );
  }
  for (const ref of diff.skipped) {
    state.skipped.push({
      what: `${ref.file}:${ref.line} uses ${ref.value}`,
      why: SKIP_REASON[ref.kind] ?? ref.kind,
    });
  }
  if (diff.repositories.length === 0) {
    state.skipped.push({
      what: 'Repository check',
      why: 'the pull request adds no uses: reference to a repository its base does not already use',
    });
  }
}
