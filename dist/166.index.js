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
    if (m.new.length > 0) {
        parts.push(`#### New (${m.new.length})`, (0,markdown/* cappedTable */.Uz)(ADVISORY_HEADERS, m.new, (a) => advisoryRow(a, issues.get(a.id)?.url ?? null), markdown/* SUMMARY_MAX_ROWS */.Ak));
    }
    if (m.withdrawn.length > 0) {
        parts.push(`#### Withdrawn since reported (${m.withdrawn.length})`, (0,markdown/* cappedTable */.Uz)(ADVISORY_HEADERS, m.withdrawn, (a) => advisoryRow(a, issues.get(a.id)?.url ?? null), markdown/* SUMMARY_MAX_ROWS */.Ak));
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
