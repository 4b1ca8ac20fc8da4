export const id = 955;
export const ids = [955];
export const modules = {

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

/***/ 7648:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ upsertStickyComment)
/* harmony export */ });
/* harmony import */ var _create_once_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(94633);
/* harmony import */ var _memo_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61345);
/* harmony import */ var _own_marked_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97400);



async function upsertStickyComment(api, request) {
    if (request.mode === 'never')
        return 'disabled';
    const author = (0,_memo_js__WEBPACK_IMPORTED_MODULE_0__/* .memo */ .p)(() => api.author());
    const ours = async (list) => (await (0,_own_marked_js__WEBPACK_IMPORTED_MODULE_1__/* .ownMarked */ .d)(list, (body) => body.includes(request.marker), author))[0];
    const existing = await ours(await api.listComments(request.issueNumber));
    if (existing) {
        // An existing comment is always brought up to date, so a red comment never stays once the PR is green.
        if (existing.body === request.body)
            return 'unchanged';
        await api.updateComment(existing.id, request.body);
        return 'updated';
    }
    if (!shouldCreate(request))
        return 'not-needed';
    return (0,_create_once_js__WEBPACK_IMPORTED_MODULE_2__/* .createOnce */ .U)(async () => {
        await api.createComment(request.issueNumber, request.body);
        return 'created';
    }, async () => (await ours(await api.listComments(request.issueNumber))) ? 'created' : undefined);
}
function shouldCreate(request) {
    switch (request.mode) {
        case 'always':
            return true;
        case 'on-change':
            return request.changed;
        case 'on-failure':
            return request.failed;
        case 'never':
            return false;
    }
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

/***/ 68141:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ql: () => (/* binding */ commentMarker),
/* harmony export */   dq: () => (/* binding */ COMMENT_MAX_CHARS),
/* harmony export */   h2: () => (/* binding */ affected),
/* harmony export */   sr: () => (/* binding */ local),
/* harmony export */   wQ: () => (/* binding */ renderComment)
/* harmony export */ });
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42495);
/* harmony import */ var _baseline_section_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17455);
/* harmony import */ var _code_link_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70488);
/* harmony import */ var _gate_marks_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3398);
/* harmony import */ var _glance_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9306);
/* harmony import */ var _repository_summary_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(64875);
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(50589);







/** GitHub refuses comment bodies over 65,536 characters. */
const COMMENT_MAX_CHARS = 65_000;
const MAX_ROWS = 25;
/** Items named under each reason of the verdict; the report file has all of them. */
const MAX_ITEMS = 25;
/** The comment speaks of the gate, so its verdict is never read as the scan's own status. */
const GATE_SUBJECT = 'Security gate';
/** One marker per command and site, so parallel matrix jobs each keep their own comment. */
function commentMarker(command, siteKey) {
    const safe = (s) => s.replace(/[^A-Za-z0-9._:/-]/g, '_');
    return `<!-- security-scan-action:${safe(command)}:${safe(siteKey)} -->`;
}
function renderComment(report, marker, runUrl) {
    const marks = (0,_gate_marks_js__WEBPACK_IMPORTED_MODULE_3__/* .gateMarks */ .uo)(report);
    const parts = [
        marker,
        headline(report),
        scanLine(report),
        changes(report, marks),
        stillOpen(report),
        affected(report, marks),
        local(report, marks),
        (0,_repository_summary_js__WEBPACK_IMPORTED_MODULE_5__/* .repositoryChecksSection */ .d)(report, MAX_ROWS),
        runUrl ? `${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .mdLink */ .YF)('Full report and job summary', runUrl)}` : '',
    ].filter((p) => p !== '');
    return fitChars(parts.join('\n\n') + '\n', runUrl);
}
/** The gate's verdict, and every item it names: the scan's own status is a separate statement below. */
function headline(r) {
    const site = r.site ? ` · ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .mdLink */ .YF)(r.site.label, r.site.webUrl)}` : '';
    const notJudged = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .notJudgedLines */ .qN)(r);
    const reasons = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .listedReasons */ .hS)(r, notJudged).map((x) => {
        const items = x.items.slice(0, MAX_ITEMS).map((item) => `  - ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_6__.md)(item, 300)}`);
        const more = x.items.length - MAX_ITEMS;
        if (more > 0)
            items.push(`  - …and ${more} more (all of them are in the report file)`);
        return [`- ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_6__.md)(x.message, 300)}`, ...items].join('\n');
    });
    const policy = r.policyChange ? [`- ⚠️ ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_6__.md)(r.policyChange, 1000)}`] : [];
    return [`### ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .verdictHeadline */ .ge)(r, GATE_SUBJECT)}${site}`, ...notJudged, ...(0,_glance_js__WEBPACK_IMPORTED_MODULE_4__/* .glance */ .v)(r), ...reasons, ...policy]
        .join('\n')
        .trimEnd();
}
/** What the scan itself did, apart from what the gate made of it. */
function scanLine(r) {
    const s = r.scan;
    if (!s)
        return '';
    const status = s.timedOut ? `still ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_6__.md)(s.status)} when the wait ended` : (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_6__.md)(s.status);
    const coverage = s.coveragePercent !== null ? `, ${s.coveragePercent}% coverage` : '';
    return `The scan ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .mdLink */ .YF)(s.id, s.webUrl)}: ${status}${coverage}.`;
}
function changes(r, marks) {
    const f = r.findings;
    if (!f)
        return '';
    const [headers, row] = (0,_gate_marks_js__WEBPACK_IMPORTED_MODULE_3__/* .marked */ .xI)(marks, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .FINDING_HEADERS */ .Zv, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .findingRow */ .ex, marks.finding);
    const table = (items) => (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cappedTable */ .Uz)(headers, items, row, MAX_ROWS);
    // No baseline: every open finding was judged, so every one of them is listed.
    if (f.comparedBy === 'none') {
        const open = f.open.length > 0 ? [`**Open findings (${f.open.length})**`, table(f.open)] : [];
        return [(0,_baseline_section_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineComment */ .Po)(r), ...open].join('\n\n');
    }
    const parts = [(0,_baseline_section_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineComment */ .Po)(r)];
    const newIds = new Set(f.new.map((x) => x.id));
    // In scope `all`, findings the base already had fail the gate too: they are named here as well.
    const failing = f.open.filter((x) => !newIds.has(x.id) && marks.finding(x) !== '');
    if (f.new.length === 0 && f.fixed.length === 0)
        parts.push('**No change** against the baseline.');
    if (f.new.length > 0)
        parts.push(`**New (${f.new.length})**`, table(f.new));
    if (f.fixed.length > 0) {
        parts.push(`**Fixed (${f.fixed.length})**`, (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cappedTable */ .Uz)(_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .FINDING_HEADERS */ .Zv, f.fixed, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .findingRow */ .ex, MAX_ROWS));
    }
    if (failing.length > 0)
        parts.push(`**Still open, over the policy (${failing.length})**`, table(failing));
    return parts.join('\n\n');
}
function stillOpen(r) {
    return r.findings ? `Open findings: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .severityCounts */ .ur)(r.findings.openBySeverity)}.` : '';
}
function affected(r, marks) {
    const list = r.dependencies?.affected ?? [];
    if (list.length === 0)
        return '';
    const [headers, row] = (0,_gate_marks_js__WEBPACK_IMPORTED_MODULE_3__/* .marked */ .xI)(marks, ['Severity', 'Package', 'Advisory', 'Fixed in', 'Where'], (a) => [
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .severityCell */ .kY)(a.severity),
        (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_6__.md)(`${a.name}@${a.version}`),
        (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .mdLink */ .YF)(a.advisoryId, a.url),
        (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_6__.md)(a.fixedIn ?? 'no fix yet'),
        where(r, a),
    ], marks.advisory);
    return [
        `**Affected packages (${list.length})**`,
        ...(0,_baseline_section_js__WEBPACK_IMPORTED_MODULE_1__/* .groupedTables */ .KO)(list, (t) => `_${t}_`, headers, row, MAX_ROWS),
    ].join('\n\n');
}
/** The lock-file lines that pin a package: the first two, linked, and how many more. */
function where(r, a) {
    const links = a.locations.slice(0, 2).map((l) => (0,_code_link_js__WEBPACK_IMPORTED_MODULE_2__/* .codeLink */ .U1)(r.source, l.file, l.line));
    const more = a.locations.length > 2 ? `, ${a.locations.length - 2} more` : '';
    return links.length > 0 ? `${links.join(', ')}${more}` : 'not in a lock file read here';
}
function local(r, marks) {
    const results = r.localChecks?.results ?? [];
    if (results.length === 0)
        return '';
    const [headers, row] = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .localResultsTable */ .G9)(r, marks, { places: 2, messageChars: 200 });
    return [
        `**Local checks (${results.length})**`,
        ...(0,_baseline_section_js__WEBPACK_IMPORTED_MODULE_1__/* .groupedTables */ .KO)(results, (t) => `_${t}_`, headers, row, MAX_ROWS),
    ].join('\n\n');
}
function fitChars(body, runUrl) {
    if (body.length <= COMMENT_MAX_CHARS)
        return body;
    const note = `\n\n…cut to fit GitHub's comment limit. ${runUrl ? (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .mdLink */ .YF)('See the full report', runUrl) : 'See the job summary.'}\n`;
    const cut = body.slice(0, COMMENT_MAX_CHARS - note.length);
    return cut.slice(0, cut.lastIndexOf('\n')) + note;
}


/***/ }),

/***/ 9306:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ glance)
/* harmony export */ });
/* harmony import */ var _policy_severity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23863);
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(50589);
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89133);
// The one line at the top of the summary and the PR comment: the counts that matter (a monitor run's new
// advisories; new, fixed and still open findings; affected packages and local results, with how many are
// new) and the verdict's reason.
// A "new" count that is not known (no baseline, no base commit to compare with) is left out, not guessed.



/** The line and the blank line after it, to put under a headline; nothing for a run without such counts. */
function glance(r) {
    const parts = [monitorPart(r), findingsPart(r), packagesPart(r), localPart(r)].filter((p) => p !== '');
    if (parts.length === 0)
        return [];
    return [`**At a glance:** ${[...parts, verdictPart(r)].join(' · ')}`, ''];
}
/** A monitor run leads with what is new and how much of it reaches the threshold. */
function monitorPart(r) {
    const m = r.monitor;
    if (!m)
        return '';
    const over = m.new.filter((a) => (0,_policy_severity_js__WEBPACK_IMPORTED_MODULE_0__/* .reaches */ .O6)(a.severity, m.failOn)).length;
    return `${(0,_plural_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(m.new.length, 'new advisory', 'new advisories')} (${over} at or above \`${m.failOn}\`)`;
}
function findingsPart(r) {
    const f = r.findings;
    if (!f)
        return '';
    if (f.comparedBy === 'none')
        return `${(0,_plural_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(f.open.length, 'open finding')} (no baseline to tell new ones)`;
    const newIds = new Set(f.new.map((x) => x.id));
    const stillOpen = f.open.filter((x) => !newIds.has(x.id)).length;
    return `findings: ${f.new.length} new, ${f.fixed.length} fixed, ${stillOpen} still open`;
}
function packagesPart(r) {
    const d = r.dependencies;
    if (!d || !d.uploaded)
        return '';
    const packages = new Map();
    for (const a of d.affected)
        packages.set(`${a.ecosystem}:${a.name}@${a.version}`, a);
    return `${(0,_plural_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(packages.size, 'affected package')}${newOf([...packages.values()])}`;
}
function localPart(r) {
    const c = r.localChecks;
    if (!c)
        return '';
    return `${(0,_plural_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(c.results.length, 'local result')}${newOf(c.results)}`;
}
/**
 * ` (k new)` when every item says whether it is new (the gate marks items against the base commit with
 * `isNew`), else nothing: an unknown count is not shown as 0.
 */
function newOf(items) {
    if (items.length === 0)
        return '';
    const flags = items.map((item) => item.isNew);
    if (!flags.every((flag) => typeof flag === 'boolean'))
        return '';
    return ` (${flags.filter(Boolean).length} new)`;
}
function verdictPart(r) {
    const { verdict, reasons } = r.verdict;
    const [first] = reasons;
    if (!first)
        return `verdict: ${verdict}`;
    const more = reasons.length > 1 ? ` (and ${reasons.length - 1} more)` : '';
    return `verdict: ${verdict}, ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__.md)(first.message, 200)}${more}`;
}


/***/ }),

/***/ 88281:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WI: () => (/* binding */ REPORT_SCHEMA_VERSION),
/* harmony export */   j6: () => (/* binding */ READABLE_SCHEMA_VERSIONS),
/* harmony export */   tv: () => (/* binding */ localRuleId)
/* harmony export */ });
/** Minor versions only add fields: a reader of 1.1.0 reads 1.0.0 reports too (they lack `judged`). */
const REPORT_SCHEMA_VERSION = '1.1.0';
const READABLE_SCHEMA_VERSIONS = ['1.0.0', REPORT_SCHEMA_VERSION];
/** A local-check rule's id, which already starts with its check's id (`tracked-secrets/aws-access-key-id`). */
function localRuleId(r) {
    return r.ruleId.startsWith(`${r.checkId}/`) ? r.ruleId : `${r.checkId}/${r.ruleId}`;
}


/***/ }),

/***/ 67997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GE: () => (/* binding */ judgeCheck),
/* harmony export */   SP: () => (/* binding */ explainFailure),
/* harmony export */   jA: () => (/* binding */ repositoryIgnoreIds)
/* harmony export */ });
/* unused harmony export FAILURE_EXPLAINED */
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89133);

const RETRY = 're-run the job later';
/** The spec's `failure` values, each with what it means and what to do. */
const FAILURE_EXPLAINED = {
    'not-found': 'the repository does not exist or is not public; check the URL',
    'ref-not-found': 'the branch, tag or commit to check does not exist in the repository',
    empty: 'the repository has no content to check',
    'too-large': 'the repository is too large for this check',
    'rate-limited': `the code host limited the service's requests; ${RETRY}`,
    unavailable: `the code host could not be reached; ${RETRY}`,
    timeout: `the check took longer than the service allows; ${RETRY}`,
    'engine-error': `the service's check failed on its side; ${RETRY}, or contact support with the check link`,
};
function explainFailure(failure) {
    if (failure === null)
        return 'the check failed without saying why';
    return `${failure}: ${FAILURE_EXPLAINED[failure] ?? 'a failure this version of the action does not know'}`;
}
/** What an `ignore:` entry may name to set a repository aside: its URL or `owner/repo`. */
const repositoryIgnoreIds = (url) => [url, url.split('/').slice(3).join('/')];
/**
 * `do_not_install` fails, `caution` (or no known verdict) warns, `safe` passes (null); a check that failed
 * or did not finish fails: the repository was not vouched for.
 */
function judgeCheck(v) {
    if (v.timedOut) {
        return {
            level: 'fail',
            group: (0,_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .counted */ .hS)('repository check', 'still running when the wait ended (raise wait-timeout-minutes to wait longer)'),
            why: `still ${v.status}`,
        };
    }
    if (v.status === 'failed' || v.failure !== null) {
        return { level: 'fail', group: (0,_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .counted */ .hS)('repository check', 'failed'), why: explainFailure(v.failure) };
    }
    const why = v.summary ?? (v.verdict ?? 'no verdict').replaceAll('_', ' ');
    if (v.verdict === 'do_not_install')
        return {
            level: 'fail',
            group: (0,_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .counted */ .hS)('repository', 'the service says not to install', 'repositories'),
            why,
        };
    if (v.verdict === 'caution')
        return { level: 'warn', group: (0,_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .counted */ .hS)('repository', 'to use with caution', 'repositories'), why };
    if (v.verdict === 'safe')
        return null;
    return {
        level: 'warn',
        group: (0,_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .counted */ .hS)('repository check', 'without a verdict'),
        why: `verdict ${v.verdict ?? 'none'}`,
    };
}


/***/ }),

/***/ 64875:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ repositoryChecksSection)
/* harmony export */ });
/* harmony import */ var _code_link_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70488);
/* harmony import */ var _gate_marks_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3398);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42495);
/* harmony import */ var _repository_check_view_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(67997);
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(50589);
// The repository checks in the job summary and the PR comment: one row per repository with its verdict and
// its "Gate" mark, then the findings of the ones that did not pass. Every service text goes through md()/mdLink().





const VERDICT_CELL = {
    safe: '✅ safe',
    caution: '⚠️ caution',
    do_not_install: '❌ do not install',
};
function repositoryChecksSection(r, maxRows = _markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .SUMMARY_MAX_ROWS */ .Ak) {
    const checks = r.repositoryChecks;
    if (!checks || checks.length === 0)
        return '';
    const marks = (0,_gate_marks_js__WEBPACK_IMPORTED_MODULE_1__/* .gateMarks */ .uo)(r);
    const [headers, markedRow] = (0,_gate_marks_js__WEBPACK_IMPORTED_MODULE_1__/* .marked */ .xI)(marks, ['Repository', 'Verdict', 'Score', 'Why', 'Used in', 'Check'], (c) => row(c, r.source), marks.repository);
    const parts = ['### Repository checks', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .cappedTable */ .Uz)(headers, checks, markedRow, maxRows)];
    const flagged = checks.filter((c) => c.findings.length > 0 && c.verdict !== 'safe');
    for (const c of flagged.slice(0, maxRows)) {
        const more = c.moreFindings > 0 ? `\n  - …and ${c.moreFindings} more (see the check)` : '';
        const items = c.findings.slice(0, 10).map((f) => `  - ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .severityCell */ .kY)(f.severity)} ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__.md)(f.title)}`);
        parts.push([`- ${repositoryLink(c)}`, ...items].join('\n') + more);
    }
    return parts.join('\n\n');
}
function row(c, source) {
    return [
        repositoryLink(c),
        verdictCell(c),
        c.score === null ? '' : String(c.score),
        (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__.md)(c.failure !== null || c.status === 'failed' ? (0,_repository_check_view_js__WEBPACK_IMPORTED_MODULE_3__/* .explainFailure */ .SP)(c.failure) : (c.summary ?? ''), 200),
        c.source ? (0,_code_link_js__WEBPACK_IMPORTED_MODULE_0__/* .codeLink */ .U1)(source, c.source.file, c.source.line) : 'listed',
        (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .mdLink */ .YF)(c.checkId, c.webUrl),
    ];
}
/** The URL is ours (a validated input, or github.com plus a checked owner/repo), shown without `https://`. */
const repositoryLink = (c) => (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .mdLink */ .YF)(c.url.replace(/^https:\/\//, ''), c.url);
function verdictCell(c) {
    if (c.timedOut)
        return `⏳ still ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__.md)(c.status, 20)}`;
    if (c.failure !== null || c.status === 'failed')
        return '❌ check failed';
    if (c.verdict === null)
        return (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__.md)(c.status, 20);
    return VERDICT_CELL[c.verdict] ?? (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__.md)(c.verdict, 30);
}


/***/ }),

/***/ 61692:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Br: () => (/* binding */ renderSummary),
/* harmony export */   Gu: () => (/* binding */ localChecksSection),
/* harmony export */   U4: () => (/* binding */ policySection),
/* harmony export */   WT: () => (/* binding */ findingsSection),
/* harmony export */   Z$: () => (/* binding */ scanSection),
/* harmony export */   ZN: () => (/* binding */ fitBytes),
/* harmony export */   eR: () => (/* binding */ SUMMARY_MAX_BYTES),
/* harmony export */   jg: () => (/* binding */ packagesSection)
/* harmony export */ });
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42495);
/* harmony import */ var _baseline_section_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17455);
/* harmony import */ var _code_link_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70488);
/* harmony import */ var _gate_marks_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3398);
/* harmony import */ var _glance_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9306);
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(50589);
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(89133);







/** GitHub drops a step summary over 1 MiB; stay well under it. */
const SUMMARY_MAX_BYTES = 900 * 1024;
/**
 * The job summary: the verdict about `subject` (what the command's spec says its verdict is about, e.g.
 * `Security scan`), the command's own sections, then what was skipped and the errors.
 */
function renderSummary(report, subject, sections) {
    const parts = [
        verdictSection(report, subject),
        ...sections(report),
        skippedSection(report),
        errorsSection(report),
    ].filter((s) => s !== '');
    return fitBytes(parts.join('\n\n') + '\n', SUMMARY_MAX_BYTES);
}
function verdictSection(r, subject) {
    const site = r.site ? ` for ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_5__/* .mdLink */ .YF)(r.site.label, r.site.webUrl)}` : '';
    // Not judged: the reason and the fix come first, then whatever else the run reported.
    const notJudged = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .notJudgedLines */ .qN)(r);
    const reasons = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .listedReasons */ .hS)(r, notJudged).map((reason) => {
        const items = reason.items.slice(0, 20).map((item) => `  - ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_5__.md)(item)}`);
        return [`- ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_5__.md)(reason.message, 500)}`, ...items].join('\n');
    });
    return [`## ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .verdictHeadline */ .ge)(r, subject)}${site}`, ...notJudged, ...(0,_glance_js__WEBPACK_IMPORTED_MODULE_4__/* .glance */ .v)(r), ...reasons].join('\n');
}
function scanSection(r) {
    const lines = [];
    if (r.approvalUrl)
        lines.push(`Approve the Deep scan: ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_5__/* .mdLink */ .YF)('open the approval page', r.approvalUrl)}`);
    const s = r.scan;
    if (!s)
        return lines.join('\n');
    const rows = [
        ['Scan', (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_5__/* .mdLink */ .YF)(s.id, s.webUrl)],
        ['Kind', (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_5__.md)(s.kind)],
        ['Status', (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_5__.md)(s.status) + (s.timedOut ? ' (still running when the wait ended)' : '')],
    ];
    if (s.replayed)
        rows.push(['Start', 'replayed an earlier start of this run (not charged again)']);
    if (s.coveragePercent !== null)
        rows.push(['Coverage', `${s.coveragePercent}%`]);
    for (const caveat of s.caveats.slice(0, 10))
        rows.push(['Caveat', (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_5__.md)(caveat)]);
    return [...lines, '### Scan', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .table */ .tp)(['', ''], rows)].join('\n\n');
}
function policySection(r) {
    // A run that judged nothing (a bad input, a refused key…) shows no policy the user may never have set.
    if (r.verdict.verdict === 'error')
        return '';
    const lines = [`### Policy`, (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_5__.md)(r.verdict.policyText)];
    if (r.policyChange)
        lines.push(`- ⚠️ ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_5__.md)(r.policyChange, 2000)}`);
    for (const i of r.verdict.ignored.slice(0, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .SUMMARY_MAX_ROWS */ .Ak)) {
        lines.push(`- ignored ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_5__.md)(i.item)}: ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_5__.md)(i.entry.reason)}${i.entry.until ? ` (until ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_5__.md)(i.entry.until)})` : ''}`);
    }
    for (const e of r.verdict.expiredIgnores) {
        lines.push(`- ⚠️ expired ignore ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_5__.md)(e.id)} (until ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_5__.md)(e.until)}): it no longer applies; renew or remove it`);
    }
    return lines.join('\n');
}
function findingsSection(r) {
    const f = r.findings;
    if (!f)
        return '';
    const parts = [`### Findings`, `Open: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .severityCounts */ .ur)(f.openBySeverity)}.`];
    if (f.comparedBy === 'none')
        parts.push('No baseline to compare with: every open finding was judged.');
    const marks = (0,_gate_marks_js__WEBPACK_IMPORTED_MODULE_3__/* .gateMarks */ .uo)(r);
    const [headers, row] = (0,_gate_marks_js__WEBPACK_IMPORTED_MODULE_3__/* .marked */ .xI)(marks, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .FINDING_HEADERS */ .Zv, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .findingRow */ .ex, marks.finding);
    if (f.new.length > 0)
        parts.push(`#### New (${f.new.length})`, (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cappedTable */ .Uz)(headers, f.new, row, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .SUMMARY_MAX_ROWS */ .Ak));
    // A fixed finding is no longer open: the gate never judges it.
    if (f.fixed.length > 0) {
        parts.push(`#### Fixed (${f.fixed.length})`, (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cappedTable */ .Uz)(_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .FINDING_HEADERS */ .Zv, f.fixed, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .findingRow */ .ex, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .SUMMARY_MAX_ROWS */ .Ak));
    }
    const newIds = new Set(f.new.map((x) => x.id));
    const still = f.open.filter((x) => !newIds.has(x.id));
    if (still.length > 0) {
        parts.push(`#### Still open (${still.length})`, (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cappedTable */ .Uz)(headers, still, row, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .SUMMARY_MAX_ROWS */ .Ak));
    }
    return parts.join('\n\n');
}
function packagesSection(r) {
    const d = r.dependencies;
    if (!d)
        return '';
    const files = d.files.map((file) => `- ${(0,_code_link_js__WEBPACK_IMPORTED_MODULE_2__/* .codeLink */ .U1)(r.source, file.path, null)} (${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_5__.md)(file.format)}): ${lockFileCounts(file)}`);
    const parts = [
        `### Dependencies`,
        d.uploaded
            ? `${(0,_plural_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .LS)(d.packageCount, 'pinned package')} uploaded${d.webUrl ? ` (${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_5__/* .mdLink */ .YF)('inventory', d.webUrl)})` : ''}; ${d.affected.length} affected by an advisory.`
            : 'Nothing uploaded.',
    ];
    if (files.length > 0)
        parts.push(files.join('\n'));
    if (d.errors.length > 0) {
        parts.push(d.errors
            .slice(0, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .SUMMARY_MAX_ROWS */ .Ak)
            .map((e) => `- Not read: ${(0,_code_link_js__WEBPACK_IMPORTED_MODULE_2__/* .codeLink */ .U1)(r.source, e.path, e.line)}: ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_5__.md)(e.message, 300)}`)
            .join('\n'));
    }
    const marks = (0,_gate_marks_js__WEBPACK_IMPORTED_MODULE_3__/* .gateMarks */ .uo)(r);
    const [headers, row] = (0,_gate_marks_js__WEBPACK_IMPORTED_MODULE_3__/* .marked */ .xI)(marks, ['Severity', 'Package', 'Advisory', 'Fixed in', 'Where'], (a) => [
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .severityCell */ .kY)(a.severity),
        (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_5__.md)(`${a.ecosystem} ${a.name}@${a.version}${a.development ? ' (development)' : ''}`),
        (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_5__/* .mdLink */ .YF)(`${a.advisoryId}: ${a.title}`, a.url),
        (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_5__.md)(a.fixedIn ?? 'no fix yet'),
        a.locations.map((l) => (0,_code_link_js__WEBPACK_IMPORTED_MODULE_2__/* .codeLink */ .U1)(r.source, l.file, l.line)).join(', ') || 'not in a lock file read here',
    ], marks.advisory);
    parts.push(...(0,_baseline_section_js__WEBPACK_IMPORTED_MODULE_1__/* .groupedTables */ .KO)(d.affected, (t) => `#### ${t}`, headers, row, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .SUMMARY_MAX_ROWS */ .Ak));
    return parts.join('\n\n');
}
function lockFileCounts(file) {
    const reasons = Object.entries(file.skippedBy).map(([reason, count]) => `${count} ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_5__.md)(reason)}`);
    return `${(0,_plural_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .LS)(file.packages, 'package')}${reasons.length > 0 ? `, skipped: ${reasons.join(', ')}` : ''}`;
}
function localChecksSection(r) {
    const c = r.localChecks;
    if (!c)
        return '';
    const parts = [`### Local checks`, `Ran: ${c.ran.map((id) => (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_5__.md)(id)).join(', ') || 'none'}.`];
    for (const refused of c.refused)
        parts.push(`- ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_5__.md)(refused.id)} not run: ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_5__.md)(refused.reason)}`);
    const marks = (0,_gate_marks_js__WEBPACK_IMPORTED_MODULE_3__/* .gateMarks */ .uo)(r);
    const [headers, row] = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .localResultsTable */ .G9)(r, marks, { places: 5 });
    parts.push(...(0,_baseline_section_js__WEBPACK_IMPORTED_MODULE_1__/* .groupedTables */ .KO)(c.results, (t) => `#### ${t}`, headers, row, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .SUMMARY_MAX_ROWS */ .Ak));
    return parts.join('\n\n');
}
function skippedSection(r) {
    if (r.skipped.length === 0 && r.warnings.length === 0)
        return '';
    const lines = r.skipped.map((s) => `- ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_5__.md)(s.what)}: ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_5__.md)(s.why, 500)}`);
    lines.push(...r.warnings.map((w) => `- ⚠️ ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_5__.md)(w, 500)}`));
    return ['### Skipped and warnings', ...lines].join('\n');
}
function errorsSection(r) {
    if (r.errors.length === 0)
        return '';
    const lines = r.errors.map((e) => [
        `- ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_5__.md)(e.message, 500)}`,
        e.nextStep ? `  - Next step: ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_5__.md)(e.nextStep, 500)}` : '',
        e.webUrl ? `  - ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_5__/* .mdLink */ .YF)('Open in the web application', e.webUrl)}` : '',
        e.requestId ? `  - Request id: ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_5__.md)(e.requestId, 100)}` : '',
    ]
        .filter(Boolean)
        .join('\n'));
    return ['### Service errors', ...lines].join('\n');
}
/** Cuts Markdown at a line boundary so it stays within a byte budget. */
function fitBytes(text, maxBytes, note = '\n\n…cut to fit GitHub’s size limit; the report file has everything.\n') {
    if (Buffer.byteLength(text) <= maxBytes)
        return text;
    const budget = maxBytes - Buffer.byteLength(note);
    let cut = Buffer.from(text)
        .subarray(0, budget)
        .toString('utf8')
        .replace(/\uFFFD$/, '');
    cut = cut.slice(0, Math.max(0, cut.lastIndexOf('\n')));
    return cut + note;
}


/***/ })

};
