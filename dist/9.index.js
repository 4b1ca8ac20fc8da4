export const id = 9;
export const ids = [9];
export const modules = {

/***/ 23863:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Np: () => (/* binding */ bySeverity),
/* harmony export */   O6: () => (/* binding */ reaches),
/* harmony export */   qs: () => (/* binding */ severityRank)
/* harmony export */ });
/* unused harmony export isSeverity */
/* harmony import */ var _settings_values_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(535);
// Severity order shared by the policy, the sorting of reports and the annotation levels.

const RANK = { critical: 4, high: 3, medium: 2, low: 1, info: 0 };
/** Unknown severities (an advisory's `unknown`, a value the service adds later) rank below `info`. */
function severityRank(severity) {
    return RANK[severity] ?? -1;
}
function isSeverity(value) {
    return SEVERITIES.includes(value);
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

/***/ 95009:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  buildReport: () => (/* binding */ buildReport)
});

;// CONCATENATED MODULE: ./src/policy/ignores.ts
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

// EXTERNAL MODULE: ./src/policy/severity.ts
var severity = __webpack_require__(23863);
;// CONCATENATED MODULE: ./src/policy/gate.ts


const FAILED_STATUSES = ['failed', 'cancelled', 'cancelling'];
function evaluateGate(input) {
    const ignores = splitIgnores(input.ignores, input.today);
    const ignored = [];
    const keep = (items, label, match) => items.filter((item) => {
        const entry = match(item);
        if (entry)
            ignored.push({ item: label(item), entry });
        return entry === null;
    });
    const { failOn } = input.policy;
    const reasons = [...statusReasons(input)];
    if (input.scan && !input.scan.timedOut) {
        const pool = input.policy.failScope === 'new' ? input.scan.newFindings : input.scan.openFindings;
        const over = keep((0,severity/* bySeverity */.Np)(pool.filter((f) => (0,severity/* reaches */.O6)(f.severity, failOn))), findingLabel, (f) => findIgnore(ignores, [f.code, f.id]));
        if (over.length > 0) {
            const scope = input.policy.failScope === 'new' ? 'new ' : '';
            reasons.push(reason('findings', `${over.length} ${scope}finding(s) at or above ${failOn}`, over.map(findingLabel)));
        }
    }
    const advisories = keep((0,severity/* bySeverity */.Np)(input.advisories.filter((a) => (0,severity/* reaches */.O6)(a.severity, failOn))), advisoryLabel, (a) => findIgnore(ignores, [a.advisoryId]));
    if (advisories.length > 0) {
        reasons.push(reason('advisories', `${advisories.length} affected package(s) at or above ${failOn}`, advisories.map(advisoryLabel)));
    }
    const local = keep((0,severity/* bySeverity */.Np)(input.localResults.filter((r) => (0,severity/* reaches */.O6)(r.severity, failOn))), localLabel, (r) => findIgnore(ignores, [r.ruleId, r.checkId], r.file));
    if (local.length > 0) {
        reasons.push(reason('local-checks', `${local.length} local check result(s) at or above ${failOn}`, local.map(localLabel)));
    }
    reasons.push(...outcomeReasons(keep(input.outcomes ?? [], outcomeLabel, (o) => findIgnore(ignores, o.ignoreIds))));
    const failing = reasons.some((r) => r.blocking);
    return {
        verdict: failing && !input.policy.warnOnly ? 'fail' : reasons.length > 0 ? 'warn' : 'pass',
        reasons,
        ignored,
        expiredIgnores: ignores.expired,
        policyText: describePolicy(input.policy, input.scan !== null),
    };
}
function statusReasons(input) {
    if (input.stopped !== null)
        return [reason('stopped', input.stopped, [])];
    const scan = input.scan;
    if (scan === null)
        return [];
    if (scan.timedOut)
        return [reason('timeout', `the wait timed out with the scan ${scan.status}`, [])];
    if (FAILED_STATUSES.includes(scan.status))
        return [reason('status', `the scan ended ${scan.status}`, [])];
    if (scan.status === 'incomplete' && !input.policy.allowIncomplete) {
        return [reason('status', 'the scan is incomplete (set allow-incomplete: true to accept that)', [])];
    }
    return [];
}
/** Failing groups first, in the order the command gave them. */
function outcomeReasons(outcomes) {
    const groups = new Map();
    for (const level of ['fail', 'warn']) {
        for (const o of outcomes.filter((x) => x.level === level)) {
            const key = `${level}\0${o.group}`;
            groups.set(key, [...(groups.get(key) ?? []), o]);
        }
    }
    return [...groups.values()].map((items) => ({
        kind: 'outcomes',
        blocking: items[0]?.level === 'fail',
        message: `${items.length} ${items[0]?.group ?? ''}`,
        items: items.map(outcomeLabel),
    }));
}
/** The findings scope and incomplete scans only mean something when a scan was judged. */
function describePolicy(policy, judgedScan) {
    if (policy.failOn === 'never')
        return 'fail-on: never (nothing at any severity fails the gate)';
    const scope = !judgedScan ? 'results' : policy.failScope === 'new' ? 'new findings' : 'all open findings';
    const extra = [
        judgedScan && policy.allowIncomplete ? 'incomplete scans pass' : '',
        policy.warnOnly ? 'warn only' : '',
    ]
        .filter(Boolean)
        .join(', ');
    return `fail on ${scope} at ${policy.failOn} or above${extra ? ` (${extra})` : ''}`;
}
const reason = (kind, message, items) => ({
    kind,
    blocking: true,
    message,
    items,
});
const findingLabel = (f) => `${f.severity} ${f.code ?? f.id}: ${f.title}`;
const advisoryLabel = (a) => `${a.severity} ${a.advisoryId}: ${a.packageLabel} (${a.title})`;
const outcomeLabel = (o) => o.item;
const localLabel = (r) => `${r.severity} ${r.ruleId}: ${r.file}:${r.line} ${r.message}`;

;// CONCATENATED MODULE: ./src/report/model.ts
const REPORT_SCHEMA_VERSION = '1.0.0';

// EXTERNAL MODULE: ./src/run/version.ts
var version = __webpack_require__(42057);
;// CONCATENATED MODULE: ./src/run/build-report.ts
// Applies the policy to what a run saw and freezes it into the run report.



const gateFinding = (f) => ({
    id: f.id,
    code: f.code,
    severity: f.severity,
    title: f.title,
});
function buildReport(state, policy, finishedAt) {
    const { stopped, ignores, outcomes, policy: inForce, ...seen } = state;
    const verdict = evaluateGate({
        policy: inForce ?? policy,
        ignores,
        today: finishedAt.toISOString().slice(0, 10),
        scan: state.scan
            ? {
                status: state.scan.status,
                timedOut: state.scan.timedOut,
                newFindings: (state.findings?.new ?? []).map(gateFinding),
                openFindings: (state.findings?.open ?? []).map(gateFinding),
            }
            : null,
        stopped,
        // The monitor gates on new advisories only (its outcomes), not on every affected package each night.
        advisories: (state.monitor ? [] : (state.dependencies?.affected ?? [])).map((a) => ({
            advisoryId: a.advisoryId,
            severity: a.severity,
            title: a.title,
            packageLabel: `${a.ecosystem} ${a.name}@${a.version}`,
        })),
        localResults: state.localChecks?.results ?? [],
        outcomes,
    });
    return {
        schemaVersion: REPORT_SCHEMA_VERSION,
        tool: { name: version/* ACTION_NAME */.px, version: version/* ACTION_VERSION */.Yt },
        ...seen,
        finishedAt: finishedAt.toISOString(),
        verdict,
    };
}


/***/ })

};
