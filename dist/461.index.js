export const id = 461;
export const ids = [461];
export const modules = {

/***/ 46605:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ve: () => (/* binding */ readRecheckOutcomes),
/* harmony export */   Vy: () => (/* binding */ isRecheckTooSoon),
/* harmony export */   Xc: () => (/* binding */ readRepositoryFindings),
/* harmony export */   gJ: () => (/* binding */ readQuickCheckItems)
/* harmony export */ });
/* harmony import */ var _envelope_parser_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(11052);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _policy_severity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23863);
/* harmony import */ var _tolerant_reads_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(66218);
// Repository check, quick check and DNS recheck fields the spec leaves unshown, and the DNS recheck's 409;
// docs/assumed-shapes.md lists them all.




/** Repository check `findings` items: `{ severity, title }`. */
function readRepositoryFindings(value) {
    return (0,_tolerant_reads_js__WEBPACK_IMPORTED_MODULE_2__/* .list */ .p_)(value)
        .filter(_envelope_parser_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u4)
        .map((item) => ({ severity: (0,_policy_severity_js__WEBPACK_IMPORTED_MODULE_1__/* .readSeverity */ .MW)(item.severity), title: (0,_tolerant_reads_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq)(item.title) ?? '' }));
}
/** Quick check `checks` items: `{ id, title, status: 'pass' | 'attention', severity? }`. */
function readQuickCheckItems(value) {
    return (0,_tolerant_reads_js__WEBPACK_IMPORTED_MODULE_2__/* .list */ .p_)(value)
        .filter(_envelope_parser_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u4)
        .map((item, index) => ({
        id: (0,_tolerant_reads_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq)(item.id) ?? `check-${index + 1}`,
        title: (0,_tolerant_reads_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq)(item.title) ?? '',
        status: item.status === 'pass' || item.status === 'attention' ? item.status : 'unknown',
        severity: typeof item.severity === 'string' ? (0,_policy_severity_js__WEBPACK_IMPORTED_MODULE_1__/* .readSeverity */ .MW)(item.severity) : null,
    }));
}
/** DNS recheck `outcomes` items: `{ findingId, code?, result: 'fixed' | 'still_present' }`. */
function readRecheckOutcomes(value) {
    return (0,_tolerant_reads_js__WEBPACK_IMPORTED_MODULE_2__/* .list */ .p_)(value)
        .filter(_envelope_parser_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u4)
        .map((item) => ({
        findingId: (0,_tolerant_reads_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq)(item.findingId),
        code: (0,_tolerant_reads_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq)(item.code),
        result: (0,_tolerant_reads_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq)(item.result) ?? 'unknown',
    }));
}
/**
 * A DNS recheck asked for before `nextAllowedAt` is refused with HTTP 409 (a 409 also means "no recheck
 * for this finding"); the refusal carries the wait, or the latest recheck shows a `nextAllowedAt` ahead.
 */
function isRecheckTooSoon(error, nextAllowedAt, nowMs) {
    if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7) || error.status !== 409)
        return false;
    const allowedAt = nextAllowedAt === null ? Number.NaN : Date.parse(nextAllowedAt);
    return error.retryAfterMs !== null || allowedAt > nowMs;
}


/***/ }),

/***/ 49461:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  dnsRecheckCommand: () => (/* binding */ dnsRecheckCommand)
});

// EXTERNAL MODULE: ./src/api/unshown-fields/check-fields.ts
var check_fields = __webpack_require__(46605);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/plural.ts
var plural = __webpack_require__(89133);
;// CONCATENATED MODULE: ./src/commands/dns-recheck/judge.ts

function judgeDnsRecheck(r) {
    const about = `finding ${r.findingId} of scan ${r.scanId}`;
    const outcome = (level, group, item, code) => ({
        level,
        group,
        item,
        ignoreIds: code ? [r.findingId, code] : [r.findingId],
    });
    if (!r.ran) {
        const when = r.nextAllowedAt ?? 'a later time';
        return [
            outcome('warn', (0,plural/* counted */.hS)('DNS recheck', `not allowed yet (next at ${when})`), `${about}: the service allows the next recheck at ${when}; run dns-recheck again then`),
        ];
    }
    if (r.failedAt) {
        return [
            outcome('fail', (0,plural/* counted */.hS)('DNS recheck', 'that failed on the service'), `${about} failed at ${r.failedAt}`),
        ];
    }
    if (r.pending)
        return [outcome('warn', (0,plural/* counted */.hS)('DNS recheck', 'still running'), `${about}: read it again later`)];
    const mine = r.outcomes.filter((o) => o.findingId === null || o.findingId === r.findingId);
    if (mine.length === 0)
        return [outcome('warn', (0,plural/* counted */.hS)('DNS recheck', 'without an outcome for the finding'), about)];
    return mine.flatMap((o) => {
        const label = o.code ?? o.findingId ?? r.findingId;
        if (o.result === 'fixed')
            return [];
        if (o.result === 'still_present') {
            return [outcome('fail', (0,plural/* counted */.hS)('DNS finding', 'still present after the recheck'), label, o.code)];
        }
        return [
            outcome('warn', (0,plural/* counted */.hS)('DNS recheck outcome', 'the action does not know'), `${label}: ${o.result}`, o.code),
        ];
    });
}

;// CONCATENATED MODULE: ./src/commands/dns-recheck/index.ts
// The dns-recheck command: re-run the free DNS check of a finding after a fix, then read the latest
// recheck and judge its outcomes. Asked too early, it says when the next recheck is allowed.




async function dnsRecheckCommand(deps) {
    const { settings, state, toolkit, client } = deps;
    const { scanId, findingId } = settings.dnsRecheck;
    const record = (view, log) => {
        state.dnsRecheck = view;
        state.outcomes.push(...judgeDnsRecheck(view));
        toolkit.info(`DNS recheck of ${findingId} (scan ${scanId}): ${log}`);
    };
    try {
        await client.recheckDns(scanId, {
            findingId,
            idempotencyKey: deps.keyFor('dns-recheck', `${scanId}:${findingId}`),
        });
    }
    catch (error) {
        if (error instanceof errors/* ServiceError */._7 && error.status === 404)
            throw await unknownId(client, error, scanId, findingId);
        if (!(error instanceof errors/* ServiceError */._7) || error.status !== 409)
            throw error;
        const latest = await latestOrNull(client, scanId);
        const nowMs = deps.now();
        if (!(0,check_fields/* isRecheckTooSoon */.Vy)(error, latest?.nextAllowedAt ?? null, nowMs))
            throw error;
        const seen = viewOf(scanId, findingId, latest, false);
        const waited = error.retryAfterMs === null ? null : new Date(nowMs + error.retryAfterMs).toISOString();
        const nextAllowedAt = seen.nextAllowedAt ?? waited;
        record({ ...seen, nextAllowedAt }, `not run, the next one is allowed at ${nextAllowedAt ?? 'a later time'}`);
        return;
    }
    const view = viewOf(scanId, findingId, await client.latestDnsRecheck(scanId), true);
    const results = view.outcomes.map((o) => `${o.code ?? o.findingId ?? 'finding'} ${o.result}`);
    record(view, results.join(', ') || 'no outcome yet');
}
/**
 * A 404 on the recheck means the scan or its finding is unknown; one read of the scan tells which, so the
 * error names the input to change, its value and where the right id is found.
 */
async function unknownId(client, refused, scanId, findingId) {
    const scanKnown = await client.scan(scanId).then(() => true, (error) => (error instanceof errors/* ServiceError */._7 && error.status === 404 ? false : null));
    if (scanKnown === null)
        return refused;
    const said = `(HTTP 404 on ${refused.method} ${refused.route}: ${refused.message})`;
    const fix = scanKnown
        ? `Input 'finding-id' is '${findingId}', which scan ${scanId} does not hold ${said}: give the id of a DNS finding of that scan, as its findings in the service's web application or the scan run's report file show it.`
        : `Input 'scan-id' is '${scanId}', which the account behind 'api-key' does not know ${said}: give the id of a finished scan of one of its sites, as the scan's page in the service's web application or a scan run's 'scan-id' output shows it.`;
    return new src_errors/* ConfigurationError */.j1([fix, refused.guidance()].filter(Boolean).join(' '), { cause: refused });
}
/** The latest recheck of the scan, or null when it has none. */
async function latestOrNull(client, scanId) {
    try {
        return await client.latestDnsRecheck(scanId);
    }
    catch (error) {
        if (error instanceof errors/* ServiceError */._7 && error.status === 404)
            return null;
        throw error;
    }
}
function viewOf(scanId, findingId, latest, ran) {
    const str = (value) => (typeof value === 'string' ? value : null);
    return {
        scanId,
        findingId,
        ran,
        pending: latest?.pending !== null && latest?.pending !== undefined,
        checkedAt: str(latest?.checkedAt),
        nextAllowedAt: str(latest?.nextAllowedAt),
        failedAt: str(latest?.failedAt),
        originalGradeUnchanged: latest?.originalGradeUnchanged === true,
        outcomes: (0,check_fields/* readRecheckOutcomes */.Ve)(latest?.outcomes),
    };
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


/***/ })

};
