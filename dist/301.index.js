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
/* harmony import */ var _settings_policy_knobs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(98135);
// The policy file: the policy inputs as YAML keys, plus `ignore:` entries. Parsed with bounds because on a
// pull request it is the pull request's own file.



const MAX_BYTES = 256 * 1024;
/** Unknown keys named in the error; the rest are counted. */
const MAX_NAMED = 10;
const KEYS = [..._settings_policy_knobs_js__WEBPACK_IMPORTED_MODULE_2__/* .POLICY_FIELDS */ .lA.map((field) => _settings_policy_knobs_js__WEBPACK_IMPORTED_MODULE_2__/* .POLICY_KNOBS */ .nN[field].key), 'ignore'];
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
    if (unknown.length > 0) {
        // Every one at once, so one edit fixes the file; a file of junk keys still gives one readable line.
        const named = unknown.slice(0, MAX_NAMED).map((key) => {
            const near = nearestKey(key);
            return `'${key}'${near === null ? '' : ` (did you mean '${near}'?)`}`;
        });
        if (unknown.length > MAX_NAMED)
            named.push(`${unknown.length - MAX_NAMED} more`);
        fail(`unknown key${unknown.length > 1 ? 's' : ''} ${named.join(', ')}; accepted keys: ${KEYS.join(', ')}.`);
    }
    const knobs = {};
    for (const field of _settings_policy_knobs_js__WEBPACK_IMPORTED_MODULE_2__/* .POLICY_FIELDS */ .lA) {
        const key = _settings_policy_knobs_js__WEBPACK_IMPORTED_MODULE_2__/* .POLICY_KNOBS */ .nN[field].key;
        if (record[key] === undefined)
            continue;
        knobs[field] = (0,_settings_policy_knobs_js__WEBPACK_IMPORTED_MODULE_2__/* .readPolicyFileValue */ .Ai)(field, record[key]);
        if (knobs[field] === undefined) {
            fail(`'${key}' is ${JSON.stringify(record[key])}; ${(0,_settings_policy_knobs_js__WEBPACK_IMPORTED_MODULE_2__/* .policyFileAccepted */ .AV)(field)}.`);
        }
    }
    return { ...knobs, ignore: parseIgnores(record.ignore, fail) };
}
/** The known key a mistyped one is closest to, when it is close enough to be the likely intent. */
function nearestKey(key) {
    let best = null;
    for (const known of KEYS) {
        const distance = editDistance(key.toLowerCase(), known);
        if (best === null || distance < best.distance)
            best = { key: known, distance };
    }
    // A third of the key's length: `failon` finds `fail-on`; `warn` does not become `warn-only`.
    return best !== null && best.distance <= Math.max(1, Math.floor(key.length / 3)) ? best.key : null;
}
/** Levenshtein distance: the fewest single-character insertions, deletions and substitutions. */
function editDistance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        for (let j = 1; j <= b.length; j++) {
            const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
            current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
        }
        previous = current;
    }
    return previous[b.length] ?? 0;
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
/** The policy file, where it sets a key, overrides the input of the same name. Still unset, a per-kind
 * threshold follows `fail-on` as decided here (the file's when it sets one). */
function applyPolicyFile(policy, file, onChangeEvent) {
    return Object.fromEntries(_settings_policy_knobs_js__WEBPACK_IMPORTED_MODULE_2__/* .POLICY_FIELDS */ .lA.map((field) => {
        const set = file[field];
        return [field, set === undefined ? policy[field] : (0,_settings_policy_knobs_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveKnob */ .Bl)(field, set, onChangeEvent)];
    }));
}


/***/ })

};
