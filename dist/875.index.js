export const id = 875;
export const ids = [875];
export const modules = {

/***/ 37823:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ps: () => (/* binding */ isChangeEvent),
/* harmony export */   V3: () => (/* binding */ recordBaseline),
/* harmony export */   hf: () => (/* binding */ chooseBaseline)
/* harmony export */ });
/* unused harmony exports RECORDING_EVENTS, referenceSite */
/* harmony import */ var _run_site_identity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40629);
/* harmony import */ var _settings_values_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(535);


/** The events whose succeeded scan becomes their branch's baseline. */
const RECORDING_EVENTS = ['push', 'schedule', 'workflow_dispatch'];
const isChangeEvent = (eventName) => _settings_values_js__WEBPACK_IMPORTED_MODULE_0__/* .CHANGE_EVENTS */ .zq.includes(eventName);
/** The site identity whose baselines this run reads: `baseline-site`'s, or the run's own. */
function referenceSite(deps) {
    return deps.settings.baselineSite === '' ? deps.siteKey : (0,_run_site_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizeSite */ .LW)(deps.settings.baselineSite);
}
async function chooseBaseline(deps, kind) {
    const { settings, ctx } = deps;
    const site = referenceSite(deps);
    const none = (note) => ({ ...empty(site), note });
    if (settings.baseline !== 'auto')
        return { ...empty(site), scanId: settings.baseline, source: 'input' };
    const change = isChangeEvent(ctx.eventName);
    const branch = (change ? ctx.baseBranch : ctx.branch) ?? null;
    if (!change && !RECORDING_EVENTS.includes(ctx.eventName)) {
        return none(`a '${ctx.eventName || 'unknown'}' run has no base branch to compare with`);
    }
    if (branch === null) {
        return none(change ? 'the event names no base branch' : 'this run is not on a branch (a tag?)');
    }
    let record;
    try {
        record = await deps.store.find(site, kind, branch);
    }
    catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        return { ...none(`the baseline record could not be read from the Actions cache (${why})`), branch };
    }
    // A re-run of a push finds the record its own first attempt left: that is this run's scan, not a baseline.
    if (record === null || record.runId === ctx.runId) {
        const note = change
            ? `no scan of ${site} (${kind}) is recorded for the base branch ${branch} yet`
            : `no earlier run on ${branch} recorded a scan of ${site} (${kind})`;
        return { ...none(note), branch };
    }
    return {
        ...empty(site),
        scanId: record.scanId,
        source: change ? 'base-branch' : 'branch',
        branch,
        recordedBy: { sha: record.sha, runId: record.runId, event: record.event, at: record.recordedAt },
    };
}
/**
 * Records a succeeded scan as its branch's baseline on the events that record; returns the branch, or null
 * when this run does not record. Throws when the cache refuses (the caller warns: the verdict stands).
 */
async function recordBaseline(deps, kind, scanId) {
    const { ctx } = deps;
    if (!RECORDING_EVENTS.includes(ctx.eventName) || !ctx.branch)
        return null;
    const record = {
        scanId,
        site: deps.siteKey,
        kind,
        branch: ctx.branch,
        sha: ctx.sha,
        runId: ctx.runId,
        event: ctx.eventName,
        recordedAt: new Date(deps.now()).toISOString(),
    };
    await deps.store.record(record, `${ctx.runId}-${ctx.runAttempt ?? 1}`);
    return ctx.branch;
}
function empty(site) {
    return {
        scanId: null,
        source: 'none',
        site,
        branch: null,
        recordedBy: null,
        note: null,
        recordedFor: null,
    };
}


/***/ }),

/***/ 83398:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  o: () => (/* binding */ uploadInventory)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/api/assumed.ts
var assumed = __webpack_require__(82650);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/policy/severity.ts
var severity = __webpack_require__(23863);
// EXTERNAL MODULE: ./src/lockfiles/requirement-line.ts
var requirement_line = __webpack_require__(18020);
// EXTERNAL MODULE: ./src/lockfiles/names.ts
var names = __webpack_require__(94038);
// EXTERNAL MODULE: ./src/lockfiles/read.ts
var read = __webpack_require__(91676);
// EXTERNAL MODULE: ./src/baseline/baselines.ts
var baselines = __webpack_require__(37823);
;// CONCATENATED MODULE: ./src/commands/base-packages.ts




/** PyPI names compare as the index does (`Foo_Bar` is `foo-bar`); npm names are exact. */
function packageKey(ecosystem, name, version) {
    return `${ecosystem}\0${ecosystem === 'pypi' ? (0,requirement_line/* normalizePypiName */.Ty)(name) : name}\0${version}`;
}
/** Every name@version the base commit's lock files pin. */
async function basePackageKeys(base, head) {
    const keys = new Set();
    for (const file of head) {
        for (const p of file.packages) {
            if (!base.changed.has(p.path))
                keys.add(packageKey(p.ecosystem, p.name, p.version));
        }
    }
    const { parseLockFile } = await __webpack_require__.e(/* import() */ 319).then(__webpack_require__.bind(__webpack_require__, 74319));
    for (const path of base.changed) {
        if ((0,names/* lockFileSource */.pE)(path) === null)
            continue;
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
    if (affected.length === 0 || !(0,baselines/* isChangeEvent */.Ps)(deps.ctx.eventName))
        return affected;
    const { base, why } = await deps.baseCommit();
    if (base === null) {
        const message = `Lock files not compared with the base (${why}): every affected package is judged.`;
        deps.state.warnings.push(message);
        deps.toolkit.warning(message);
        return affected;
    }
    const keys = await basePackageKeys(base, files);
    return affected.map((a) => ({ ...a, isNew: !keys.has(packageKey(a.ecosystem, a.name, a.version)) }));
}

// EXTERNAL MODULE: ./src/commands/preflight/index.ts + 2 modules
var preflight = __webpack_require__(17175);
;// CONCATENATED MODULE: ./src/commands/inventory.ts
// Lock-file inventory: parse the workspace's lock files, upload the pinned packages of all of them in one
// request per site, and place every advisory the service matches on the lines where its package stands.






const WHAT = 'Dependency upload';
async function uploadInventory(deps, site, route) {
    const { settings, state, toolkit } = deps;
    if (settings.dependencies === 'none') {
        state.skipped.push({ what: WHAT, why: "not run (input 'dependencies' is 'none')" });
        return;
    }
    if (route === 'legacy') {
        state.skipped.push({ what: WHAT, why: 'the legacy route has no dependency upload; use route: agent' });
        return;
    }
    // The parsers (and git, to list tracked files) load only for a run that reads lock files: a scan
    // without them starts sooner.
    const { collectInventory, mergePackages, sourcesOf } = await __webpack_require__.e(/* import() */ 319).then(__webpack_require__.bind(__webpack_require__, 74319));
    const inventory = await collectInventory(deps.ctx.workspace, settings.dependencies);
    const files = inventory.files;
    const packages = mergePackages(files);
    const seen = {
        files: files.map(fileView),
        errors: inventory.errors,
        packageCount: 0,
        uploaded: false,
        affected: [],
        webUrl: null,
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
        if (!(error instanceof errors/* ServiceError */._) || error.status !== 422)
            throw error;
        state.skipped.push({ what: WHAT, why: `refused by the service: ${error.describe()}` });
        toolkit.warning(`Dependency upload refused: ${error.describe()}`);
        return;
    }
    const advisories = (0,assumed/* readAffectsYou */.Gi)(result.affectsYou);
    const locations = locationsOf(files, new Set(advisories.map((a) => affectedKey(a))));
    const affected = await markNewPackages(deps, files, (0,severity/* bySeverity */.Np)(advisories.map((a) => affectedView(a, locations))));
    state.dependencies = {
        ...seen,
        uploaded: true,
        packageCount: result.packageCount,
        affected,
        webUrl: result.webUrl || null,
    };
    toolkit.info(`Dependencies: ${result.packageCount} pinned package(s) from ${files.length} lock file(s); ${affected.length} affected by an advisory.`);
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
function affectedView(a, locations) {
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
    };
}
const affectedKey = (a) => packageKey(a.package.ecosystem, a.package.name, a.package.version);


/***/ }),

/***/ 50195:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K3: () => (/* binding */ changesOrNull),
/* harmony export */   bk: () => (/* binding */ readSiteRef),
/* harmony export */   pf: () => (/* binding */ agentRoute)
/* harmony export */ });
/* unused harmony export isSiteUrl */
/* harmony import */ var _api_assumed_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82650);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53249);
// The scan flow over the agent routes (`/agent/...`).


function isSiteUrl(site) {
    return /^https?:\/\//i.test(site);
}
/** The site's reference, with fallbacks where the site object lacks a field. */
function readSiteRef(value, fallbackId, fallbackLabel) {
    const site = (0,_api_assumed_js__WEBPACK_IMPORTED_MODULE_0__/* .readSiteObject */ .Rk)(value);
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
                scan: (0,_api_assumed_js__WEBPACK_IMPORTED_MODULE_0__/* .readScanSnapshot */ .m8)(result.scan, 'Pulse start answer'),
                replayed: result.replayed === true,
            };
        },
        scan: async (scanId) => (0,_api_assumed_js__WEBPACK_IMPORTED_MODULE_0__/* .readScanSnapshot */ .m8)(await client.scan(scanId), 'scan'),
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
        return comparison.error ? null : (0,_api_assumed_js__WEBPACK_IMPORTED_MODULE_0__/* .readChanges */ .St)(comparison.changes);
    }
    catch (error) {
        if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceError */ ._ && error.status === 409)
            return null;
        throw error;
    }
}


/***/ }),

/***/ 91676:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   qh: () => (/* binding */ LockFileReadError),
/* harmony export */   sL: () => (/* binding */ readWorkspaceFile),
/* harmony export */   y6: () => (/* binding */ MAX_LOCK_FILE_BYTES)
/* harmony export */ });
/* unused harmony export decodeText */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(88167);
// Reading one lock file from the workspace, bounded: symlinks may not lead out of the workspace (the
// real path is checked) and a file over the size bound is refused before it is read. UTF-16 files with
// a byte-order mark are decoded as such.



/** Far above any real lock file (a 50k-package package-lock is about 20 MB). */
const MAX_LOCK_FILE_BYTES = 64 * 1024 * 1024;
class LockFileReadError extends Error {
    failure;
    constructor(failure, message) {
        super(message);
        this.name = 'LockFileReadError';
        this.failure = failure;
    }
}
/** Text of a workspace-relative file; throws LockFileReadError saying why it was not read. */
function readWorkspaceFile(workspace, path, maxBytes = MAX_LOCK_FILE_BYTES) {
    const real = realPath((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(workspace, path), path);
    const root = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(workspace);
    if (real !== root && !real.startsWith(root.endsWith(node_path__WEBPACK_IMPORTED_MODULE_1__.sep) ? root : root + node_path__WEBPACK_IMPORTED_MODULE_1__.sep)) {
        throw new LockFileReadError('outside-workspace', `${path} leads out of the workspace (symlink to ${real}); not read`);
    }
    const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(real);
    if (!stat.isFile())
        throw new LockFileReadError('not-a-file', `${path} is not a regular file; not read`);
    if (stat.size > maxBytes)
        throw tooLarge(path, stat.size, maxBytes);
    const bytes = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(real);
    // The file may have grown since it was measured.
    if (bytes.length > maxBytes)
        throw tooLarge(path, bytes.length, maxBytes);
    return decodeText(bytes);
}
/**
 * UTF-8, or UTF-16 when a byte-order mark says so, as pip decodes requirements files: PowerShell's `>`
 * writes `pip freeze` output as UTF-16LE.
 */
function decodeText(bytes) {
    if (bytes[0] === 0xff && bytes[1] === 0xfe)
        return bytes.subarray(2).toString('utf16le');
    if (bytes[0] === 0xfe && bytes[1] === 0xff)
        return new TextDecoder('utf-16be').decode(bytes.subarray(2));
    return (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .stripBom */ .F8)(bytes.toString('utf8'));
}
function realPath(absolute, path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(absolute);
    }
    catch {
        throw new LockFileReadError('missing', `${path} not found`);
    }
}
function tooLarge(path, size, maxBytes) {
    return new LockFileReadError('too-large', `${path} is ${size} bytes, over the limit of ${maxBytes} bytes for a lock file; not read`);
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
    if (/^(?:\.{1,2}[/\\]|[/\\~]|\.$)/.test(requirement) || LOCAL_ARCHIVE.test(requirement)) {
        return fromLocation(requirement, '');
    }
    const named = NAME_PART.exec(requirement);
    if (named === null)
        throw new Error(`not a requirement: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .excerpt */ .Kb)(requirement)}`);
    const name = normalizePypiName(named[1] ?? '');
    const rest = requirement.slice(named[0].length);
    if (rest.startsWith('@'))
        return fromLocation(rest.slice(1).trim(), name);
    const specifiers = withoutMarkers(rest)
        .replace(/^\((.*)\)$/, '$1')
        .trim();
    const version = pinnedVersion(specifiers, requirement);
    if (version !== null)
        return { kind: 'pinned', name, version };
    return { kind: 'skipped', name, spec: specifiers, reason: 'unpinned' };
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
/** The project name a location names: `#egg=name`, an archive `name-1.0.tar.gz`, or the last folder. */
function locationName(location) {
    const egg = /[#&]egg=([^&\s]+)/.exec(location)?.[1];
    if (egg !== undefined)
        return normalizePypiName(egg);
    const path = withoutTrailingSlashes(location.split(/[?#]/, 1)[0] ?? '');
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

/***/ 88167:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F8: () => (/* binding */ stripBom),
/* harmony export */   IM: () => (/* binding */ eachLine),
/* harmony export */   Kb: () => (/* binding */ excerpt),
/* harmony export */   _j: () => (/* binding */ indentOf),
/* harmony export */   dk: () => (/* binding */ lineAtOffset),
/* harmony export */   rY: () => (/* binding */ LockFileSyntaxError)
/* harmony export */ });
// Line-level helpers shared by the line-oriented readers.
/** A syntax error at a line: the reader stops and the file contributes nothing. */
class LockFileSyntaxError extends Error {
    line;
    constructor(line, message) {
        super(message);
        this.name = 'LockFileSyntaxError';
        this.line = line;
    }
}
/**
 * Calls `visit` for each line (without its `\r\n` / `\n`) with its 1-based number. Lines are sliced one
 * at a time rather than split up front, so a 50k-package file never holds all its lines at once.
 */
function eachLine(text, visit) {
    let start = 0;
    let line = 1;
    while (start <= text.length) {
        let end = text.indexOf('\n', start);
        if (end === -1)
            end = text.length;
        const stop = end > start && text.charCodeAt(end - 1) === 13 ? end - 1 : end;
        visit(text.slice(start, stop), line);
        start = end + 1;
        line += 1;
    }
}
/** Number of leading spaces; a tab in the indentation is an error, as in YAML. */
function indentOf(content, line) {
    let indent = 0;
    while (content.charCodeAt(indent) === 32)
        indent += 1;
    if (content.charCodeAt(indent) === 9)
        throw new LockFileSyntaxError(line, 'tab in indentation');
    return indent;
}
/** Untrusted text quoted in an error message, cut to a length a summary line can hold. */
function excerpt(text, max = 80) {
    return text.length <= max ? text : `${text.slice(0, max)}…`;
}
function stripBom(text) {
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
/** 1-based line of a character offset. */
function lineAtOffset(text, offset) {
    let line = 1;
    for (let at = text.indexOf('\n'); at !== -1 && at < offset; at = text.indexOf('\n', at + 1))
        line += 1;
    return line;
}


/***/ }),

/***/ 53684:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ slug)
/* harmony export */ });
// A value (a site id, a command and site, an advisory id) made safe for a file name, a cache key or a
// hidden marker: anything but letters, digits, `.`, `_` and `-` becomes `_`, and it is cut short so a
// long value cannot make a name the file system refuses.
const MAX_SLUG_LENGTH = 100;
function slug(value) {
    return value.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, MAX_SLUG_LENGTH);
}


/***/ })

};
