export const id = 890;
export const ids = [890];
export const modules = {

/***/ 60890:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   repositoryCheckSummary: () => (/* binding */ repositoryCheckSummary)
/* harmony export */ });
/* harmony import */ var _render_repository_summary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64875);
/* harmony import */ var _render_summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61692);
// The repository check's sections of the job summary, in order; loaded with the report side, after the run.


const repositoryCheckSummary = (r) => [(0,_render_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .policySection */ .U4)(r), (0,_render_repository_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .repositoryChecksSection */ .d)(r)];


/***/ }),

/***/ 67997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GE: () => (/* binding */ judgeCheck),
/* harmony export */   SP: () => (/* binding */ explainFailure)
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
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42495);
/* harmony import */ var _repository_check_view_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67997);
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(50589);
// The repository checks in the job summary and the PR comment: one row per repository with its verdict,
// then the findings of the ones that did not pass. Every service text goes through md()/mdLink().




const VERDICT_CELL = {
    safe: '✅ safe',
    caution: '⚠️ caution',
    do_not_install: '❌ do not install',
};
function repositoryChecksSection(r, maxRows = _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .SUMMARY_MAX_ROWS */ .Ak) {
    const checks = r.repositoryChecks;
    if (!checks || checks.length === 0)
        return '';
    const parts = [
        '### Repository checks',
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .cappedTable */ .Uz)(['Repository', 'Verdict', 'Score', 'Why', 'Used in', 'Check'], checks, (c) => row(c, r.source), maxRows),
    ];
    const flagged = checks.filter((c) => c.findings.length > 0 && c.verdict !== 'safe');
    for (const c of flagged.slice(0, maxRows)) {
        const more = c.moreFindings > 0 ? `\n  - …and ${c.moreFindings} more (see the check)` : '';
        const items = c.findings.slice(0, 10).map((f) => `  - ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .severityCell */ .kY)(f.severity)} ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_3__.md)(f.title)}`);
        parts.push([`- ${repositoryLink(c)}`, ...items].join('\n') + more);
    }
    return parts.join('\n\n');
}
function row(c, source) {
    return [
        repositoryLink(c),
        verdictCell(c),
        c.score === null ? '' : String(c.score),
        (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_3__.md)(c.failure !== null || c.status === 'failed' ? (0,_repository_check_view_js__WEBPACK_IMPORTED_MODULE_2__/* .explainFailure */ .SP)(c.failure) : (c.summary ?? ''), 200),
        c.source ? (0,_code_link_js__WEBPACK_IMPORTED_MODULE_0__/* .codeLink */ .U1)(source, c.source.file, c.source.line) : 'listed',
        (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_3__/* .mdLink */ .YF)(c.checkId, c.webUrl),
    ];
}
/** The URL is ours (a validated input, or github.com plus a checked owner/repo), shown without `https://`. */
const repositoryLink = (c) => (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_3__/* .mdLink */ .YF)(c.url.replace(/^https:\/\//, ''), c.url);
function verdictCell(c) {
    if (c.timedOut)
        return `⏳ still ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_3__.md)(c.status, 20)}`;
    if (c.failure !== null || c.status === 'failed')
        return '❌ check failed';
    if (c.verdict === null)
        return (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_3__.md)(c.status, 20);
    return VERDICT_CELL[c.verdict] ?? (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_3__.md)(c.verdict, 30);
}


/***/ })

};
