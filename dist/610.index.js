export const id = 610;
export const ids = [610];
export const modules = {

/***/ 20367:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pf: () => (/* binding */ agentRoute),
  K3: () => (/* binding */ changesOrNull),
  bk: () => (/* binding */ readSiteRef)
});

// UNUSED EXPORTS: isSiteUrl

// EXTERNAL MODULE: ./src/api/envelope-parser.ts + 1 modules
var envelope_parser = __webpack_require__(11052);
// EXTERNAL MODULE: ./src/api/unshown-fields/tolerant-reads.ts
var tolerant_reads = __webpack_require__(66218);
;// CONCATENATED MODULE: ./src/api/unshown-fields/comparison-fields.ts
// Comparison `changes` items, whose fields the spec leaves unshown; docs/assumed-shapes.md lists
// them all.


/** Comparison `changes`: items `{ change, finding }`. */
function readChanges(value) {
    return (0,tolerant_reads/* list */.p_)(value).map((item) => {
        const change = (0,envelope_parser/* isRecord */.u4)(item) ? item.change : undefined;
        const known = change === 'new' || change === 'fixed' || change === 'unchanged';
        return {
            change: known ? change : 'unknown',
            finding: readChangedFinding((0,envelope_parser/* isRecord */.u4)(item) ? item.finding : undefined),
        };
    });
}
/** Keeps the finding as sent, with the fields a report leans on made safe to read. */
function readChangedFinding(value) {
    if (!(0,envelope_parser/* isRecord */.u4)(value) || typeof value.id !== 'string')
        return null;
    const finding = value;
    return {
        ...finding,
        severity: (0,tolerant_reads/* text */.Qq)(value.severity) ?? 'unknown',
        state: (0,tolerant_reads/* text */.Qq)(value.state) ?? 'unknown',
        title: (0,tolerant_reads/* text */.Qq)(value.title) ?? '',
        evidence: (0,tolerant_reads/* strings */.P$)(value.evidence),
        sources: (0,tolerant_reads/* strings */.P$)(value.sources),
        steps: (0,tolerant_reads/* strings */.P$)(value.steps),
    };
}

// EXTERNAL MODULE: ./src/api/unshown-fields/scan-fields.ts
var scan_fields = __webpack_require__(5162);
;// CONCATENATED MODULE: ./src/api/unshown-fields/site-fields.ts
// The `site` object, whose fields the spec leaves unshown; docs/assumed-shapes.md lists
// them all.

function readSiteObject(value) {
    const site = (0,envelope_parser/* isRecord */.u4)(value) ? value : {};
    return {
        id: (0,envelope_parser/* nonEmptyText */.al)(site.id),
        name: (0,envelope_parser/* nonEmptyText */.al)(site.name) ?? (0,envelope_parser/* nonEmptyText */.al)(site.baseDomain),
        webUrl: (0,envelope_parser/* nonEmptyText */.al)(site.webUrl),
    };
}

// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
;// CONCATENATED MODULE: ./src/commands/scan/agent-route.ts
// The scan flow over the agent routes (`/agent/...`).




function isSiteUrl(site) {
    return /^https?:\/\//i.test(site);
}
/** The site's reference, with fallbacks where the site object lacks a field. */
function readSiteRef(value, fallbackId, fallbackLabel) {
    const site = readSiteObject(value);
    return { id: site.id ?? fallbackId, label: site.name ?? fallbackLabel, webUrl: site.webUrl };
}
function agentRoute(client, keyFor) {
    return {
        resolveSite: async (site) => {
            if (isSiteUrl(site)) {
                const added = await client.addSite({ url: site, idempotencyKey: keyFor('add-site') });
                const ref = readSiteRef(added.site, '', site);
                if (ref.id === '')
                    throw new Error(`the service added ${site} but sent no site id`);
                return ref;
            }
            const status = await client.siteStatus(site);
            return readSiteRef(status.site, site, site);
        },
        startPulse: async (siteId, baselineId) => {
            const result = await client.startPulse(siteId, {
                idempotencyKey: keyFor('pulse'),
                ...(baselineId ? { baselineScanId: baselineId } : {}),
            });
            return {
                scan: (0,scan_fields/* readScanSnapshot */.m8)(result.scan, 'Pulse start answer'),
                replayed: result.replayed === true,
            };
        },
        scan: async (scanId) => (0,scan_fields/* readScanSnapshot */.m8)(await client.scan(scanId), 'scan'),
        findings: (scanId) => client.findings(scanId, { all: true }),
        comparison: (scanId) => changesOrNull(() => client.comparison(scanId)),
        repairBrief: async (scanId, agent) => {
            const parts = [];
            for await (const part of client.repairBrief(scanId, { agent }))
                parts.push(part.markdown);
            return parts.join('\n\n');
        },
    };
}
/** The comparison's changes, or null where the service has none: no baseline (409) or its `error` set. */
async function changesOrNull(load) {
    try {
        const comparison = await load();
        return comparison.error ? null : readChanges(comparison.changes);
    }
    catch (error) {
        if (error instanceof errors/* ServiceError */._7 && error.status === 409)
            return null;
        throw error;
    }
}


/***/ }),

/***/ 18020:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MZ: () => (/* binding */ readRequirement),
/* harmony export */   Ty: () => (/* binding */ normalizePypiName),
/* harmony export */   zb: () => (/* binding */ locationName),
/* harmony export */   zl: () => (/* binding */ ENV_VARIABLE)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88167);
// One requirement of a requirements file (PEP 508 as pip reads it): `name[extras] ==1.2 ; markers
// --hash=…`, `name @ url`, a bare URL or path. Pinned means a single exact `==` / `===` version.

const NAME_PART = /^([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)\s*(?:\[[^\]]*\])?\s*/;
const CLAUSE = /^(===|==|!=|~=|<=|>=|<|>)\s*([^\s,]+)$/;
const URL_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//;
/** The variables pip expands: `${NAME}` with capitals, digits and `_`. */
const ENV_VARIABLE = /\$\{[A-Z0-9_]+\}/;
const LOCAL_ARCHIVE = /\.(?:whl|zip|tar\.gz|tgz|tar\.bz2|tar\.xz|tar)$/i;
/** `./`, `../`, `/`, `\`, `~`, or `.` and `..` alone. */
const PATH_START = /^(?:\.{1,2}(?:[/\\]|$)|[/\\~])/;
/** Extras after a path (`.[dev]`): pip cuts them off before it reads the path. */
const PATH_EXTRAS = /\[[^[\]]*\]$/;
/** PEP 503: the name as the index knows it (lowercase, runs of `-`, `_`, `.` as one `-`). */
function normalizePypiName(name) {
    return name.toLowerCase().replace(/[-_.]+/g, '-');
}
/**
 * Reads one requirement (comments and options already removed); throws an Error naming what is wrong.
 * pip would replace a `${VAR}` from the environment at install time: what it installs is unknown here.
 */
function readRequirement(requirement) {
    if (ENV_VARIABLE.test(requirement)) {
        const name = NAME_PART.exec(requirement)?.[1];
        const shown = name === undefined ? requirement : normalizePypiName(name);
        return { kind: 'skipped', name: shown, spec: requirement, reason: 'variable' };
    }
    if (URL_SCHEME.test(requirement) || requirement.startsWith('git+'))
        return fromLocation(requirement, '');
    const named = NAME_PART.exec(requirement);
    const name = normalizePypiName(named?.[1] ?? '');
    const rest = requirement.slice(named?.[0].length ?? 0);
    // Before the path rules: `name @ https://…/name-1.0.tar.gz` ends like an archive, and is a direct reference.
    if (named !== null && rest.startsWith('@'))
        return fromLocation(rest.slice(1).trim(), name);
    if (isLocalPath(requirement))
        return fromLocation(requirement, '');
    if (named === null)
        throw new Error(`not a requirement: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .excerpt */ .Kb)(requirement)}`);
    const specifiers = withoutMarkers(rest)
        .replace(/^\((.*)\)$/, '$1')
        .trim();
    const version = pinnedVersion(specifiers, requirement);
    if (version !== null)
        return { kind: 'pinned', name, version };
    return { kind: 'skipped', name, spec: specifiers, reason: 'unpinned' };
}
/** pip reads a requirement that is no URL as a path once its markers and extras are cut off. */
function isLocalPath(requirement) {
    const location = withoutMarkers(requirement).trimEnd().replace(PATH_EXTRAS, '');
    return PATH_START.test(location) || LOCAL_ARCHIVE.test(location);
}
function withoutMarkers(text) {
    const semicolon = text.indexOf(';');
    return semicolon === -1 ? text : text.slice(0, semicolon);
}
function pinnedVersion(specifiers, text) {
    if (specifiers === '')
        return null;
    let pinned = null;
    for (const clause of specifiers.split(',')) {
        const match = CLAUSE.exec(clause.trim());
        if (match === null)
            throw new Error(`invalid version specifier "${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .excerpt */ .Kb)(clause.trim())}" in: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .excerpt */ .Kb)(text)}`);
        const [, operator, version = ''] = match;
        if ((operator === '==' || operator === '===') && !version.includes('*'))
            pinned ??= version;
    }
    return pinned;
}
/** A URL, VCS or path requirement; its name comes from `name @`, `#egg=name` or the last path part. */
function fromLocation(location, name) {
    const markers = location.search(/\s;/);
    const spec = markers === -1 ? location : location.slice(0, markers).trimEnd();
    const reason = /^(?:git|hg|svn|bzr)\+/.test(spec)
        ? 'git'
        : URL_SCHEME.test(spec) && !spec.startsWith('file:')
            ? 'url'
            : 'file';
    return { kind: 'skipped', name: name === '' ? locationName(spec) : name, spec, reason };
}
/** The name a location gives: `#egg=name`, an archive `name-1.0.tar.gz`, or the last folder (extras cut). */
function locationName(location) {
    const egg = /[#&]egg=([^&\s]+)/.exec(location)?.[1];
    if (egg !== undefined)
        return normalizePypiName(egg);
    const path = withoutTrailingSlashes((location.split(/[?#]/, 1)[0] ?? '').replace(PATH_EXTRAS, ''));
    const last = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
    if (LOCAL_ARCHIVE.test(last))
        return normalizePypiName(last.split(/-\d/, 1)[0] ?? last);
    return last === '' ? location : last;
}
/** A loop, not `/[/\\]+$/`: that pattern takes quadratic time on a long run of slashes. */
function withoutTrailingSlashes(path) {
    let end = path.length;
    while (end > 0 && (path[end - 1] === '/' || path[end - 1] === '\\'))
        end -= 1;
    return path.slice(0, end);
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


/***/ }),

/***/ 90531:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ notTheChange)
/* harmony export */ });
/* unused harmony export NOT_THE_CHANGE */
/* harmony import */ var _settings_choices_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9278);
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89133);
// On a pull request or merge queue group, lock files and local checks read the checkout: when it is not
// the change's code (`pull_request_target` with its default checkout of the base branch, a checkout of
// another ref), they would judge something else as the change. That part is then not judged: `error`.


/** The group of the `error` outcome every part not judged for this reason shares. */
const NOT_THE_CHANGE = (0,_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .counted */ .hS)('part', "not judged: the checkout is not the pull request's code");
/** True (with an `error` outcome and the part skipped) when the checkout is not the change's code. */
async function notTheChange(deps, part) {
    if (!(0,_settings_choices_js__WEBPACK_IMPORTED_MODULE_0__/* .isChangeEvent */ .Ps)(deps.ctx.eventName))
        return false;
    const opened = await deps.baseCommit();
    if (opened.notTheChange !== true)
        return false;
    deps.state.outcomes.push({
        level: 'error',
        group: NOT_THE_CHANGE,
        item: `${part}: ${opened.why}`,
        ignoreIds: [],
    });
    deps.state.skipped.push({ what: part, why: `not judged: ${opened.why}` });
    deps.toolkit.info(`${part} not judged: ${opened.why}`);
    return true;
}


/***/ }),

/***/ 63401:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  W: () => (/* binding */ prepareInventory),
  o: () => (/* binding */ uploadInventory)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/api/envelope-parser.ts + 1 modules
var envelope_parser = __webpack_require__(11052);
// EXTERNAL MODULE: ./src/policy/severity.ts
var severity = __webpack_require__(23863);
// EXTERNAL MODULE: ./src/api/unshown-fields/tolerant-reads.ts
var tolerant_reads = __webpack_require__(66218);
;// CONCATENATED MODULE: ./src/api/unshown-fields/dependency-fields.ts
// Dependency upload fields the spec leaves unshown (`packages`, `affectsYou` items);
// docs/assumed-shapes.md lists them all.



/** Dependency upload `affectsYou` items. */
function readAffectsYou(value) {
    return (0,tolerant_reads/* list */.p_)(value)
        .filter(envelope_parser/* isRecord */.u4)
        .map((item) => {
        const pkg = (0,envelope_parser/* isRecord */.u4)(item.package) ? item.package : {};
        return {
            advisoryId: (0,tolerant_reads/* text */.Qq)(item.advisoryId) ?? 'unknown',
            title: (0,tolerant_reads/* text */.Qq)(item.title) ?? '',
            severity: (0,severity/* readSeverity */.MW)(item.severity),
            package: {
                ecosystem: (0,tolerant_reads/* text */.Qq)(pkg.ecosystem) ?? 'unknown',
                name: (0,tolerant_reads/* text */.Qq)(pkg.name) ?? 'unknown',
                version: (0,tolerant_reads/* text */.Qq)(pkg.version) ?? 'unknown',
            },
            fixedIn: (0,tolerant_reads/* text */.Qq)(item.fixedIn),
            url: (0,tolerant_reads/* text */.Qq)(item.url),
        };
    });
}

// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/github/base-commit.ts
var base_commit = __webpack_require__(7610);
// EXTERNAL MODULE: ./src/lockfiles/requirement-line.ts
var requirement_line = __webpack_require__(18020);
// EXTERNAL MODULE: ./src/lockfiles/names.ts
var names = __webpack_require__(94038);
// EXTERNAL MODULE: ./src/lockfiles/read.ts
var read = __webpack_require__(91676);
// EXTERNAL MODULE: ./src/settings/choices.ts
var choices = __webpack_require__(9278);
;// CONCATENATED MODULE: ./src/steps/base-packages.ts
// New against the base, for lock files: an affected package is new only when the change adds that
// package at that version, i.e. no lock file of the base commit pinned it. Lock files the change does not
// touch are the same at the base; the ones it touches (deleted and renamed ones too) are read there, and
// so is every lock file when the list of touched files is incomplete.





/** PyPI names compare as the index does (`Foo_Bar` is `foo-bar`); npm names are exact. */
function packageKey(ecosystem, name, version) {
    return `${ecosystem}\0${ecosystem === 'pypi' ? (0,requirement_line/* normalizePypiName */.Ty)(name) : name}\0${version}`;
}
/** Every name@version the base commit's lock files pin. */
async function basePackageKeys(base, head) {
    const keys = new Set();
    const atBase = new Set();
    for (const file of head) {
        for (const p of file.packages) {
            if ((0,base_commit/* mayDiffer */.Yq)(base, p.path))
                atBase.add(p.path);
            else
                keys.add(packageKey(p.ecosystem, p.name, p.version));
        }
    }
    for (const path of base.changed)
        if ((0,names/* lockFileSource */.pE)(path) !== null)
            atBase.add(path);
    const { parseLockFile } = await __webpack_require__.e(/* import() */ 319).then(__webpack_require__.bind(__webpack_require__, 74319));
    for (const path of atBase) {
        const text = await base.fileAt(path, read/* MAX_LOCK_FILE_BYTES */.y6);
        if (text === null)
            continue;
        // The base's own includes are not followed: a pin only they hold counts as new (judged, never hidden).
        const file = parseLockFile(path, text, { readInclude: () => null });
        for (const p of file.packages)
            keys.add(packageKey(p.ecosystem, p.name, p.version));
    }
    return keys;
}
/**
 * On a pull request or merge queue group, marks each affected package new or not. Without a readable base
 * they stay unmarked, so every one is judged, and the run says why.
 */
async function markNewPackages(deps, files, affected) {
    if (affected.length === 0 || !(0,choices/* isChangeEvent */.Ps)(deps.ctx.eventName))
        return affected;
    const { base, why } = await deps.baseCommit();
    if (base === null) {
        const message = `Lock files not compared with the base (${why}): every affected package is judged.`;
        deps.state.warnings.push(message);
        deps.toolkit.warning(message);
        return affected;
    }
    if (base.incomplete !== null) {
        const message = `Lock files compared with the base file by file (${base.incomplete}): a lock file the base cannot give counts as new.`;
        deps.state.warnings.push(message);
    }
    const keys = await basePackageKeys(base, files);
    return affected.map((a) => ({ ...a, isNew: !keys.has(packageKey(a.ecosystem, a.name, a.version)) }));
}

// EXTERNAL MODULE: ./src/steps/checkout-guard.ts
var checkout_guard = __webpack_require__(90531);
// EXTERNAL MODULE: ./src/steps/preflight/index.ts + 2 modules
var preflight = __webpack_require__(55484);
// EXTERNAL MODULE: ./src/plural.ts
var plural = __webpack_require__(89133);
;// CONCATENATED MODULE: ./src/steps/inventory.ts
// Lock-file inventory: parse the workspace's lock files, upload the pinned packages of all of them in one
// request per site, and place every advisory the service matches on the lines where its package stands.








const WHAT = 'Dependency upload';
async function uploadInventory(deps, site, route) {
    await (await prepareInventory(deps, site, route))?.(deps.signal);
}
/**
 * What can keep the lock files from being read, checked before the scan starts: the inputs, the route and
 * the checkout. Returns their reading and upload, or null when they are not read.
 */
async function prepareInventory(deps, site, route) {
    const { settings, state } = deps;
    if (settings.dependencies === 'none') {
        state.skipped.push({ what: WHAT, why: "not run (input 'dependencies' is 'none')" });
        return null;
    }
    if (route === 'legacy') {
        state.skipped.push({ what: WHAT, why: 'the legacy route has no dependency upload; use route: agent' });
        return null;
    }
    if (await (0,checkout_guard/* notTheChange */.J)(deps, 'Lock files'))
        return null;
    const lockFiles = settings.dependencies;
    return (signal) => readAndUpload(deps, site, lockFiles, signal);
}
async function readAndUpload(deps, site, lockFiles, signal) {
    const { state, toolkit } = deps;
    signal.throwIfAborted();
    // The parsers (and git, to list tracked files) load only for a run that reads lock files.
    const { collectInventory, mergePackages, sourcesOf } = await __webpack_require__.e(/* import() */ 319).then(__webpack_require__.bind(__webpack_require__, 74319));
    const inventory = await collectInventory(deps.ctx.workspace, lockFiles);
    const files = inventory.files;
    const packages = mergePackages(files);
    const seen = {
        files: files.map(fileView),
        errors: inventory.errors,
        packageCount: 0,
        uploaded: false,
        affected: [],
        webUrl: null,
        ...(state.unreadLockFiles.length > 0 ? { unread: [...state.unreadLockFiles] } : {}),
    };
    // Unreadable files and lines are reported once, from here: the Dependencies section and annotations.
    state.dependencies = seen;
    if (packages.length === 0) {
        const why = files.length === 0 ? 'no lock file found' : 'the lock files pin no registry package';
        state.skipped.push({ what: WHAT, why });
        return;
    }
    if ((0,preflight/* skipForLackingPermission */.ZR)(deps, 'sites'))
        return;
    signal.throwIfAborted();
    let result;
    try {
        result = await deps.client.uploadDependencies(site.id, {
            packages,
            sources: sourcesOf(files),
            inventory: { files: seen.files.map(({ path, format, packages }) => ({ path, format, packages })) },
            idempotencyKey: deps.keyFor('dependencies', contentHash(packages)),
        });
    }
    catch (error) {
        // A 422 (the service's size bound is not shown) costs the advisories, not the scan: say so and go on.
        if (!(error instanceof errors/* ServiceError */._7) || error.status !== 422)
            throw error;
        state.skipped.push({ what: WHAT, why: `refused by the service: ${error.describe()}` });
        toolkit.warning(`Dependency upload refused: ${error.describe()}`);
        return;
    }
    const advisories = readAffectsYou(result.affectsYou);
    const wanted = new Set(advisories.map((a) => affectedKey(a)));
    const locations = locationsOf(files, wanted);
    const development = developmentOnly(files, wanted);
    const affected = await markNewPackages(deps, files, (0,severity/* bySeverity */.Np)(advisories.map((a) => affectedView(a, locations, development))));
    state.dependencies = {
        ...seen,
        uploaded: true,
        packageCount: result.packageCount,
        affected,
        webUrl: result.webUrl || null,
    };
    toolkit.info(`Dependencies: ${(0,plural/* plural */.LS)(result.packageCount, 'pinned package')} from ${(0,plural/* plural */.LS)(files.length, 'lock file')}; ${affected.length} affected by an advisory.`);
}
function fileView(file) {
    const skippedBy = {};
    for (const entry of file.skipped)
        skippedBy[entry.reason] = (skippedBy[entry.reason] ?? 0) + 1;
    return {
        path: file.path,
        format: file.format,
        packages: file.packages.length,
        skipped: file.skipped.length,
        skippedBy,
    };
}
/** The upload's packages are sorted and deduplicated, so the same lock files always give the same key. */
function contentHash(packages) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    for (const p of packages)
        hash.update(`${p.ecosystem}\0${p.name}\0${p.version}\n`);
    return hash.digest('hex');
}
/** Every file and line where each wanted name@version stands, in one pass over the lock files. */
function locationsOf(files, wanted) {
    const found = new Map();
    for (const file of files) {
        for (const p of file.packages) {
            const key = packageKey(p.ecosystem, p.name, p.version);
            if (!wanted.has(key))
                continue;
            const at = found.get(key) ?? [];
            for (const line of p.lines)
                at.push({ file: p.path, line });
            found.set(key, at);
        }
    }
    return found;
}
/** The wanted name@versions that every lock file pinning them marks development-only. */
function developmentOnly(files, wanted) {
    const runtime = new Set();
    const development = new Set();
    for (const file of files) {
        for (const p of file.packages) {
            const key = packageKey(p.ecosystem, p.name, p.version);
            if (wanted.has(key))
                (p.development ? development : runtime).add(key);
        }
    }
    return new Set([...development].filter((key) => !runtime.has(key)));
}
function affectedView(a, locations, development) {
    return {
        advisoryId: a.advisoryId,
        title: a.title,
        severity: a.severity,
        ecosystem: a.package.ecosystem,
        name: a.package.name,
        version: a.package.version,
        fixedIn: a.fixedIn,
        url: a.url,
        locations: locations.get(affectedKey(a)) ?? [],
        ...(development.has(affectedKey(a)) ? { development: true } : {}),
    };
}
const affectedKey = (a) => packageKey(a.package.ecosystem, a.package.name, a.package.version);


/***/ })

};
