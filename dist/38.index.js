export const id = 38;
export const ids = [38];
export const modules = {

/***/ 92038:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  dnsRecheckSummary: () => (/* binding */ dnsRecheckSummary)
});

// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(42495);
// EXTERNAL MODULE: ./src/render/untrusted.ts + 2 modules
var untrusted = __webpack_require__(50589);
;// CONCATENATED MODULE: ./src/render/dns-recheck-summary.ts


const RESULT = { fixed: '✅ fixed', still_present: '❌ still present' };
function dnsRecheckSection(r) {
    const d = r.dnsRecheck;
    if (!d)
        return '';
    const rows = [
        ['Scan', (0,untrusted.md)(d.scanId)],
        ['Finding', (0,untrusted.md)(d.findingId)],
    ];
    if (!d.ran)
        rows.push(['Not run', 'the service does not allow the next recheck yet']);
    if (d.nextAllowedAt)
        rows.push(['Next recheck allowed', (0,untrusted.md)(d.nextAllowedAt)]);
    if (d.checkedAt)
        rows.push([d.ran ? 'Checked' : 'Latest recheck', (0,untrusted.md)(d.checkedAt)]);
    if (d.pending)
        rows.push(['Pending', 'the recheck is still running']);
    if (d.failedAt)
        rows.push(['Failed', (0,untrusted.md)(d.failedAt)]);
    if (d.ran)
        rows.push(['Original grade unchanged', d.originalGradeUnchanged ? 'yes' : 'no']);
    const parts = ['### DNS recheck', (0,markdown/* table */.tp)(['', ''], rows)];
    if (d.outcomes.length > 0) {
        if (!d.ran)
            parts.push('Outcomes of the latest recheck:');
        parts.push((0,markdown/* cappedTable */.Uz)(['Result', 'Code', 'Finding'], d.outcomes, outcomeRow, markdown/* SUMMARY_MAX_ROWS */.Ak));
    }
    return parts.join('\n\n');
}
function outcomeRow(o) {
    return [RESULT[o.result] ?? (0,untrusted.md)(o.result, 40), (0,untrusted.md)(o.code ?? ''), (0,untrusted.md)(o.findingId ?? '')];
}

// EXTERNAL MODULE: ./src/render/summary.ts
var summary = __webpack_require__(61692);
;// CONCATENATED MODULE: ./src/commands/dns-recheck/summary.ts
// The DNS recheck's sections of the job summary, in order; loaded with the report side, after the run.


const dnsRecheckSummary = (r) => [dnsRecheckSection(r), (0,summary/* policySection */.U4)(r)];


/***/ })

};
