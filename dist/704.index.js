export const id = 704;
export const ids = [704];
export const modules = {

/***/ 86704:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   newnessOfResults: () => (/* binding */ newnessOfResults)
/* harmony export */ });
/* unused harmony exports MAX_BASE_FILES, resultKey */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _local_checks_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49176);
// New against the base, for local checks: a result is new only when the base commit does not have it (same
// check, rule, file and evidence; lines may move). Files the change does not touch are the same at the
// base, so their results are not new; the touched ones are checked again as the base has them, in a
// temporary folder. git-history reads only the change's own commits, so what it finds is new.




/** Beyond this many touched files, the rest are not read at the base: their results are judged. */
const MAX_BASE_FILES = 500;
const resultKey = (r) => [r.checkId, r.ruleId, r.file, r.evidence ?? ''].join('\0');
/**
 * Whether each result is new (true), was already at the base (false), or could not be compared
 * (undefined: judged all the same). `checks` ran on the head; `run` runs them on a folder.
 */
async function newnessOfResults(base, results, checks, run) {
    const touched = [...new Set(results.map((r) => r.file))].filter((f) => base.changed.has(f));
    const compared = new Set(touched.slice(0, MAX_BASE_FILES));
    const fileChecks = checks.filter((id) => id !== 'git-history');
    const atBase = compared.size > 0 ? await baseResultKeys(base, [...compared], fileChecks, run) : new Set();
    return results.map((r) => {
        // Read as `base..HEAD` only when git had the base; otherwise the whole history was read.
        if (r.checkId === 'git-history')
            return base.via === 'git' ? true : undefined;
        if (!base.changed.has(r.file))
            return false;
        if (!compared.has(r.file))
            return undefined;
        return !atBase.has(resultKey(r));
    });
}
/** Runs the file checks over the base versions of `paths`, written into a temporary folder. */
async function baseResultKeys(base, paths, checks, run) {
    const folder = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), 'ssa-base-'));
    try {
        for (const path of paths) {
            const text = await base.fileAt(path, _local_checks_files_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_FILE_BYTES */ .gZ);
            if (text === null)
                continue;
            const target = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, path);
            // Paths come from git or GitHub's list of the change's files; none may land outside the folder.
            if ((0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(folder, target).startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(folder, target)))
                continue;
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target), { recursive: true });
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(target, text);
        }
        return new Set((await run(folder, checks)).map(resultKey));
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(folder, { recursive: true, force: true });
    }
}


/***/ }),

/***/ 49176:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cw: () => (/* binding */ enumerateFiles),
/* harmony export */   gZ: () => (/* binding */ MAX_FILE_BYTES)
/* harmony export */ });
/* unused harmony exports BINARY_SNIFF_BYTES, MAX_FILES, IGNORED_FOLDERS */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(28059);
/* harmony import */ var _workspace_git_tracked_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(330);
// Which files the local checks read: what git tracks (`git ls-files -z`), or outside a git checkout every
// file minus dependency and tool folders. Symlinks are never followed (they could point out of the
// workspace), neither a symlinked file nor a file reached through a symlinked folder, and text is read lazily with a size bound and a binary sniff, so a 200 MB tree never sits in
// memory at once.




const MAX_FILE_BYTES = 2 * 1024 * 1024;
/** A NUL byte in this many first bytes marks a file as binary. */
const BINARY_SNIFF_BYTES = 8 * 1024;
const MAX_FILES = 100_000;
/** Folders left out when walking a tree that is not a git checkout. */
const IGNORED_FOLDERS = new Set([
    '.git',
    '.hg',
    '.svn',
    'node_modules',
    'bower_components',
    'vendor',
    '.venv',
    'venv',
    '__pycache__',
    '.tox',
    '.mypy_cache',
    '.terraform',
]);
const VCS_FOLDERS = new Set(['.git', '.hg', '.svn']);
async function enumerateFiles(workspace, options = {}) {
    const tracked = await (0,_workspace_git_tracked_js__WEBPACK_IMPORTED_MODULE_3__/* .gitTrackedFiles */ .e)(workspace);
    const paths = tracked ?? walk(workspace);
    const maxFiles = options.maxFiles ?? MAX_FILES;
    const skipped = [];
    const files = [];
    const opening = {
        root: workspace,
        maxBytes: options.maxFileBytes ?? MAX_FILE_BYTES,
        skipped,
        inRealFolder: realFolders(workspace),
    };
    for (const path of paths.slice(0, maxFiles)) {
        const file = openFile(opening, path);
        if (file !== null)
            files.push(file);
    }
    if (paths.length > maxFiles) {
        skipped.push({
            path: paths[maxFiles] ?? '',
            reason: `${paths.length - maxFiles} more files over the limit of ${maxFiles}`,
        });
    }
    return { files, skipped, source: tracked === null ? 'walk' : 'git' };
}
function walk(root, prefix = '') {
    const paths = [];
    const entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, prefix), { withFileTypes: true }).sort((a, b) => a.name < b.name ? -1 : 1);
    for (const entry of entries) {
        const path = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
        if (entry.isDirectory()) {
            // VCS metadata inside a web root is a finding (browser-artifacts), not the repository's own metadata.
            if (!IGNORED_FOLDERS.has(entry.name) || (VCS_FOLDERS.has(entry.name) && (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .isServedPath */ .B3)(`${path}/`))) {
                paths.push(...walk(root, path));
            }
        }
        else
            paths.push(path);
    }
    return paths;
}
/**
 * Whether a workspace folder is reached without passing a symlink: git may list `dir/file` while the
 * working tree's `dir` is a symlink to anywhere on the runner. Each folder is resolved once.
 */
function realFolders(root) {
    const rootReal = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(root);
    const known = new Map();
    return (folder) => {
        let real = known.get(folder);
        if (real === undefined) {
            real = folder === '' || (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, folder)) === (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(rootReal, folder);
            known.set(folder, real);
        }
        return real;
    };
}
function openFile({ root, maxBytes, skipped, inRealFolder }, path) {
    const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path);
    let size;
    try {
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(absolute);
        if (stat.isSymbolicLink())
            return skip(skipped, path, 'symlink, not followed');
        if (!inRealFolder((0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .dirName */ .BB)(path)))
            return skip(skipped, path, 'in a symlinked folder, not followed');
        if (!stat.isFile())
            return skip(skipped, path, 'not a regular file');
        size = stat.size;
    }
    catch {
        return skip(skipped, path, 'tracked but missing from the working tree');
    }
    if (size > maxBytes)
        skipped.push({ path, reason: `over ${maxBytes} bytes, content not read` });
    let binary = false;
    return {
        path,
        size,
        text() {
            if (size > maxBytes || binary)
                return null;
            const bytes = readBytes(absolute);
            if (bytes === null)
                return null;
            if (bytes.subarray(0, BINARY_SNIFF_BYTES).includes(0)) {
                binary = true;
                skipped.push({ path, reason: 'binary, content not read' });
                return null;
            }
            return bytes.toString('utf8');
        },
    };
}
function readBytes(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path);
    }
    catch {
        return null;
    }
}
function skip(skipped, path, reason) {
    skipped.push({ path, reason });
    return null;
}


/***/ }),

/***/ 28059:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B3: () => (/* binding */ isServedPath),
/* harmony export */   BB: () => (/* binding */ dirName),
/* harmony export */   Fl: () => (/* binding */ baseName),
/* harmony export */   Qh: () => (/* binding */ isScriptFile),
/* harmony export */   qb: () => (/* binding */ isEnvFile)
/* harmony export */ });
// Path classifications shared by several checks. Paths are workspace-relative with `/` separators.
/** Folders a web server or CDN serves as they are: public web roots and build output. */
const SERVED_FOLDERS = new Set([
    'public',
    'static',
    'www',
    'wwwroot',
    'htdocs',
    'public_html',
    'dist',
    'build',
    'out',
    '_site',
]);
/** Served folders known only by a two-part path. */
const SERVED_PATHS = [
    '.next/static/',
    '.output/public/',
    '.vercel/output/static/',
    '.svelte-kit/output/client/',
];
function baseName(path) {
    return path.slice(path.lastIndexOf('/') + 1);
}
function dirName(path) {
    const slash = path.lastIndexOf('/');
    return slash === -1 ? '' : path.slice(0, slash);
}
/** Whether the file sits in a public web root or in build output (at any depth, e.g. `apps/web/public/`). */
function isServedPath(path) {
    const folders = path.split('/').slice(0, -1);
    if (folders.some((folder) => SERVED_FOLDERS.has(folder)))
        return true;
    return SERVED_PATHS.some((prefix) => path.startsWith(prefix) || path.includes(`/${prefix}`));
}
/** `.env` and `.env.<anything>` files (examples included: callers decide). */
function isEnvFile(path) {
    const name = baseName(path);
    return name === '.env' || name.startsWith('.env.');
}
const SCRIPT_EXTENSIONS = /\.(?:[cm]?[jt]sx?|vue|svelte|astro)$/;
/** JavaScript-family source files (including TypeScript and single-file components). */
function isScriptFile(path) {
    return SCRIPT_EXTENSIONS.test(path);
}


/***/ })

};
