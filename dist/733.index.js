export const id = 733;
export const ids = [733];
export const modules = {

/***/ 14733:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  quickCheckSummary: () => (/* binding */ quickCheckSummary)
});

// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(42495);
// EXTERNAL MODULE: ./src/render/untrusted.ts + 2 modules
var untrusted = __webpack_require__(50589);
;// CONCATENATED MODULE: ./src/render/quick-check-summary.ts


const RESULT_ICON = {
    pass: '✅ pass',
    attention: '⚠️ attention',
    unknown: '❔ unknown',
};
function quickCheckSection(r) {
    const q = r.quickCheck;
    if (!q)
        return '';
    const rows = [
        ['Address', (0,untrusted/* mdLink */.YF)(q.url, q.url)],
        ['Check', (0,untrusted/* mdLink */.YF)(q.checkId, q.webUrl)],
        ['Status', (0,untrusted.md)(q.status) + (q.timedOut ? ' (not finished when the wait ended)' : '')],
    ];
    if (q.reused)
        rows.push(['Reused', 'an earlier check of this address (not run again)']);
    if (q.summary)
        rows.push(['Summary', (0,untrusted.md)(q.summary, 500)]);
    const parts = ['### Quick check', (0,markdown/* table */.tp)(['', ''], rows)];
    if (q.checks.length > 0) {
        parts.push((0,markdown/* cappedTable */.Uz)(['Result', 'Check', 'Severity', 'Id'], q.checks, checkRow, markdown/* SUMMARY_MAX_ROWS */.Ak));
    }
    return parts.join('\n\n');
}
function checkRow(item) {
    return [
        RESULT_ICON[item.status],
        (0,untrusted.md)(item.title),
        item.severity === null ? '' : (0,markdown/* severityCell */.kY)(item.severity),
        (0,untrusted.md)(item.id, 80),
    ];
}

// EXTERNAL MODULE: ./src/render/summary.ts
var summary = __webpack_require__(61692);
;// CONCATENATED MODULE: ./src/commands/quick-check/summary.ts
// The quick check's sections of the job summary, in order; loaded with the report side, after the run.


const quickCheckSummary = (r) => [quickCheckSection(r), (0,summary/* policySection */.U4)(r)];


/***/ })

};
