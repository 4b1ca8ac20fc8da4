export const id = 999;
export const ids = [999];
export const modules = {

/***/ 35999:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   policyChangeNotice: () => (/* binding */ policyChangeNotice),
/* harmony export */   policyDifferences: () => (/* binding */ policyDifferences)
/* harmony export */ });
const KEYS = [
    ['failOn', 'fail-on'],
    ['failScope', 'fail-scope'],
    ['allowIncomplete', 'allow-incomplete'],
    ['warnOnly', 'warn-only'],
    ['minCoverage', 'min-coverage'],
    ['onTimeout', 'on-timeout'],
    ['failOnDependencies', 'fail-on-dependencies'],
    ['failOnLocalChecks', 'fail-on-local-checks'],
    ['dependencyScopes', 'dependency-scopes'],
    ['failOnUnfixable', 'fail-on-unfixable'],
];
/** null is a knob left unset (a per-kind threshold then follows `fail-on`). */
const shown = (value) => (value === null ? 'unset' : String(value));
const ignoreLabel = (i) => `${i.id}${i.path ? ` (${i.path})` : ''}${i.until ? ` until ${i.until}` : ''}`;
/** Each difference as a short phrase, e.g. `fail-on: high → critical`, `ignore HDR-1 added`. */
function policyDifferences(base, head) {
    const changes = KEYS.filter(([key]) => base.policy[key] !== head.policy[key]).map(([key, name]) => `${name}: ${shown(base.policy[key])} → ${shown(head.policy[key])}`);
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
