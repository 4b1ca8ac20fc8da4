export const id = 999;
export const ids = [999];
export const modules = {

/***/ 35999:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   policyChangeNotice: () => (/* binding */ policyChangeNotice),
/* harmony export */   policyDifferences: () => (/* binding */ policyDifferences)
/* harmony export */ });
/* harmony import */ var _settings_policy_knobs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98135);
// What a pull request's edit of the policy file would change once merged: the policy keys it sets
// differently and the ignores it adds or removes. Pure; the gate itself uses the base commit's file.

/** null is a knob left unset (a per-kind threshold then follows `fail-on`). */
const shown = (value) => (value === null ? 'unset' : String(value));
const ignoreLabel = (i) => `${i.id}${i.path ? ` (${i.path})` : ''}${i.until ? ` until ${i.until}` : ''}`;
/** Each difference as a short phrase, e.g. `fail-on: high → critical`, `ignore HDR-1 added`. */
function policyDifferences(base, head) {
    const changes = _settings_policy_knobs_js__WEBPACK_IMPORTED_MODULE_0__/* .POLICY_FIELDS */ .lA.filter((field) => base.policy[field] !== head.policy[field]).map((field) => `${_settings_policy_knobs_js__WEBPACK_IMPORTED_MODULE_0__/* .POLICY_KNOBS */ .nN[field].key}: ${shown(base.policy[field])} → ${shown(head.policy[field])}`);
    const before = new Set(base.ignore.map(ignoreLabel));
    const after = new Set(head.ignore.map(ignoreLabel));
    for (const label of after)
        if (!before.has(label))
            changes.push(`ignore ${label} added`);
    for (const label of before)
        if (!after.has(label))
            changes.push(`ignore ${label} removed`);
    return changes;
}
/** The sentence a pull request that edits the policy file is told. */
function policyChangeNotice(path, differences) {
    const what = typeof differences === 'string'
        ? differences
        : differences.length > 0
            ? `it would change: ${differences.join('; ')}`
            : 'it changes nothing the gate reads';
    return `This pull request changes the policy file ${path}; the change applies after merge (the gate uses the base branch's version). ${what}.`;
}


/***/ })

};
