export const id = 494;
export const ids = [494];
export const modules = {

/***/ 15197:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ runMemoryIn),
/* harmony export */   MV: () => (/* binding */ keepChoices),
/* harmony export */   W0: () => (/* binding */ recallChoices),
/* harmony export */   nZ: () => (/* binding */ settleBaseline),
/* harmony export */   p1: () => (/* binding */ policyDigest)
/* harmony export */ });
/* unused harmony exports runChoicesKeyPrefix, parseRunChoices */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
/* harmony import */ var _slug_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53684);
/* harmony import */ var _runtime_json_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(14447);
// What the first attempt of a run judged against, kept for its re-runs. A re-run (GITHUB_RUN_ATTEMPT 2 and
// up) replays the first attempt's scan, but the base branch may have recorded a newer baseline since: judged
// against that one, a failed run could pass, or a passing one fail for main's change. So the attempt that
// started the scan keeps its choices in an Actions cache entry of the run, job, site and kind, and later
// attempts judge against them; when they cannot be read back, against no baseline, and the summary says so.




const KEY_VERSION = 'v1';
/** Run ids and job ids are encoded so that run `1` never reads run `12`'s entry. */
function runChoicesKeyPrefix(run) {
    const part = (value) => encodeURIComponent(value);
    return `security-scan-rerun/${KEY_VERSION}/${(0,_slug_js__WEBPACK_IMPORTED_MODULE_2__/* .slug */ .y)(run.site)}/${run.kind}/${part(run.runId)}/${part(run.job)}/`;
}
/** Kept by the cache's rules (store.ts `baselinesIn`). */
function runMemoryIn(cached) {
    const file = (run) => cached(`rerun-${(0,_slug_js__WEBPACK_IMPORTED_MODULE_2__/* .slug */ .y)(run.site)}-${run.kind}.json`);
    return {
        recall: async (run) => {
            const found = await file(run).restore(runChoicesKeyPrefix(run));
            return found === null ? null : parseRunChoices(found.text, run);
        },
        keep: (choices) => file(choices).save(`${runChoicesKeyPrefix(choices)}attempt-${choices.attempt}`, JSON.stringify(choices)),
    };
}
/** Choices of another run, job, site or kind, or of an unreadable shape, are none. */
function parseRunChoices(text, run) {
    const value = (0,_runtime_json_file_js__WEBPACK_IMPORTED_MODULE_3__/* .parseJsonOrUndefined */ .rx)(text);
    const c = (value ?? {});
    if (c.site !== run.site || c.kind !== run.kind || c.runId !== run.runId || c.job !== run.job)
        return null;
    const b = (c.baseline ?? {});
    const str = (v) => (typeof v === 'string' ? v : null);
    const sources = ['input', 'base-branch', 'branch', 'none'];
    if (typeof b.source !== 'string' || !sources.includes(b.source) || typeof b.site !== 'string')
        return null;
    const scanId = str(b.scanId);
    if ((scanId === null) !== (b.source === 'none'))
        return null;
    const by = (b.recordedBy ?? null);
    if (typeof c.sha !== 'string' || typeof c.policyDigest !== 'string')
        return null;
    return {
        site: run.site,
        kind: run.kind,
        runId: run.runId,
        job: run.job,
        attempt: typeof c.attempt === 'number' ? c.attempt : 1,
        baseline: {
            scanId,
            source: b.source,
            site: b.site,
            branch: str(b.branch),
            recordedBy: by === null
                ? null
                : {
                    sha: str(by.sha) ?? '',
                    runId: str(by.runId) ?? '',
                    event: str(by.event) ?? '',
                    at: str(by.at) ?? '',
                },
            note: str(b.note),
            ...(b.unread === true ? { unread: true } : {}),
            recordedFor: null,
        },
        sent: str(c.sent),
        baseSha: str(c.baseSha),
        sha: c.sha,
        policyDigest: c.policyDigest,
    };
}
/** The policy a run judged with: its settings and ignores, in a stable form. */
function policyDigest(policy, ignores) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        .update(JSON.stringify([policy, ignores]))
        .digest('hex');
}
const runOf = (deps, kind) => ({
    site: deps.siteKey,
    kind,
    runId: deps.ctx.runId,
    job: deps.ctx.job,
});
/** Attempt 1 has nothing to recall: null. A re-run reads what the attempt that started the scan kept. */
async function recallChoices(deps, kind) {
    if ((deps.ctx.runAttempt ?? 1) <= 1)
        return null;
    let choices;
    try {
        choices = await deps.store.recall(runOf(deps, kind));
    }
    catch (error) {
        return { choices: null, why: `the Actions cache could not be read (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)})` };
    }
    if (choices === null) {
        return {
            choices: null,
            why: 'the Actions cache holds no entry of the first attempt (or could not be read)',
        };
    }
    // The same run, job and site always judge the same commits; other ones mean the entry is not this run's.
    if (choices.sha !== deps.ctx.sha || choices.baseSha !== deps.ctx.baseSha) {
        return {
            choices: null,
            why: `the entry kept in the Actions cache names other commits (${choices.sha.slice(0, 12)})`,
        };
    }
    if (choices.baseline.unread === true) {
        return {
            choices: null,
            why: '',
            afresh: `attempt ${choices.attempt} could not read the Actions cache, so this attempt read the baseline again`,
        };
    }
    return { choices, why: '' };
}
async function keepChoices(deps, kind, baseline, sent) {
    await deps.store.keep({
        ...runOf(deps, kind),
        attempt: deps.ctx.runAttempt ?? 1,
        baseline: { ...baseline, recordedFor: null, rerun: null },
        sent,
        baseSha: deps.ctx.baseSha,
        sha: deps.ctx.sha,
        policyDigest: deps.policyDigest(),
    });
}
/**
 * The baseline a run judges against once its start answered. Attempt 1 keeps its choice. A re-run judges
 * against its first attempt's recalled choice; the replayed scan's own `baselineRunId` counts only as an
 * echo of what that attempt sent (the service picks one itself when none is sent: it can be this pull
 * request's earlier scan). A re-run that recalls nothing but replays judges against no baseline; one whose
 * start is new (the first attempt started none), or whose first attempt could not read the cache, is judged
 * as a first attempt.
 */
function settleBaseline(input) {
    const { attempt, recalled, chosen, started } = input;
    const choices = recalled?.choices ?? null;
    if (choices !== null) {
        const echo = choices.sent !== null && started.baselineRunId === choices.sent
            ? ', which the replayed scan names too'
            : '';
        const policy = choices.policyDigest === input.policyDigest
            ? null
            : `Re-run (attempt ${attempt}): the policy in force differs from attempt ${choices.attempt}'s (a policy file read from a branch that moved?), so this verdict may differ from that attempt's.`;
        const rerun = `Re-run (attempt ${attempt}): judged against what attempt ${choices.attempt} judged against${echo}, kept in the Actions cache.`;
        return { baseline: { ...choices.baseline, rerun }, keep: false, warning: policy };
    }
    if (recalled?.afresh !== undefined) {
        const rerun = `Re-run (attempt ${attempt}): ${recalled.afresh}.`;
        return { baseline: { ...chosen, rerun }, keep: true, warning: null };
    }
    if (recalled === null || !started.replayed)
        return { baseline: chosen, keep: true, warning: null };
    const note = `re-run (attempt ${attempt}) of a scan started earlier: what the first attempt judged against could not be recovered (${recalled.why}), so this attempt is judged without a baseline`;
    return {
        baseline: {
            scanId: null,
            source: 'none',
            site: chosen.site,
            branch: chosen.branch,
            recordedBy: null,
            note,
            recordedFor: null,
            rerun: null,
        },
        keep: false,
        warning: `Re-run: ${note}.`,
    };
}


/***/ }),

/***/ 54494:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   actionsCacheBaselines: () => (/* binding */ actionsCacheBaselines),
/* harmony export */   baselineKeyPrefix: () => (/* binding */ baselineKeyPrefix),
/* harmony export */   baselinesIn: () => (/* binding */ baselinesIn),
/* harmony export */   parseRecord: () => (/* binding */ parseRecord)
/* harmony export */ });
/* harmony import */ var _github_actions_cache_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93983);
/* harmony import */ var _slug_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53684);
/* harmony import */ var _rerun_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(15197);
/* harmony import */ var _runtime_json_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(14447);
// The base-branch baselines: which succeeded scan each branch's newest push, schedule or manual run recorded
// for a site and kind. Kept in the Actions cache, whose branch scoping lets a pull request's run read what
// its base branch recorded (and nothing from other pull requests, which record nothing).




/** Bump when the record changes shape, so older entries are not read. */
const KEY_VERSION = 'v1';
/**
 * The branch is encoded so that `release` never reads `release/2`'s records (`/` becomes `%2F`), and the
 * trailing slash keeps site `a` from reading site `ab`'s.
 */
function baselineKeyPrefix(site, kind, branch) {
    return `security-scan-baseline/${KEY_VERSION}/${(0,_slug_js__WEBPACK_IMPORTED_MODULE_1__/* .slug */ .y)(site)}/${kind}/${encodeURIComponent(branch)}/`;
}
function actionsCacheBaselines(workspace) {
    return baselinesIn((name) => (0,_github_actions_cache_js__WEBPACK_IMPORTED_MODULE_0__/* .actionsCacheText */ .R)(workspace, name));
}
/** The store over texts kept by the cache's rules (immutable keys, a restore takes the newest by prefix). */
function baselinesIn(cached) {
    // One file name per site and kind: the cache ties entries to the path, which must match on restore.
    const file = (site, kind) => cached(`baseline-${(0,_slug_js__WEBPACK_IMPORTED_MODULE_1__/* .slug */ .y)(site)}-${kind}.json`);
    return {
        ...(0,_rerun_js__WEBPACK_IMPORTED_MODULE_2__/* .runMemoryIn */ .A)(cached),
        find: async (site, kind, branch) => {
            const found = await file(site, kind).restore(baselineKeyPrefix(site, kind, branch));
            return found === null ? null : parseRecord(found.text, site, kind, branch);
        },
        record: (record, runKey) => file(record.site, record.kind).save(`${baselineKeyPrefix(record.site, record.kind, record.branch)}${runKey}`, JSON.stringify(record)),
    };
}
/** A record that does not hold a scan id of the asked site, kind and branch is no baseline. */
function parseRecord(text, site, kind, branch) {
    const value = (0,_runtime_json_file_js__WEBPACK_IMPORTED_MODULE_3__/* .parseJsonOrUndefined */ .rx)(text);
    const r = (value ?? {});
    if (typeof r.scanId !== 'string' || r.scanId === '')
        return null;
    if (r.site !== site || r.kind !== kind || r.branch !== branch)
        return null;
    const str = (v) => (typeof v === 'string' ? v : '');
    return {
        scanId: r.scanId,
        site,
        kind,
        branch,
        sha: str(r.sha),
        runId: str(r.runId),
        event: str(r.event),
        recordedAt: str(r.recordedAt),
        scanCreatedAt: str(r.scanCreatedAt),
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

/***/ 14447:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   An: () => (/* binding */ writeJsonFile),
/* harmony export */   rx: () => (/* binding */ parseJsonOrUndefined)
/* harmony export */ });
/* unused harmony export jsonPieces */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
// Writes a value as indented JSON, the same bytes as `JSON.stringify(value, null, 2)`, in pieces: the
// report of a large run (100k findings: over 50 MB of JSON, twice that in memory once a character outside
// Latin-1 makes the string two-byte) is never held as one string, so memory stays near one chunk.

/** Containers this deep or deeper are written by JSON.stringify in one piece: single findings, results. */
const WALKED_DEPTH = 3;
const CHUNK_BYTES = 1024 * 1024;
/** The pieces of `JSON.stringify(value, null, 2)`, in order; joined, they are that string. */
function* jsonPieces(value, depth = 0) {
    if (!isWalked(value) || depth >= WALKED_DEPTH) {
        yield indented(value, depth);
        return;
    }
    const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
    // An array keeps every item (JSON writes a left-out one as null); an object drops left-out values.
    const entries = Array.isArray(value)
        ? value.map((item) => [null, item])
        : Object.entries(value).filter(([, item]) => !leftOut(item));
    if (entries.length === 0) {
        yield open + close;
        return;
    }
    const inner = '\n' + '  '.repeat(depth + 1);
    for (const [i, [key, item]] of entries.entries()) {
        yield `${i === 0 ? open : ','}${inner}${key === null ? '' : `${JSON.stringify(key)}: `}`;
        yield* jsonPieces(item, depth + 1);
    }
    yield `\n${'  '.repeat(depth)}${close}`;
}
/** Plain arrays and objects are walked; anything else (a Date's toJSON…) is left to JSON.stringify. */
function isWalked(value) {
    if (Array.isArray(value))
        return true;
    if (typeof value !== 'object' || value === null)
        return false;
    const proto = Object.getPrototypeOf(value);
    return (proto === Object.prototype || proto === null) && !('toJSON' in value);
}
/** What JSON leaves out of an object (and writes as null in an array). */
const leftOut = (value) => value === undefined || typeof value === 'function' || typeof value === 'symbol';
/** JSON.stringify at this depth's indentation (JSON text has no raw newline but between its lines). */
function indented(value, depth) {
    const text = JSON.stringify(value, null, 2);
    if (text === undefined)
        return 'null';
    return depth === 0 ? text : text.replaceAll('\n', '\n' + '  '.repeat(depth));
}
function* fileText(value) {
    yield* jsonPieces(value);
    yield '\n';
}
/**
 * Writes `JSON.stringify(value, null, 2)` and a newline to `path`. Each piece is copied into one reused
 * buffer at once, so pieces die young instead of being kept (and promoted) until a chunk is complete.
 */
async function writeJsonFile(path, value) {
    const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(path, 'w');
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    let used = 0;
    try {
        for (const piece of fileText(value)) {
            // A UTF-16 code unit takes at most 3 bytes in UTF-8.
            if (used + piece.length * 3 > CHUNK_BYTES) {
                await writeAll(file, buffer.subarray(0, used));
                used = 0;
            }
            if (piece.length * 3 > CHUNK_BYTES)
                await writeAll(file, Buffer.from(piece));
            else
                used += buffer.write(piece, used);
        }
        await writeAll(file, buffer.subarray(0, used));
    }
    finally {
        await file.close();
    }
}
/** A write may take fewer bytes than it was given; the rest follows. */
async function writeAll(file, bytes) {
    for (let done = 0; done < bytes.length;)
        done += (await file.write(bytes, done)).bytesWritten;
}
/** JSON text read back from a file the action keeps (a cache entry): anything unreadable is `undefined`. */
function parseJsonOrUndefined(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
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
