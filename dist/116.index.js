export const id = 116;
export const ids = [116];
export const modules = {

/***/ 65735:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  scanSummary: () => (/* binding */ scanSummary)
});

// EXTERNAL MODULE: ./src/render/account-summary.ts
var account_summary = __webpack_require__(38878);
// EXTERNAL MODULE: ./src/render/baseline-section.ts
var baseline_section = __webpack_require__(17455);
// EXTERNAL MODULE: ./src/render/summary.ts
var summary = __webpack_require__(61692);
// EXTERNAL MODULE: ./src/policy/severity.ts
var severity = __webpack_require__(23863);
// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(42495);
// EXTERNAL MODULE: ./src/render/untrusted.ts + 2 modules
var untrusted = __webpack_require__(50589);
;// CONCATENATED MODULE: ./src/render/trend-chart.ts
// The job summary's picture of the trend (docs/trend.md): a Mermaid `xychart-beta` of one series, the open
// findings at or above `fail-on` over the site's last succeeded scans, then their numbers by severity.
// Pure. Nothing the service wrote reaches the Mermaid block: its labels are built from parsed dates and
// numbers, its title from the policy's own words, so nothing in it can close the fence or inject a diagram.



const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The table's columns, most severe first. */
const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'];
const KIND_NAMES = { pulse: 'Pulse', deep: 'Deep' };
/** Empty without two points, and for a view whose kind or threshold is not one of ours (a report file's). */
function trendSection(r) {
    const trend = r.trend;
    if (!trend || !isOurs(trend) || trend.points.length < 2)
        return '';
    const labels = trendLabels(trend.points);
    const counted = seriesName(trend.failOn);
    const rows = trend.points.map((p, i) => [
        (0,untrusted/* mdLink */.YF)(labels[i] ?? '', p.webUrl),
        ...SEVERITIES.map((s) => String(count(p.open[s]))),
        String(seriesValue(p, trend.failOn)),
    ]);
    return [
        '### Trend',
        `${counted} over the last ${trend.points.length} succeeded ${KIND_NAMES[trend.kind]} scans of the site, oldest first.`,
        trendChart(trend, labels),
        (0,markdown/* table */.tp)(['Scan', ...SEVERITIES, counted], rows),
    ].join('\n\n');
}
/** The fenced Mermaid block; every character of it comes from this module, numbers and the policy. */
function trendChart(trend, labels = trendLabels(trend.points)) {
    if (!isOurs(trend))
        return '';
    const values = trend.points.map((p) => seriesValue(p, trend.failOn));
    const top = Math.max(1, ...values);
    return [
        '```mermaid',
        'xychart-beta',
        `  title "${seriesName(trend.failOn)}, ${KIND_NAMES[trend.kind]} scans"`,
        `  x-axis [${labels.map((label) => `"${label}"`).join(', ')}]`,
        `  y-axis "Open findings" 0 --> ${top}`,
        `  line [${values.join(', ')}]`,
        '```',
    ].join('\n');
}
function isOurs(trend) {
    return Object.hasOwn(KIND_NAMES, trend.kind) && (trend.failOn === 'never' || (0,severity/* isSeverity */._Z)(trend.failOn));
}
function seriesName(failOn) {
    return failOn === 'never' ? 'Open findings' : `Open at or above ${failOn}`;
}
/** The series: open findings that reach the threshold; with `fail-on: never`, every open finding. */
function seriesValue(point, failOn) {
    return SEVERITIES.filter((s) => failOn === 'never' || (0,severity/* reaches */.O6)(s, failOn)).reduce((sum, s) => sum + count(point.open[s]), 0);
}
/**
 * One distinct label per point (Mermaid merges equal categories): the UTC day, the year too when the points
 * span years, the time when two share a day, and a number when two share a minute.
 */
function trendLabels(points) {
    const dates = points.map((p) => parsedDate(p.at));
    const years = new Set(dates.flatMap((d) => (d ? [d.getUTCFullYear()] : [])));
    const days = dates.map((d) => (d ? day(d, years.size > 1) : 'no date'));
    const withTimes = dates.map((d, i) => (d && repeated(days, days[i]) ? `${days[i]} ${time(d)}` : days[i]));
    const seen = new Map();
    return withTimes.map((label = 'no date') => {
        const n = (seen.get(label) ?? 0) + 1;
        seen.set(label, n);
        return n === 1 ? label : `${label} (${n})`;
    });
}
function parsedDate(at) {
    if (at === null || !/^\d{4}-\d{2}-\d{2}T/.test(at))
        return null;
    const ms = Date.parse(at);
    return Number.isFinite(ms) ? new Date(ms) : null;
}
function day(d, withYear) {
    const label = `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()] ?? ''}`;
    return withYear ? `${label} ${d.getUTCFullYear()}` : label;
}
function time(d) {
    const two = (n) => String(n).padStart(2, '0');
    return `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}
function repeated(labels, label) {
    return labels.filter((l) => l === label).length > 1;
}
/** A count as a plain non-negative integer, whatever a report file held. */
function count(value) {
    return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0;
}

;// CONCATENATED MODULE: ./src/commands/scan/summary.ts
// The scan's sections of the job summary, in order; loaded with the report side, after the run.




const scanSummary = (r) => [
    (0,summary/* scanSection */.Z$)(r),
    (0,account_summary/* allowanceSection */.w)(r),
    (0,baseline_section/* baselineSection */.d_)(r),
    (0,summary/* policySection */.U4)(r),
    (0,summary/* findingsSection */.WT)(r),
    trendSection(r),
    (0,summary/* packagesSection */.jg)(r),
    (0,summary/* localChecksSection */.Gu)(r),
];


/***/ }),

/***/ 38878:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ allowanceRemaining),
/* harmony export */   w: () => (/* binding */ allowanceSection)
/* harmony export */ });
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50589);

function allowanceSection(r) {
    const a = r.account?.allowance;
    if (!a || a.remaining === null)
        return '';
    const label = a.kind === 'pulse' ? 'Pulse' : 'Deep';
    const left = a.limit === null ? `${a.remaining}` : `${a.remaining} of ${a.limit}`;
    const resets = a.resetsAt ? `; they reset on ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_0__.md)(a.resetsAt.slice(0, 10), 20)}` : '';
    return `Free ${label} scans left this month: **${left}** (read before this run's scan${resets}).`;
}
/** The `allowance-remaining` output: empty when the run read no allowance or it is not metered. */
function allowanceRemaining(r) {
    const remaining = r.account?.allowance?.remaining;
    return remaining === null || remaining === undefined ? '' : String(remaining);
}


/***/ })

};
