export const id = 512;
export const ids = [512];
export const modules = {

/***/ 84131:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ GIT_READ),
/* harmony export */   blobAt: () => (/* binding */ blobAt),
/* harmony export */   changedSince: () => (/* binding */ changedSince),
/* harmony export */   ensureCommit: () => (/* binding */ ensureCommit)
/* harmony export */ });
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3133);
// Reading a commit other than the checkout's (a pull request's base) with git. A shallow checkout may lack
// it: then it is fetched alone (depth 1). Every function answers null (or false) where git cannot, so the
// caller can ask GitHub's API instead.

/** SHA-1 or SHA-256 object names only: the value comes from the event file and becomes a git argument. */
const COMMIT = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const FETCH_TIMEOUT_MS = 120_000;
/** Reads of a local object are quick; anything slower is stuck. */
const GIT_READ = { timeoutMs: 30_000 };
/** True once the commit is in the checkout, fetching it when it is not. */
async function ensureCommit(workspace, sha) {
    if (!COMMIT.test(sha))
        return false;
    if (await hasCommit(workspace, sha))
        return true;
    await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .E)(workspace, ['fetch', '--no-tags', '--depth=1', 'origin', sha], {
        maxBuffer: 1024 * 1024,
        timeoutMs: FETCH_TIMEOUT_MS,
    });
    return hasCommit(workspace, sha);
}
/** A file's text at a commit already in the checkout; null when it is not there or over `maxBytes`. */
async function blobAt(workspace, sha, path, maxBytes) {
    // Over the bound, the read fails on maxBuffer and the file counts as unreadable.
    const blob = await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .E)(workspace, ['cat-file', 'blob', `${sha}:${path}`], {
        ...GIT_READ,
        maxBuffer: maxBytes + 1,
    });
    return blob === null ? null : blob.toString('utf8');
}
/**
 * Paths that differ between the commit and the checkout's HEAD (both names of a rename), or null when git
 * cannot tell. Files outside this set are the same at both commits.
 */
async function changedSince(workspace, sha) {
    const out = await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .E)(workspace, ['-c', 'core.quotepath=off', 'diff', '--name-only', '--no-renames', '-z', sha, 'HEAD', '--'], { ...GIT_READ, maxBuffer: 64 * 1024 * 1024 });
    return out === null ? null : new Set(out.toString('utf8').split('\0').filter(Boolean));
}
async function hasCommit(workspace, sha) {
    return (await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .E)(workspace, ['cat-file', '-e', `${sha}^{commit}`], GIT_READ)) !== null;
}


/***/ })

};
