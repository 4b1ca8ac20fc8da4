// A scan of a pull request's data in a trusted `workflow_run` run: the data's lock files stand in for the
// checkout's (which is the default branch there), the command sees a pull-request run (judged against the
// base branch, never recorded as the branch's baseline), and the report names the pull request and commit,
// for `command: report` to check before it posts. The policy was read before, from the trusted checkout.
import type { CommandDeps } from '../deps.ts';
import { readPullRequestData } from './read.ts';
import { plural } from '../../plural.ts';

export function onPullRequestData(deps: CommandDeps): CommandDeps {
  const { settings, state, ctx, toolkit } = deps;
  if (settings.command !== 'scan' || settings.pullRequestData === '') return deps;
  const { data, lockFilesRoot } = readPullRequestData(settings.pullRequestData, ctx);
  state.pullRequest = {
    number: data.pullRequest,
    headSha: data.headSha,
    baseSha: data.baseSha,
    changedFiles: data.changedFiles.length,
    siteKey: deps.siteKey,
  };
  if (settings.localChecks.length > 0)
    state.skipped.push({
      what: 'Local checks',
      why: "not run on a pull request's data: it holds the lock files, not the pull request's other files",
    });
  toolkit.info(
    `Judging the data of pull request #${data.pullRequest} at ${data.headSha}: ${plural(data.lockFiles.length, 'lock file')}, ${plural(data.changedFiles.length, 'changed file')}.`,
  );
  return {
    ...deps,
    ctx: {
      ...ctx,
      workspace: lockFilesRoot,
      sha: data.headSha,
      headSha: data.headSha,
      baseSha: data.baseSha,
    },
    settings: {
      ...settings,
      localChecks: [],
      dependencies: settings.dependencies === 'none' ? 'none' : data.lockFiles,
    },
  };
}
