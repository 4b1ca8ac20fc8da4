export const id = 701;
export const ids = [701];
export const modules = {

/***/ 17701:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   groupBySecret: () => (/* binding */ groupBySecret)
/* harmony export */ });
/* harmony import */ var _policy_severity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23863);
// One secret value, one result for the reader: the reports of a value by several checks and rules, and at
// several places, become one, shown by its most specific report (a provider format over a context or a
// variable name) and listing every place. Newness is decided per value before (base-local-results.ts).

const BASIS_RANK = { format: 0, context: 1, name: 2 };
/**
 * The results in groups, in the order their first report came: one group per secret value, one per other
 * result. A group's first member is the one to show: the most specific basis, then the most severe.
 */
function groupBySecret(results, identityOf) {
    const groups = [];
    const byValue = new Map();
    for (const result of results) {
        const identity = identityOf(result);
        const known = identity === undefined ? undefined : byValue.get(identity.fingerprint);
        if (known !== undefined) {
            known.push(result);
            continue;
        }
        const group = [result];
        groups.push(group);
        if (identity !== undefined)
            byValue.set(identity.fingerprint, group);
    }
    const rank = (r) => BASIS_RANK[identityOf(r)?.basis ?? 'format'] * 10 - (0,_policy_severity_js__WEBPACK_IMPORTED_MODULE_0__/* .severityRank */ .qs)(r.severity);
    // A stable sort: among equals, the first found stays first.
    return groups.map((group) => group.sort((a, b) => rank(a) - rank(b)));
}


/***/ })

};
