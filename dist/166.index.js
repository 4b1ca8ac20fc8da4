export const id = 166;
export const ids = [166];
export const modules = {

/***/ 93166:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  monitorSummary: () => (/* binding */ monitorSummary)
});

// EXTERNAL MODULE: ./src/render/dates.ts
var dates = __webpack_require__(29797);
// EXTERNAL MODULE: ./src/render/gate-marks.ts
var gate_marks = __webpack_require__(3398);
// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(42495);
// EXTERNAL MODULE: ./src/render/untrusted.ts + 2 modules
var untrusted = __webpack_require__(50589);
;// CONCATENATED MODULE: ./src/render/monitor-summary.ts




const MEMORY_NOTE = {
    restored: 'New since the last monitor run of this site.',
    empty: 'Nothing remembered from an earlier run (a first run, or the cache entry could not be read): every advisory of the window is shown as new.',
    unavailable: 'The Actions cache is not available, so nothing is remembered between runs: every advisory of the window is shown as new.',
    unreadable: 'The remembered state could not be read (corrupt or from another version): every advisory of the window is shown as new.',
};
function monitorSection(r) {
    const m = r.monitor;
    if (!m)
        return '';
    const filters = Object.entries(m.filters).map(([name, value]) => `${(0,untrusted.md)(name)}: ${(0,untrusted.md)(value, 100)}`);
    const parts = [
        '### Advisories',
        `${m.listed} in the window (${filters.join(', ')}); ${m.new.length} new, ${m.withdrawn.length} withdrawn, ${m.alreadyReported} reported before.`,
        MEMORY_NOTE[m.memory],
    ];
    const issues = new Map(m.issues.map((i) => [i.advisoryId, i]));
    const row = (a) => advisoryRow(a, issues.get(a.id)?.url ?? null);
    const marks = (0,gate_marks/* gateMarks */.uo)(r);
    const [headers, markedRow] = (0,gate_marks/* marked */.xI)(marks, ADVISORY_HEADERS, row, marks.monitorAdvisory);
    if (m.new.length > 0) {
        parts.push(`#### New (${m.new.length})`, (0,markdown/* cappedTable */.Uz)(headers, m.new, markedRow, markdown/* SUMMARY_MAX_ROWS */.Ak));
    }
    // The gate judges new advisories only: a withdrawn one is listed for information.
    if (m.withdrawn.length > 0) {
        parts.push(`#### Withdrawn since reported (${m.withdrawn.length})`, (0,markdown/* cappedTable */.Uz)(ADVISORY_HEADERS, m.withdrawn, row, markdown/* SUMMARY_MAX_ROWS */.Ak));
    }
    return parts.join('\n\n');
}
const day = (iso) => (0,dates/* readableDate */.l)(iso) ?? (0,untrusted.md)(iso, 30);
const ADVISORY_HEADERS = ['Severity', 'Advisory', 'Affects', 'Published', 'Issue'];
function advisoryRow(a, issueUrl) {
    return [
        `${a.exploited ? '🔥 exploited ' : ''}${(0,markdown/* severityCell */.kY)(a.severity)}`,
        (0,untrusted/* mdLink */.YF)(`${a.id}: ${a.title}`, a.url),
        (0,untrusted.md)([...a.packages, ...a.sites].join(', ') || a.kind, 200),
        a.withdrawnAt ? `withdrawn ${day(a.withdrawnAt)}` : day(a.publishedAt),
        issueUrl ? (0,untrusted/* mdLink */.YF)('issue', issueUrl) : '',
    ];
}

// EXTERNAL MODULE: ./src/render/summary.ts
var summary = __webpack_require__(61692);
;// CONCATENATED MODULE: ./src/commands/monitor/summary.ts
// The monitor's sections of the job summary, in order; loaded with the report side, after the run.


const monitorSummary = (r) => [
    (0,summary/* policySection */.U4)(r),
    (0,summary/* packagesSection */.jg)(r),
    monitorSection(r),
];


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
