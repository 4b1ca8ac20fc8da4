// The release step: pins the reusable workflow to the release's commit.
//   npm run pin:workflow -- <owner/repo> <40-hex sha of the release commit> <vX.Y.Z>
// Run it after the release commit (with its dist/) is made, then commit the workflow and tag that commit:
// the tag's workflow runs exactly the release's action. The version must be package.json's, and the commit
// must exist in this clone.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { pinAction, pinArgumentProblems, pinProblems, REUSABLE_WORKFLOW } from './workflow-pin.ts';

function isCommit(sha: string): boolean {
  try {
    execFileSync('git', ['cat-file', '-e', `${sha}^{commit}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const [repository = '', sha = '', version = ''] = process.argv.slice(2);
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const problems = pinArgumentProblems({ repository, sha, version });
if (problems.length === 0 && version !== `v${pkg.version}`)
  problems.push(`version ${version} is not package.json's v${pkg.version}`);
if (problems.length === 0 && !isCommit(sha)) problems.push(`sha ${sha} is not a commit of this clone`);
if (problems.length > 0) {
  console.error(`usage: npm run pin:workflow -- <owner/repo> <sha> <vX.Y.Z>\n${problems.join('\n')}`);
  process.exit(2);
}
const pinned = pinAction(readFileSync(REUSABLE_WORKFLOW, 'utf8'), { repository, sha, version });
const left = pinProblems(pinned);
if (left.length > 0) {
  console.error(`${REUSABLE_WORKFLOW} is still not pinned:\n${left.join('\n')}`);
  process.exit(1);
}
writeFileSync(REUSABLE_WORKFLOW, pinned);
console.log(`${REUSABLE_WORKFLOW}: the action pinned to ${repository}@${sha} # ${version}`);
