export const id = 420;
export const ids = [420];
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

/***/ 33420:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  scanCommand: () => (/* binding */ scanCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/runtime/site-identity.ts
var site_identity = __webpack_require__(10668);
// EXTERNAL MODULE: ./src/settings/choices.ts
var choices = __webpack_require__(9278);
;// CONCATENATED MODULE: ./src/baseline/baselines.ts
// Which scan a run is judged against, and the record a run leaves for later pull requests. Pull requests
// and merge queue groups read their base branch's record and never record; pushes, schedules and manual
// dispatches record their succeeded scan for their branch. A pull request's own earlier scans, and other
// pull requests' scans, are never its baseline.



/** The events whose succeeded scan becomes their branch's baseline. */
const RECORDING_EVENTS = ['push', 'schedule', 'workflow_dispatch'];
const OR_UNREAD = 'or the Actions cache could not be read (then its warning is in the log)';
/** The site identity whose baselines this run reads: `baseline-site`'s, or the run's own. */
function referenceSite(deps) {
    return deps.settings.baselineSite === '' ? deps.siteKey : (0,site_identity/* normalizeSite */.LW)(deps.settings.baselineSite);
}
async function chooseBaseline(deps, kind) {
    const { settings, ctx } = deps;
    const site = referenceSite(deps);
    const none = (note) => ({ ...empty(site), note });
    if (settings.baseline !== 'auto')
        return { ...empty(site), scanId: settings.baseline, source: 'input' };
    const change = (0,choices/* isChangeEvent */.Ps)(ctx.eventName);
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
        const why = (0,errors/* errorMessage */.gJ)(error);
        const note = `the baseline record could not be read from the Actions cache (${why})`;
        return { ...none(note), branch, unread: true };
    }
    // A re-run of a push finds the record its own first attempt left: that is this run's scan, not a baseline.
    // @actions/cache answers a failed lookup or download as a miss (with its own warning in the log), so the
    // note cannot tell "none recorded" from "none read".
    if (record === null || record.runId === ctx.runId) {
        const note = change
            ? `no scan of ${site} (${kind}) is recorded for the base branch ${branch} yet, ${OR_UNREAD}`
            : `no earlier run on ${branch} recorded a scan of ${site} (${kind}), ${OR_UNREAD}`;
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
 * Records a succeeded scan as its branch's baseline on the events that record, unless the branch's record
 * should stay (recordingOrder); null when this run does not record. Throws when the cache refuses (the
 * caller warns: the verdict stands).
 */
async function recordBaseline(deps, kind, scan) {
    const { ctx } = deps;
    if (!RECORDING_EVENTS.includes(ctx.eventName) || !ctx.branch)
        return null;
    const branch = ctx.branch;
    const record = {
        scanId: scan.id,
        site: deps.siteKey,
        kind,
        branch,
        sha: ctx.sha,
        runId: ctx.runId,
        event: ctx.eventName,
        recordedAt: new Date(deps.now()).toISOString(),
        scanCreatedAt: scan.createdAt ?? '',
    };
    const runKey = `${ctx.runId}-${ctx.runAttempt ?? 1}`;
    const order = async () => {
        const current = await deps.store.find(deps.siteKey, kind, branch);
        return recordingOrder(current, record, scan.replayed, await relate(deps, current));
    };
    const first = await order();
    if (!first.record)
        return { branch, recorded: false, why: first.why };
    await deps.store.record(record, runKey);
    // The cache answers the newest entry: a recorder of an older commit that saved just after this one would
    // hide it. Read back once, and save again when the order says this record wins over what is there.
    const again = await order();
    if (again.record)
        await deps.store.record(record, `${runKey}-again`);
    return { branch, recorded: true, why: '' };
}
/** How this run's commit relates to the recorded one; null (with why) when it cannot be told. */
async function relate(deps, current) {
    if (current === null)
        return { status: null, why: '' };
    if (current.sha === deps.ctx.sha)
        return { status: 'identical', why: '' };
    if (current.sha === '' || deps.compare === null) {
        return { status: null, why: 'the commits cannot be compared (no github-token, or no commit on record)' };
    }
    try {
        return { status: await deps.compare(current.sha, deps.ctx.sha), why: '' };
    }
    catch (error) {
        return {
            status: null,
            why: `GitHub's compare API could not relate the commits (${(0,errors/* errorMessage */.gJ)(error)})`,
        };
    }
}
/**
 * Whether `candidate` replaces `current` as its branch's baseline. By the commits first: a commit ahead of
 * (or diverged from, after a force push) the recorded one records, one behind it does not, so a re-run of an
 * older push never replaces what a newer commit recorded. Of one commit, the newer scan wins, and a replayed
 * scan never replaces a newer one. When the commits cannot be related, the newer scan wins.
 */
function recordingOrder(current, candidate, replayed, relation) {
    if (current === null)
        return { record: true, why: '' };
    const stays = `scan ${current.scanId} (recorded by the ${current.event} run ${current.runId} at ${current.sha.slice(0, 12)}) stays the baseline of ${current.branch}`;
    if (current.scanId === candidate.scanId)
        return { record: false, why: `scan ${current.scanId} is already the baseline of ${current.branch}` };
    const newer = isNewerScan(candidate, current, replayed);
    switch (relation.status) {
        case 'behind':
            return {
                record: false,
                why: `this run's commit ${candidate.sha.slice(0, 12)} is behind the recorded one: ${stays}`,
            };
        case 'identical':
            return newer
                ? { record: true, why: '' }
                : { record: false, why: `the same commit has a newer scan: ${stays}` };
        case 'ahead':
        case 'diverged':
            return replayed && !newer
                ? { record: false, why: `this re-run's replayed scan is older than the recorded one: ${stays}` }
                : { record: true, why: '' };
        case null:
            return newer
                ? { record: true, why: '' }
                : { record: false, why: `${relation.why}; the recorded scan is newer: ${stays}` };
    }
}
/** By the scans' `createdAt` (the record's time for older records); an unknown age is new unless replayed. */
function isNewerScan(candidate, current, replayed) {
    const mine = Date.parse(candidate.scanCreatedAt);
    const theirs = Date.parse(current.scanCreatedAt || current.recordedAt);
    if (Number.isNaN(mine) || Number.isNaN(theirs))
        return !replayed;
    return mine > theirs;
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

// EXTERNAL MODULE: ./src/baseline/rerun.ts
var rerun = __webpack_require__(15197);
// EXTERNAL MODULE: ./src/workspace/confined-write.ts
var confined_write = __webpack_require__(69943);
;// CONCATENATED MODULE: ./src/steps/scan-trend.ts


/** Scans in the chart at most (issue 23: up to 20). */
const TREND_SCANS = 20;
/** Detail reads in flight at once. */
const TREND_CONCURRENCY = 4;
/** No history request or retry wait starts after this: a picture must not hold up the verdict. */
const TREND_BUDGET_MS = 20_000;
class BudgetSpent extends Error {
    constructor() {
        super(`it took longer than ${TREND_BUDGET_MS / 1000} seconds`);
    }
}
/** Records `state.trend` when the site has two succeeded scans or more; never throws but for cancellation. */
async function recordTrend(deps) {
    const { state, toolkit } = deps;
    const why = notApplicable(deps);
    if (why !== null) {
        toolkit.debug(`Trend chart: ${why}.`);
        return;
    }
    try {
        state.trend = await readTrend(deps, deps.now() + TREND_BUDGET_MS);
        if (state.trend === null)
            toolkit.debug('Trend chart: fewer than two succeeded scans of this kind.');
    }
    catch (error) {
        if (deps.signal.aborted)
            throw error;
        const reason = `scan history not read (${(0,errors/* errorMessage */.gJ)(error)}); the verdict does not depend on it`;
        toolkit.info(`Trend chart left out: ${reason}.`);
        state.skipped.push({ what: 'Trend chart', why: reason });
    }
}
function notApplicable({ settings, state }) {
    if (settings.route === 'legacy')
        return 'not drawn on the legacy route';
    if (state.site === null || state.scan === null || state.findings === null)
        return 'no finished scan';
    if (state.scan.kind === 'unknown')
        return 'the scan is of a kind the action does not know';
    return null;
}
async function readTrend(deps, deadline) {
    const { state, client } = deps;
    const site = state.site;
    const scan = state.scan;
    const kind = scan?.kind;
    if (!site || !scan || kind === undefined || kind === 'unknown' || !state.findings)
        return null;
    const left = () => {
        const ms = deadline - deps.now();
        if (ms <= 0)
            throw new BudgetSpent();
        return ms;
    };
    const listed = await client.succeededScans(site.id, kind, TREND_SCANS, left());
    const own = { id: scan.id, createdAt: null, finishedAt: null, webUrl: scan.webUrl };
    // The list may lag behind the scan that just succeeded: it joins as the newest.
    const scans = scan.status === 'succeeded' && !listed.some((s) => s.id === scan.id)
        ? [{ ...own, finishedAt: new Date(deps.now()).toISOString() }, ...listed].slice(0, TREND_SCANS)
        : listed;
    if (scans.length < 2)
        return null;
    const ownCounts = readCounts(state.findings.openBySeverity);
    const counts = await inBatches(scans, TREND_CONCURRENCY, (s) => s.id === scan.id ? Promise.resolve(ownCounts) : client.openCounts(s.id, left()));
    const points = scans.flatMap((s, i) => {
        const open = counts[i];
        return open ? [toPoint(s, open)] : [];
    });
    if (points.length < scans.length)
        throw new Error('a scan of the history carries no open counts');
    return { kind, failOn: (state.policy ?? deps.settings.policy).failOn, points: points.reverse() };
}
function toPoint(scan, open) {
    return { scanId: scan.id, at: isoDate(scan.finishedAt ?? scan.createdAt), webUrl: scan.webUrl, open };
}
/** A date the service sent, as the action writes it; null when it is not one. */
function isoDate(value) {
    if (value === null || !/^\d{4}-\d{2}-\d{2}T/.test(value))
        return null;
    const ms = Date.parse(value);
    return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}
/** The run's own counts (from its findings, which win over the summary object). */
function readCounts(bySeverity) {
    return Object.fromEntries(choices/* SEVERITIES */.oC.map((s) => [s, bySeverity[s] ?? 0]));
}
async function inBatches(items, size, read) {
    const results = [];
    for (let i = 0; i < items.length; i += size) {
        results.push(...(await Promise.all(items.slice(i, i + size).map(read))));
    }
    return results;
}

// EXTERNAL MODULE: ./src/commands/scan/agent-route.ts + 2 modules
var agent_route = __webpack_require__(20367);
// EXTERNAL MODULE: ./src/commands/scan/checkout.ts
var checkout = __webpack_require__(23432);
// EXTERNAL MODULE: ./src/api/unshown-fields/deep-fields.ts
var deep_fields = __webpack_require__(93887);
// EXTERNAL MODULE: ./src/api/unshown-fields/scan-fields.ts
var scan_fields = __webpack_require__(5162);
// EXTERNAL MODULE: ./src/api/errors.ts
var api_errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/api/scan-kind.ts
var scan_kind = __webpack_require__(58778);
;// CONCATENATED MODULE: ./src/commands/scan/deep-approval.ts
// Deep on the agent route: prepare the operation from a verified ownership proof, show where a person
// approves it, then keep trying the start until it is approved, denied, expired, or the wait runs out.





async function startApprovedDeep(deps, site) {
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
            return { scan: (0,scan_fields/* readScanSnapshot */.m8)(result.scan, 'Deep start answer'), replayed: result.replayed === true };
        }
        catch (error) {
            if (error instanceof api_errors/* TransportError */.wX && !deps.signal.aborted)
                return recoverLostStart(deps, site, sentAt, error);
            if (!(0,deep_fields/* isDeepNotApproved */.n)(error))
                throw error;
            const refusal = (0,deep_fields/* readDeepRefusal */.xE)(error);
            if (refusal === 'denied')
                throw new errors/* DeepNotStarted */.nN('the Deep operation was denied at the approval page', true);
            if (refusal === 'expired')
                throw new errors/* DeepNotStarted */.nN('the Deep operation expired before anyone approved it; run the job again', true);
        }
        const remaining = deadline - deps.now();
        if (remaining <= 0) {
            throw new errors/* DeepNotStarted */.nN(`the Deep operation was not approved within approval-timeout-minutes (approval page: ${operation.approvalUrl}); approve it sooner or raise approval-timeout-minutes, and on-timeout: warn passes such a run with a warning`, true);
        }
        const wait = Math.min(deps.approvalPollMs, remaining);
        deps.log(`Waiting for approval at ${operation.approvalUrl}; next try in ${Math.round(wait / 1000)} s`);
        await deps.sleep(wait, deps.signal);
    }
}
/** Lookups of the site's scans after a lost start answer, a few seconds apart: the list may lag the start. */
const LOST_START_LOOKUPS = 3;
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
            await deps.sleep(deps.lostStartLookupMs, deps.signal);
        const page = await deps.client.scansPage({ siteId: site.id, kind: (0,scan_kind/* toServiceKind */.p)('deep'), limit: 5 });
        const ours = page.items.find((scan) => Date.parse(scan.createdAt ?? '') >= sentAt - CLOCK_SKEW_MS);
        if (ours) {
            deps.log(`The Deep start's answer was lost (${lost.describe()}); scan ${ours.id} is the Deep it started.`);
            return { scan: (0,scan_fields/* readScanSnapshot */.m8)(ours, 'scan list'), replayed: false };
        }
    }
    throw new errors/* DeepNotStarted */.nN(`the answer to the Deep start was lost (${lost.describe()}) and no new Deep scan of the site shows yet; it may still start, so check ${site.webUrl ?? 'the site in the service'} before starting another`, false);
}

;// CONCATENATED MODULE: ./src/commands/scan/legacy-route.ts
// The scan flow over the CLI 0.2 routes (`/projects/...`, `/runs/...`): the site is a project id.


function legacyRoute(client, keyFor) {
    const legacy = client.legacy;
    return {
        resolveSite: async (projectId) => (0,agent_route/* readSiteRef */.bk)((await legacy.projectStatus(projectId)).project, projectId, projectId),
        // The legacy answer is the scan itself; it has no `replayed` flag to report.
        startPulse: async (projectId) => ({
            scan: (0,scan_fields/* readScanSnapshot */.m8)(await legacy.startPulse(projectId, keyFor('pulse')), 'Pulse start answer'),
            replayed: false,
        }),
        startDeep: async (projectId) => ({
            scan: (0,scan_fields/* readScanSnapshot */.m8)(await legacy.startDeep(projectId, keyFor('deep')), 'Deep start answer'),
            replayed: false,
        }),
        scan: async (runId) => (0,scan_fields/* readScanSnapshot */.m8)(await legacy.run(runId), 'run'),
        findings: (runId) => iterate(legacy.findings(runId, { all: true })),
        comparison: (runId) => (0,agent_route/* changesOrNull */.K3)(() => legacy.comparison(runId)),
        repairBrief: async (runId, agent) => (await legacy.repairBrief(runId, { agent })).markdown,
    };
}
async function* iterate(items) {
    yield* await items;
}

// EXTERNAL MODULE: ./src/steps/inventory.ts + 2 modules
var inventory = __webpack_require__(63401);
// EXTERNAL MODULE: ./src/policy/severity.ts
var severity = __webpack_require__(23863);
// EXTERNAL MODULE: ./src/steps/checkout-guard.ts
var checkout_guard = __webpack_require__(90531);
// EXTERNAL MODULE: ./src/steps/preflight/index.ts + 2 modules
var preflight = __webpack_require__(55484);
;// CONCATENATED MODULE: ./src/local-checks/versions.ts
// Versions sent with the local-assessment authorization: the check engine, its rules and its report
// format. Bump the one that changes (rules: any rule or allowlist entry added, removed or changed).
const LOCAL_ENGINE_VERSIONS = {
    scannerVersion: '1.0.0',
    rulesetVersion: '1.0.0',
    reportSchemaVersion: '1.0.0',
};

// EXTERNAL MODULE: ./src/runtime/version.ts
var version = __webpack_require__(16696);
// EXTERNAL MODULE: ./src/plural.ts
var plural = __webpack_require__(89133);
;// CONCATENATED MODULE: ./src/steps/local-assessment.ts
// Local checks: the service authorizes the assessment (nothing of the repository is sent), then the
// admitted checks run on the checkout. Refused checks are reported with the service's reason.








/**
 * Everything that can refuse the local checks, before the scan starts: the inputs, the key's permission,
 * the checkout, the service's authorization. Returns their run, or null when they do not run.
 */
async function authorizeLocalChecks(deps, site) {
    const { settings, state } = deps;
    if (settings.localChecks.length === 0) {
        state.skipped.push({ what: 'Local checks', why: "not run (input 'local-checks' is 'none')" });
        return null;
    }
    if ((0,preflight/* skipForLackingPermission */.ZR)(deps, 'local'))
        return null;
    if (await (0,checkout_guard/* notTheChange */.J)(deps, 'Local checks'))
        return null;
    const admission = await admit(deps, site);
    if (admission === null)
        return null;
    return async (signal) => {
        // The checks start later than the authorization (once the scan has started): past `startBy`, again.
        const admitted = Date.parse(admission.startBy) > deps.now() ? admission : await admit(deps, site);
        if (admitted !== null)
            await runAdmitted(deps, admitted, signal);
    };
}
/** The service's admission, or null (the checks skipped, with a warning) where it refuses checks on by default. */
async function admit(deps, site) {
    const { settings, state, toolkit } = deps;
    try {
        return await authorize(deps, site, settings.localChecks);
    }
    catch (error) {
        // Local checks on by default add to the scan: a refusal must not block the gate. Checks the inputs
        // name were asked for: a run without them could not be judged as asked.
        if (!(error instanceof api_errors/* ServiceError */._7) || settings.localChecksNamed)
            throw error;
        const why = error.status === 403
            ? "the API key lacks the 'local' permission (or set local-checks: none)"
            : error.describe();
        state.skipped.push({ what: 'Local checks', why: `not authorized: ${why}` });
        toolkit.warning(`Local checks not run: ${why}`);
        return null;
    }
}
async function runAdmitted(deps, admission, signal) {
    const { state, toolkit } = deps;
    const allowed = admission.checks.filter((c) => c.allowed).map((c) => c.id);
    const refused = admission.checks.filter((c) => !c.allowed).map((c) => ({ id: c.id, reason: c.reason }));
    // The worker's client loads only once the service admits some checks; the checks load in the worker.
    const { runLocalChecksInThread } = await __webpack_require__.e(/* import() */ 579).then(__webpack_require__.bind(__webpack_require__, 84579));
    const { fingerprintKey } = await __webpack_require__.e(/* import() */ 501).then(__webpack_require__.bind(__webpack_require__, 16501));
    const base = await baseOfChange(deps);
    const history = allowed.includes('git-history') ? await historyOfChange(deps, base) : {};
    const admitted = history === null ? allowed.filter((id) => id !== 'git-history') : allowed;
    // One key for the head and the base: secrets are compared by value within this run, and only here.
    const key = fingerprintKey();
    const runChecks = (workspace, checks, range) => runLocalChecksInThread({ workspace, checks, fingerprintKey: key, startedAt: deps.now(), ...(range ? { history: range } : {}) }, signal, deps.localChecksWorker);
    const run = await runChecks(deps.ctx.workspace, admitted, history !== null && 'history' in history ? history.history : undefined);
    // On a change, history the pull request could push past a bound must not pass: what was read stays.
    const gaps = run.history?.gaps ?? [];
    if (history !== null && 'history' in history && gaps.length > 0) {
        notJudged(deps, `git-history: the change's commits were read partly (${gaps.join('; ')})`);
    }
    for (const note of run.notes)
        state.warnings.push(`Local checks: ${note}`);
    const { newnessOfResults } = await __webpack_require__.e(/* import() */ 567).then(__webpack_require__.bind(__webpack_require__, 34567));
    const { newness, incomplete } = base
        ? await newnessOfResults(base, run, admitted, (folder, checks) => runChecks(folder, checks))
        : { newness: [], incomplete: [] };
    for (const what of incomplete)
        state.warnings.push(`Local check results not fully compared with the base: ${what}`);
    const isNew = new Map(run.results.map((r, i) => [r, newness[i]]));
    const { groupBySecret } = await __webpack_require__.e(/* import() */ 701).then(__webpack_require__.bind(__webpack_require__, 17701));
    const { partialChecks } = await __webpack_require__.e(/* import() */ 518).then(__webpack_require__.bind(__webpack_require__, 89518));
    const partial = partialChecks(run);
    const groups = groupBySecret(run.results, (r) => run.secrets.get(r));
    state.localChecks = {
        ran: admitted,
        refused,
        // Most severe first, so the capped tables and annotations keep what matters.
        results: (0,severity/* bySeverity */.Np)(groups.map((group) => resultView(group, isNew))),
        ...(partial.length > 0 ? { partial } : {}),
    };
    toolkit.info(`Local checks: ${admitted.length} ran over ${(0,plural/* plural */.LS)(run.filesScanned, 'file')}, ${(0,plural/* plural */.LS)(run.results.length, 'result')}; ${refused.length} refused.`);
}
/** One value (or one other result) for the report: shown by its first report, as severe as its worst. */
function resultView(group, newness) {
    const [shown] = group;
    // Decided per value, so every report of it has the same answer.
    const isNew = newness.get(shown);
    return {
        ...(isNew === undefined ? {} : { isNew }),
        checkId: shown.checkId,
        ruleId: shown.ruleId,
        severity: (0,severity/* bySeverity */.Np)(group)[0]?.severity ?? shown.severity,
        file: shown.file,
        line: shown.line,
        message: shown.message,
        evidence: shown.evidence ?? null,
        commit: shown.commit ?? null,
        ...(group.length > 1
            ? { places: group.map((r) => ({ checkId: r.checkId, ruleId: r.ruleId, file: r.file, line: r.line })) }
            : {}),
    };
}
/** The change's base on pull requests and merge queue groups; null (and a warning when unreadable) else. */
async function baseOfChange(deps) {
    if (!(0,choices/* isChangeEvent */.Ps)(deps.ctx.eventName))
        return null;
    const { base, why } = await deps.baseCommit();
    if (base === null) {
        const message = `Local check results not compared with the base (${why}): every result is judged.`;
        deps.state.warnings.push(message);
        deps.toolkit.warning(message);
    }
    else if (base.incomplete !== null) {
        deps.state.warnings.push(`Local check results compared with the base file by file (${base.incomplete}): what the base cannot give counts as new.`);
    }
    return base;
}
/**
 * On a change, git-history reads exactly the change's own commits (merge base..head): the range, or null
 * (and an `error` outcome: not judged) when the checkout cannot give them. Off a change: the whole history.
 */
async function historyOfChange(deps, base) {
    if (!(0,choices/* isChangeEvent */.Ps)(deps.ctx.eventName))
        return {};
    const range = base === null ? { why: 'the base commit could not be read' } : await base.historyRange();
    if (range.since !== undefined)
        return { history: { since: range.since, until: range.until } };
    notJudged(deps, `git-history: ${range.why}`);
    return null;
}
function notJudged(deps, item) {
    deps.state.outcomes.push({
        level: 'error',
        group: (0,plural/* counted */.hS)('local check', 'not judged'),
        item,
        ignoreIds: [],
    });
    deps.toolkit.info(`Not judged: ${item}`);
}
/** Authorizes again when `startBy` has passed before the checks could start. */
async function authorize(deps, site, checks) {
    const request = { cliVersion: version/* ACTION_VERSION */.Yt, ...LOCAL_ENGINE_VERSIONS, checks };
    const admission = await deps.client.authorizeLocalAssessment(site.id, request);
    if (Date.parse(admission.startBy) > deps.now())
        return admission;
    return deps.client.authorizeLocalAssessment(site.id, request);
}

;// CONCATENATED MODULE: ./src/runtime/held-log.ts
function heldLog(real) {
    let held = null;
    const line = (write) => {
        if (held === null)
            write(real);
        else
            held.at(-1)?.push(write);
    };
    const toolkit = {
        ...real,
        info: (message) => line((to) => to.info(message)),
        debug: (message) => line((to) => to.debug(message)),
        warning: (message) => line((to) => to.warning(message)),
        annotate: (annotation) => line((to) => to.annotate(annotation)),
        group: async (title, body) => {
            if (held === null)
                return real.group(title, body);
            const entries = [];
            held.at(-1)?.push({ title, entries });
            held.push(entries);
            try {
                return await body();
            }
            finally {
                held.pop();
            }
        },
    };
    const replay = async (entries) => {
        for (const entry of entries) {
            if (typeof entry === 'function')
                entry(real);
            else
                await real.group(entry.title, () => replay(entry.entries));
        }
    };
    return {
        toolkit,
        hold: () => {
            held ??= [[]];
        },
        release: async () => {
            const top = held?.[0] ?? [];
            held = null;
            await replay(top);
        },
    };
}

;// CONCATENATED MODULE: ./src/commands/scan/deferred-lists.ts
const LISTS = ['skipped', 'warnings', 'errors', 'outcomes'];
function markLists(state) {
    return {
        skipped: state.skipped.length,
        warnings: state.warnings.length,
        errors: state.errors.length,
        outcomes: state.outcomes.length,
    };
}
function deferLists(state) {
    const lists = { skipped: [], warnings: [], errors: [], outcomes: [] };
    const view = new Proxy(state, {
        get: (target, key, receiver) => LISTS.includes(key)
            ? lists[key]
            : Reflect.get(target, key, receiver),
    });
    return { state: view, lists };
}
/**
 * Puts the parts' lists into the state's at `mark`, in the parts' order, and empties them (so a second call
 * adds nothing). What was added to the state after the mark came after these parts in the sequential order.
 */
function insertDeferred(state, mark, parts) {
    for (const name of LISTS) {
        const deferred = parts.flatMap((part) => part.lists[name].splice(0));
        state[name].splice(mark[name], 0, ...deferred);
    }
}

;// CONCATENATED MODULE: ./src/commands/scan/local-work.ts
// A scan's local work (the lock files and the local checks), done while the service scans, so a run takes
// about the longer of the two rather than their sum. Everything of it that can end the run in `error` is
// settled before the scan starts (`prepareLocalWork`: the inputs, the route, the checkout, the service's
// authorization of the local checks); reading the lock files, their upload and the checks then run beside
// the wait (`besideTheScan`). The spec orders neither the dependency upload nor the local checks against a
// scan's start, on either route (the legacy route has no upload); it asks only that admitted checks start
// by the admission's `startBy`, which the checks' run asks again past it (src/steps/local-assessment.ts).




async function prepareLocalWork(deps, site) {
    // The scan flow records into the state from here on; the parts, which came before it, into lists of
    // their own, put back in their place at the end: the report stays the sequential order's.
    const mark = markLists(deps.state);
    const lockFiles = deferLists(deps.state);
    const checks = deferLists(deps.state);
    const record = () => insertDeferred(deps.state, mark, [lockFiles, checks]);
    // Their log lines too: printed as they came, they would land inside the wait's log group.
    const logs = [heldLog(deps.toolkit), heldLog(deps.toolkit)];
    const releaseLog = async () => {
        for (const log of logs)
            await log.release();
    };
    try {
        const upload = await (0,inventory/* prepareInventory */.W)({ ...deps, state: lockFiles.state, toolkit: logs[0].toolkit }, site, deps.settings.route);
        const check = await authorizeLocalChecks({ ...deps, state: checks.state, toolkit: logs[1].toolkit }, site);
        const parts = [upload, check].filter((part) => part !== null);
        const run = (signal) => {
            for (const log of logs)
                log.hold();
            return runParts(parts, signal);
        };
        return { run, record, releaseLog };
    }
    catch (error) {
        record();
        throw error;
    }
}
async function runParts(parts, signal) {
    const stop = new AbortController();
    const either = AbortSignal.any([signal, stop.signal]);
    await Promise.allSettled(parts.map((part) => part(either).catch((error) => {
        stop.abort(error);
        throw error;
    })));
    if (stop.signal.aborted)
        throw stop.signal.reason;
}
/**
 * Runs the scan flow, and the local work beside it from the moment the scan has started (after the flow,
 * when it starts none: `scan: none`, or a failure before the start). A failure of the local work stops the
 * wait at once: the run cannot pass, and the scan goes on at the service (a re-run's start replays it under
 * the same idempotency key). A failure of the flow lets the local work finish first, as it had finished
 * before the scan in the sequential order. Cancelled or not, what both recorded reaches the state.
 */
async function besideTheScan(signal, work, flow) {
    if (work === null)
        return flow(signal, () => undefined);
    const stop = new AbortController();
    let local = null;
    const begin = () => {
        if (local === null) {
            local = work.run(signal).catch((error) => {
                stop.abort(error);
                throw error;
            });
            // Awaited below; until then its failure is seen through `stop`, not as an unhandled rejection.
            local.catch(() => undefined);
        }
        return local;
    };
    try {
        try {
            await flow(AbortSignal.any([signal, stop.signal]), () => void begin());
        }
        catch (error) {
            if (stop.signal.aborted)
                throw stop.signal.reason;
            await begin().catch(() => undefined);
            throw error;
        }
        await begin();
    }
    finally {
        work.record();
        await work.releaseLog();
    }
}

// EXTERNAL MODULE: ./src/api/types.ts
var types = __webpack_require__(20705);
;// CONCATENATED MODULE: ./src/commands/scan/findings.ts


function toFindingView(f) {
    return {
        id: f.id,
        code: typeof f.code === 'string' && f.code !== '' ? f.code : null,
        severity: (0,severity/* readSeverity */.MW)(f.severity),
        state: readFindingState(f.state),
        category: String(f.category ?? ''),
        title: String(f.title ?? ''),
        webUrl: typeof f.webUrl === 'string' ? f.webUrl : null,
    };
}
/** A state the service may add later reads as `unknown`: only `attention` counts as open. */
function readFindingState(value) {
    return types/* FINDING_STATES */.b.find((state) => state === value) ?? 'unknown';
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

// EXTERNAL MODULE: ./src/render/baseline-section.ts
var baseline_section = __webpack_require__(17455);
// EXTERNAL MODULE: ./src/steps/wait.ts
var wait = __webpack_require__(11934);
;// CONCATENATED MODULE: ./src/commands/scan/scan.ts
// The scan command's flow, route-agnostic: site, baseline, start, wait, findings, repair brief. Every
// step records into the run state as soon as it knows something, so a failure or a cancellation later
// still reports the scan id and its link.







const WITH_FINDINGS = ['succeeded', 'incomplete'];
async function runScanFlow(deps) {
    const { settings, state, toolkit, route } = deps;
    if (settings.scan === 'none') {
        state.skipped.push({ what: 'Scan', why: "not started (input 'scan' is 'none')" });
        return;
    }
    const site = state.site ?? (await route.resolveSite(settings.site));
    state.site = site;
    const kind = settings.scan;
    const recalled = await deps.baselines.recall(kind);
    const chosen = recalled?.choices?.baseline ?? (await deps.baselines.choose(kind));
    state.baseline = chosen;
    // The service compares with a scan of the same site only; a `baseline-site` scan is compared here, by code.
    const sent = recalled?.choices
        ? recalled.choices.sent
        : chosen.site === deps.siteKey
            ? chosen.scanId
            : null;
    const started = kind === 'pulse' ? await route.startPulse(site.id, sent) : await deps.startDeep(site, sent);
    record(state, started.scan, started.replayed, false);
    deps.onStarted?.();
    const baseline = await settle(deps, kind, recalled, chosen, started, sent);
    toolkit.info(`Scan ${started.scan.id} ${started.replayed ? 'was already started by this run (replayed, not charged again)' : 'started'}: ${started.scan.webUrl ?? 'no link'}`);
    if (!settings.wait) {
        state.skipped.push({ what: 'Wait', why: "not waiting for the scan (input 'wait' is 'false')" });
        return;
    }
    const final = await toolkit.group(`Waiting for scan ${started.scan.id}`, () => waitFor(deps, started.scan));
    record(state, final.latest, started.replayed, final.timedOut);
    if (final.timedOut) {
        toolkit.warning(`Stopped waiting after ${(0,plural/* plural */.LS)(settings.waitTimeoutMs / 60_000, 'minute')} (wait-timeout-minutes); scan ${final.latest.id} goes on: ${final.latest.webUrl ?? ''}`);
        return;
    }
    if (final.latest.status === 'succeeded') {
        await scan_recordBaseline(deps, kind, { ...final.latest, replayed: started.replayed });
    }
    if (!WITH_FINDINGS.includes(final.latest.status))
        return;
    state.findings = await readFindings(deps, final.latest, baseline.scanId);
    if (settings.repairBrief !== '')
        await fetchRepairBrief(deps, final.latest.id);
}
/** An optional extra: a brief that cannot be fetched or written is a warning, never the verdict. */
async function fetchRepairBrief(deps, scanId) {
    const { settings, state, toolkit } = deps;
    try {
        const markdown = await deps.route.repairBrief(scanId, settings.repairBrief);
        state.files.repairBrief = await deps.saveRepairBrief(markdown);
    }
    catch (error) {
        if (deps.signal.aborted)
            throw error;
        const why = error instanceof api_errors/* ServiceError */._7
            ? (error.describe().split('\n')[0] ?? error.message)
            : error instanceof Error
                ? error.message
                : String(error);
        const message = `Repair brief not written: ${why}`;
        state.warnings.push(message);
        state.skipped.push({ what: 'Repair brief', why });
        toolkit.warning(message);
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
/**
 * The baseline this attempt judges against, once the start answered (settleBaseline); attempt 1 keeps its
 * choice for re-runs. A choice that cannot be kept costs a re-run its baseline, never this run its verdict.
 */
async function settle(deps, kind, recalled, chosen, started, sent) {
    const { state, toolkit } = deps;
    const settled = (0,rerun/* settleBaseline */.nZ)({
        attempt: deps.attempt,
        recalled,
        chosen,
        started: { replayed: started.replayed, baselineRunId: started.scan.baselineRunId },
        policyDigest: deps.baselines.policyDigest(),
    });
    state.baseline = settled.baseline;
    // A recording run with nothing recorded before it has nothing to say here: its scan becomes the baseline.
    if (settled.baseline.source !== 'none' || !deps.baselines.records) {
        toolkit.info(`Baseline: ${(0,baseline_section/* describeBaseline */.FT)(settled.baseline)}`);
    }
    if (settled.baseline.rerun)
        toolkit.info(settled.baseline.rerun);
    if (settled.warning !== null) {
        state.warnings.push(settled.warning);
        toolkit.warning(settled.warning);
    }
    if (!settled.keep)
        return settled.baseline;
    try {
        await deps.baselines.keep(kind, settled.baseline, sent);
    }
    catch (error) {
        // Only a re-run would miss it, and that re-run says so: a line here, not a warning on every run.
        toolkit.info(`What this run judged against could not be kept for its re-runs (a re-run would judge without a baseline): ${(0,errors/* errorMessage */.gJ)(error)}`);
    }
    return settled.baseline;
}
/** A baseline that cannot be recorded costs later pull requests their baseline, not this run its verdict. */
async function scan_recordBaseline(deps, kind, scan) {
    const { state, toolkit } = deps;
    try {
        const recording = await deps.baselines.record(kind, scan);
        if (recording === null || state.baseline === null || state.baseline === undefined)
            return;
        if (!recording.recorded) {
            state.skipped.push({ what: 'Baseline record', why: recording.why });
            toolkit.info(`Scan ${scan.id} not recorded as the baseline of ${recording.branch}: ${recording.why}.`);
            return;
        }
        state.baseline = { ...state.baseline, recordedFor: recording.branch };
        toolkit.info(`Scan ${scan.id} recorded as the baseline of ${recording.branch} for later pull requests.`);
    }
    catch (error) {
        const message = `The scan could not be recorded as this branch's baseline: ${(0,errors/* errorMessage */.gJ)(error)}`;
        state.warnings.push(message);
        toolkit.warning(message);
    }
}
/**
 * New and fixed against the chosen baseline only. The service's comparison counts when it compared with
 * that very scan; otherwise (another site's baseline, a route that takes none) the findings are diffed here.
 * Without a baseline nothing is new: the gate then judges every open finding.
 */
async function readFindings(deps, scan, baselineId) {
    const { route } = deps;
    const open = openFindings(await collect(route.findings(scan.id)));
    const openBySeverity = countBySeverity(open, scan.open);
    const none = { new: [], fixed: [], open, openBySeverity, comparedBy: 'none' };
    if (baselineId === null || baselineId === scan.id)
        return none;
    if (scan.baselineRunId === baselineId) {
        const changes = await route.comparison(scan.id);
        if (changes !== null)
            return { ...fromComparison(open, changes), open, openBySeverity, comparedBy: 'service' };
    }
    try {
        const baseline = await collect(route.findings(baselineId));
        return { ...diffAgainstBaseline(open, baseline), open, openBySeverity, comparedBy: 'baseline-findings' };
    }
    catch (error) {
        if (!(error instanceof api_errors/* ServiceError */._7) || error.status !== 404)
            throw error;
        const message = `The baseline scan ${baselineId} is gone from the service: every open finding is judged.`;
        deps.state.warnings.push(message);
        deps.toolkit.warning(message);
        return none;
    }
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

// EXTERNAL MODULE: ./src/slug.ts
var slug = __webpack_require__(53684);
;// CONCATENATED MODULE: ./src/commands/scan/index.ts
// Assembles the scan command: the route the settings ask for, the Deep starter, and the flow.












async function scanCommand(deps) {
    const { settings, state, toolkit, client, keyFor } = deps;
    const legacy = settings.route === 'legacy' ? legacyRoute(client, keyFor) : null;
    const route = legacy ?? (0,agent_route/* agentRoute */.pf)(client, keyFor);
    // A run that must read a checkout and has none stopped before its first request (runCommand).
    const readCheckout = (0,checkout/* checkoutToRead */.a)(deps);
    const site = await route.resolveSite(settings.site);
    state.site = site;
    // What can end the run in `error` is settled before the scan starts; the local work runs beside it.
    const work = readCheckout ? await prepareLocalWork(deps, site) : null;
    const digest = () => (0,rerun/* policyDigest */.p1)(state.policy, state.ignores);
    const baselineDeps = {
        ...deps,
        store: await deps.baselineStore(deps.ctx.workspace),
        compare: githubCompare(deps),
        policyDigest: digest,
    };
    await besideTheScan(deps.signal, work, (signal, onStarted) => runScanFlow({
        ...deps,
        signal,
        onStarted,
        route,
        attempt: deps.ctx.runAttempt ?? 1,
        baselines: {
            choose: (kind) => chooseBaseline(baselineDeps, kind),
            recall: (kind) => (0,rerun/* recallChoices */.W0)(baselineDeps, kind),
            keep: (kind, baseline, sent) => (0,rerun/* keepChoices */.MV)(baselineDeps, kind, baseline, sent),
            policyDigest: digest,
            record: (kind, scan) => recordBaseline(baselineDeps, kind, scan),
            records: RECORDING_EVENTS.includes(deps.ctx.eventName),
        },
        startDeep: (site) => legacy
            ? legacy.startDeep(site.id)
            : startApprovedDeep({
                ...deps,
                verificationId: settings.verificationId,
                approvalTimeoutMs: settings.approvalTimeoutMs,
                approvalPollMs: deps.polls.deepApprovalMs,
                lostStartLookupMs: deps.polls.deepLostStartMs,
                onApprovalUrl: (url) => {
                    state.approvalUrl = url;
                    toolkit.setOutput('approval-url', url);
                    toolkit.annotate({
                        level: 'notice',
                        title: 'Deep scan waiting for approval',
                        message: url,
                    });
                },
                log: (line) => toolkit.info(line),
            }, site),
        saveRepairBrief: async (markdown) => {
            const file = (0,external_node_path_.join)(deps.ctx.tempDir, `security-scan-repair-brief-${(0,slug/* slug */.y)(deps.siteKey)}.md`);
            const written = await (0,confined_write/* writeOptional */.GO)('Repair brief', { path: file, text: markdown, roots: [deps.ctx.tempDir] }, (refusal) => {
                state.warnings.push(refusal);
                toolkit.warning(refusal);
            });
            return written ? file : null;
        },
    }));
    await recordTrend(deps);
}
/** GitHub's compare API with the run's token, loaded on first use; null without a token. */
function githubCompare(deps) {
    const { settings, ctx } = deps;
    if (settings.githubToken === '')
        return null;
    return async (base, head) => {
        const { compareCommits } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 20480));
        return (await compareCommits(await deps.githubClient(settings.githubToken), ctx, base, head)).status;
    };
}


/***/ }),

/***/ 17455:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FT: () => (/* binding */ describeBaseline),
/* harmony export */   KO: () => (/* binding */ groupedTables),
/* harmony export */   Po: () => (/* binding */ baselineComment),
/* harmony export */   d_: () => (/* binding */ baselineSection)
/* harmony export */ });
/* unused harmony export newnessGroups */
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42495);
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(50589);


const HOW_TO_GET_ONE = 'run this action with the same `site` on pushes to the base branch (`on: push`): each succeeded scan there becomes the baseline of later pull requests';
/** After a cache outage a baseline may well be recorded: the way back is a re-run, not a new workflow. */
const AFTER_OUTAGE = 'the Actions cache could not be read, so the recorded baseline (if any) was not used';
/** One sentence: which scan, recorded by which run on which branch; or why there is none. */
function describeBaseline(b) {
    const by = b.recordedBy;
    const at = by?.sha ? ` at ${by.sha.slice(0, 12)}` : '';
    const run = by ? `the ${by.event} run ${by.runId} on ${b.branch ?? ''}${at}` : '';
    switch (b.source) {
        case 'input':
            return `scan ${b.scanId ?? ''}, given in the 'baseline' input`;
        case 'base-branch':
            return `scan ${b.scanId ?? ''} of ${b.site}, recorded by ${run} (the base branch)`;
        case 'branch':
            return `scan ${b.scanId ?? ''} of ${b.site}, recorded by ${run} (this branch's previous run)`;
        case 'none':
            return `none (${b.note ?? 'no baseline'})`;
    }
}
function baselineSection(r) {
    const b = r.baseline;
    if (!b)
        return '';
    const lines = ['### Baseline', (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__.md)(describeBaseline(b), 1000)];
    if (b.rerun)
        lines.push((0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__.md)(b.rerun, 500));
    if (b.source === 'none' && r.verdict.policyText.includes('new')) {
        lines.push(b.unread
            ? `Every open finding was judged: ${AFTER_OUTAGE}. To judge only what a pull request brings, re-run the job once the Actions cache answers again.`
            : `Every open finding was judged. To judge only what a pull request brings, ${HOW_TO_GET_ONE}.`);
    }
    if (b.recordedFor) {
        lines.push(`This run's scan is now the baseline of ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__.md)(b.recordedFor)} for later pull requests.`);
    }
    return lines.join('\n\n');
}
/** The comment's line on the baseline: what "new" was measured against, or that there was nothing. */
function baselineComment(r) {
    const b = r.baseline;
    if (b?.unread)
        return `**Baseline not read**: ${AFTER_OUTAGE}; every open finding was judged. Re-run the job once the Actions cache answers again.`;
    if (!b || b.source === 'none') {
        return `**No baseline yet**: every open finding was judged. To get one, ${HOW_TO_GET_ONE}.`;
    }
    return `Compared with ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__.md)(describeBaseline(b), 500)}.`;
}
/**
 * Results compared with the base, as a "new in this pull request" group and a "still open" group, each
 * with its heading; results never compared (no base to read) as one group without a heading.
 */
function newnessGroups(items, heading) {
    if (!items.some((i) => i.isNew !== undefined))
        return items.length > 0 ? [['', items]] : [];
    const fresh = items.filter((i) => i.isNew !== false);
    const stillOpen = items.filter((i) => i.isNew === false);
    const groups = [];
    if (fresh.length > 0)
        groups.push([heading(`New in this pull request (${fresh.length})`), fresh]);
    if (stillOpen.length > 0) {
        groups.push([heading(`Still open, already on the base branch (${stillOpen.length})`), stillOpen]);
    }
    return groups;
}
/** `newnessGroups` rendered: each group's heading (if any) followed by its capped table. */
function groupedTables(items, heading, headers, row, maxRows) {
    return newnessGroups(items, heading).flatMap(([title, group]) => [
        ...(title ? [title] : []),
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cappedTable */ .Uz)(headers, group, row, maxRows),
    ]);
}


/***/ }),

/***/ 11934:
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
    if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .TransportError */ .wX)
        return defaultMs;
    if (!(error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7))
        return null;
    if (error.status === 429 || error.status === 503)
        return error.retryAfterMs ?? defaultMs;
    return error.status >= 500 ? defaultMs : null;
}
function describeFailure(error) {
    if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7) {
        const wait = error.retryAfterMs ? `, retry after ${Math.ceil(error.retryAfterMs / 1000)} s` : '';
        return `HTTP ${error.status}${wait}`;
    }
    return error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .TransportError */ .wX ? error.describe() : String(error);
}
const seconds = (ms) => Math.round(ms / 1000);


/***/ }),

/***/ 69943:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GO: () => (/* binding */ writeOptional)
/* harmony export */ });
/* unused harmony exports WriteRefused, writeConfined */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
// Writes a file the action produces (SARIF, repair brief) only inside the folders it may write to. A
// pull request can commit a symlink at the file's path or at a folder on the way to it; following it
// would overwrite a file elsewhere on the runner. Node has no openat(), so this is as race-aware as it
// allows: every folder is checked with lstat as it is walked (and made one at a time), the file is opened
// with O_NOFOLLOW, and before a byte is written the open file must still be the one at the checked path.



/** Why a write was not done; the caller reports it as a warning (these files are optional extras). */
class WriteRefused extends Error {
    name = 'WriteRefused';
    constructor(path, reason) {
        super(`${path}: ${reason}`);
    }
}
// Not defined on Windows, where the lstat checks alone stand. O_NONBLOCK: a FIFO fails to open, not hangs.
const NO_FOLLOW = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0;
const FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT | NO_FOLLOW | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0);
const SYMLINK_WHY = 'a symlink (the repository may have committed it to redirect the write), not followed';
/**
 * Writes `text` to `path` (absolute, or relative to the working folder) when it lies inside one of `roots`
 * (the workspace, the runner's temporary folder) with no symlink below that root; otherwise throws
 * `WriteRefused` naming the path and why, having written nothing.
 */
async function writeConfined(path, text, roots) {
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(path);
    const root = roots.map((r) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(r)).find((r) => inside(r, target));
    if (root === undefined)
        throw new WriteRefused(path, `outside the workspace and the runner's temporary folder (${roots.join(', ')})`);
    const parts = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(root, target).split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep);
    const name = parts.pop() ?? '';
    // The root itself is the runner's (it may be a symlink, as /tmp is on macOS): only what is below it is checked.
    const folder = await walkFolders(path, await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(root), parts);
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, name);
    if ((await lstatOrNull(file))?.isSymbolicLink())
        throw new WriteRefused(path, `the file is ${SYMLINK_WHY}`);
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(file, FLAGS, 0o644).catch((error) => {
        throw isCode(error, 'ELOOP') || isCode(error, 'EMLINK')
            ? new WriteRefused(path, `the file is ${SYMLINK_WHY}`)
            : error;
    });
    try {
        const opened = await handle.stat();
        if (!opened.isFile())
            throw new WriteRefused(path, 'not a regular file');
        const now = await lstatOrNull(file);
        const same = now !== null && now.dev === opened.dev && now.ino === opened.ino;
        if (!same || (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(folder)) !== folder)
            throw new WriteRefused(path, 'the path changed while it was being opened (a symlink race), not written');
        await handle.truncate(0);
        await handle.writeFile(text);
    }
    finally {
        await handle.close();
    }
}
/**
 * `writeConfined` for an optional extra: a refusal is passed to `warn` as "<what> not written: <path>:
 * <why>." and gives false (never a failure of the gate); any other error is thrown.
 */
async function writeOptional(what, target, warn) {
    try {
        await writeConfined(target.path, target.text, target.roots);
        return true;
    }
    catch (error) {
        if (!(error instanceof WriteRefused))
            throw error;
        warn(`${what} not written: ${error.message}.`);
        return false;
    }
}
function inside(root, target) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(root, target);
    return rel !== '' && !rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_2__.sep}`) && rel !== '..' && !(0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(rel);
}
/** Walks (and makes) the folders below `root`, refusing a symlink or a non-folder among them. */
async function walkFolders(path, root, parts) {
    let folder = root;
    for (const [index, part] of parts.entries()) {
        folder = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, part);
        const shown = parts.slice(0, index + 1).join('/');
        let stats = await lstatOrNull(folder);
        if (stats === null) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(folder).catch((error) => {
                if (!isCode(error, 'EEXIST'))
                    throw error;
            });
            stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(folder);
        }
        if (stats.isSymbolicLink())
            throw new WriteRefused(path, `the folder ${shown} is ${SYMLINK_WHY}`);
        if (!stats.isDirectory())
            throw new WriteRefused(path, `${shown} is not a folder`);
    }
    return folder;
}
async function lstatOrNull(path) {
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(path).catch((error) => {
        if (isCode(error, 'ENOENT'))
            return null;
        throw error;
    });
}
const isCode = (error, code) => error instanceof Error && error.code === code;


/***/ })

};
