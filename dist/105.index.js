export const id = 105;
export const ids = [105];
export const modules = {

/***/ 67870:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ uploadInventory)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _api_assumed_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82650);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53249);
/* harmony import */ var _policy_severity_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(23863);
/* harmony import */ var _lockfiles_requirement_line_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(18020);
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
    const { collectInventory, mergePackages, sourcesOf } = await __webpack_require__.e(/* import() */ 250).then(__webpack_require__.bind(__webpack_require__, 17250));
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
        if (!(error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ServiceError */ ._) || error.status !== 422)
            throw error;
        state.skipped.push({ what: WHAT, why: `refused by the service: ${error.describe()}` });
        toolkit.warning(`Dependency upload refused: ${error.describe()}`);
        return;
    }
    const advisories = (0,_api_assumed_js__WEBPACK_IMPORTED_MODULE_1__/* .readAffectsYou */ .Gi)(result.affectsYou);
    const locations = locationsOf(files, new Set(advisories.map((a) => affectedKey(a))));
    const affected = (0,_policy_severity_js__WEBPACK_IMPORTED_MODULE_3__/* .bySeverity */ .Np)(advisories.map((a) => affectedView(a, locations)));
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
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
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
/** PyPI names compare as the index does (`Foo_Bar` is `foo-bar`); npm names are exact. */
function packageKey(ecosystem, name, version) {
    return `${ecosystem}\0${ecosystem === 'pypi' ? (0,_lockfiles_requirement_line_js__WEBPACK_IMPORTED_MODULE_4__/* .normalizePypiName */ .Ty)(name) : name}\0${version}`;
}


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
        findBaseline: async (siteId, kind) => {
            const page = await client.scansPage({
                siteId,
                kind: kind === 'deep' ? 'box' : 'pulse',
                status: 'succeeded',
                limit: 1,
            });
            return page.items[0]?.id ?? null;
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

/***/ 8105:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  scanCommand: () => (/* binding */ scanCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/commands/inventory.ts
var inventory = __webpack_require__(67870);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/policy/severity.ts
var severity = __webpack_require__(23863);
;// CONCATENATED MODULE: ./src/local-checks/versions.ts
// Versions sent with the local-assessment authorization: the check engine, its rules and its report
// format. Bump the one that changes (rules: any rule or allowlist entry added, removed or changed).
const LOCAL_ENGINE_VERSIONS = {
    scannerVersion: '1.0.0',
    rulesetVersion: '1.0.0',
    reportSchemaVersion: '1.0.0',
};

// EXTERNAL MODULE: ./src/run/version.ts
var version = __webpack_require__(42057);
;// CONCATENATED MODULE: ./src/commands/local-assessment.ts
// Local checks: the service authorizes the assessment (nothing of the repository is sent), then the
// admitted checks run on the checkout. Refused checks are reported with the service's reason.




async function runLocalAssessment(deps, site) {
    const { settings, state, toolkit } = deps;
    if (settings.localChecks.length === 0) {
        state.skipped.push({ what: 'Local checks', why: "not run (input 'local-checks' is 'none')" });
        return;
    }
    let admission;
    try {
        admission = await authorize(deps, site, settings.localChecks);
    }
    catch (error) {
        // Local checks add to the scan; a key without the `local` permission must not block the gate.
        if (!(error instanceof errors/* ServiceError */._))
            throw error;
        const why = error.status === 403
            ? "the API key lacks the 'local' permission (or set local-checks: none)"
            : error.describe();
        state.skipped.push({ what: 'Local checks', why: `not authorized: ${why}` });
        toolkit.warning(`Local checks not run: ${why}`);
        return;
    }
    const admitted = admission.checks.filter((c) => c.allowed).map((c) => c.id);
    const refused = admission.checks.filter((c) => !c.allowed).map((c) => ({ id: c.id, reason: c.reason }));
    // The checks (with their YAML parser and git) load only once the service admits some.
    const { runLocalChecks } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(556), __webpack_require__.e(60)]).then(__webpack_require__.bind(__webpack_require__, 64060));
    const run = await runLocalChecks(deps.ctx.workspace, admitted);
    for (const note of run.notes)
        state.warnings.push(`Local checks: ${note}`);
    state.localChecks = {
        ran: admitted,
        refused,
        // Most severe first, so the capped tables and annotations keep what matters.
        results: (0,severity/* bySeverity */.Np)(run.results).map((r) => ({
            checkId: r.checkId,
            ruleId: r.ruleId,
            severity: r.severity,
            file: r.file,
            line: r.line,
            message: r.message,
            evidence: r.evidence ?? null,
            commit: r.commit ?? null,
        })),
    };
    toolkit.info(`Local checks: ${admitted.length} ran over ${run.filesScanned} file(s), ${run.results.length} result(s); ${refused.length} refused.`);
}
/** Authorizes again when `startBy` has passed before the checks could start. */
async function authorize(deps, site, checks) {
    const request = { cliVersion: version/* ACTION_VERSION */.Yt, ...LOCAL_ENGINE_VERSIONS, checks };
    const admission = await deps.client.authorizeLocalAssessment(site.id, request);
    if (Date.parse(admission.startBy) > deps.now())
        return admission;
    return deps.client.authorizeLocalAssessment(site.id, request);
}

// EXTERNAL MODULE: ./src/commands/scan/agent-route.ts
var agent_route = __webpack_require__(50195);
// EXTERNAL MODULE: ./src/api/assumed.ts
var assumed = __webpack_require__(82650);
// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/commands/scan/deep-approval.ts
// Deep on the agent route: prepare the operation from a verified ownership proof, show where a person
// approves it, then keep trying the start until it is approved, denied, expired, or the wait runs out.



async function startApprovedDeep(deps, site) {
    if (deps.verificationId === '') {
        throw new src_errors/* ConfigurationError */.j1("A Deep scan on the agent route needs 'verification-id': a verified ownership proof of the site. Issue and check one with command 'verify-ownership' first, or use route 'legacy' with a CI key allowed for Deep.");
    }
    const operation = await deps.client.prepareDeep(site.id, {
        verificationId: deps.verificationId,
        idempotencyKey: deps.keyFor('deep-prepare', deps.verificationId),
    });
    deps.onApprovalUrl(operation.approvalUrl);
    const deadline = Math.min(deps.now() + deps.approvalTimeoutMs, Date.parse(operation.expiresAt) || Infinity);
    for (;;) {
        const sentAt = deps.now();
        try {
            const result = await deps.client.startDeep(operation.operationId);
            return { scan: (0,assumed/* readScanSnapshot */.m8)(result.scan, 'Deep start answer'), replayed: result.replayed === true };
        }
        catch (error) {
            if (error instanceof errors/* TransportError */.w && !deps.signal.aborted)
                return recoverLostStart(deps, site, sentAt, error);
            if (!(0,assumed/* isDeepNotApproved */.n)(error))
                throw error;
            const refusal = (0,assumed/* readDeepRefusal */.xE)(error);
            if (refusal === 'denied')
                throw new src_errors/* DeepNotStarted */.nN('the Deep operation was denied at the approval page');
            if (refusal === 'expired')
                throw new src_errors/* DeepNotStarted */.nN('the Deep operation expired before anyone approved it; run the job again');
        }
        const remaining = deadline - deps.now();
        if (remaining <= 0) {
            throw new src_errors/* DeepNotStarted */.nN(`the Deep operation was not approved in time (approval page: ${operation.approvalUrl})`);
        }
        const wait = Math.min(deps.approvalPollMs, remaining);
        deps.log(`Waiting for approval at ${operation.approvalUrl}; next try in ${Math.round(wait / 1000)} s`);
        await deps.sleep(wait, deps.signal);
    }
}
/** Lookups of the site's scans after a lost start answer, a few seconds apart: the list may lag the start. */
const LOST_START_LOOKUPS = 3;
const LOST_START_LOOKUP_WAIT_MS = 5_000;
/** Our clock and the service's may disagree by this much. */
const CLOCK_SKEW_MS = 120_000;
/**
 * The start takes no idempotency key, so a start whose answer was lost is never sent again: it may have
 * started (and charged) a scan. The newest Deep scan of the site created since the start was sent is
 * taken as that scan; when none shows, the run stops and says to look before starting another.
 */
async function recoverLostStart(deps, site, sentAt, lost) {
    for (let lookup = 0; lookup < LOST_START_LOOKUPS; lookup += 1) {
        if (lookup > 0)
            await deps.sleep(LOST_START_LOOKUP_WAIT_MS, deps.signal);
        const page = await deps.client.scansPage({ siteId: site.id, kind: 'box', limit: 5 });
        const ours = page.items.find((scan) => Date.parse(scan.createdAt ?? '') >= sentAt - CLOCK_SKEW_MS);
        if (ours) {
            deps.log(`The Deep start's answer was lost (${lost.describe()}); scan ${ours.id} is the Deep it started.`);
            return { scan: (0,assumed/* readScanSnapshot */.m8)(ours, 'scan list'), replayed: false };
        }
    }
    throw new src_errors/* DeepNotStarted */.nN(`the answer to the Deep start was lost (${lost.describe()}) and no new Deep scan of the site shows yet; it may still start, so check ${site.webUrl ?? 'the site in the service'} before starting another`);
}

;// CONCATENATED MODULE: ./src/commands/scan/legacy-route.ts
// The scan flow over the CLI 0.2 routes (`/projects/...`, `/runs/...`): the site is a project id.


function legacyRoute(client, keyFor) {
    const legacy = client.legacy;
    return {
        resolveSite: async (projectId) => (0,agent_route/* readSiteRef */.bk)((await legacy.projectStatus(projectId)).project, projectId, projectId),
        findBaseline: async (projectId, kind) => {
            const runs = await legacy.runs({
                projectId,
                kind: kind === 'deep' ? 'box' : 'pulse',
                status: 'succeeded',
                limit: 1,
            });
            return runs[0]?.id ?? null;
        },
        // The legacy answer is the scan itself; it has no `replayed` flag to report.
        startPulse: async (projectId) => ({
            scan: (0,assumed/* readScanSnapshot */.m8)(await legacy.startPulse(projectId, keyFor('pulse')), 'Pulse start answer'),
            replayed: false,
        }),
        startDeep: async (projectId) => ({
            scan: (0,assumed/* readScanSnapshot */.m8)(await legacy.startDeep(projectId, keyFor('deep')), 'Deep start answer'),
            replayed: false,
        }),
        scan: async (runId) => (0,assumed/* readScanSnapshot */.m8)(await legacy.run(runId), 'run'),
        findings: (runId) => iterate(legacy.findings(runId, { all: true })),
        comparison: (runId) => (0,agent_route/* changesOrNull */.K3)(() => legacy.comparison(runId)),
        repairBrief: async (runId, agent) => (await legacy.repairBrief(runId, { agent })).markdown,
    };
}
async function* iterate(items) {
    yield* await items;
}

;// CONCATENATED MODULE: ./src/commands/scan/findings.ts

function toFindingView(f) {
    return {
        id: f.id,
        code: typeof f.code === 'string' && f.code !== '' ? f.code : null,
        severity: String(f.severity),
        state: String(f.state),
        category: String(f.category ?? ''),
        title: String(f.title ?? ''),
        webUrl: typeof f.webUrl === 'string' ? f.webUrl : null,
    };
}
const isOpen = (f) => f.state === 'attention';
/** What identifies "the same problem" across two scans: the code, else category and title. */
function identity(f) {
    return f.code ?? `${f.category}\u0000${f.title}`;
}
function openFindings(current) {
    return (0,severity/* bySeverity */.Np)(current.map(toFindingView).filter(isOpen));
}
function fromComparison(open, changes) {
    const pick = (kind) => changes
        .filter((c) => c.change === kind && c.finding !== null)
        .map((c) => toFindingView(c.finding))
        .filter(isOpen);
    // A "new" change is reported from the current scan's own copy when there is one (it has the scan's link).
    const byIdentity = new Map(open.map((f) => [identity(f), f]));
    const added = pick('new').map((f) => byIdentity.get(identity(f)) ?? f);
    return { new: (0,severity/* bySeverity */.Np)(added), fixed: (0,severity/* bySeverity */.Np)(pick('fixed')) };
}
function diffAgainstBaseline(open, baseline) {
    const before = openFindings(baseline);
    const beforeIds = new Set(before.map(identity));
    const nowIds = new Set(open.map(identity));
    return {
        new: open.filter((f) => !beforeIds.has(identity(f))),
        fixed: before.filter((f) => !nowIds.has(identity(f))),
    };
}
/** Counts from the findings themselves win over the scan's summary object (PRODUCT.md); null = not read. */
function countBySeverity(open, summary) {
    if (open === null)
        return { ...(summary ?? { critical: 0, high: 0, medium: 0, low: 0, info: 0 }) };
    const counts = { critical: 0, high: 0, medium: 0, low: 0, info: 0 };
    for (const f of open)
        counts[f.severity] = (counts[f.severity] ?? 0) + 1;
    return counts;
}

// EXTERNAL MODULE: ./src/commands/wait.ts
var wait = __webpack_require__(18281);
;// CONCATENATED MODULE: ./src/commands/scan/scan.ts


const WITH_FINDINGS = ['succeeded', 'incomplete'];
async function runScanFlow(deps) {
    const { settings, state, toolkit, route } = deps;
    if (settings.scan === 'none') {
        state.skipped.push({ what: 'Scan', why: "not started (input 'scan' is 'none')" });
        return;
    }
    const site = state.site ?? (await route.resolveSite(settings.site));
    state.site = site;
    const baselineId = settings.baseline === 'auto' ? await route.findBaseline(site.id, settings.scan) : settings.baseline;
    const started = settings.scan === 'pulse'
        ? await route.startPulse(site.id, baselineId)
        : await deps.startDeep(site, baselineId);
    record(state, started.scan, started.replayed, false);
    toolkit.info(`Scan ${started.scan.id} ${started.replayed ? 'was already started by this run (replayed, not charged again)' : 'started'}: ${started.scan.webUrl ?? 'no link'}`);
    if (!settings.wait) {
        state.skipped.push({ what: 'Wait', why: "not waiting for the scan (input 'wait' is 'false')" });
        return;
    }
    const final = await toolkit.group(`Waiting for scan ${started.scan.id}`, () => waitFor(deps, started.scan));
    record(state, final.latest, started.replayed, final.timedOut);
    if (final.timedOut) {
        toolkit.warning(`Stopped waiting after ${settings.waitTimeoutMs / 60_000} minute(s); scan ${final.latest.id} goes on: ${final.latest.webUrl ?? ''}`);
        return;
    }
    if (!WITH_FINDINGS.includes(final.latest.status))
        return;
    state.findings = await readFindings(route, final.latest, baselineId ?? final.latest.baselineRunId);
    if (settings.repairBrief !== '') {
        const markdown = await route.repairBrief(final.latest.id, settings.repairBrief);
        state.files.repairBrief = await deps.saveRepairBrief(markdown);
    }
}
function waitFor(deps, first) {
    return (0,wait/* waitAndLog */.BU)(deps, `scan ${first.id}`, {
        first,
        poll: () => deps.route.scan(first.id),
        timeoutMs: deps.settings.waitTimeoutMs,
        timing: deps.polls.scan,
        describe: (latest) => {
            const progress = latest.progressPercent === null ? '' : ` ${latest.progressPercent}%`;
            return `${latest.status}${progress}${latest.phase ? ` (${latest.phase})` : ''}`;
        },
    });
}
async function readFindings(route, scan, baselineId) {
    const open = openFindings(await collect(route.findings(scan.id)));
    const openBySeverity = countBySeverity(open, scan.open);
    const changes = await route.comparison(scan.id);
    if (changes !== null)
        return { ...fromComparison(open, changes), open, openBySeverity, comparedBy: 'service' };
    if (baselineId === null || baselineId === scan.id)
        return { new: [], fixed: [], open, openBySeverity, comparedBy: 'none' };
    const baseline = await collect(route.findings(baselineId));
    return { ...diffAgainstBaseline(open, baseline), open, openBySeverity, comparedBy: 'baseline-findings' };
}
async function collect(items) {
    const all = [];
    for await (const item of items)
        all.push(item);
    return all;
}
function record(state, scan, replayed, timedOut) {
    state.scan = {
        id: scan.id,
        kind: scan.kind,
        status: scan.status,
        webUrl: scan.webUrl,
        replayed,
        baselineId: scan.baselineRunId,
        progressPercent: scan.progressPercent,
        coveragePercent: scan.coveragePercent,
        caveats: scan.caveats,
        timedOut,
    };
}

;// CONCATENATED MODULE: ./src/commands/scan/index.ts
// Assembles the scan command: the route the settings ask for, the Deep starter, and the flow.








async function scanCommand(deps) {
    const { settings, state, toolkit, client, keyFor } = deps;
    const legacy = settings.route === 'legacy' ? legacyRoute(client, keyFor) : null;
    const route = legacy ?? (0,agent_route/* agentRoute */.pf)(client, keyFor);
    const site = await route.resolveSite(settings.site);
    state.site = site;
    await (0,inventory/* uploadInventory */.o)(deps, site, settings.route);
    await runLocalAssessment(deps, site);
    await runScanFlow({
        ...deps,
        route,
        startDeep: (site) => legacy
            ? legacy.startDeep(site.id)
            : startApprovedDeep({
                ...deps,
                verificationId: settings.verify.verificationId,
                approvalTimeoutMs: settings.approvalTimeoutMs,
                approvalPollMs: deps.polls.deepApprovalMs,
                onApprovalUrl: (url) => {
                    state.approvalUrl = url;
                    toolkit.setOutput('approval-url', url);
                    toolkit.annotate({ level: 'notice', title: 'Deep scan waiting for approval', message: url });
                },
                log: (line) => toolkit.info(line),
            }, site),
        saveRepairBrief: async (markdown) => {
            const file = (0,external_node_path_.join)(deps.ctx.tempDir, `security-scan-repair-brief-${(state.site?.id ?? 'site').replace(/[^A-Za-z0-9._-]+/g, '_')}.md`);
            await (0,promises_.writeFile)(file, markdown);
            return file;
        },
    });
}


/***/ }),

/***/ 18281:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BU: () => (/* binding */ waitAndLog)
/* harmony export */ });
/* unused harmony exports FINAL_STATUSES, nextPollMs, waitForFinal */
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
// Waits for a scan or a check to reach a final status, at the pace the service suggests, within a deadline.

const FINAL_STATUSES = ['succeeded', 'incomplete', 'failed', 'cancelled'];
function nextPollMs(suggestedSeconds, timing) {
    const suggested = typeof suggestedSeconds === 'number' && Number.isFinite(suggestedSeconds)
        ? suggestedSeconds * 1000
        : timing.defaultMs;
    return Math.min(timing.ceilingMs, Math.max(timing.floorMs, suggested));
}
async function waitForFinal(options) {
    const { timing } = options;
    const started = options.now();
    let latest = options.first;
    for (;;) {
        const elapsed = options.now() - started;
        if (FINAL_STATUSES.includes(latest.status)) {
            options.onPoll(latest, elapsed, null);
            return { latest, timedOut: false };
        }
        const remaining = options.timeoutMs - elapsed;
        if (remaining <= 0)
            return { latest, timedOut: true };
        const delay = Math.min(nextPollMs(latest.suggestedPollAfterSeconds, timing), remaining);
        options.onPoll(latest, elapsed, delay);
        await options.sleep(delay, options.signal);
        latest = (await pollSurvivingFailures(options, timing, started)) ?? latest;
    }
}
/** The next reading, or null when the deadline came while polls kept failing. */
async function pollSurvivingFailures(options, timing, started) {
    for (;;) {
        try {
            return await options.poll();
        }
        catch (error) {
            const asked = options.retryPollAfter?.(error) ?? null;
            if (asked === null || options.signal.aborted)
                throw error;
            const remaining = options.timeoutMs - (options.now() - started);
            if (remaining <= 0)
                return null;
            const wait = Math.min(Math.max(asked, timing.floorMs), remaining);
            options.onPollFailed?.(error, wait);
            await options.sleep(wait, options.signal);
        }
    }
}
/** waitForFinal with the log every command shows: each reading, and a failed poll that is waited out. */
function waitAndLog(deps, what, wait) {
    const describe = wait.describe ?? ((latest) => latest.status);
    return waitForFinal({
        first: wait.first,
        poll: wait.poll,
        timeoutMs: wait.timeoutMs,
        timing: wait.timing,
        sleep: deps.sleep,
        now: deps.now,
        signal: deps.signal,
        retryPollAfter: (error) => pollRetryWait(error, wait.timing.defaultMs),
        onPollFailed: (error, next) => deps.toolkit.warning(`Reading ${what} failed (${describeFailure(error)}); it goes on at the service, polling again in ${seconds(next)} s`),
        onPoll: (latest, elapsedMs, next) => deps.toolkit.info(`${describe(latest)}, ${seconds(elapsedMs)} s elapsed${next === null ? '' : `, next poll in ${seconds(next)} s`}`),
    });
}
/** After the client's own retries: a refusal or an outage is waited out; any other answer is final. */
function pollRetryWait(error, defaultMs) {
    if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .TransportError */ .w)
        return defaultMs;
    if (!(error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._))
        return null;
    if (error.status === 429 || error.status === 503)
        return error.retryAfterMs ?? defaultMs;
    return error.status >= 500 ? defaultMs : null;
}
function describeFailure(error) {
    if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._) {
        const wait = error.retryAfterMs ? `, retry after ${Math.ceil(error.retryAfterMs / 1000)} s` : '';
        return `HTTP ${error.status}${wait}`;
    }
    return error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .TransportError */ .w ? error.describe() : String(error);
}
const seconds = (ms) => Math.round(ms / 1000);


/***/ }),

/***/ 18020:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MZ: () => (/* binding */ readRequirement),
/* harmony export */   Ty: () => (/* binding */ normalizePypiName),
/* harmony export */   zb: () => (/* binding */ locationName)
/* harmony export */ });
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
        throw new Error(`not a requirement: ${requirement}`);
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
            throw new Error(`invalid version specifier "${clause.trim()}" in: ${text}`);
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

/***/ 23863:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Np: () => (/* binding */ bySeverity),
/* harmony export */   O6: () => (/* binding */ reaches),
/* harmony export */   qs: () => (/* binding */ severityRank)
/* harmony export */ });
/* unused harmony export isSeverity */
/* harmony import */ var _settings_values_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(535);
// Severity order shared by the policy, the sorting of reports and the annotation levels.

const RANK = { critical: 4, high: 3, medium: 2, low: 1, info: 0 };
/** Unknown severities (an advisory's `unknown`, a value the service adds later) rank below `info`. */
function severityRank(severity) {
    return RANK[severity] ?? -1;
}
function isSeverity(value) {
    return SEVERITIES.includes(value);
}
/** Whether a severity reaches the `fail-on` threshold; `never` is reached by nothing. */
function reaches(severity, failOn) {
    return failOn !== 'never' && severityRank(severity) >= severityRank(failOn);
}
/** Most severe first; ties keep their order. */
function bySeverity(items) {
    return [...items].sort((a, b) => severityRank(b.severity) - severityRank(a.severity));
}


/***/ })

};
