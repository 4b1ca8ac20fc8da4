export const id = 814;
export const ids = [814];
export const modules = {

/***/ 8814:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  monitorCommand: () => (/* binding */ monitorCommand)
});

// EXTERNAL MODULE: ./src/github/context.ts
var context = __webpack_require__(19556);
// EXTERNAL MODULE: ./src/neutralise/plain-text.ts
var plain_text = __webpack_require__(76564);
// EXTERNAL MODULE: ./src/github/create-once.ts
var create_once = __webpack_require__(94633);
;// CONCATENATED MODULE: ./src/github/issues.ts
// One issue per marker: an issue whose body holds the marker is reused, never opened twice. Pure decision
// plus a narrow API seam. GitHub shows titles as plain text: every title is made one bounded line here,
// hidden characters visible, whoever built it.


/**
 * Lists the issues once, then opens each requested one that no issue holds the marker of (closed issues
 * count too: a closed advisory issue stays closed), and says why and closes each open issue to close.
 */
async function syncIssues(api, plan, labels) {
    if (plan.open.length === 0 && plan.close.length === 0)
        return [];
    const [listed, author] = await Promise.all([api.listIssues(labels), api.author()]);
    // Only the token's own issues: a marker in somebody else's issue is not ours to reuse or close.
    const ours = (issues) => issues.filter((issue) => issue.user?.login === author);
    const existing = ours(listed);
    const holding = (marker) => existing.filter((issue) => (issue.body ?? '').includes(marker));
    const done = [];
    for (const request of plan.open) {
        const found = holding(request.marker)[0];
        const issue = found ??
            (await (0,create_once/* createOnce */.U)(() => api.createIssue({ title: (0,plain_text/* plainTitle */.D4)(request.title), body: request.body, labels }), async () => ours(await api.listIssues(labels)).find((i) => (i.body ?? '').includes(request.marker))));
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

// EXTERNAL MODULE: ./src/github/octokit.ts + 2 modules
var octokit = __webpack_require__(88193);
// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __webpack_require__(54285);
// EXTERNAL MODULE: ./src/neutralise/markdown.ts
var neutralise_markdown = __webpack_require__(63309);
// EXTERNAL MODULE: ./src/slug.ts
var slug = __webpack_require__(53684);
;// CONCATENATED MODULE: ./src/report/monitor-issue.ts



/** Ids go into an HTML comment: slugs hold no character that could end it. */
function advisoryIssueMarker(siteKey, advisoryId) {
    return `<!-- security-scan-action:monitor:${(0,slug/* slug */.y)(siteKey)}:${(0,slug/* slug */.y)(advisoryId)} -->`;
}
/** Issue titles are plain text on GitHub: nothing is escaped (`1. numbered` stays), nothing hidden passes. */
function advisoryIssueTitle(a) {
    return (0,plain_text/* plainTitle */.D4)(`Security advisory ${(0,plain_text/* plainTitle */.D4)(a.id, 60)} (${(0,plain_text/* plainTitle */.D4)(a.severity, 20)}): ${a.title}`);
}
function advisoryIssueBody(a, marker, site, runUrl) {
    const rows = [
        ['Advisory', (0,neutralise_markdown/* mdLink */.Y)(a.id, a.url)],
        ['Severity', (0,markdown/* severityCell */.kY)(a.severity)],
        ['Kind', (0,neutralise_markdown.md)(a.kind, 40)],
        ['Exploited', a.exploited ? '🔥 yes, known to be exploited' : 'not known to be'],
        ['Published', (0,neutralise_markdown.md)(a.publishedAt, 40)],
        ['Packages', (0,neutralise_markdown.md)(a.packages.join(', ') || 'none listed', 1000)],
        ['Sites', (0,neutralise_markdown.md)(a.sites.join(', ') || 'none listed', 1000)],
    ];
    const by = runUrl ? (0,neutralise_markdown/* mdLink */.Y)('a monitor run', runUrl) : 'a monitor run';
    return [
        marker,
        `### ${(0,neutralise_markdown.md)(a.title, 300)}`,
        (0,markdown/* table */.tp)(['', ''], rows),
        `Opened by ${by} of security-scan-action${site ? ` for ${(0,neutralise_markdown.md)(site, 200)}` : ''}. The advisory text comes from the scanning service.`,
    ].join('\n\n');
}
/** Said on an advisory's issue before it is closed. */
function advisoryWithdrawnComment(a, runUrl) {
    const by = runUrl ? (0,neutralise_markdown/* mdLink */.Y)('A monitor run', runUrl) : 'A monitor run';
    const when = a.withdrawnAt ? ` on ${(0,neutralise_markdown.md)(a.withdrawnAt.slice(0, 10), 20)}` : '';
    return `${by} of security-scan-action found advisory ${(0,neutralise_markdown.md)(a.id, 60)} withdrawn${when}: it no longer applies, so this issue is closed.`;
}

// EXTERNAL MODULE: ./src/policy/severity.ts
var severity = __webpack_require__(23863);
// EXTERNAL MODULE: ./src/commands/inventory.ts + 1 modules
var inventory = __webpack_require__(83398);
// EXTERNAL MODULE: ./src/commands/scan/agent-route.ts
var agent_route = __webpack_require__(50195);
// EXTERNAL MODULE: ./src/api/envelope.ts + 1 modules
var envelope = __webpack_require__(74911);
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
        severity: (0,severity/* readSeverity */.MW)(item.severity),
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

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
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
        const issues = await edges.syncIssues(over, review.withdrawn, deps.siteKey);
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
        warn(`Monitor state not saved, so the next run reports these advisories again: ${(0,errors/* errorMessage */.gJ)(error)}`);
    }
}
async function recall(store, warn) {
    let text;
    try {
        text = await store.restore();
    }
    catch (error) {
        const why = (0,errors/* errorMessage */.gJ)(error);
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

;// CONCATENATED MODULE: ./src/commands/monitor/index.ts
// Assembles the monitor command: its memory in the Actions cache and its issues on GitHub.





/** A first run (or one without memory) may find many: the rest get theirs on the following runs. */
const MAX_ISSUES_PER_RUN = 20;
async function monitorCommand(deps) {
    const { ctx, settings } = deps;
    await runMonitor(deps, {
        store: await deps.stateStore(ctx.workspace, deps.siteKey, `${ctx.runId}-${ctx.job}-${deps.now()}`),
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
        const api = (0,octokit/* issueApi */.aq)(await deps.githubClient(settings.githubToken), ctx);
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

/***/ 94633:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ createOnce)
/* harmony export */ });
// GitHub takes no idempotency key for creating a comment or an issue, so a create is never re-sent
// blindly (Octokit's own retry is off for it: see octokit.ts). After a failure that may have landed (a
// 5xx, or an answer lost on the way back), the list is read again first, and the create is sent again only
// when nothing of ours is there: a retry never makes a second sticky comment or issue.
const CREATE_ATTEMPTS = 3;
/** A refusal (4xx) did not create anything; a 5xx or a network failure may have. */
const mayHaveLanded = (error) => {
    const status = error.status;
    return typeof status !== 'number' || status >= 500;
};
async function createOnce(create, landed) {
    for (let attempt = 1;; attempt += 1) {
        try {
            return await create();
        }
        catch (error) {
            if (attempt >= CREATE_ATTEMPTS || !mayHaveLanded(error))
                throw error;
            const found = await landed();
            if (found !== undefined)
                return found;
        }
    }
}


/***/ }),

/***/ 76564:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D4: () => (/* binding */ plainTitle),
/* harmony export */   wh: () => (/* binding */ plainText)
/* harmony export */ });
/* unused harmony export TITLE_MAX */
/* harmony import */ var _characters_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1024);
// Places GitHub shows as plain text: issue and pull-request titles, annotation titles and messages. Nothing
// there is Markdown, so nothing is escaped (`1. numbered` stays as it is); hidden characters are shown as
// code points and the length is bounded.

/** GitHub refuses issue titles over 256 characters. */
const TITLE_MAX = 256;
/** One line, spaces collapsed and trimmed: an issue or annotation title. */
function plainTitle(value, max = TITLE_MAX) {
    const text = (0,_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHidden */ .Ci)((0,_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)((0,_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .asText */ .e1)(value)))
        .replace(/\s+/g, ' ')
        .trim();
    return (0,_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .cut */ .Jj)(text, max);
}
/** Text that may keep its line breaks (as LF): an annotation message. */
function plainText(value, max = 4000) {
    return (0,_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .cut */ .Jj)((0,_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHidden */ .Ci)((0,_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .asText */ .e1)(value).replace(_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .ANY_LINE_BREAK */ .gD, '\n'), '\t\n'), max);
}


/***/ })

};
