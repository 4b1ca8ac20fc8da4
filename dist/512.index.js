export const id = 512;
export const ids = [512];
export const modules = {

/***/ 84131:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   COMMIT: () => (/* binding */ COMMIT),
/* harmony export */   GIT_READ: () => (/* binding */ GIT_READ),
/* harmony export */   blobAt: () => (/* binding */ blobAt),
/* harmony export */   changesBetween: () => (/* binding */ changesBetween),
/* harmony export */   ensureCommit: () => (/* binding */ ensureCommit),
/* harmony export */   fetchDepth: () => (/* binding */ fetchDepth),
/* harmony export */   headOf: () => (/* binding */ headOf),
/* harmony export */   isShallow: () => (/* binding */ isShallow),
/* harmony export */   localMergeBase: () => (/* binding */ localMergeBase),
/* harmony export */   parentsOf: () => (/* binding */ parentsOf),
/* harmony export */   rangeInCheckout: () => (/* binding */ rangeInCheckout)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(87848);
// Reading commits other than the checkout's (a pull request's base, the merge base) with git. A shallow
// checkout may lack them: then they are fetched by exact SHA, bounded in time and bytes. Every function
// answers null (or false) where git cannot, so the caller can ask GitHub's API instead or say why not.



/** SHA-1 or SHA-256 object names only: the value comes from the event file and becomes a git argument. */
const COMMIT = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const FETCH_TIMEOUT_MS = 120_000;
/** One commit's tree (depth 1): a large repository's, but not a runaway. */
const FETCH_MAX_BYTES = 2 * 1024 ** 3;
/** Reads of a local object are quick; anything slower is stuck. */
const GIT_READ = { timeoutMs: 30_000 };
/** True once the commit is in the checkout, fetching it alone (depth 1) when it is not. */
async function ensureCommit(workspace, sha, env) {
    if (!COMMIT.test(sha))
        return false;
    if (await hasCommit(workspace, sha))
        return true;
    await fetchDepth(workspace, sha, 1, env);
    return hasCommit(workspace, sha);
}
/** Fetches `sha` and its history `depth` commits deep (deepening a shallow checkout), at most `maxBytes`. */
function fetchDepth(workspace, sha, depth, env, maxBytes = FETCH_MAX_BYTES) {
    if (!COMMIT.test(sha))
        return Promise.resolve(false);
    return (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .fetchBounded */ .e)(workspace, ['--no-tags', `--depth=${depth}`, 'origin', sha], {
        timeoutMs: FETCH_TIMEOUT_MS,
        maxBytes,
        ...(env ? { env } : {}),
    });
}
/** A file's text at a commit already in the checkout; null when it is not there or over `maxBytes`. */
async function blobAt(workspace, sha, path, maxBytes) {
    // Over the bound, the read fails on maxBuffer and the file counts as unreadable.
    const blob = await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .E)(workspace, ['cat-file', 'blob', `${sha}:${path}`], {
        ...GIT_READ,
        maxBuffer: maxBytes + 1,
    });
    return blob === null ? null : blob.toString('utf8');
}
/**
 * What differs between the commit and `head` (the checkout's HEAD by default), renames detected, or null
 * when git cannot tell. No cap on the number of files.
 */
async function changesBetween(workspace, sha, head = 'HEAD') {
    let renamesSkipped = false;
    const out = await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .E)(workspace, ['-c', 'core.quotepath=off', 'diff', '--name-status', '-M', '--no-ext-diff', '-z', sha, head, '--'], {
        ...GIT_READ,
        maxBuffer: 256 * 1024 * 1024,
        stderr: (text) => (renamesSkipped ||= text.includes('rename detection was skipped')),
    });
    if (out === null)
        return null;
    const fields = out.toString('utf8').split('\0');
    const changed = new Set();
    const renames = [];
    for (let i = 0; i < fields.length;) {
        const status = fields[i] ?? '';
        if (status === '')
            break;
        // Renames and copies name two paths (the old one first), every other status one.
        if (status.startsWith('R') || status.startsWith('C')) {
            const from = fields[i + 1] ?? '';
            const to = fields[i + 2] ?? '';
            changed.add(from).add(to);
            if (status.startsWith('R'))
                renames.push({ from, to });
            i += 3;
        }
        else {
            changed.add(fields[i + 1] ?? '');
            i += 2;
        }
    }
    return { changed, renames: renamesSkipped ? null : renames };
}
/** The parents of a commit in the checkout as its object names them (also past a shallow boundary). */
async function parentsOf(workspace, sha) {
    const out = await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .E)(workspace, ['cat-file', 'commit', sha], {
        ...GIT_READ,
        maxBuffer: 16 * 1024 * 1024,
    });
    if (out === null)
        return null;
    const header = out.toString('utf8').split('\n\n')[0] ?? '';
    return [...header.matchAll(/^parent ([0-9a-f]+)$/gm)].map((m) => m[1] ?? '');
}
/** The commit HEAD names, or null when the workspace is no git checkout (or git takes over `timeoutMs`). */
async function headOf(workspace, timeoutMs = GIT_READ.timeoutMs) {
    const out = (await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .E)(workspace, ['rev-parse', '--verify', 'HEAD^{commit}'], { timeoutMs }))
        ?.toString()
        .trim();
    return out && COMMIT.test(out) ? out : null;
}
async function isShallow(workspace) {
    const answer = await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .E)(workspace, ['rev-parse', '--is-shallow-repository'], GIT_READ);
    return answer?.toString('utf8').trim() === 'true';
}
/** The merge base of two commits by the checkout's own history; null in a shallow checkout (it may lie). */
async function localMergeBase(workspace, a, b) {
    if (await isShallow(workspace))
        return null;
    const out = (await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .E)(workspace, ['merge-base', a, b], GIT_READ))?.toString().trim();
    return out && COMMIT.test(out) ? out : null;
}
/**
 * Whether every commit of `from..to` is in the checkout: none of them is a shallow boundary (whose parents
 * were not fetched) other than `from` itself. Answers the commit count too, or null when git cannot tell.
 */
async function rangeInCheckout(workspace, from, to) {
    if (!(await hasCommit(workspace, from)) || !(await hasCommit(workspace, to)))
        return null;
    const listed = await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .E)(workspace, ['rev-list', `${from}..${to}`, '--'], {
        ...GIT_READ,
        maxBuffer: 256 * 1024 * 1024,
    });
    if (listed === null)
        return null;
    const commits = listed.toString('utf8').split('\n').filter(Boolean);
    const shallowFile = (await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .E)(workspace, ['rev-parse', '--git-path', 'shallow'], GIT_READ))
        ?.toString()
        .trim();
    const boundary = new Set(shallowFile
        ? (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(workspace, shallowFile), 'utf8').catch(() => '')).split('\n').filter(Boolean)
        : []);
    return { complete: !commits.some((c) => boundary.has(c)), commits: commits.length };
}
async function hasCommit(workspace, sha) {
    return (await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .E)(workspace, ['cat-file', '-e', `${sha}^{commit}`], GIT_READ)) !== null;
}


/***/ })

};
