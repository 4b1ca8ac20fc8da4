export const id = 736;
export const ids = [736];
export const modules = {

/***/ 47355:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reportCommand: () => (/* binding */ reportCommand)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/github/context.ts
var context = __webpack_require__(19556);
// EXTERNAL MODULE: ./src/github/octokit.ts + 2 modules
var github_octokit = __webpack_require__(15980);
// EXTERNAL MODULE: ./src/github/pull-request.ts
var pull_request = __webpack_require__(52524);
// EXTERNAL MODULE: ./src/github/sticky-comment.ts
var sticky_comment = __webpack_require__(7648);
// EXTERNAL MODULE: ./src/render/comment.ts + 1 modules
var comment = __webpack_require__(39900);
// EXTERNAL MODULE: ./src/render/summary.ts + 4 modules
var summary = __webpack_require__(78959);
// EXTERNAL MODULE: ./src/steps/pull-request-data/verify.ts
var verify = __webpack_require__(60445);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/render/model.ts
var model = __webpack_require__(88281);
// EXTERNAL MODULE: ./src/runtime/version.ts
var version = __webpack_require__(16696);
;// CONCATENATED MODULE: ./src/commands/report/report-file.ts
// Reads the report file `command: report` posts: bounded, parsed tolerantly, and only a report this action
// wrote from a pull request's data (it names the pull request and the commit it judged).





/** Far above a real report (the PR comment and the summary are cut to GitHub's limits anyway). */
const MAX_REPORT_BYTES = 32 * 1024 * 1024;
function readReportFile(path, workspace) {
    const file = onlyFileIn((0,external_node_path_.resolve)(workspace, path));
    const stat = (0,external_node_fs_.lstatSync)(file, { throwIfNoEntry: false });
    if (!stat?.isFile())
        throw refused(path, 'is not a regular file, nor a folder holding only one');
    if (stat.size > MAX_REPORT_BYTES)
        throw refused(path, `is over ${MAX_REPORT_BYTES} bytes`);
    let report;
    try {
        report = JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8'));
    }
    catch {
        throw refused(path, 'is not JSON');
    }
    if (report?.tool?.name !== version/* ACTION_NAME */.px || report.schemaVersion !== model/* REPORT_SCHEMA_VERSION */.W)
        throw refused(path, `is not a report of ${version/* ACTION_NAME */.px} ${model/* REPORT_SCHEMA_VERSION */.W}`);
    const pr = report.pullRequest;
    if (!pr || !Number.isSafeInteger(pr.number) || typeof pr.headSha !== 'string')
        throw refused(path, "names no pull request: it is not a scan of 'pull-request-data'");
    if (typeof pr.siteKey !== 'string')
        throw refused(path, 'names no site identity: it was made by an older version of the action');
    return report;
}
/** A downloaded artifact is a folder: the one file in it is the report. */
function onlyFileIn(path) {
    if (!(0,external_node_fs_.lstatSync)(path, { throwIfNoEntry: false })?.isDirectory())
        return path;
    const names = (0,external_node_fs_.readdirSync)(path);
    return names.length === 1 && names[0] !== undefined ? (0,external_node_path_.join)(path, names[0]) : path;
}
const refused = (path, why) => new errors/* ConfigurationError */.j1(`Input 'report-file' (${path}) ${why}; accepted: the report-file output of a scan with 'pull-request-data'.`);

;// CONCATENATED MODULE: ./src/commands/report/index.ts
// `command: report`, the posting half of the fork recipe: the sticky comment and the job summary of a
// report file, on the pull request that `pull-request-number` names, once GitHub confirms that it is an
// open pull request of this repository, from the head repository the run names, whose head is the commit
// the report judged. A pull request that moved on since is superseded: nothing posted, verdict `warn`.









async function reportCommand(deps) {
    const { settings, ctx, toolkit, state } = deps;
    const number = settings.report.pullRequestNumber ?? 0;
    const report = readReportFile(settings.report.file, ctx.workspace);
    const judged = report.pullRequest;
    if (judged.number !== number)
        throw refuse(`the report is of pull request #${judged.number}, not #${number}`);
    // The event's head (workflow_run.head_sha) is GitHub's word on which commit the untrusted run was for.
    if (ctx.headSha && ctx.headSha !== judged.headSha)
        throw refuse(`the report judged ${judged.headSha}, but this run follows a run for ${ctx.headSha}`);
    if (settings.githubToken === '')
        throw refuse("the 'github-token' input is empty");
    const octokit = await deps.githubClient(settings.githubToken);
    const repository = `${ctx.owner}/${ctx.repo}`;
    const pull = await (0,github_octokit/* requireGitHub */.xx)('Reading the pull request', ctx, () => (0,pull_request/* readPullRequest */.D)(octokit, ctx, number), 'pull-requests: read');
    const check = (0,verify/* checkPullRequest */.f)(pull, {
        number,
        repository,
        headSha: judged.headSha,
        headRepository: ctx.headRepository ?? null,
    });
    if (check.kind === 'mismatch')
        throw refuse(check.why);
    if (check.kind === 'superseded')
        (0,verify/* supersede */.h)(state, check.why);
    const marker = (0,comment/* commentMarker */.Ql)(report.command, judged.siteKey);
    const f = report.findings;
    const outcome = await (0,github_octokit/* requireGitHub */.xx)('PR comment', ctx, () => (0,sticky_comment/* upsertStickyComment */.q)((0,github_octokit/* commentApi */._N)(octokit, ctx), {
        issueNumber: number,
        marker,
        body: (0,comment/* renderComment */.wQ)(report, marker, (0,context/* runUrl */.V)(ctx)),
        mode: settings.comment,
        changed: (f?.new.length ?? 0) + (f?.fixed.length ?? 0) > 0 || report.verdict.verdict !== 'pass',
        failed: report.verdict.verdict !== 'pass',
    }));
    await toolkit.writeSummary((0,summary/* renderSummary */.Br)(report));
    toolkit.info(`PR comment on #${number} (${judged.headSha}): ${outcome}; the report's verdict: ${report.verdict.verdict}.`);
}
const refuse = (why) => new errors/* ConfigurationError */.j1(`Not posted to the pull request: ${why}.`);


/***/ })

};
