export const id = 219;
export const ids = [219];
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

/***/ 88281:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WI: () => (/* binding */ REPORT_SCHEMA_VERSION),
/* harmony export */   j6: () => (/* binding */ READABLE_SCHEMA_VERSIONS),
/* harmony export */   tv: () => (/* binding */ localRuleId)
/* harmony export */ });
/** Minor versions only add fields: a reader of 1.1.0 reads 1.0.0 reports too (they lack `judged`). */
const REPORT_SCHEMA_VERSION = '1.1.0';
const READABLE_SCHEMA_VERSIONS = ['1.0.0', REPORT_SCHEMA_VERSION];
/** A local-check rule's id, which already starts with its check's id (`tracked-secrets/aws-access-key-id`). */
function localRuleId(r) {
    return r.ruleId.startsWith(`${r.checkId}/`) ? r.ruleId : `${r.checkId}/${r.ruleId}`;
}


/***/ }),

/***/ 54219:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   buildReport: () => (/* binding */ buildReport),
/* harmony export */   gateInput: () => (/* binding */ gateInput)
/* harmony export */ });
/* harmony import */ var _policy_gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(87011);
/* harmony import */ var _policy_ignores_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76133);
/* harmony import */ var _render_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88281);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(16696);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
// Applies the policy to what a run saw and freezes it into the run report. A defect here still gives a
// report: a failing one that names the defect, with everything the run saw.





const gateFinding = (f) => ({
    id: f.id,
    code: f.code,
    severity: f.severity,
    title: f.title,
});
function buildReport(state, policy, finishedAt) {
    try {
        return judgedReport(state, policy, finishedAt);
    }
    catch (error) {
        return frozen(state, finishedAt, [], {
            verdict: 'error',
            reasons: [
                {
                    kind: 'stopped',
                    level: 'error',
                    message: `the report could not be built: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error)}`,
                    items: [],
                },
            ],
            ignored: [],
            expiredIgnores: [],
            policyText: 'the policy could not be applied',
        });
    }
}
function judgedReport(state, policy, finishedAt) {
    const today = finishedAt.toISOString().slice(0, 10);
    const verdict = (0,_policy_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .evaluateGate */ .DR)(gateInput(state, {
        policy: state.policy ?? policy,
        ignores: state.ignores,
        today,
        stopped: state.stopped,
        outcomes: state.outcomes,
    }));
    return frozen(state, finishedAt, (0,_policy_ignores_js__WEBPACK_IMPORTED_MODULE_3__/* .splitIgnores */ .A)(state.ignores, today).active, verdict);
}
/** What the gate judges of what a run saw; tests judge the reports they build with it too. */
function gateInput(seen, judging) {
    return {
        ...judging,
        scan: seen.scan
            ? {
                status: seen.scan.status,
                timedOut: seen.scan.timedOut,
                newFindings: (seen.findings?.new ?? []).map(gateFinding),
                openFindings: (seen.findings?.open ?? []).map(gateFinding),
                hasBaseline: seen.findings !== null && seen.findings.comparedBy !== 'none',
                coveragePercent: seen.scan.coveragePercent,
            }
            : null,
        // The monitor gates on new advisories only (its outcomes), not on every affected package each night.
        advisories: (seen.monitor ? [] : (seen.dependencies?.affected ?? [])).map((a) => ({
            advisoryId: a.advisoryId,
            severity: a.severity,
            title: a.title,
            packageLabel: (0,_policy_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .packageLabel */ .lL)(a),
            fixable: a.fixedIn !== null,
            development: a.development === true,
            ...(a.isNew === undefined ? {} : { isNew: a.isNew }),
        })),
        localResults: seen.localChecks?.results ?? [],
    };
}
function frozen(state, finishedAt, ignores, verdict) {
    const { stopped: _stopped, ignores: _ignores, outcomes: _outcomes, policy: _policy, unreadLockFiles: _unreadLockFiles, ...seen } = state;
    return {
        schemaVersion: _render_model_js__WEBPACK_IMPORTED_MODULE_1__/* .REPORT_SCHEMA_VERSION */ .WI,
        tool: { name: _version_js__WEBPACK_IMPORTED_MODULE_4__/* .ACTION_NAME */ .px, version: _version_js__WEBPACK_IMPORTED_MODULE_4__/* .ACTION_VERSION */ .Yt },
        ...seen,
        finishedAt: finishedAt.toISOString(),
        verdict,
        ignores,
    };
}


/***/ })

};
