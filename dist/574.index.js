export const id = 574;
export const ids = [574];
export const modules = {

/***/ 20574:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   actionsCacheStore: () => (/* binding */ actionsCacheStore)
/* harmony export */ });
/* harmony import */ var _github_actions_cache_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93983);
/* harmony import */ var _slug_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53684);
// Where the monitor's memory lives between scheduled runs: the Actions cache, one key prefix per site.


/** Bump when the state file changes so older entries are not restored. */
const KEY_VERSION = 'v1';
function actionsCacheStore(workspace, siteKey, runKey) {
    const site = (0,_slug_js__WEBPACK_IMPORTED_MODULE_1__/* .slug */ .y)(siteKey);
    const cached = (0,_github_actions_cache_js__WEBPACK_IMPORTED_MODULE_0__/* .actionsCacheText */ .R)(workspace, `monitor-${site}.json`);
    // The slash after the site keeps site `a` from restoring site `ab`'s state.
    const prefix = `security-scan-monitor/${KEY_VERSION}/${site}/`;
    return {
        restore: async () => (await cached.restore(prefix))?.text ?? null,
        save: (text) => cached.save(`${prefix}${runKey}`, text),
    };
}


/***/ }),

/***/ 93983:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ actionsCacheText)
/* harmony export */ });
/* unused harmony export CacheUnavailable */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
// A small text file kept in the Actions cache through @actions/cache. Cache keys are immutable, so every
// save goes under a key of its own and a restore takes the newest entry whose key starts with a prefix.
// GitHub scopes entries by branch: a run sees its own branch's entries and its base or default branch's.


/** The cache cannot be used at all (no cache service, an outage, a refusal). */
class CacheUnavailable extends Error {
}
/** In the workspace: the cache ties an entry to the path string given, which must be the same every run. */
const STATE_DIR = '.security-scan-action';
/** `name` must not change between the run that saves and the run that restores. */
function actionsCacheText(workspace, name) {
    const path = `${STATE_DIR}/${name}`;
    const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(workspace, path);
    // Loaded on use: a run's first request does not wait for node:fs/promises.
    const fs = () => Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 51455, 23));
    // The workspace is the user's checkout: leave nothing behind. Also run first: a checkout may hold the
    // folder already, or a symlink there (rm removes the link, never its target) that would carry the
    // restore's or the save's writes out of the workspace.
    const clean = async () => (await fs()).rm((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(workspace, STATE_DIR), { recursive: true, force: true });
    return {
        restore: async (prefix) => {
            const cache = await cacheToolkit();
            await clean();
            const matched = await failuresAsErrors(() => cache.restoreCache([path], prefix, [prefix])).catch(unavailable);
            if (matched === undefined)
                return null;
            try {
                return { text: await (await fs()).readFile(absolute, 'utf8'), key: matched };
            }
            finally {
                await clean();
            }
        },
        save: async (key, text) => {
            const cache = await cacheToolkit();
            const { mkdir, writeFile } = await fs();
            await clean();
            await mkdir((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(absolute), { recursive: true });
            await writeFile(absolute, text);
            try {
                const id = await cache.saveCache([path], key).catch(unavailable);
                if (id === -1)
                    throw new CacheUnavailable(`the cache did not keep the entry (key ${key})`);
            }
            finally {
                await clean();
            }
        },
    };
}
async function cacheToolkit() {
    const cache = await __webpack_require__.e(/* import() */ 131).then(__webpack_require__.bind(__webpack_require__, 57131));
    if (!cache.isFeatureAvailable()) {
        throw new CacheUnavailable('no Actions cache service is available (GitHub Enterprise Server without it, or a run outside Actions)');
    }
    return cache;
}
/**
 * @actions/cache answers a failed lookup or download as a miss: the failure is only its own `Failed to
 * restore: …` line on the runner's output (a warning, or an error for a 5xx). Those lines are watched while
 * the restore runs, so an outage is told apart from "nothing saved" and thrown as one.
 */
async function failuresAsErrors(restore) {
    const failures = [];
    const watch = (line) => {
        const failure = /^::(?:warning|error)::Failed to restore: (.*)$/m.exec(line)?.[1];
        if (failure !== undefined)
            failures.push(failure);
    };
    watchers.add(watch);
    if (watchers.size === 1)
        watchOutput();
    let matched;
    try {
        matched = await restore();
    }
    finally {
        watchers.delete(watch);
        if (watchers.size === 0)
            unwatchOutput?.();
    }
    if (matched === undefined && failures.length > 0)
        throw new CacheUnavailable(failures.join('; '));
    return matched;
}
// One watch of the output for restores that overlap, put back when the last one ends.
const watchers = new Set();
let unwatchOutput = null;
function watchOutput() {
    const stdout = process.stdout;
    // Kept as it is (not bound), so putting it back leaves the stream exactly as it was.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const write = stdout.write;
    stdout.write = function (chunk, ...rest) {
        const line = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
        for (const watch of watchers)
            watch(line);
        return write.call(this, chunk, ...rest);
    };
    unwatchOutput = () => {
        stdout.write = write;
        unwatchOutput = null;
    };
}
function unavailable(error) {
    throw new CacheUnavailable((0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error));
}


/***/ }),

/***/ 53684:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ slug)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// A value (a site id, a command and site, an advisory id) made safe for a file name, a cache key or a
// hidden marker: anything but letters, digits, `.`, `_` and `-` becomes `_`, and it is cut short so a
// long value cannot make a name the file system refuses. Those changes lose what told values apart
// (`a/b` and `a_b`, two long values alike in their first 100 characters), and a slug keys caches, issues
// and file names of one site: so a changed value ends with a hash of the whole of it.

const MAX_SLUG_LENGTH = 100;
const HASH_HEX_DIGITS = 10;
/** What a changed value's slug ends with; a value that already ends so is changed too, so none collide. */
const HASHED_END = new RegExp(`-[0-9a-f]{${HASH_HEX_DIGITS}}$`);
function slug(value) {
    const safe = value.replace(/[^A-Za-z0-9._-]+/g, '_');
    if (safe === value && value !== '' && value.length <= MAX_SLUG_LENGTH && !HASHED_END.test(value))
        return value;
    // UTF-16 code units, not UTF-8: UTF-8 makes every lone surrogate U+FFFD, and they would share a hash.
    const digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(value, 'utf16le').digest('hex');
    const end = `-${digest.slice(0, HASH_HEX_DIGITS)}`;
    return safe.slice(0, MAX_SLUG_LENGTH - end.length) + end;
}


/***/ })

};
