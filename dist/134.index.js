export const id = 134;
export const ids = [134];
export const modules = {

/***/ 67870:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ uploadInventory)
/* harmony export */ });
/* harmony import */ var _api_assumed_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82650);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53249);
/* harmony import */ var _policy_severity_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(23863);
/* harmony import */ var _lockfiles_requirement_line_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18020);
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
    const { collectInventory, mergePackages, sourcesOf } = await __webpack_require__.e(/* import() */ 121).then(__webpack_require__.bind(__webpack_require__, 25121));
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
        if (!(error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceError */ ._) || error.status !== 422)
            throw error;
        state.skipped.push({ what: WHAT, why: `refused by the service: ${error.describe()}` });
        toolkit.warning(`Dependency upload refused: ${error.describe()}`);
        return;
    }
    const advisories = (0,_api_assumed_js__WEBPACK_IMPORTED_MODULE_0__/* .readAffectsYou */ .Gi)(result.affectsYou);
    const locations = locationsOf(files, new Set(advisories.map((a) => affectedKey(a))));
    const affected = (0,_policy_severity_js__WEBPACK_IMPORTED_MODULE_2__/* .bySeverity */ .Np)(advisories.map((a) => affectedView(a, locations)));
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
/**
 * The upload's packages are sorted and deduplicated, so the same lock files always give the same key.
 * node:crypto is fetched here, not imported, so a run that skips the upload does not load it.
 */
function contentHash(packages) {
    const hash = process.getBuiltinModule('node:crypto').createHash('sha256');
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
    return `${ecosystem}\0${ecosystem === 'pypi' ? (0,_lockfiles_requirement_line_js__WEBPACK_IMPORTED_MODULE_3__/* .normalizePypiName */ .Ty)(name) : name}\0${version}`;
}


/***/ }),

/***/ 83134:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  monitorCommand: () => (/* binding */ monitorCommand)
});

// EXTERNAL MODULE: ./src/github/context.ts
var context = __webpack_require__(19556);
;// CONCATENATED MODULE: ./src/github/issues.ts
// One issue per marker: an issue whose body holds the marker is reused, never opened twice. Pure decision
// plus a narrow API seam.
/**
 * Lists the issues once, then opens each requested one that no issue holds the marker of (closed issues
 * count too: a closed advisory issue stays closed), and says why and closes each open issue to close.
 */
async function syncIssues(api, plan, labels) {
    if (plan.open.length === 0 && plan.close.length === 0)
        return [];
    const existing = await api.listIssues(labels);
    const holding = (marker) => existing.filter((issue) => (issue.body ?? '').includes(marker));
    const done = [];
    for (const request of plan.open) {
        const found = holding(request.marker)[0];
        const issue = found ?? (await api.createIssue({ title: request.title, body: request.body, labels }));
        const action = found === undefined ? 'opened' : 'found';
        done.push({ marker: request.marker, number: issue.number, url: issue.html_url ?? null, action });
    }
    for (const closing of plan.close) {
        const found = holding(closing.marker).find((issue) => issue.state !== 'closed');
        if (!found)
            continue;
        await api.commentOnIssue(found.number, closing.comment);
        await api.closeIssue(found.number);
        done.push({
            marker: closing.marker,
            number: found.number,
            url: found.html_url ?? null,
            action: 'closed',
        });
    }
    return done;
}

// EXTERNAL MODULE: ./src/github/octokit.ts
var octokit = __webpack_require__(6702);
// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __webpack_require__(54285);
// EXTERNAL MODULE: ./src/report/untrusted.ts
var untrusted = __webpack_require__(60480);
;// CONCATENATED MODULE: ./src/report/monitor-issue.ts


/** Ids go into an HTML comment: only characters that cannot end it. */
const markerPart = (value) => value.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 100);
function advisoryIssueMarker(siteKey, advisoryId) {
    return `<!-- security-scan-action:monitor:${markerPart(siteKey)}:${markerPart(advisoryId)} -->`;
}
function advisoryIssueTitle(a) {
    return `Security advisory ${(0,untrusted.md)(a.id, 60)} (${(0,untrusted.md)(a.severity, 20)}): ${(0,untrusted.md)(a.title, 150)}`;
}
function advisoryIssueBody(a, marker, site, runUrl) {
    const rows = [
        ['Advisory', (0,untrusted/* mdLink */.YF)(a.id, a.url)],
        ['Severity', (0,markdown/* severityCell */.kY)(a.severity)],
        ['Kind', (0,untrusted.md)(a.kind, 40)],
        ['Exploited', a.exploited ? '🔥 yes, known to be exploited' : 'not known to be'],
        ['Published', (0,untrusted.md)(a.publishedAt, 40)],
        ['Packages', (0,untrusted.md)(a.packages.join(', ') || 'none listed', 1000)],
        ['Sites', (0,untrusted.md)(a.sites.join(', ') || 'none listed', 1000)],
    ];
    const by = runUrl ? (0,untrusted/* mdLink */.YF)('a monitor run', runUrl) : 'a monitor run';
    return [
        marker,
        `### ${(0,untrusted.md)(a.title, 300)}`,
        (0,markdown/* table */.tp)(['', ''], rows),
        `Opened by ${by} of security-scan-action${site ? ` for ${(0,untrusted.md)(site, 200)}` : ''}. The advisory text comes from the scanning service.`,
    ].join('\n\n');
}
/** Said on an advisory's issue before it is closed. */
function advisoryWithdrawnComment(a, runUrl) {
    const by = runUrl ? (0,untrusted/* mdLink */.YF)('A monitor run', runUrl) : 'A monitor run';
    const when = a.withdrawnAt ? ` on ${(0,untrusted.md)(a.withdrawnAt.slice(0, 10), 20)}` : '';
    return `${by} of security-scan-action found advisory ${(0,untrusted.md)(a.id, 60)} withdrawn${when}: it no longer applies, so this issue is closed.`;
}

// EXTERNAL MODULE: ./src/policy/severity.ts
var severity = __webpack_require__(23863);
// EXTERNAL MODULE: ./src/commands/inventory.ts
var inventory = __webpack_require__(67870);
// EXTERNAL MODULE: ./src/commands/scan/agent-route.ts
var agent_route = __webpack_require__(50195);
// EXTERNAL MODULE: ./src/api/envelope.ts
var envelope = __webpack_require__(59454);
;// CONCATENATED MODULE: ./src/commands/monitor/memory.ts
// The state a monitor run leaves for the next one: which advisories it reported. Small (an id and two
// dates per advisory), versioned, and read defensively: a corrupt or foreign file counts as no memory.

const MEMORY_SCHEMA_VERSION = 1;
/** Bounds the file: the advisories seen longest ago are forgotten first. */
const MAX_ENTRIES = 5000;
/** The memory in a state file, or null when the file is not one this version wrote. */
function parseMemory(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return null;
    }
    if (!(0,envelope/* isRecord */.u4)(value) || value.schemaVersion !== MEMORY_SCHEMA_VERSION || !(0,envelope/* isRecord */.u4)(value.entries)) {
        return null;
    }
    const entries = {};
    for (const [id, entry] of Object.entries(value.entries)) {
        if (!(0,envelope/* isRecord */.u4)(entry) || typeof entry.reportedAt !== 'string' || typeof entry.seenAt !== 'string') {
            return null;
        }
        entries[id] = { reportedAt: entry.reportedAt, seenAt: entry.seenAt };
    }
    return { schemaVersion: MEMORY_SCHEMA_VERSION, entries };
}
function nextMemory(memory, run, now) {
    const entries = new Map(Object.entries(memory?.entries ?? {}));
    for (const id of run.seen) {
        const entry = entries.get(id);
        if (entry)
            entries.set(id, { ...entry, seenAt: now });
    }
    for (const id of run.reported)
        entries.set(id, { reportedAt: now, seenAt: now });
    for (const id of run.withdrawnIds)
        entries.delete(id);
    const kept = [...entries].sort(([, a], [, b]) => b.seenAt.localeCompare(a.seenAt)).slice(0, MAX_ENTRIES);
    return { schemaVersion: MEMORY_SCHEMA_VERSION, entries: Object.fromEntries(kept) };
}

// EXTERNAL MODULE: ./src/api/assumed.ts
var assumed = __webpack_require__(82650);
;// CONCATENATED MODULE: ./src/commands/monitor/triage.ts


function advisoryView(item) {
    const refs = (0,assumed/* readAdvisoryRefs */.ET)(item);
    return {
        id: String(item.id),
        title: typeof item.title === 'string' ? item.title : '',
        severity: typeof item.severity === 'string' ? item.severity : 'unknown',
        kind: typeof item.kind === 'string' ? item.kind : 'unknown',
        exploited: item.exploited === true,
        publishedAt: typeof item.publishedAt === 'string' ? item.publishedAt : '',
        withdrawnAt: typeof item.withdrawnAt === 'string' && item.withdrawnAt !== '' ? item.withdrawnAt : null,
        ...refs,
    };
}
/** Without a memory every current advisory of the window is new: nothing is silently left out. */
function triage(listed, memory) {
    const entries = memory?.entries ?? {};
    const remembered = (id) => Object.hasOwn(entries, id);
    const current = listed.filter((a) => a.withdrawnAt === null);
    const listedIds = new Set(listed.map((a) => a.id));
    return {
        fresh: orderAdvisories(current.filter((a) => !remembered(a.id))),
        withdrawn: orderAdvisories(listed.filter((a) => a.withdrawnAt !== null && remembered(a.id))),
        alreadyReported: current.filter((a) => remembered(a.id)).length,
        missing: Object.entries(entries)
            .filter(([id]) => !listedIds.has(id))
            .sort(([, a], [, b]) => a.seenAt.localeCompare(b.seenAt))
            .map(([id]) => id),
    };
}
/** Exploited first, then the most severe, then the newest. */
function orderAdvisories(items) {
    return [...items].sort((a, b) => Number(b.exploited) - Number(a.exploited) ||
        (0,severity/* severityRank */.qs)(b.severity) - (0,severity/* severityRank */.qs)(a.severity) ||
        b.publishedAt.localeCompare(a.publishedAt));
}

;// CONCATENATED MODULE: ./src/commands/monitor/monitor.ts





/** Remembered advisories the window no longer lists, looked up one by one per run (oldest first). */
const MAX_LOOKUPS = 25;
async function runMonitor(deps, edges) {
    const { settings, state, toolkit } = deps;
    const warn = (message) => {
        state.warnings.push(message);
        toolkit.warning(message);
    };
    const site = await prepareSite(deps);
    const recalled = await recall(edges.store, warn);
    const query = monitorQuery(settings.monitor, site?.id ?? null);
    const review = await reviewAdvisories(deps.client, query, recalled.memory);
    const failOn = (state.policy ?? settings.policy).failOn;
    state.monitor = {
        filters: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
        memory: recalled.status,
        listed: review.listed.filter((a) => a.withdrawnAt === null).length,
        new: review.fresh,
        withdrawn: review.withdrawn,
        alreadyReported: review.alreadyReported,
        issues: [],
    };
    state.outcomes.push(...gateOutcomes(review.fresh, failOn));
    toolkit.info(`Advisories: ${review.listed.length} listed, ${review.fresh.length} new, ${review.withdrawn.length} withdrawn (memory: ${recalled.status}).`);
    for (const a of review.fresh)
        toolkit.info(`New ${a.severity} advisory ${a.id}: ${a.title}`);
    for (const a of review.withdrawn)
        toolkit.info(`Withdrawn advisory ${a.id}: ${a.title}`);
    let unissued = [];
    if (edges.syncIssues) {
        const over = review.fresh.filter((a) => (0,severity/* reaches */.O6)(a.severity, failOn));
        const issues = await edges.syncIssues(over, review.withdrawn, site?.id ?? 'all-sites');
        state.monitor = { ...state.monitor, issues };
        const issued = new Set(issues.map((i) => i.advisoryId));
        unissued = over.filter((a) => !issued.has(a.id)).map((a) => a.id);
        if (unissued.length > 0) {
            warn(`${unissued.length} new advisory(ies) got no issue; they are not remembered, so the next run reports them again and opens their issues.`);
        }
    }
    // Without a store there is nothing to save; a corrupt state is replaced by this run's.
    if (recalled.status !== 'unavailable') {
        const reported = review.reported.filter((id) => !unissued.includes(id));
        await remember(edges.store, nextMemory(recalled.memory, { ...review, reported }, new Date(deps.now()).toISOString()), warn);
    }
}
/** The site, when one is given, with its inventories uploaded first so package matches are fresh. */
async function prepareSite(deps) {
    const { settings, state, client } = deps;
    if (!settings.site) {
        if (settings.dependencies !== 'none') {
            state.skipped.push({
                what: 'Dependency upload',
                why: "no 'site' input: an inventory belongs to a site",
            });
        }
        return null;
    }
    const site = await (0,agent_route/* agentRoute */.pf)(client, deps.keyFor).resolveSite(settings.site);
    state.site = site;
    await (0,inventory/* uploadInventory */.o)(deps, site, 'agent');
    return site;
}
/** Every page of the window, judged against the memory; remembered ones gone from it are looked up. */
async function reviewAdvisories(client, query, memory) {
    const listed = [];
    for await (const item of client.monitor(query))
        listed.push(advisoryView(item));
    const found = triage(listed, memory);
    const checked = found.missing.slice(0, MAX_LOOKUPS);
    const lookedUp = await lookUp(client, checked);
    const withdrawn = orderAdvisories([...found.withdrawn, ...lookedUp.filter((a) => a.withdrawnAt !== null)]);
    return {
        listed,
        fresh: found.fresh,
        withdrawn,
        alreadyReported: found.alreadyReported,
        reported: found.fresh.map((a) => a.id),
        seen: [...listed.map((a) => a.id), ...checked],
        withdrawnIds: withdrawn.map((a) => a.id),
    };
}
async function remember(store, memory, warn) {
    try {
        await store.save(JSON.stringify(memory));
    }
    catch (error) {
        warn(`Monitor state not saved, so the next run reports these advisories again: ${error instanceof Error ? error.message : String(error)}`);
    }
}
async function recall(store, warn) {
    let text;
    try {
        text = await store.restore();
    }
    catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        warn(`Monitor state unavailable (${why}): every advisory of the window is reported, not only new ones.`);
        return { memory: null, status: 'unavailable' };
    }
    if (text === null)
        return { memory: null, status: 'empty' };
    const memory = parseMemory(text);
    if (memory === null) {
        warn('Monitor state unreadable (corrupt, or written by another version): every advisory of the window is reported, not only new ones.');
        return { memory: null, status: 'unreadable' };
    }
    return { memory, status: 'restored' };
}
function monitorQuery(m, siteId) {
    return {
        view: m.view,
        kind: m.kind,
        ecosystem: m.ecosystem,
        severity: m.severity,
        ...(m.days !== null ? { days: m.days } : {}),
        ...(m.query !== '' ? { q: m.query } : {}),
        ...(siteId !== null ? { siteId } : {}),
    };
}
/** Withdrawn advisories leave the lists; only a lookup by id tells withdrawn from out of the window. */
async function lookUp(client, ids) {
    const found = [];
    for (const id of ids) {
        const page = await client.monitorPage({ advisoryId: id, view: 'latest' });
        const item = page.items.find((i) => i.id === id);
        if (item)
            found.push(advisoryView(item));
    }
    return found;
}
function gateOutcomes(fresh, failOn) {
    return fresh
        .filter((a) => (0,severity/* reaches */.O6)(a.severity, failOn))
        .map((a) => ({
        level: 'fail',
        group: `new advisory(ies) at or above ${failOn}`,
        item: `${a.severity}${a.exploited ? ' exploited' : ''} ${a.id}: ${a.title}`,
        ignoreIds: [a.id],
    }));
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/commands/monitor/state-store.ts
// Where the monitor's memory lives between scheduled runs: the Actions cache. Cache keys are immutable, so
// every run saves under its own key and restores the newest entry of the site's key prefix.


/** The store cannot be used at all; the run reports the whole window instead. */
class StoreUnavailable extends Error {
}
/** Bump when the state file changes so older entries are not restored. */
const KEY_VERSION = 'v1';
/** In the workspace: the cache keys a file by the path string given, which must be the same every run. */
const STATE_DIR = '.security-scan-action';
function actionsCacheStore(workspace, siteKey, runKey) {
    const slug = siteKey.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 100);
    const path = `${STATE_DIR}/monitor-${slug}.json`;
    const absolute = (0,external_node_path_.join)(workspace, path);
    // The slash after the site keeps site `a` from restoring site `ab`'s state.
    const prefix = `security-scan-monitor/${KEY_VERSION}/${slug}/`;
    const key = `${prefix}${runKey}`;
    const cache = async () => {
        const toolkit = await __webpack_require__.e(/* import() */ 520).then(__webpack_require__.bind(__webpack_require__, 44520));
        if (!toolkit.isFeatureAvailable()) {
            throw new StoreUnavailable('no Actions cache service is available (GitHub Enterprise Server without it, or a run outside Actions)');
        }
        return toolkit;
    };
    return {
        restore: async () => {
            const toolkit = await cache();
            const matched = await toolkit.restoreCache([path], key, [prefix]).catch(unavailable);
            if (matched === undefined)
                return null;
            try {
                return await (0,promises_.readFile)(absolute, 'utf8');
            }
            finally {
                await (0,promises_.rm)((0,external_node_path_.join)(workspace, STATE_DIR), { recursive: true, force: true });
            }
        },
        save: async (text) => {
            const toolkit = await cache();
            await (0,promises_.mkdir)((0,external_node_path_.dirname)(absolute), { recursive: true });
            await (0,promises_.writeFile)(absolute, text);
            try {
                const id = await toolkit.saveCache([path], key).catch(unavailable);
                if (id === -1)
                    throw new StoreUnavailable(`the cache did not keep the state (key ${key})`);
            }
            finally {
                // The workspace is the user's checkout: leave nothing behind.
                await (0,promises_.rm)((0,external_node_path_.join)(workspace, STATE_DIR), { recursive: true, force: true });
            }
        },
    };
}
function unavailable(error) {
    throw new StoreUnavailable(error instanceof Error ? error.message : String(error));
}

;// CONCATENATED MODULE: ./src/commands/monitor/index.ts
// Assembles the monitor command: its memory in the Actions cache and its issues on GitHub.






/** A first run (or one without memory) may find many: the rest get theirs on the following runs. */
const MAX_ISSUES_PER_RUN = 20;
async function monitorCommand(deps) {
    const { ctx, settings } = deps;
    const siteKey = settings.site || 'all-sites';
    await runMonitor(deps, {
        store: actionsCacheStore(ctx.workspace, siteKey, `${ctx.runId}-${ctx.job}-${deps.now()}`),
        syncIssues: settings.monitor.createIssues
            ? (fresh, withdrawn, key) => syncAdvisoryIssues(deps, fresh, withdrawn, key)
            : null,
    });
}
/**
 * Opens an issue per new advisory given (at most MAX_ISSUES_PER_RUN) and closes those of withdrawn ones.
 * A refusal or failure is a warning: the verdict stands on the advisories.
 */
async function syncAdvisoryIssues(deps, fresh, withdrawn, siteKey) {
    const { ctx, settings, state, toolkit } = deps;
    const warn = (message) => {
        state.warnings.push(message);
        toolkit.warning(message);
    };
    if (fresh.length === 0 && withdrawn.length === 0)
        return [];
    if (settings.githubToken === '') {
        if (fresh.length > 0)
            warn('Issues not opened: the github-token input is empty.');
        return [];
    }
    const advisoryOf = new Map();
    const marked = (a) => {
        const marker = advisoryIssueMarker(siteKey, a.id);
        advisoryOf.set(marker, a.id);
        return marker;
    };
    // The rest come back as new on the next run (see runMonitor), which opens their issues then.
    const open = fresh.slice(0, MAX_ISSUES_PER_RUN).map((a) => {
        const marker = marked(a);
        const body = advisoryIssueBody(a, marker, state.site?.label ?? null, (0,context/* runUrl */.V)(ctx));
        return { marker, title: advisoryIssueTitle(a), body };
    });
    const close = withdrawn.map((a) => ({
        marker: marked(a),
        comment: advisoryWithdrawnComment(a, (0,context/* runUrl */.V)(ctx)),
    }));
    try {
        const api = (0,octokit/* issueApi */.aq)(await (0,octokit/* createOctokit */.Qi)(settings.githubToken, ctx), ctx);
        const done = await syncIssues(api, { open, close }, settings.monitor.issueLabels);
        const count = (action) => done.filter((i) => i.action === action).length;
        toolkit.info(`Issues: ${count('opened')} opened, ${count('found')} already there, ${count('closed')} closed (advisory withdrawn).`);
        return done.map(({ marker, ...issue }) => ({ advisoryId: advisoryOf.get(marker) ?? '', ...issue }));
    }
    catch (error) {
        warn((0,octokit/* explainGitHubError */.Pm)(error, open.length > 0 ? 'Issue creation' : 'Closing the issues of withdrawn advisories', ctx));
        return [];
    }
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

/***/ 6702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pm: () => (/* binding */ explainGitHubError),
/* harmony export */   Qi: () => (/* binding */ createOctokit),
/* harmony export */   _N: () => (/* binding */ commentApi),
/* harmony export */   aq: () => (/* binding */ issueApi)
/* harmony export */ });
async function createOctokit(token, ctx) {
    const { getOctokit } = await __webpack_require__.e(/* import() */ 413).then(__webpack_require__.bind(__webpack_require__, 92413));
    return getOctokit(token, { baseUrl: ctx.apiUrl });
}
function commentApi(octokit, ctx) {
    const repo = { owner: ctx.owner, repo: ctx.repo };
    return {
        listComments: (issueNumber) => octokit.paginate(octokit.rest.issues.listComments, {
            ...repo,
            issue_number: issueNumber,
            per_page: 100,
        }),
        createComment: async (issueNumber, body) => {
            await octokit.rest.issues.createComment({ ...repo, issue_number: issueNumber, body });
        },
        updateComment: async (commentId, body) => {
            await octokit.rest.issues.updateComment({ ...repo, comment_id: commentId, body });
        },
    };
}
function issueApi(octokit, ctx) {
    const repo = { owner: ctx.owner, repo: ctx.repo };
    return {
        listIssues: (labels) => octokit.paginate(octokit.rest.issues.listForRepo, {
            ...repo,
            state: 'all',
            ...(labels.length > 0 ? { labels: labels.join(',') } : {}),
            per_page: 100,
        }),
        createIssue: async ({ title, body, labels }) => (await octokit.rest.issues.create({ ...repo, title, body, labels: [...labels] })).data,
        commentOnIssue: async (number, body) => {
            await octokit.rest.issues.createComment({ ...repo, issue_number: number, body });
        },
        closeIssue: async (number) => {
            await octokit.rest.issues.update({
                ...repo,
                issue_number: number,
                state: 'closed',
                state_reason: 'not_planned',
            });
        },
    };
}
/** Turns a refusal from GitHub into a sentence that says what to change. */
function explainGitHubError(error, what, ctx) {
    const status = error.status;
    if (status === 403 && ctx.fromFork) {
        return `${what} skipped: the token of a pull request from a fork may only read (GitHub's rule for forks).`;
    }
    if (status === 403) {
        return `${what} refused (403): give the job the permission it needs (pull-requests: write for comments, issues: write for issues).`;
    }
    if (status === 401)
        return `${what} refused (401): the github-token input is missing or invalid.`;
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return `${what} failed${status ? ` (${status})` : ''}: ${message}`;
}


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
const LOCAL_ARCHIVE = /\.(?:whl|zip|tar\.gz|tgz|tar\.bz2|tar\.xz|tar)$/i;
/** PEP 503: the name as the index knows it (lowercase, runs of `-`, `_`, `.` as one `-`). */
function normalizePypiName(name) {
    return name.toLowerCase().replace(/[-_.]+/g, '-');
}
/** Reads one requirement (comments already removed); throws an Error naming what is wrong. */
function readRequirement(text) {
    const requirement = withoutOptions(text);
    if (URL_SCHEME.test(requirement) || requirement.startsWith('git+'))
        return fromLocation(requirement, '');
    if (/^(?:\.{1,2}[/\\]|[/\\~]|\.$)/.test(requirement) || LOCAL_ARCHIVE.test(requirement)) {
        return fromLocation(requirement, '');
    }
    const named = NAME_PART.exec(requirement);
    if (named === null)
        throw new Error(`not a requirement: ${text}`);
    const name = normalizePypiName(named[1] ?? '');
    const rest = requirement.slice(named[0].length);
    if (rest.startsWith('@'))
        return fromLocation(rest.slice(1).trim(), name);
    const specifiers = withoutMarkers(rest)
        .replace(/^\((.*)\)$/, '$1')
        .trim();
    const version = pinnedVersion(specifiers, text);
    if (version !== null)
        return { kind: 'pinned', name, version };
    return { kind: 'skipped', name, spec: specifiers, reason: 'unpinned' };
}
/** Per-requirement options (`--hash=…`, `--config-settings …`) follow the requirement. */
function withoutOptions(text) {
    const option = text.search(/\s--[A-Za-z]/);
    return (option === -1 ? text : text.slice(0, option)).trim();
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
    const spec = location.replace(/\s+;.*$/, '');
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
    const path = location.split(/[?#]/, 1)[0]?.replace(/[/\\]+$/, '') ?? '';
    const last = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
    if (LOCAL_ARCHIVE.test(last))
        return normalizePypiName(last.split(/-\d/, 1)[0] ?? last);
    return last === '' ? location : last;
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
