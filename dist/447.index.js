export const id = 447;
export const ids = [447];
export const modules = {

/***/ 79447:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   discoverLockFiles: () => (/* binding */ discoverLockFiles)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _glob_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(57722);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(94038);
/* harmony import */ var _workspace_git_tracked_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(330);
// Which lock files to read. `auto`: every file git tracks in the workspace (`git ls-files -z`) whose
// name is a lock-file name; outside a git checkout, a walk that leaves out dependency folders, virtual
// environments and vendored code. Otherwise the given paths and globs, relative to the workspace.





/** Folders a walk leaves out: installed dependencies, VCS data, virtual environments, vendored code. */
const SKIPPED_FOLDERS = new Set([
    'node_modules',
    'bower_components',
    '.git',
    '.hg',
    '.svn',
    '.venv',
    'venv',
    '__pycache__',
    '.tox',
    'vendor',
]);
async function discoverLockFiles(workspace, selection) {
    const listing = (await (0,_workspace_git_tracked_js__WEBPACK_IMPORTED_MODULE_2__/* .gitTrackedFiles */ .e)(workspace)) ?? walk(workspace, '');
    if (listing === null) {
        return {
            paths: [],
            errors: [{ path: '.', line: null, message: `workspace ${workspace} cannot be listed` }],
        };
    }
    if (selection === 'auto')
        return { paths: listing.filter((path) => (0,_names_js__WEBPACK_IMPORTED_MODULE_3__/* .lockFileSource */ .pE)(path) !== null).sort(), errors: [] };
    const paths = new Set();
    const errors = [];
    for (const entry of selection) {
        const pattern = normalizeEntry(entry);
        if (pattern === null)
            errors.push({ path: entry, line: null, message: `${entry} is outside the workspace` });
        else if ((0,_glob_js__WEBPACK_IMPORTED_MODULE_4__/* .isGlob */ .y)(pattern))
            selectMatches(pattern, listing, paths, errors);
        else if ((0,_names_js__WEBPACK_IMPORTED_MODULE_3__/* .lockFileSource */ .pE)(pattern) === null)
            errors.push({ path: pattern, line: null, message: notLockFile(pattern) });
        else
            paths.add(pattern);
    }
    return { paths: [...paths].sort(), errors };
}
function selectMatches(pattern, listing, paths, errors) {
    const matches = listing.filter((0,_glob_js__WEBPACK_IMPORTED_MODULE_4__/* .globMatcher */ .f)(pattern)).filter((path) => (0,_names_js__WEBPACK_IMPORTED_MODULE_3__/* .lockFileSource */ .pE)(path) !== null);
    if (matches.length === 0)
        errors.push({ path: pattern, line: null, message: `no lock file matches ${pattern}` });
    for (const path of matches)
        paths.add(path);
}
function notLockFile(path) {
    return `${path} is not a lock file this action reads (package-lock.json, npm-shrinkwrap.json, pnpm-lock.yaml, yarn.lock, requirements*.txt, poetry.lock)`;
}
/** Workspace-relative form of an input entry (normalising drops a leading `./`), or null outside it. */
function normalizeEntry(entry) {
    const path = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.normalize(entry.trim().replaceAll('\\', '/'));
    return node_path__WEBPACK_IMPORTED_MODULE_1__.posix.isAbsolute(path) || path === '..' || path.startsWith('../') ? null : path;
}
/**
 * Files under `prefix`, not following symlinked folders (a symlinked file is checked when read). A
 * folder that cannot be listed is left out; null when the workspace itself cannot be.
 */
function walk(root, prefix) {
    let entries;
    try {
        entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, prefix), { withFileTypes: true });
    }
    catch {
        return null;
    }
    const paths = [];
    for (const entry of entries) {
        const path = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
        if (!entry.isDirectory())
            paths.push(path);
        else if (!SKIPPED_FOLDERS.has(entry.name) && !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path, 'pyvenv.cfg'))) {
            paths.push(...(walk(root, path) ?? []));
        }
    }
    return paths;
}


/***/ }),

/***/ 57722:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ globMatcher),
/* harmony export */   y: () => (/* binding */ isGlob)
/* harmony export */ });
// A small glob matcher for the `dependencies` input: `*` (within one folder), `**` (any folders, also
// none) and `?` (one character). Paths and patterns are workspace-relative with `/` separators.
function isGlob(pattern) {
    return /[*?]/.test(pattern);
}
function globMatcher(pattern) {
    const regex = new RegExp(`^${globSource(pattern)}$`);
    return (path) => regex.test(path);
}
function globSource(pattern) {
    let source = '';
    for (let at = 0; at < pattern.length; at += 1) {
        const c = pattern.charAt(at);
        if (pattern.startsWith('**/', at)) {
            source += '(?:[^/]*/)*';
            at += 2;
        }
        else if (pattern.startsWith('**', at)) {
            source += '.*';
            at += 1;
        }
        else if (c === '*')
            source += '[^/]*';
        else if (c === '?')
            source += '[^/]';
        else
            source += c.replace(/[\\^$.|+()[\]{}]/g, '\\$&');
    }
    return source;
}


/***/ }),

/***/ 330:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ gitTrackedFiles)
/* harmony export */ });
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3133);
// The files git tracks in a checkout: what the lock-file discovery and the local checks read first.

/** Room for the listing of a very large monorepo (a few million paths). */
const MAX_LISTING_BYTES = 512 * 1024 * 1024;
/** Workspace-relative paths, or null when the folder is not a git checkout (or git is missing or refuses it). */
async function gitTrackedFiles(workspace) {
    // quotepath=off: paths come back as they are, not octal-escaped.
    const listing = await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .E)(workspace, ['-c', 'core.quotepath=off', 'ls-files', '-z'], {
        maxBuffer: MAX_LISTING_BYTES,
    });
    return listing === null
        ? null
        : listing
            .toString('utf8')
            .split('\0')
            .filter((path) => path !== '');
}


/***/ }),

/***/ 3133:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ runGit)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
// Runs git in the checkout and gives back what it printed, or null when git fails (missing, not a
// checkout, an unknown object, over the output bound or the time bound): callers fall back on null.

function runGit(cwd, args, options = {}) {
    const { maxBuffer = 64 * 1024 * 1024, timeoutMs = 0 } = options;
    return new Promise((resolve) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', args, 
        // Never wait for a credential prompt: a fetch without access must fail, not hang the job.
        {
            cwd,
            encoding: 'buffer',
            maxBuffer,
            timeout: timeoutMs,
            env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
        }, (error, stdout) => resolve(error === null ? stdout : null));
    });
}


/***/ })

};
