export const id = 345;
export const ids = [345];
export const modules = {

/***/ 63345:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  monitorCommand: () => (/* binding */ monitorCommand)
});

// EXTERNAL MODULE: ./src/github/code-source.ts
var code_source = __webpack_require__(55954);
// EXTERNAL MODULE: ./src/github/context.ts
var context = __webpack_require__(19556);
// EXTERNAL MODULE: ./src/neutralise/plain-text.ts
var plain_text = __webpack_require__(76564);
// EXTERNAL MODULE: ./src/github/create-once.ts
var create_once = __webpack_require__(94633);
// EXTERNAL MODULE: ./src/github/memo.ts
var memo = __webpack_require__(61345);
// EXTERNAL MODULE: ./src/github/own-marked.ts
var own_marked = __webpack_require__(97400);
;// CONCATENATED MODULE: ./src/github/issues.ts
// One issue per marker: an issue whose body holds the marker is reused, never opened twice. Pure decision
// plus a narrow API seam. GitHub shows titles as plain text: every title is made one bounded line here,
// hidden characters visible, whoever built it.




/**
 * The labels asked for that a new issue lacks: GitHub drops them silently when the token may not set
 * labels (only who has push access may), and the issue is then not found by them on the next run.
 */
function droppedLabels(created, asked) {
    const set = new Set((created.labels ?? []).map((l) => (typeof l === 'string' ? l : (l.name ?? ''))));
    return asked.filter((label) => !set.has(label));
}
/**
 * Lists the issues once, then opens each requested one that no issue holds the marker of (closed issues
 * count too: a closed advisory issue stays closed), and says why and closes each open issue to close.
 */
async function syncIssues(api, plan, labels) {
    if (plan.open.length === 0 && plan.close.length === 0)
        return [];
    const markers = [...plan.open, ...plan.close].map((request) => request.marker);
    const author = (0,memo/* memo */.p)(() => api.author());
    const ours = (issues) => (0,own_marked/* ownMarked */.d)(issues, (body) => markers.some((marker) => body.includes(marker)), author);
    const existing = await ours(await api.listIssues(labels));
    const holding = (marker) => existing.filter((issue) => (issue.body ?? '').includes(marker));
    const done = [];
    for (const request of plan.open) {
        const found = holding(request.marker)[0];
        const issue = found ??
            (await (0,create_once/* createOnce */.U)(() => api.createIssue({ title: (0,plain_text/* plainTitle */.D4)(request.title), body: request.body, labels }), async () => (await ours(await api.listIssues(labels))).find((i) => (i.body ?? '').includes(request.marker))));
        const action = found === undefined ? 'opened' : 'found';
        const dropped = found === undefined ? droppedLabels(issue, labels) : [];
        done.push({
            marker: request.marker,
            number: issue.number,
            url: issue.html_url ?? null,
            action,
            ...(dropped.length > 0 ? { droppedLabels: dropped } : {}),
        });
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
var octokit = __webpack_require__(15980);
// EXTERNAL MODULE: ./src/neutralise/uri.ts
var uri = __webpack_require__(25652);
// EXTERNAL MODULE: ./src/render/code-link.ts
var code_link = __webpack_require__(70488);
// EXTERNAL MODULE: ./src/render/dates.ts
var dates = __webpack_require__(29797);
// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(42495);
// EXTERNAL MODULE: ./src/render/untrusted.ts + 2 modules
var untrusted = __webpack_require__(50589);
// EXTERNAL MODULE: ./src/slug.ts
var slug = __webpack_require__(53684);
;// CONCATENATED MODULE: ./src/render/monitor-issue.ts






/** Rows of the "Affected here" table before it says how many more the job summary lists. */
const MAX_PINNED_ROWS = 20;
/** Ids go into an HTML comment: slugs hold no character that could end it. */
function advisoryIssueMarker(siteKey, advisoryId) {
    return `<!-- security-scan-action:monitor:${(0,slug/* slug */.y)(siteKey)}:${(0,slug/* slug */.y)(advisoryId)} -->`;
}
/** Issue titles are plain text on GitHub: nothing is escaped (`1. numbered` stays), nothing hidden passes. */
function advisoryIssueTitle(a) {
    return (0,untrusted/* plainTitle */.D4)(`Security advisory ${(0,untrusted/* plainTitle */.D4)(a.id, 60)} (${(0,untrusted/* plainTitle */.D4)(a.severity, 20)}): ${a.title}`);
}
function advisoryIssueBody(a, c) {
    const by = c.runUrl ? (0,untrusted/* mdLink */.YF)('a monitor run', c.runUrl) : 'a monitor run';
    return [
        c.marker,
        `### ${(0,untrusted.md)(a.title, 300)}`,
        advisoryLead(a),
        ...affectedHere(a, c.pinned, c.source),
        `**What to do:** ${nextStep(a, c.pinned ?? [])}`,
        (0,markdown/* table */.tp)(['', ''], details(a)),
        `Opened by ${by} of security-scan-action${c.site ? ` for ${(0,untrusted.md)(c.site, 200)}` : ''}. The advisory text comes from the scanning service.`,
    ].join('\n\n');
}
/** Severity, link, exploitation and publication date: the advisory in one line (shared with the dashboard). */
function advisoryLead(a) {
    const exploited = a.exploited ? ', 🔥 known to be exploited' : '';
    return `${(0,markdown/* severityCell */.kY)(a.severity)} advisory ${(0,untrusted/* mdLink */.YF)(a.id, a.url)}${exploited}, published ${published(a.publishedAt)}.`;
}
function published(iso) {
    return (0,dates/* readableDate */.l)(iso) ?? (iso === '' ? 'on an unknown date' : (0,untrusted.md)(iso, 40));
}
/**
 * Which pinned versions it affects, on which lock-file lines, and their fixed versions, or why that is not
 * known (`pinned` and `source` as in AdvisoryIssueContext).
 */
function affectedHere(a, pinned, source) {
    if (pinned === null) {
        return [
            `**Affected here:** not checked: this run uploaded no lock file (input \`dependencies\`), so which pinned versions it affects is not known. It names ${(0,untrusted.md)(a.packages.join(', ') || 'no package', 500)}.`,
        ];
    }
    if (pinned.length === 0) {
        const sites = a.sites.length > 0 ? ` It matches ${(0,untrusted.md)(a.sites.join(', '), 500)}.` : '';
        return [`**Affected here:** no package pinned in this repository's lock files.${sites}`];
    }
    return [
        '**Affected here:**',
        (0,markdown/* cappedTable */.Uz)(['Package', 'Pinned version', 'Where', 'Fixed in'], pinned, (p) => [
            (0,untrusted.md)(`${p.ecosystem} ${p.name}${p.development ? ' (development)' : ''}`, 200),
            (0,untrusted.md)(p.version, 100),
            p.locations.map((l) => (0,code_link/* codeLink */.U1)(source, l.file, l.line)).join(', ') || 'not on a line read here',
            (0,untrusted.md)(p.fixedIn ?? 'no fixed version yet', 100),
        ], MAX_PINNED_ROWS),
    ];
}
/** Upgrade to the fixed version where there is one; otherwise the advisory itself says what to do. */
function nextStep(a, pinned) {
    // An address the link rule refuses (plain http to another host) is shown as text to copy, not linked.
    const advisory = (0,uri/* linkableUrl */.s6)(a.url) !== null
        ? `follow ${(0,untrusted/* mdLink */.YF)('the advisory', a.url)}`
        : a.url
            ? `follow the advisory at ${(0,untrusted.md)(a.url, 300)}`
            : `look up ${(0,untrusted.md)(a.id, 60)} in the scanning service`;
    const fixed = pinned.filter((p) => p.fixedIn !== null);
    const upgrades = fixed
        .slice(0, MAX_PINNED_ROWS)
        .map((p) => `upgrade ${(0,untrusted.md)(p.name, 200)} from ${(0,untrusted.md)(p.version, 100)} to ${(0,untrusted.md)(p.fixedIn, 100)} or later`);
    if (fixed.length > MAX_PINNED_ROWS)
        upgrades.push(`upgrade the ${fixed.length - MAX_PINNED_ROWS} more`);
    if (upgrades.length === 0) {
        return pinned.length > 0
            ? `no fixed version is known yet: ${advisory} for a workaround.`
            : `${advisory}.`;
    }
    const rest = fixed.length < pinned.length ? `; for the packages without a fixed version, ${advisory}` : '';
    return `${upgrades.join('; ')} (then update the lock file)${rest}.`;
}
function details(a) {
    return [
        ['Severity', (0,markdown/* severityCell */.kY)(a.severity)],
        ['Kind', (0,untrusted.md)(a.kind, 40)],
        ['Exploited', a.exploited ? '🔥 yes, known to be exploited' : 'not known to be'],
        ['Packages', (0,untrusted.md)(a.packages.join(', ') || 'none listed', 1000)],
        ['Sites', (0,untrusted.md)(a.sites.join(', ') || 'none listed', 1000)],
    ];
}
/** Said on an advisory's issue before it is closed. */
function advisoryWithdrawnComment(a, runUrl) {
    const by = runUrl ? (0,untrusted/* mdLink */.YF)('A monitor run', runUrl) : 'A monitor run';
    const day = a.withdrawnAt ? (0,dates/* readableDate */.l)(a.withdrawnAt) : null;
    const when = day ? ` on ${day}` : '';
    return `${by} of security-scan-action found advisory ${(0,untrusted.md)(a.id, 60)} withdrawn${when}: it no longer applies, so this issue is closed.`;
}

;// CONCATENATED MODULE: ./src/commands/monitor/advisory-issues.ts
// The per-advisory issues (`monitor-issues: per-advisory`): one issue per new advisory at or above
// `fail-on`, closed with a comment when the advisory is withdrawn.





/** A first run (or one without memory) may find many: the rest get theirs on the following runs. */
const MAX_ISSUES_PER_RUN = 20;
/**
 * Said when GitHub opened issues without the labels asked for: later runs look for the monitor's issues by
 * those labels, so the next run could open them again. Null when every label was set.
 */
function droppedLabelsWarning(opened) {
    const lacking = opened.filter((i) => (i.droppedLabels?.length ?? 0) > 0);
    if (lacking.length === 0)
        return null;
    const labels = [...new Set(lacking.flatMap((i) => i.droppedLabels ?? []))];
    const issues = lacking.map((i) => `#${i.number}`).join(', ');
    return `GitHub opened ${issues} without the ${labels.length === 1 ? 'label' : 'labels'} ${labels.map((l) => `'${l}'`).join(', ')}: it drops labels silently when the token may not set them (only who has push access may). The monitor finds its issues by these labels, so a later run could open them again: give the token that access, or set issue-labels to labels it may set.`;
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
    // The lock files this run uploaded say which pinned versions each advisory affects, and on which line.
    const uploaded = state.dependencies?.uploaded ? state.dependencies.affected : null;
    const source = uploaded ? await (0,code_source/* readCodeSource */.$)(ctx) : null;
    // The rest come back as new on the next run (see runMonitor), which opens their issues then.
    const open = fresh.slice(0, MAX_ISSUES_PER_RUN).map((a) => {
        const marker = marked(a);
        const body = advisoryIssueBody(a, {
            marker,
            site: state.site?.label ?? null,
            runUrl: (0,context/* runUrl */.V)(ctx),
            pinned: uploaded?.filter((p) => p.advisoryId === a.id) ?? null,
            source,
        });
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
        const dropped = droppedLabelsWarning(done);
        if (dropped !== null)
            warn(dropped);
        return done.map(({ marker, ...issue }) => ({ advisoryId: advisoryOf.get(marker) ?? '', ...issue }));
    }
    catch (error) {
        warn((0,octokit/* explainGitHubError */.Pm)(error, open.length > 0 ? 'Issue creation' : 'Closing the issues of withdrawn advisories', ctx));
        return [];
    }
}

;// CONCATENATED MODULE: ./src/github/dashboard-issue.ts
// One dashboard issue per site, rewritten in place each run. Found first by the number the monitor
// remembered, then by its marker among the labelled issues, and only ever among the token's own issues: a
// marker copied into somebody else's issue is not ours to edit. A closed dashboard stays closed until
// something new reaches the threshold; then it is reopened and a comment (an edit notifies no one) names it.



/** Null when there is no dashboard and none was to be opened. */
async function syncDashboard(api, request, labels) {
    const author = await api.author();
    const ours = (issue) => issue.user?.login === author && (issue.body ?? '').includes(request.marker);
    const title = (0,plain_text/* plainTitle */.D4)(request.title);
    const found = await findDashboard(api, request.remembered, labels, ours);
    if (!found) {
        if (!request.create)
            return null;
        const { body } = request.compose(null);
        const created = await (0,create_once/* createOnce */.U)(() => api.createIssue({ title, body, labels }), async () => (await api.listIssues(labels)).find(ours));
        const url = created.html_url ?? null;
        const dropped = droppedLabels(created, labels);
        return {
            number: created.number,
            url,
            action: 'opened',
            commented: false,
            closed: false,
            droppedLabels: dropped,
        };
    }
    const { body, news } = request.compose(found.body ?? '');
    const closed = found.state === 'closed';
    const reopen = closed && news !== null;
    const changed = found.body !== body || found.title !== title;
    if (changed || reopen) {
        await api.updateIssue(found.number, { title, body, ...(reopen ? { state: 'open' } : {}) });
    }
    if (news !== null)
        await api.commentOnIssue(found.number, news);
    return {
        number: found.number,
        url: found.html_url ?? null,
        action: reopen ? 'reopened' : changed ? 'updated' : 'unchanged',
        commented: news !== null,
        closed: closed && !reopen,
        droppedLabels: [],
    };
}
/** The remembered number when it still is our dashboard; else the open one (then the oldest) by marker. */
async function findDashboard(api, remembered, labels, ours) {
    if (remembered !== null) {
        const issue = await api.getIssue(remembered);
        if (issue && ours(issue))
            return issue;
    }
    const candidates = (await api.listIssues(labels)).filter(ours);
    return [...candidates].sort((a, b) => Number(a.state === 'closed') - Number(b.state === 'closed') || a.number - b.number)[0];
}

// EXTERNAL MODULE: ./src/policy/severity.ts
var severity = __webpack_require__(23863);
// EXTERNAL MODULE: ./src/plural.ts
var plural = __webpack_require__(89133);
;// CONCATENATED MODULE: ./src/render/monitor-dashboard.ts






/** GitHub refuses an issue body longer than this many characters. */
const ISSUE_BODY_LIMIT = 65_536;
/** New advisories named one by one in the nightly comment; the rest are counted. */
const MAX_NAMED = 10;
/** One per site; `monitor-dashboard` keeps it apart from the per-advisory markers (`monitor:SITE:ID`). */
function dashboardMarker(siteKey) {
    return `<!-- security-scan-action:monitor-dashboard:${(0,slug/* slug */.y)(siteKey)} -->`;
}
/** Marks each advisory listed, so the next run knows what the dashboard already showed. */
function listedMarker(advisoryId) {
    return `<!-- security-scan-action:listed:${(0,slug/* slug */.y)(advisoryId)} -->`;
}
/**
 * Whether a dashboard body (as a run wrote it) listed the advisory: what it showed is not news again, even
 * when the monitor's memory was lost. Advisories cut for room were not shown, so they count as not listed.
 */
function dashboardListed(body, advisoryId) {
    return body.includes(listedMarker(advisoryId));
}
function dashboardTitle(site) {
    return (0,untrusted/* plainTitle */.D4)(`Security advisories${site ? ` for ${site}` : ''} (monitor dashboard)`);
}
/** `window`: the advisories the window holds now, in the monitor's order (exploited, severity, newest). */
function dashboardBody(window, c) {
    const limit = c.limit ?? ISSUE_BODY_LIMIT;
    const over = window.filter((a) => (0,severity/* reaches */.O6)(a.severity, c.failOn));
    const under = window.filter((a) => !(0,severity/* reaches */.O6)(a.severity, c.failOn));
    const head = [c.marker, heading(window, over.length, c)].join('\n\n');
    const groups = c.failOn === 'never'
        ? [{ title: 'Advisories', items: under }]
        : [
            { title: `At or above \`${c.failOn}\``, items: over },
            { title: `Below \`${c.failOn}\``, items: under },
        ];
    // Room is kept for the longest note that could close the body, so the cut never overflows.
    const room = limit - cutNote(window.length, over.length, c.runUrl).length - 2;
    let body = head;
    let shown = 0;
    let shownOver = 0;
    for (const group of groups.filter((g) => g.items.length > 0)) {
        let title = `### ${group.title} (${group.items.length})`;
        for (const a of group.items) {
            const next = `${body}\n\n${title ? `${title}\n\n` : ''}${advisorySection(a, c)}`;
            if (next.length > room)
                return `${body}\n\n${cutNote(window.length - shown, over.length - shownOver, c.runUrl)}`;
            body = next;
            title = '';
            shown += 1;
            if ((0,severity/* reaches */.O6)(a.severity, c.failOn))
                shownOver += 1;
        }
    }
    return body;
}
function heading(window, over, c) {
    const by = c.runUrl ? (0,untrusted/* mdLink */.YF)('the monitor run', c.runUrl) : 'the monitor run';
    const day = (0,dates/* readableDate */.l)(c.now) ?? 'today';
    const site = c.site ? ` for ${(0,untrusted.md)(c.site, 200)}` : '';
    if (window.length === 0) {
        return `No advisory in the monitor's window${site} now. Updated by ${by} of ${day}.`;
    }
    const threshold = c.failOn === 'never' ? '' : `, ${over} at or above \`${c.failOn}\``;
    return [
        `**${(0,plural/* plural */.LS)(window.length, 'advisory', 'advisories')}** in the monitor's window${site}${threshold}, ${fresh(c.fresh.size)}. Updated by ${by} of ${day}.`,
        `security-scan-action rewrites this issue on every run${c.failOn === 'never' ? '' : `; a comment names what is new at or above \`${c.failOn}\``}. The advisory text comes from the scanning service.`,
    ].join('\n\n');
}
const fresh = (count) => count === 0 ? 'none new since the last run' : `${count} new since the last run (marked 🆕)`;
/** The per-advisory issue's pieces, under a heading of its own. */
function advisorySection(a, c) {
    const pinned = c.pinned?.filter((p) => p.advisoryId === a.id) ?? null;
    return [
        `#### ${c.fresh.has(a.id) ? '🆕 ' : ''}${(0,untrusted.md)(a.title || a.id, 300)} ${listedMarker(a.id)}`,
        advisoryLead(a),
        ...affectedHere(a, pinned, c.source),
        `**What to do:** ${nextStep(a, pinned ?? [])}`,
    ].join('\n\n');
}
function cutNote(rest, restOver, runUrl) {
    const run = runUrl ? (0,untrusted/* mdLink */.YF)('the monitor run', runUrl) : 'the monitor run';
    const over = restOver > 0 ? ` (${restOver} of them at or above the threshold)` : '';
    return `**${(0,plural/* plural */.LS)(rest, 'more advisory', 'more advisories')} not shown here**${over}: a GitHub issue holds at most ${ISSUE_BODY_LIMIT.toLocaleString('en')} characters. The scanning service lists them all; ${run} reports the new ones.`;
}
/** Editing the issue notifies no one: this comment does, naming the new advisories at or above `fail-on`. */
function dashboardNewsComment(fresh, failOn, runUrl) {
    const by = runUrl ? (0,untrusted/* mdLink */.YF)('The monitor run', runUrl) : 'The monitor run';
    const named = fresh
        .slice(0, MAX_NAMED)
        .map((a) => `- ${(0,untrusted.md)(a.severity, 20)} ${(0,untrusted.md)(a.id, 60)}: ${(0,untrusted.md)(a.title, 150)}`);
    if (fresh.length > MAX_NAMED)
        named.push(`- and ${fresh.length - MAX_NAMED} more`);
    return [
        `${by} found ${(0,plural/* plural */.LS)(fresh.length, 'new advisory', 'new advisories')} at or above \`${failOn}\`; the list above is up to date:`,
        ...named,
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/commands/monitor/dashboard.ts
// The dashboard (`monitor-issues: dashboard`): one issue per site listing every advisory of the window,
// rewritten each run, with a comment on runs that find something new at or above `fail-on`.






/** A refusal or failure is a warning: the verdict stands on the advisories. */
async function syncDashboardIssue(deps, sync) {
    const { ctx, settings, state, toolkit } = deps;
    const warn = (message) => {
        state.warnings.push(message);
        toolkit.warning(message);
    };
    if (settings.githubToken === '') {
        warn('Dashboard issue not updated: the github-token input is empty.');
        return { issues: [] };
    }
    const uploaded = state.dependencies?.uploaded ? state.dependencies.affected : null;
    const source = uploaded ? await (0,code_source/* readCodeSource */.$)(ctx) : null;
    const site = state.site?.label ?? null;
    const marker = dashboardMarker(sync.siteKey);
    // New is what the memory did not hold and the dashboard did not show: a lost memory announces nothing twice.
    const compose = (previous) => {
        const shownBefore = (id) => previous !== null && dashboardListed(previous, id);
        const fresh = new Set([...sync.reported].filter((id) => !shownBefore(id)));
        const news = sync.fresh.filter((a) => fresh.has(a.id));
        const body = dashboardBody(sync.window, {
            marker,
            site,
            runUrl: (0,context/* runUrl */.V)(ctx),
            failOn: sync.failOn,
            now: new Date(deps.now()).toISOString(),
            fresh,
            pinned: uploaded,
            source,
        });
        return { body, news: news.length > 0 ? dashboardNewsComment(news, sync.failOn, (0,context/* runUrl */.V)(ctx)) : null };
    };
    let done;
    try {
        const api = (0,octokit/* issueApi */.aq)(await deps.githubClient(settings.githubToken), ctx);
        done = await syncDashboard(api, {
            marker,
            title: dashboardTitle(site),
            remembered: sync.dashboard,
            create: sync.window.length > 0,
            compose,
        }, settings.monitor.issueLabels);
    }
    catch (error) {
        warn((0,octokit/* explainGitHubError */.Pm)(error, 'Updating the dashboard issue', ctx));
        return { issues: [] };
    }
    // Issues a per-advisory run opened earlier still close when their advisory is withdrawn.
    if (sync.withdrawn.length > 0)
        await syncAdvisoryIssues(deps, [], sync.withdrawn, sync.siteKey);
    if (done === null) {
        toolkit.info('Dashboard issue: none yet, and no advisory in the window to open one for.');
        return { issues: [], dashboard: null };
    }
    toolkit.info(`Dashboard issue #${done.number}: ${outcomeText(done)}.`);
    const dropped = droppedLabelsWarning([done]);
    if (dropped !== null)
        warn(dropped);
    const action = done.action === 'opened' ? 'opened' : 'found';
    return {
        issues: sync.fresh.map((a) => ({ advisoryId: a.id, number: done.number, url: done.url, action })),
        dashboard: done.number,
    };
}
function outcomeText(done) {
    const what = done.closed
        ? `${done.action}, left closed (nothing new at or above the threshold)`
        : done.action;
    return done.commented ? `${what}, with a comment naming the new advisories` : what;
}

// EXTERNAL MODULE: ./src/policy/gate-rows.ts
var gate_rows = __webpack_require__(64261);
// EXTERNAL MODULE: ./src/steps/inventory.ts + 2 modules
var inventory = __webpack_require__(63401);
// EXTERNAL MODULE: ./src/commands/scan/agent-route.ts + 2 modules
var agent_route = __webpack_require__(20367);
// EXTERNAL MODULE: ./src/api/envelope-parser.ts + 1 modules
var envelope_parser = __webpack_require__(11052);
// EXTERNAL MODULE: ./src/runtime/json-file.ts
var json_file = __webpack_require__(14447);
;// CONCATENATED MODULE: ./src/commands/monitor/memory.ts
// The state a monitor run leaves for the next one: which advisories it reported, and the number of its
// dashboard issue. Small (an id and two dates per advisory), versioned, and read defensively: a corrupt or
// foreign file counts as no memory. The dashboard number is optional, so version 1 files read either way.


const MEMORY_SCHEMA_VERSION = 1;
/** Bounds the file: the advisories seen longest ago are forgotten first. */
const MAX_ENTRIES = 5000;
/** The memory in a state file, or null when the file is not one this version wrote. */
function parseMemory(text) {
    const value = (0,json_file/* parseJsonOrUndefined */.rx)(text);
    if (!(0,envelope_parser/* isRecord */.u4)(value) || value.schemaVersion !== MEMORY_SCHEMA_VERSION || !(0,envelope_parser/* isRecord */.u4)(value.entries)) {
        return null;
    }
    const entries = {};
    for (const [id, entry] of Object.entries(value.entries)) {
        if (!(0,envelope_parser/* isRecord */.u4)(entry) || typeof entry.reportedAt !== 'string' || typeof entry.seenAt !== 'string') {
            return null;
        }
        entries[id] = { reportedAt: entry.reportedAt, seenAt: entry.seenAt };
    }
    const dashboard = value.dashboard;
    // A wrong number only costs a lookup: the dashboard is then found by its marker.
    const kept = Number.isSafeInteger(dashboard) && dashboard > 0 ? { dashboard: dashboard } : {};
    return { schemaVersion: MEMORY_SCHEMA_VERSION, entries, ...kept };
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
    const dashboard = run.dashboard === undefined ? memory?.dashboard : run.dashboard;
    return {
        schemaVersion: MEMORY_SCHEMA_VERSION,
        entries: Object.fromEntries(kept),
        ...(typeof dashboard === 'number' ? { dashboard } : {}),
    };
}

// EXTERNAL MODULE: ./src/api/unshown-fields/tolerant-reads.ts
var tolerant_reads = __webpack_require__(66218);
;// CONCATENATED MODULE: ./src/api/unshown-fields/monitor-fields.ts
// Monitor item lists whose fields the spec leaves unshown; docs/assumed-shapes.md lists
// them all.


/** Monitor item nested lists (`provenance`, `packages`, `sites`), whose inner fields the spec leaves unshown. */
function readAdvisoryRefs(item) {
    const links = [
        ...(0,tolerant_reads/* list */.p_)(item.provenance).map((p) => ((0,envelope_parser/* isRecord */.u4)(p) ? (0,tolerant_reads/* text */.Qq)(p.url) : null)),
        ...(0,tolerant_reads/* strings */.P$)(item.references),
    ];
    const packages = (0,tolerant_reads/* list */.p_)(item.packages)
        .filter(envelope_parser/* isRecord */.u4)
        .map((p) => [(0,tolerant_reads/* text */.Qq)(p.ecosystem), (0,tolerant_reads/* text */.Qq)(p.name)].filter(Boolean).join(' '))
        .filter((label) => label !== '');
    const sites = (0,tolerant_reads/* list */.p_)(item.sites)
        .filter(envelope_parser/* isRecord */.u4)
        .map((s) => (0,tolerant_reads/* text */.Qq)(s.name) ?? (0,tolerant_reads/* text */.Qq)(s.siteId))
        .filter((name) => name !== null && name !== '');
    return {
        url: links.find((link) => link !== null && /^https?:\/\//i.test(link)) ?? null,
        packages: [...new Set(packages)],
        sites: [...new Set(sites)],
    };
}

;// CONCATENATED MODULE: ./src/commands/monitor/triage.ts


function advisoryView(item) {
    const refs = readAdvisoryRefs(item);
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
        failOn,
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
    let dashboard;
    if (edges.syncIssues) {
        const over = review.fresh.filter((a) => (0,severity/* reaches */.O6)(a.severity, failOn));
        const synced = await edges.syncIssues({
            fresh: over,
            withdrawn: review.withdrawn,
            window: orderAdvisories(review.listed.filter((a) => a.withdrawnAt === null)),
            reported: new Set(review.reported),
            failOn,
            siteKey: deps.siteKey,
            dashboard: recalled.memory?.dashboard ?? null,
        });
        const { issues } = synced;
        dashboard = synced.dashboard;
        state.monitor = { ...state.monitor, issues };
        const issued = new Set(issues.map((i) => i.advisoryId));
        unissued = over.filter((a) => !issued.has(a.id)).map((a) => a.id);
        if (unissued.length > 0) {
            warn(`${(0,plural/* plural */.LS)(unissued.length, 'new advisory', 'new advisories')} got no issue (or dashboard); not remembered, so the next run reports ${unissued.length === 1 ? 'it' : 'them'} again and tries again.`);
        }
    }
    // Without a store there is nothing to save; a corrupt state is replaced by this run's.
    if (recalled.status !== 'unavailable') {
        const reported = review.reported.filter((id) => !unissued.includes(id));
        await remember(edges.store, nextMemory(recalled.memory, { ...review, reported, ...(dashboard !== undefined ? { dashboard } : {}) }, new Date(deps.now()).toISOString()), warn);
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
        group: (0,plural/* counted */.hS)('new advisory', `at or above ${failOn}`, 'new advisories'),
        item: `${a.severity}${a.exploited ? ' exploited' : ''} ${a.id}: ${a.title}`,
        ignoreIds: [a.id],
        row: (0,gate_rows/* monitorAdvisoryRow */.MA)(a.id),
    }));
}

;// CONCATENATED MODULE: ./src/commands/monitor/index.ts



async function monitorCommand(deps) {
    const { ctx } = deps;
    await runMonitor(deps, {
        store: await deps.stateStore(ctx.workspace, deps.siteKey, `${ctx.runId}-${ctx.job}-${deps.now()}`),
        syncIssues: issueEdge(deps),
    });
}
function issueEdge(deps) {
    const { monitor } = deps.settings;
    if (!monitor.createIssues)
        return null;
    if (monitor.issues === 'dashboard')
        return (sync) => syncDashboardIssue(deps, sync);
    return async (sync) => ({
        issues: await syncAdvisoryIssues(deps, sync.fresh, sync.withdrawn, sync.siteKey),
    });
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

/***/ 97400:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ ownMarked)
/* harmony export */ });
// What the token itself wrote among comments or issues holding one of its hidden markers: anybody can write
// a marker, and what somebody else wrote is not ours to edit, reuse or close. Who the token writes as is
// asked only once something holds a marker: for the default token that is a GraphQL call, which Octokit's
// throttling spaces like a write, so a first comment or issue would wait a second for it.
async function ownMarked(items, holdsMarker, author) {
    const marked = items.filter((item) => holdsMarker(item.body ?? ''));
    if (marked.length === 0)
        return [];
    const login = await author();
    return marked.filter((item) => item.user?.login === login);
}


/***/ }),

/***/ 29797:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ readableDate)
/* harmony export */ });
// Dates as a reader says them ("27 November 2026"), in UTC: the runner's and the reader's time zones differ.
const MONTHS = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
];
/** The UTC day of an ISO date or timestamp, e.g. `27 November 2026`; null when it is not a date. */
function readableDate(iso) {
    if (!/^\d{4}-\d{2}-\d{2}/.test(iso))
        return null;
    const date = new Date(iso);
    if (Number.isNaN(date.getTime()))
        return null;
    return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
}


/***/ })

};
