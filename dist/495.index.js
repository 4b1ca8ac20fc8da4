export const id = 495;
export const ids = [495];
export const modules = {

/***/ 64261:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EH: () => (/* binding */ localRow),
/* harmony export */   MA: () => (/* binding */ monitorAdvisoryRow),
/* harmony export */   Nh: () => (/* binding */ repositoryRow),
/* harmony export */   Zl: () => (/* binding */ gateRows),
/* harmony export */   ex: () => (/* binding */ findingRow),
/* harmony export */   qP: () => (/* binding */ advisoryRow)
/* harmony export */ });
/** Row keys: unique per row of the report, unlike labels (two findings may share a code and a title). */
const findingRow = (f) => `finding ${f.id}`;
const advisoryRow = (a) => `advisory ${a.advisoryId} ${a.packageLabel}`;
const localRow = (r) => `local ${r.checkId} ${r.ruleId} ${r.file}:${r.line} ${r.message}`;
/** Rows a command judges itself, as outcomes: a repository check, an advisory new to the monitor. */
const repositoryRow = (url) => `repository ${url}`;
const monitorAdvisoryRow = (advisoryId) => `monitor advisory ${advisoryId}`;
const RANK = ['fails', 'over', 'reported'];
function gateRows(verdict) {
    const named = new Map();
    const name = (key, standing) => {
        const before = named.get(key);
        if (before === undefined || RANK.indexOf(standing) < RANK.indexOf(before))
            named.set(key, standing);
    };
    for (const reason of verdict.reasons) {
        const standing = reasonStanding(reason, verdict.verdict);
        // A report file of an earlier version names its items by label only.
        if (reason.rows === undefined)
            for (const item of reason.items)
                name(labelKey(reason.kind, item), standing);
        else
            for (const row of reason.rows)
                name(rowKey(reason.kind, row), standing);
    }
    return {
        any: named.size > 0,
        standing: (kind, row, label) => named.get(rowKey(kind, row)) ?? (label === undefined ? null : named.get(labelKey(kind, label))) ?? null,
    };
}
function reasonStanding(reason, verdict) {
    if (reason.level === 'warn')
        return 'reported';
    return verdict === 'warn' ? 'over' : 'fails';
}
const rowKey = (kind, row) => `${kind}\0row\0${row}`;
const labelKey = (kind, label) => `${kind}\0label\0${label}`;


/***/ }),

/***/ 87011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Cq: () => (/* binding */ advisoryLabel),
  Fp: () => (/* binding */ combinedVerdict),
  DR: () => (/* binding */ evaluateGate),
  Il: () => (/* binding */ findingLabel),
  u3: () => (/* binding */ localIgnore),
  WJ: () => (/* binding */ localLabel),
  RA: () => (/* binding */ otherPlaces),
  lL: () => (/* binding */ packageLabel)
});

// UNUSED EXPORTS: dependencyThreshold, exemption, inScope, localThreshold

// EXTERNAL MODULE: ./src/plural.ts
var plural = __webpack_require__(89133);
// EXTERNAL MODULE: ./src/policy/gate-rows.ts
var gate_rows = __webpack_require__(64261);
// EXTERNAL MODULE: ./src/policy/ignores.ts
var policy_ignores = __webpack_require__(76133);
;// CONCATENATED MODULE: ./src/policy/policy-text.ts
/** The findings scope, incomplete scans, coverage and timeouts only mean something when a scan was judged. */
function describePolicy(policy, judgedScan) {
    const thresholds = [
        policy.failOnDependencies === null ? '' : `affected packages at ${policy.failOnDependencies}`,
        policy.failOnLocalChecks === null ? '' : `local checks at ${policy.failOnLocalChecks}`,
    ];
    const extra = [
        ...thresholds,
        judgedScan && policy.allowIncomplete ? 'incomplete scans pass' : '',
        judgedScan && policy.minCoverage !== null ? `coverage at least ${policy.minCoverage}%` : '',
        judgedScan && policy.onTimeout === 'warn' ? 'a timed-out wait warns' : '',
        policy.dependencyScopes === 'runtime' ? 'development packages do not fail' : '',
        policy.failOnUnfixable ? '' : 'advisories without a fixed version do not fail',
        policy.warnOnly ? 'warn only' : '',
    ]
        .filter(Boolean)
        .join(', ');
    const own = thresholds.some(Boolean);
    if (policy.failOn === 'never' && !own)
        return 'fail-on: never (nothing at any severity fails the gate)';
    const base = policy.failOn === 'never'
        ? 'fail-on: never'
        : `fail on ${!judgedScan ? 'results' : policy.failScope === 'new' ? 'new findings' : 'all open findings'} at ${policy.failOn} or above`;
    return extra ? `${base} (${extra})` : base;
}

;// CONCATENATED MODULE: ./src/policy/scan-reasons.ts
const FAILED_STATUSES = ['failed', 'cancelled', 'cancelling'];
/** Statuses with a result whose coverage means something. */
const FINISHED_STATUSES = ['succeeded', 'incomplete'];
function scanReasons(input) {
    if (input.stopped !== null) {
        const { message, cause } = input.stopped;
        if (cause === 'not-judged')
            return [{ ...reason('stopped', message), level: 'error' }];
        return cause === 'not-approved' && input.policy.onTimeout === 'warn'
            ? [{ ...reason('stopped', `${message} (on-timeout: warn)`), level: 'warn' }]
            : [reason('stopped', message)];
    }
    const scan = input.scan;
    if (scan === null)
        return [];
    if (scan.timedOut) {
        const message = `the wait timed out with the scan ${scan.status}`;
        return input.policy.onTimeout === 'warn'
            ? [{ ...reason('timeout', `${message} (on-timeout: warn)`), level: 'warn' }]
            : [
                reason('timeout', `${message} (raise wait-timeout-minutes to wait longer, or set on-timeout: warn to pass with a warning while it runs)`),
            ];
    }
    // The service could not give a result: not judged, rather than failed by the policy.
    if (FAILED_STATUSES.includes(scan.status))
        return [{ ...reason('status', `the scan ended ${scan.status}`), level: 'error' }];
    const reasons = [];
    if (scan.status === 'incomplete' && !input.policy.allowIncomplete) {
        reasons.push(reason('status', 'the scan is incomplete (set allow-incomplete: true to accept that)'));
    }
    if (FINISHED_STATUSES.includes(scan.status))
        reasons.push(...coverageReasons(scan.coveragePercent, input.policy));
    return reasons;
}
/**
 * Below `min-coverage` fails like an incomplete scan. A scan without a coverage figure (the field is not
 * in the service's published shapes) is not failed for what nobody measured: it is a warning saying so.
 */
function coverageReasons(percent, policy) {
    const min = policy.minCoverage;
    if (min === null)
        return [];
    if (percent === null || percent === undefined) {
        return [
            {
                ...reason('coverage', `the scan reports no coverage figure, so min-coverage ${min}% was not checked`),
                level: 'warn',
            },
        ];
    }
    return percent < min
        ? [reason('coverage', `the scan covered ${percent}%, below min-coverage ${min}%`)]
        : [];
}
const reason = (kind, message, items = []) => ({
    kind,
    level: 'fail',
    message,
    items,
});

// EXTERNAL MODULE: ./src/policy/severity.ts
var severity = __webpack_require__(23863);
;// CONCATENATED MODULE: ./src/policy/gate.ts






function evaluateGate(input) {
    const ignores = (0,policy_ignores/* splitIgnores */.A)(input.ignores, input.today);
    const ignored = [];
    const keep = (items, label, match) => items.filter((item) => {
        const entry = match(item);
        if (entry)
            ignored.push({ item: label(item), entry });
        return entry === null;
    });
    const { failOn } = input.policy;
    const reasons = [...scanReasons(input)];
    const onlyNew = input.policy.failScope === 'new';
    const judged = (items) => items.filter((i) => inScope(input.policy, i.isNew));
    const scope = onlyNew ? 'new ' : '';
    // Only results compared with the base are called new; without a base they are judged all the same.
    const newWord = (items) => onlyNew && items.every((i) => i.isNew === true) ? 'new ' : '';
    if (input.scan && !input.scan.timedOut) {
        const withBaseline = input.scan.hasBaseline !== false;
        const pool = onlyNew && withBaseline ? input.scan.newFindings : input.scan.openFindings;
        const over = keep((0,severity/* bySeverity */.Np)(pool.filter((f) => (0,severity/* reaches */.O6)(f.severity, failOn))), findingLabel, (f) => (0,policy_ignores/* findIgnore */.E)(ignores, [f.code, f.id]));
        if (over.length > 0) {
            const message = onlyNew && !withBaseline
                ? `${(0,plural/* plural */.LS)(over.length, 'open finding')} at or above ${failOn} (no baseline to compare with: every open finding is judged)`
                : `${(0,plural/* plural */.LS)(over.length, `${scope}finding`)} at or above ${failOn}`;
            reasons.push({ ...reason('findings', message, over.map(findingLabel)), rows: over.map(gate_rows/* findingRow */.ex) });
        }
    }
    const depOn = dependencyThreshold(input.policy);
    const reached = keep((0,severity/* bySeverity */.Np)(judged(input.advisories).filter((a) => (0,severity/* reaches */.O6)(a.severity, depOn))), advisoryLabel, (a) => (0,policy_ignores/* findIgnore */.E)(ignores, [a.advisoryId]));
    const advisories = reached.filter((a) => exemption(a, input.policy) === null);
    const knob = (name, set) => (set ? ` (${name})` : '');
    const depKnob = knob('fail-on-dependencies', input.policy.failOnDependencies !== null);
    if (advisories.length > 0) {
        reasons.push({
            ...reason('advisories', `${(0,plural/* plural */.LS)(advisories.length, `${newWord(advisories)}affected package`)} at or above ${depOn}${depKnob}`, advisories.map(advisoryLabel)),
            rows: advisories.map(gate_rows/* advisoryRow */.qP),
        });
    }
    reasons.push(...exemptReasons(reached, input.policy, `at or above ${depOn}${depKnob}`));
    const localOn = localThreshold(input.policy);
    const local = keep((0,severity/* bySeverity */.Np)(judged(input.localResults).filter((r) => (0,severity/* reaches */.O6)(r.severity, localOn))), localLabel, (r) => localIgnore(ignores, r));
    if (local.length > 0) {
        reasons.push({
            ...reason('local-checks', `${(0,plural/* plural */.LS)(local.length, `${newWord(local)}local check result`)} at or above ${localOn}${knob('fail-on-local-checks', input.policy.failOnLocalChecks !== null)}`, local.map(localLabel)),
            rows: local.map(gate_rows/* localRow */.EH),
        });
    }
    reasons.push(...outcomeReasons(keep(input.outcomes ?? [], outcomeLabel, (o) => (0,policy_ignores/* findIgnore */.E)(ignores, o.ignoreIds))));
    return {
        verdict: combinedVerdict(reasons.map((r) => r.level), input.policy.warnOnly),
        reasons,
        ignored,
        expiredIgnores: ignores.expired,
        policyText: describePolicy(input.policy, input.scan !== null),
    };
}
/** Worst first: `fail`, `error`, `warn`, `pass`; `warn-only` turns `fail` and `error` into `warn`. */
function combinedVerdict(levels, warnOnly) {
    const worst = VERDICT_ORDER.find((v) => levels.includes(v)) ?? 'pass';
    return warnOnly && (worst === 'fail' || worst === 'error') ? 'warn' : worst;
}
const VERDICT_ORDER = ['fail', 'error', 'warn', 'pass'];
/**
 * Whether the gate judges a result at all. In scope `new`, what the base already had ("still open") is
 * only reported; a result nobody compared with a base (`isNew` absent) is judged.
 */
const inScope = (policy, isNew) => policy.failScope !== 'new' || isNew !== false;
const dependencyThreshold = (policy) => policy.failOnDependencies ?? policy.failOn;
const localThreshold = (policy) => policy.failOnLocalChecks ?? policy.failOn;
/** Why an affected package over the threshold does not fail the gate, naming the knob; null: it fails. */
function exemption(a, policy) {
    if (policy.dependencyScopes === 'runtime' && a.development === true) {
        return 'development packages (dependency-scopes: runtime)';
    }
    if (!policy.failOnUnfixable && a.fixable === false)
        return 'no fixed version (fail-on-unfixable: false)';
    return null;
}
/** Packages a knob sets aside are still reported: a warning, one per knob. */
function exemptReasons(reached, policy, over) {
    const byWhy = new Map();
    for (const a of reached) {
        const why = exemption(a, policy);
        if (why !== null)
            byWhy.set(why, [...(byWhy.get(why) ?? []), a]);
    }
    return [...byWhy].map(([why, items]) => ({
        ...reason('advisories', `${(0,plural/* plural */.LS)(items.length, 'affected package')} ${over} not failing: ${why}`),
        level: 'warn',
        items: items.map(advisoryLabel),
        rows: items.map(gate_rows/* advisoryRow */.qP),
    }));
}
/** Failing groups first, in the order the command gave them. */
function outcomeReasons(outcomes) {
    const groups = new Map();
    for (const level of ['fail', 'error', 'warn']) {
        for (const o of outcomes.filter((x) => x.level === level)) {
            const key = `${level}\0${o.group.many}`;
            groups.set(key, [...(groups.get(key) ?? []), o]);
        }
    }
    return [...groups.values()].map((items) => {
        const rows = items.flatMap((o) => (o.row === undefined ? [] : [o.row]));
        return {
            kind: 'outcomes',
            level: items[0]?.level ?? 'warn',
            message: (0,plural/* countedPhrase */.Kg)(items.length, items[0]?.group ?? { one: '', many: '' }),
            items: items.map(outcomeLabel),
            ...(rows.length === items.length ? { rows } : {}),
        };
    });
}
// How a reason names its items, for people; the rows they are keyed by come from gate-rows.ts.
const findingLabel = (f) => `${f.severity} ${f.code ?? f.id}: ${f.title}`;
const advisoryLabel = (a) => `${a.severity} ${a.advisoryId}: ${a.packageLabel} (${a.title})`;
const packageLabel = (p) => `${p.ecosystem} ${p.name}@${p.version}`;
const outcomeLabel = (o) => o.item;
const localLabel = (r) => `${r.severity} ${r.ruleId}: ${r.file}:${r.line} ${r.message}${alsoAt(r)}`;
/** A value reported at several places is one result: its label says how many other places hold it. */
function alsoAt(r) {
    const others = otherPlaces(r).length;
    return others > 0 ? ` (and ${(0,plural/* plural */.LS)(others, 'other place')})` : '';
}
/** The other files and lines where a result's value is, each once (`places` less the result's own). */
function otherPlaces(r) {
    const seen = new Set([`${r.line} ${r.file}`]);
    return (r.places ?? []).filter((p) => {
        const key = `${p.line} ${p.file}`;
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}
/**
 * The ignore entry that sets a local result aside, or null. A value reported at several places is set aside
 * only when entries cover every report of it: ignoring one report must not hide the others.
 */
function localIgnore(ignores, r) {
    const entries = (r.places ?? [r]).map((p) => (0,policy_ignores/* findIgnore */.E)(ignores, [p.ruleId, p.checkId], p.file));
    return entries.every((e) => e !== null) ? (entries[0] ?? null) : null;
}


/***/ }),

/***/ 76133:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ splitIgnores),
/* harmony export */   E: () => (/* binding */ findIgnore)
/* harmony export */ });
/** `today` as YYYY-MM-DD (UTC); an entry applies through its `until` day. */
function splitIgnores(entries, today) {
    const active = entries.filter((e) => e.until === null || e.until >= today);
    return { active, expired: entries.filter((e) => !active.includes(e)) };
}
/** A path-limited entry covers the path itself and everything under it; `*` matches within one segment. */
function pathCovered(pattern, path) {
    const trimmed = pattern.replace(/^\.\//, '').replace(/\/+$/, '');
    if (!trimmed.includes('*'))
        return path === trimmed || path.startsWith(`${trimmed}/`);
    const source = trimmed
        .split('**')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*'))
        .join('.*');
    return new RegExp(`^${source}(/.*)?$`).test(path);
}
function findIgnore(set, ids, path = null) {
    const known = ids.filter((id) => id !== null && id !== '');
    return (set.active.find((e) => known.includes(e.id) && (e.path === null || (path !== null && pathCovered(e.path, path)))) ?? null);
}


/***/ }),

/***/ 23863:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MW: () => (/* binding */ readSeverity),
/* harmony export */   Np: () => (/* binding */ bySeverity),
/* harmony export */   O6: () => (/* binding */ reaches),
/* harmony export */   _Z: () => (/* binding */ isSeverity),
/* harmony export */   qs: () => (/* binding */ severityRank)
/* harmony export */ });
/* harmony import */ var _settings_choices_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9278);
// Severity order shared by the policy, the sorting of reports and the annotation levels.

/** `unknown` (an advisory's own, or a value the service adds later) ranks below `info`. */
const RANK = {
    critical: 4,
    high: 3,
    medium: 2,
    low: 1,
    info: 0,
    unknown: -1,
};
function severityRank(severity) {
    return RANK[severity];
}
function isSeverity(value) {
    return _settings_choices_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITIES */ .oC.includes(value);
}
/** A severity as the service or a file sent it: one of the five, else `unknown`. */
function readSeverity(value) {
    return typeof value === 'string' && isSeverity(value) ? value : 'unknown';
}
/** Whether a severity reaches the `fail-on` threshold; `never` is reached by nothing. */
function reaches(severity, failOn) {
    return failOn !== 'never' && severityRank(severity) >= severityRank(failOn);
}
/** Most severe first; ties keep their order. */
function bySeverity(items) {
    return [...items].sort((a, b) => severityRank(b.severity) - severityRank(a.severity));
}


/***/ }),

/***/ 70488:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q8: () => (/* binding */ placesLinks),
/* harmony export */   U1: () => (/* binding */ codeLink)
/* harmony export */ });
/* unused harmony export codeUrl */
/* harmony import */ var _policy_gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(87011);
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(50589);
// Links from a file and line the run reports (a lock-file entry, a local-check result, a workflow's
// `uses:`) to that line at the commit that was checked: `{server}/{owner}/{repo}/blob/{sha}/{path}#L{line}`.
// The server comes from GITHUB_SERVER_URL, so the links are right on GitHub Enterprise Server too.


/** The address of a file (and line) at the checked commit, or null when the commit or repository is unknown. */
function codeUrl(source, path, line) {
    if (!source || !/^[0-9a-f]{40,64}$/i.test(source.sha) || !/^[^/]+\/[^/]+$/.test(source.repository))
        return null;
    const segments = path.split('/');
    // Only a plain path inside the repository: no absolute path, no `.` or `..` step, no empty segment.
    if (segments.some((s) => s === '' || s === '.' || s === '..'))
        return null;
    const encode = (parts) => parts.map(encodeURIComponent).join('/');
    const anchor = line !== null && Number.isInteger(line) && line > 0 ? `#L${line}` : '';
    return `${source.serverUrl}/${encode(source.repository.split('/'))}/blob/${encodeURIComponent(source.sha)}/${encode(segments)}${anchor}`;
}
/** `path:line` as inert Markdown, linked to that line at the checked commit where it can be. */
function codeLink(source, path, line) {
    const text = line === null ? path : `${path}:${line}`;
    const url = codeUrl(source, path, line);
    return url === null ? (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__.md)(text) : (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdLink */ .YF)(text, url);
}
/** Where a local result is: its own place, then the other places of its value (the first `max`, and a count). */
function placesLinks(source, r, max) {
    const others = (0,_policy_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .otherPlaces */ .RA)(r);
    const links = [r, ...others.slice(0, max)].map((p) => codeLink(source, p.file, p.line));
    const more = others.length > max ? `, ${others.length - max} more` : '';
    return `${links.join(', ')}${more}`;
}


/***/ }),

/***/ 3398:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LL: () => (/* binding */ affectedStanding),
/* harmony export */   uo: () => (/* binding */ gateMarks),
/* harmony export */   xI: () => (/* binding */ marked)
/* harmony export */ });
/* unused harmony export GATE_HEADER */
/* harmony import */ var _policy_gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(87011);
/* harmony import */ var _policy_gate_rows_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64261);
// The "Gate" column of the PR comment's and the job summary's tables: which rows count for the gate, as the
// gate itself recorded them (src/policy/gate-rows.ts), so a row that fails the gate does not look like one
// that does not, and the mark, the reason list and the annotations cannot disagree.


const GATE_HEADER = 'Gate';
const CELL = {
    fails: '❌ **fails**',
    over: '⚠️ over (warn-only)',
    reported: '⚠️ reported',
};
function gateMarks(r) {
    const rows = (0,_policy_gate_rows_js__WEBPACK_IMPORTED_MODULE_1__/* .gateRows */ .Zl)(r.verdict);
    const cell = (standing) => (standing === null ? '' : CELL[standing]);
    return {
        any: rows.any,
        finding: (f) => cell(rows.standing('findings', (0,_policy_gate_rows_js__WEBPACK_IMPORTED_MODULE_1__/* .findingRow */ .ex)(f), (0,_policy_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .findingLabel */ .Il)(f))),
        advisory: (a) => cell(affectedStanding(rows, a, r.monitor !== null)),
        local: (x) => cell(rows.standing('local-checks', (0,_policy_gate_rows_js__WEBPACK_IMPORTED_MODULE_1__/* .localRow */ .EH)(x), (0,_policy_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .localLabel */ .WJ)(x))),
        repository: (c) => cell(rows.standing('outcomes', (0,_policy_gate_rows_js__WEBPACK_IMPORTED_MODULE_1__/* .repositoryRow */ .Nh)(c.url))),
        monitorAdvisory: (a) => cell(rows.standing('outcomes', (0,_policy_gate_rows_js__WEBPACK_IMPORTED_MODULE_1__/* .monitorAdvisoryRow */ .MA)(a.id))),
    };
}
/**
 * How an affected package stands, for its Gate mark and its annotation. The monitor's gate judges each new
 * advisory as its outcome, not package by package: in a monitor run a package stands as its advisory does
 * (src/runtime/build-report.ts).
 */
function affectedStanding(rows, a, monitorRun) {
    if (monitorRun)
        return rows.standing('outcomes', (0,_policy_gate_rows_js__WEBPACK_IMPORTED_MODULE_1__/* .monitorAdvisoryRow */ .MA)(a.advisoryId));
    const gated = { ...a, packageLabel: (0,_policy_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .packageLabel */ .lL)(a) };
    return rows.standing('advisories', (0,_policy_gate_rows_js__WEBPACK_IMPORTED_MODULE_1__/* .advisoryRow */ .qP)(gated), (0,_policy_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .advisoryLabel */ .Cq)(gated));
}
/** A table's headers and row with the "Gate" column in front, when any row of the report is marked. */
function marked(marks, headers, row, mark) {
    if (!marks.any)
        return [headers, row];
    return [[GATE_HEADER, ...headers], (item) => [mark(item), ...row(item)]];
}


/***/ }),

/***/ 42495:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ak: () => (/* binding */ SUMMARY_MAX_ROWS),
/* harmony export */   G9: () => (/* binding */ localResultsTable),
/* harmony export */   Uz: () => (/* binding */ cappedTable),
/* harmony export */   Zv: () => (/* binding */ FINDING_HEADERS),
/* harmony export */   ex: () => (/* binding */ findingRow),
/* harmony export */   ge: () => (/* binding */ verdictHeadline),
/* harmony export */   hS: () => (/* binding */ listedReasons),
/* harmony export */   kY: () => (/* binding */ severityCell),
/* harmony export */   qN: () => (/* binding */ notJudgedLines),
/* harmony export */   tp: () => (/* binding */ table),
/* harmony export */   ur: () => (/* binding */ severityCounts)
/* harmony export */ });
/* harmony import */ var _code_link_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70488);
/* harmony import */ var _gate_marks_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3398);
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(50589);
// Small Markdown builders shared by the summary, the PR comment and issues. Cell text must already be
// inert (see untrusted.ts); these only lay it out.



const SEVERITY_ICON = {
    critical: '🟥',
    high: '🟧',
    medium: '🟨',
    low: '🟦',
    info: '⬜',
    unknown: '▫️',
};
function severityCell(severity) {
    return `${SEVERITY_ICON[severity]} ${severity}`;
}
function table(headers, rows) {
    const line = (cells) => `| ${cells.join(' | ')} |`;
    return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}
/** A table of at most `max` rows, saying how many more there were. */
function cappedTable(headers, items, row, max) {
    const shown = table(headers, items.slice(0, max).map(row));
    const more = items.length - max;
    return more > 0 ? `${shown}\n\n…and ${more} more (all of them are in the report file).` : shown;
}
function findingRow(f) {
    return [
        severityCell(f.severity),
        f.code ? `\`${f.code.replace(/[^A-Za-z0-9-]/g, '')}\`` : (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_2__.md)(f.id, 40),
        (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .mdLink */ .YF)(f.title, f.webUrl),
    ];
}
/** Rows a job summary table shows before it says how many more the report file holds. */
const SUMMARY_MAX_ROWS = 50;
/**
 * The local results' table, Gate column first when the gate marks a row: `places` links at most, the
 * message cut at `messageChars` (the comment is kept short; the summary has room).
 */
function localResultsTable(r, marks, fit) {
    return (0,_gate_marks_js__WEBPACK_IMPORTED_MODULE_1__/* .marked */ .xI)(marks, ['Severity', 'Rule', 'Where', 'Message'], (x) => [
        severityCell(x.severity),
        (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_2__.md)(x.ruleId),
        (0,_code_link_js__WEBPACK_IMPORTED_MODULE_0__/* .placesLinks */ .Q8)(r.source, x, fit.places),
        (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_2__.md)(x.message, fit.messageChars),
    ], marks.local);
}
const FINDING_HEADERS = ['Severity', 'Code', 'Title'];
/**
 * The report's headline, about `subject` (what the command's spec says its verdict is about, e.g. `Security
 * scan`); a skipped run passes, and says it was skipped rather than that it passed. A run
 * that could not judge (`error`) never reads like a security failure.
 */
function verdictHeadline(r, subject) {
    switch (r.verdict.verdict) {
        case 'pass':
            return r.runSkipped ? `⏭️ ${subject} skipped` : `✅ ${subject} passed`;
        case 'warn':
            return r.runSkipped
                ? `⚠️ ${subject} skipped (not failing)`
                : `⚠️ ${subject} found problems (not failing)`;
        case 'error':
            return `⚠️ Not judged: ${subject} gave no verdict`;
        case 'fail':
            return `❌ ${subject} failed`;
    }
}
function severityCounts(counts) {
    const parts = ['critical', 'high', 'medium', 'low', 'info']
        .filter((s) => (counts[s] ?? 0) > 0)
        .map((s) => `${counts[s]} ${s}`);
    return parts.length > 0 ? parts.join(', ') : 'none';
}
/** The reasons listed under a headline: with a not-judged block, the errors it already says are left out. */
function listedReasons(r, notJudged) {
    return notJudged.length > 0 ? r.verdict.reasons.filter((x) => x.level !== 'error') : r.verdict.reasons;
}
/**
 * What an `error` verdict says first, before any table: why nothing was judged and what to do about it
 * (the reason names the input or the service's answer; the service's next step where it gave one). Such a
 * run found nothing: it must not read like a security failure. Empty for other verdicts.
 */
function notJudgedLines(r) {
    if (r.verdict.verdict !== 'error')
        return [];
    const why = r.verdict.reasons.filter((x) => x.level === 'error').map((x) => (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_2__.md)(x.message, 500));
    const fixes = [...new Set(r.errors.flatMap((e) => (e.nextStep ? [(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_2__.md)(e.nextStep, 500)] : [])))];
    // A paragraph each (a blank line after it), so Markdown does not run them together.
    const block = (label, items) => {
        if (items.length === 0)
            return [];
        const [only] = items;
        return items.length === 1
            ? [`**${label}:** ${only ?? ''}`, '']
            : [`**${label}:**`, ...items.map((i) => `- ${i}`), ''];
    };
    return [
        ...block('Why', why),
        ...block('What to do', fixes),
        'Nothing was checked against the policy, so this is not a security finding.',
        '',
    ];
}


/***/ })

};
