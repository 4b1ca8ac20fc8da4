export const id = 301;
export const ids = [301];
export const modules = {

/***/ 5301:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   applyPolicyFile: () => (/* binding */ applyPolicyFile),
/* harmony export */   parsePolicyFile: () => (/* binding */ parsePolicyFile)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
/* harmony import */ var _settings_values_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(535);
// The policy file: the policy inputs as YAML keys, plus `ignore:` entries. Parsed with bounds because on a
// pull request it is the pull request's own file.



const MAX_BYTES = 256 * 1024;
const KEYS = [
    'fail-on',
    'fail-scope',
    'allow-incomplete',
    'warn-only',
    'min-coverage',
    'on-timeout',
    'fail-on-dependencies',
    'fail-on-local-checks',
    'dependency-scopes',
    'fail-on-unfixable',
    'ignore',
];
function parsePolicyFile(path, text) {
    const fail = (message) => {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`Policy file ${path}: ${message}`);
    };
    if (Buffer.byteLength(text) > MAX_BYTES)
        fail(`larger than ${MAX_BYTES / 1024} KiB.`);
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text);
    if (doc.errors.length > 0) {
        const first = doc.errors[0];
        const line = first?.linePos?.[0].line;
        fail(`not valid YAML${line ? ` (line ${line})` : ''}: ${first?.message.split('\n')[0] ?? ''}`);
    }
    let data;
    try {
        data = doc.toJS({ maxAliasCount: 50 }) ?? {};
    }
    catch {
        fail('uses too many YAML aliases (at most 50 are expanded).');
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data))
        fail('expected a mapping of policy keys.');
    const record = data;
    const unknown = Object.keys(record).filter((key) => !KEYS.includes(key));
    if (unknown.length > 0)
        fail(`unknown key '${unknown[0]}'; accepted keys: ${KEYS.join(', ')}.`);
    return {
        ...optionalEnum(record, 'fail-on', _settings_values_js__WEBPACK_IMPORTED_MODULE_2__/* .FAIL_ON */ .d$, 'failOn', fail),
        ...optionalEnum(record, 'fail-scope', _settings_values_js__WEBPACK_IMPORTED_MODULE_2__/* .FAIL_SCOPES */ .BT, 'failScope', fail),
        ...optionalBoolean(record, 'allow-incomplete', 'allowIncomplete', fail),
        ...optionalBoolean(record, 'warn-only', 'warnOnly', fail),
        ...optionalPercent(record, 'min-coverage', 'minCoverage', fail),
        ...optionalEnum(record, 'on-timeout', _settings_values_js__WEBPACK_IMPORTED_MODULE_2__/* .ON_TIMEOUT */ .Qj, 'onTimeout', fail),
        ...optionalEnum(record, 'fail-on-dependencies', _settings_values_js__WEBPACK_IMPORTED_MODULE_2__/* .FAIL_ON */ .d$, 'failOnDependencies', fail),
        ...optionalEnum(record, 'fail-on-local-checks', _settings_values_js__WEBPACK_IMPORTED_MODULE_2__/* .FAIL_ON */ .d$, 'failOnLocalChecks', fail),
        ...optionalEnum(record, 'dependency-scopes', _settings_values_js__WEBPACK_IMPORTED_MODULE_2__/* .DEPENDENCY_SCOPES */ .kB, 'dependencyScopes', fail),
        ...optionalBoolean(record, 'fail-on-unfixable', 'failOnUnfixable', fail),
        ignore: parseIgnores(record.ignore, fail),
    };
}
function optionalEnum(record, key, allowed, field, fail) {
    const value = record[key];
    if (value === undefined)
        return {};
    if (typeof value !== 'string' || !allowed.includes(value)) {
        fail(`'${key}' is ${JSON.stringify(value)}; accepted values: ${allowed.join(', ')}.`);
    }
    return { [field]: value };
}
function optionalBoolean(record, key, field, fail) {
    const value = record[key];
    if (value === undefined)
        return {};
    if (typeof value !== 'boolean')
        fail(`'${key}' is ${JSON.stringify(value)}; accepted values: true, false.`);
    return { [field]: value };
}
function optionalPercent(record, key, field, fail) {
    const value = record[key];
    if (value === undefined)
        return {};
    if (typeof value !== 'number' || !(value >= 0 && value <= 100)) {
        fail(`'${key}' is ${JSON.stringify(value)}; accepted: a number from 0 to 100 (a percentage).`);
    }
    return { [field]: value };
}
function parseIgnores(value, fail) {
    if (value === undefined || value === null)
        return [];
    if (!Array.isArray(value))
        fail("'ignore' must be a list of entries with 'id' and 'reason'.");
    return value.map((entry, index) => parseIgnore(entry, index + 1, fail));
}
function parseIgnore(entry, n, fail) {
    const where = `ignore entry ${n}`;
    if (typeof entry !== 'object' || entry === null)
        fail(`${where} must be a mapping with 'id' and 'reason'.`);
    const e = entry;
    const text = (key) => {
        const v = e[key] instanceof Date ? e[key].toISOString().slice(0, 10) : e[key];
        if (v === undefined || v === null)
            return null;
        if (typeof v !== 'string' || v.trim() === '')
            fail(`${where}: '${key}' must be a non-empty string.`);
        return v.trim();
    };
    const id = text('id') ?? fail(`${where} has no 'id' (a finding code, advisory id or local-check rule id).`);
    const reason = text('reason') ?? fail(`${where} (${id}) has no 'reason': say why it is accepted.`);
    const until = text('until');
    if (until !== null && !isCalendarDate(until)) {
        fail(`${where} (${id}): 'until' is ${JSON.stringify(until)}; accepted: a date as YYYY-MM-DD.`);
    }
    return { id, path: text('path'), reason, until };
}
/** YYYY-MM-DD naming a day that exists: Date.parse alone takes 2027-02-30 as 2 March. */
function isCalendarDate(text) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text))
        return false;
    const time = Date.parse(`${text}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
}
/** The policy file, where it sets a key, overrides the input of the same name. */
function applyPolicyFile(policy, file, onChangeEvent) {
    const scope = file.failScope === 'auto' ? (onChangeEvent ? 'new' : 'all') : file.failScope;
    return {
        failOn: file.failOn ?? policy.failOn,
        failScope: scope ?? policy.failScope,
        allowIncomplete: file.allowIncomplete ?? policy.allowIncomplete,
        warnOnly: file.warnOnly ?? policy.warnOnly,
        minCoverage: file.minCoverage ?? policy.minCoverage,
        onTimeout: file.onTimeout ?? policy.onTimeout,
        // Still unset, a per-kind threshold follows `fail-on` as decided here (the file's when it sets one).
        failOnDependencies: file.failOnDependencies ?? policy.failOnDependencies,
        failOnLocalChecks: file.failOnLocalChecks ?? policy.failOnLocalChecks,
        dependencyScopes: file.dependencyScopes ?? policy.dependencyScopes,
        failOnUnfixable: file.failOnUnfixable ?? policy.failOnUnfixable,
    };
}


/***/ })

};
