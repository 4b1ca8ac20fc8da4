export const id = 311;
export const ids = [311];
export const modules = {

/***/ 47311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   collectCommand: () => (/* binding */ collectCommand)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _github_octokit_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(15980);
/* harmony import */ var _github_pull_files_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(18850);
/* harmony import */ var _steps_pull_request_data_format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(15859);
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(89133);
// `command: collect`, the untrusted half of the fork recipe: in a `pull_request` run (no key, a read-only
// token) it writes the pull request's data into a folder for actions/upload-artifact (the action uploads
// nothing itself): the lock files as copies and one JSON file with the changed files and the commits.
// Nothing from the pull request is run; the files are copied as bytes.







async function collectCommand(deps) {
    const { settings, ctx, toolkit, state } = deps;
    if (ctx.pullNumber === null || !ctx.headSha)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`Command 'collect' runs on pull_request events (this run is '${ctx.eventName}'): it collects a pull request's data.`);
    const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(ctx.workspace, settings.pullRequestData);
    ensureEmptyFolder(folder, settings.pullRequestData);
    const { discoverLockFiles } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 79447));
    const found = await discoverLockFiles(ctx.workspace, settings.dependencies === 'none' ? [] : settings.dependencies);
    for (const error of found.errors)
        state.skipped.push({ what: error.path, why: error.message });
    for (const path of found.paths.slice(_steps_pull_request_data_format_js__WEBPACK_IMPORTED_MODULE_4__/* .LIMITS */ .b1.lockFiles))
        state.skipped.push({ what: path, why: `not collected: over ${_steps_pull_request_data_format_js__WEBPACK_IMPORTED_MODULE_4__/* .LIMITS */ .b1.lockFiles} lock files` });
    const lockFiles = [];
    for (const path of found.paths.slice(0, _steps_pull_request_data_format_js__WEBPACK_IMPORTED_MODULE_4__/* .LIMITS */ .b1.lockFiles)) {
        const why = copyReason(ctx.workspace, path);
        if (why)
            state.skipped.push({ what: path, why });
        else {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, _steps_pull_request_data_format_js__WEBPACK_IMPORTED_MODULE_4__/* .LOCK_FILES_FOLDER */ .Pk, path)), { recursive: true });
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.copyFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(ctx.workspace, path), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, _steps_pull_request_data_format_js__WEBPACK_IMPORTED_MODULE_4__/* .LOCK_FILES_FOLDER */ .Pk, path));
            lockFiles.push(path);
        }
    }
    const data = {
        format: _steps_pull_request_data_format_js__WEBPACK_IMPORTED_MODULE_4__/* .DATA_FORMAT */ .bH,
        repository: `${ctx.owner}/${ctx.repo}`,
        pullRequest: ctx.pullNumber,
        headSha: ctx.headSha,
        baseSha: ctx.baseSha,
        changedFiles: await changedFiles(deps, ctx.pullNumber),
        lockFiles,
    };
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, _steps_pull_request_data_format_js__WEBPACK_IMPORTED_MODULE_4__/* .DATA_FILE */ .AL), `${JSON.stringify(data, null, 2)}\n`);
    toolkit.info(`Collected pull request #${data.pullRequest} at ${data.headSha}: ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(lockFiles.length, 'lock file')}, ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(data.changedFiles.length, 'changed file')}, in ${settings.pullRequestData}. Upload that folder with actions/upload-artifact.`);
}
/** A stale folder would be uploaded with the data: it must be new or empty. */
function ensureEmptyFolder(folder, given) {
    let entries;
    try {
        entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(folder);
    }
    catch {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(folder, { recursive: true });
        return;
    }
    if (entries.length > 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`Input 'pull-request-data' is the folder ${given}, which is not empty; accepted: a new or empty folder (everything in it is uploaded).`);
}
/** Why a lock file is not copied: only plain files within the bound, under a path the reader accepts. */
function copyReason(workspace, path) {
    const unsafe = (0,_steps_pull_request_data_format_js__WEBPACK_IMPORTED_MODULE_4__/* .unsafePath */ .Kc)(path);
    if (unsafe)
        return `not collected: its path ${unsafe}`;
    const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(workspace, path), { throwIfNoEntry: false });
    if (!stat?.isFile())
        return 'not collected: not a regular file (a symbolic link or missing)';
    if (stat.size > _steps_pull_request_data_format_js__WEBPACK_IMPORTED_MODULE_4__/* .LIMITS */ .b1.lockFileBytes)
        return `not collected: over ${_steps_pull_request_data_format_js__WEBPACK_IMPORTED_MODULE_4__/* .LIMITS */ .b1.lockFileBytes} bytes`;
    return null;
}
/** The changed files, read with the run's (read-only) token: data for the trusted run. */
async function changedFiles(deps, pullNumber) {
    const { ctx, settings } = deps;
    const changes = await (0,_github_octokit_js__WEBPACK_IMPORTED_MODULE_3__/* .requireGitHub */ .xx)('Listing the changed files', ctx, async () => (0,_github_pull_files_js__WEBPACK_IMPORTED_MODULE_6__/* .pullFilesApi */ .P)(await deps.githubClient(settings.githubToken), ctx).listChanges(pullNumber), 'pull-requests: read');
    return changes
        .map((c) => c.filename)
        .filter((p) => (0,_steps_pull_request_data_format_js__WEBPACK_IMPORTED_MODULE_4__/* .unsafePath */ .Kc)(p) === null)
        .slice(0, _steps_pull_request_data_format_js__WEBPACK_IMPORTED_MODULE_4__/* .LIMITS */ .b1.changedFiles);
}


/***/ })

};
