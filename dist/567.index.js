export const id = 567;
export const ids = [567];
export const modules = {

/***/ 49796:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gZ: () => (/* binding */ MAX_FILE_BYTES),
  Cw: () => (/* binding */ enumerateFiles)
});

// UNUSED EXPORTS: BINARY_SNIFF_BYTES, IGNORED_FOLDERS, MAX_FILES

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/local-checks/paths.ts
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

// EXTERNAL MODULE: ./src/workspace/git-tracked.ts
var git_tracked = __webpack_require__(330);
;// CONCATENATED MODULE: ./src/local-checks/files.ts
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
    const tracked = await (0,git_tracked/* gitTrackedFiles */.e)(workspace);
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
    const entries = (0,external_node_fs_.readdirSync)((0,external_node_path_.join)(root, prefix), { withFileTypes: true }).sort((a, b) => a.name < b.name ? -1 : 1);
    for (const entry of entries) {
        const path = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
        if (entry.isDirectory()) {
            // VCS metadata inside a web root is a finding (browser-artifacts), not the repository's own metadata.
            if (!IGNORED_FOLDERS.has(entry.name) || (VCS_FOLDERS.has(entry.name) && isServedPath(`${path}/`))) {
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
    const rootReal = (0,external_node_fs_.realpathSync)(root);
    const known = new Map();
    return (folder) => {
        let real = known.get(folder);
        if (real === undefined) {
            real = folder === '' || (0,external_node_fs_.realpathSync)((0,external_node_path_.join)(root, folder)) === (0,external_node_path_.join)(rootReal, folder);
            known.set(folder, real);
        }
        return real;
    };
}
function openFile({ root, maxBytes, skipped, inRealFolder }, path) {
    const absolute = (0,external_node_path_.join)(root, path);
    let size;
    try {
        const stat = (0,external_node_fs_.lstatSync)(absolute);
        if (stat.isSymbolicLink())
            return skip(skipped, path, 'symlink, not followed');
        if (!inRealFolder(dirName(path)))
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
        return (0,external_node_fs_.readFileSync)(path);
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

/***/ 34567:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   newnessOfResults: () => (/* binding */ newnessOfResults)
/* harmony export */ });
/* unused harmony exports MAX_BASE_FILES, countedKey */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _github_base_commit_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7610);
/* harmony import */ var _local_checks_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(49796);
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(89133);
// New against the base, for local checks. A secret is its value: it is new when no result of the base,
// in any file and from any check, holds the same value (compared by the run's keyed fingerprint), wherever
// the change moves it. Other results are counted: (check, rule, normalised evidence, file as git follows it
// through renames), and head occurrences beyond the base's count are new; lines never count. Files the
// change does not touch are the same at the base, so their results are the base's own; the touched ones
// are checked again as the base has them, in a temporary folder. git-history reads only the change's own
// commits, so what it finds is new unless the base holds the value.






/** Beyond this many touched files, the rest are not read at the base: what they could hold is judged. */
const MAX_BASE_FILES = 500;
/** What a non-secret result is, the line left out; `file` as the base names it. */
const countedKey = (r, file) => [r.checkId, r.ruleId, normalised(r.evidence ?? r.message), file].join('\0');
const normalised = (text) => text.replace(/\s+/g, ' ').trim();
/** Compares the head's results with the base. `checks` ran on the head; `run` runs them on a folder. */
async function newnessOfResults(base, head, checks, run) {
    const { results, secrets } = head;
    // With GitHub's list cut short, any file may differ (`mayDiffer`): then every one is read at the base.
    const touched = (r) => r.checkId === 'git-history' || (0,_github_base_commit_js__WEBPACK_IMPORTED_MODULE_3__/* .mayDiffer */ .Yq)(base, r.file);
    const renamedFrom = new Map(base.renames?.map((r) => [r.to, r.from]));
    const baseName = (file) => renamedFrom.get(file) ?? file;
    // Files the change leaves alone are the same at the base: the values the head finds there are the base's.
    const untouchedValues = new Set();
    for (const r of results) {
        const secret = secrets.get(r);
        if (secret !== undefined && !touched(r))
            untouchedValues.add(secret.fingerprint);
    }
    // A value found elsewhere may have been moved out of any touched file: then all of them are read.
    const unexplained = results.some((r) => {
        const secret = secrets.get(r);
        return secret !== undefined && touched(r) && !untouchedValues.has(secret.fingerprint);
    });
    // Other results are counted in their own file: its base name (a rename's origin) comes first.
    const counted = results.filter((r) => touched(r) && !secrets.has(r) && r.checkId !== 'git-history');
    const wanted = [
        ...new Set([...counted.map((r) => baseName(r.file)), ...(unexplained ? base.changed : [])]),
    ];
    const read = new Set(wanted.slice(0, MAX_BASE_FILES));
    // A value not found in the files read may come from one the cut list did not name: not compared.
    const complete = read.size === wanted.length && base.incomplete === null;
    const fileChecks = checks.filter((id) => id !== 'git-history');
    const atBase = read.size > 0 ? await checkAtBase(base, [...read], fileChecks, run) : null;
    const baseValues = new Set([
        ...untouchedValues,
        ...(atBase === null ? [] : [...atBase.run.secrets.values()].map((s) => s.fingerprint)),
    ]);
    const valueNewness = (fingerprint, checkId) => {
        if (baseValues.has(fingerprint))
            return false;
        // Read as `base..HEAD` only when git had the base; otherwise the whole history was read.
        if (checkId === 'git-history' && base.via !== 'git')
            return undefined;
        return complete ? true : undefined;
    };
    const byValue = new Map();
    for (const r of results) {
        const secret = secrets.get(r);
        if (secret === undefined)
            continue;
        const answer = valueNewness(secret.fingerprint, r.checkId);
        // One value, one answer: new when any report of it says so (the base lacks it and it was compared).
        if (!byValue.has(secret.fingerprint) || answer === true)
            byValue.set(secret.fingerprint, answer);
    }
    const baseCounts = new Map();
    for (const r of atBase?.run.results ?? []) {
        if (atBase?.run.secrets.has(r) === true)
            continue;
        const key = countedKey(r, r.file);
        baseCounts.set(key, (baseCounts.get(key) ?? 0) + 1);
    }
    const headCounts = new Map();
    let unfollowed = 0;
    const newness = results.map((r) => {
        const secret = secrets.get(r);
        if (secret !== undefined)
            return byValue.get(secret.fingerprint);
        if (r.checkId === 'git-history')
            return base.via === 'git' ? true : undefined;
        if (!touched(r))
            return false;
        const from = baseName(r.file);
        if (!read.has(from))
            return undefined;
        const key = countedKey(r, from);
        const seen = (headCounts.get(key) ?? 0) + 1;
        headCounts.set(key, seen);
        if (seen <= (baseCounts.get(key) ?? 0))
            return false;
        // Without git's renames, a file the base lacks may be a renamed one: not compared.
        if (base.renames === null && atBase?.missing.has(from) === true) {
            unfollowed += 1;
            return undefined;
        }
        return true;
    });
    const incomplete = [
        ...(complete
            ? []
            : [
                `${wanted.length - read.size} of ${wanted.length} touched files not read at the base (at most ${MAX_BASE_FILES}): what they could hold counts as new`,
            ]),
        ...(unfollowed > 0
            ? [
                `renames not known (git skips rename detection past diff.renameLimit): ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(unfollowed, 'result')} in added files count as new`,
            ]
            : []),
    ];
    return { newness, incomplete };
}
/** Runs the file checks over the base versions of `paths`, written into a temporary folder. */
async function checkAtBase(base, paths, checks, run) {
    const folder = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), 'ssa-base-'));
    const missing = new Set();
    try {
        for (const path of paths) {
            const text = await base.fileAt(path, _local_checks_files_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_FILE_BYTES */ .gZ);
            if (text === null) {
                missing.add(path);
                continue;
            }
            const target = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, path);
            // Paths come from git or GitHub's list of the change's files; none may land outside the folder.
            if ((0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(folder, target).startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(folder, target)))
                continue;
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target), { recursive: true });
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(target, text);
        }
        return { run: await run(folder, checks), missing };
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(folder, { recursive: true, force: true });
    }
}


/***/ })

};
