export const id = 676;
export const ids = [676];
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

/***/ 2676:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  quickCheckCommand: () => (/* binding */ quickCheckCommand)
});

// EXTERNAL MODULE: ./src/api/unshown-fields/check-fields.ts
var check_fields = __webpack_require__(46605);
// EXTERNAL MODULE: ./src/steps/wait.ts
var wait = __webpack_require__(11934);
// EXTERNAL MODULE: ./src/plural.ts
var plural = __webpack_require__(89133);
// EXTERNAL MODULE: ./src/policy/severity.ts
var severity = __webpack_require__(23863);
;// CONCATENATED MODULE: ./src/commands/quick-check/judge.ts


function judgeQuickCheck(check, failOn) {
    const about = `${check.url} (${check.checkId})`;
    if (check.timedOut) {
        return [
            outcome('fail', (0,plural/* counted */.hS)('quick check', 'not finished when the wait ended (raise wait-timeout-minutes to wait longer)'), `${about} was still ${check.status}`),
        ];
    }
    if (check.status === 'failed')
        return [outcome('fail', (0,plural/* counted */.hS)('quick check', 'that failed on the service'), about)];
    return check.checks
        .filter((item) => item.status === 'attention')
        .map((item) => {
        const label = `${item.severity ?? 'no severity'} ${item.id}: ${item.title}`;
        return item.severity !== null && (0,severity/* reaches */.O6)(item.severity, failOn)
            ? outcome('fail', (0,plural/* counted */.hS)('quick-check result', `at or above ${failOn}`), label, [item.id])
            : outcome('warn', (0,plural/* counted */.hS)('quick-check result', 'needing attention'), label, [item.id]);
    });
}
const outcome = (level, group, item, ignoreIds = []) => ({ level, group, item, ignoreIds });

;// CONCATENATED MODULE: ./src/commands/quick-check/index.ts
// The quick-check command: start a quick check of a homepage, wait for it at the service's pace, record
// it (as soon as it starts, so a cancellation still reports its id) and judge it for the gate.



async function quickCheckCommand(deps) {
    const { settings, state, toolkit, client } = deps;
    const url = settings.quickCheckUrl;
    const started = await client.startQuickCheck({ url, idempotencyKey: deps.keyFor('quick-check', url) });
    state.quickCheck = view(url, started, started.reused, false);
    toolkit.info(`Quick check ${started.checkId} of ${url} ${started.reused ? 'reused an earlier check of this address' : 'started'}: ${started.webUrl}`);
    const final = await toolkit.group(`Waiting for quick check ${started.checkId}`, () => (0,wait/* waitAndLog */.BU)(deps, `quick check ${started.checkId}`, {
        first: started,
        poll: () => client.quickCheck(started.checkId),
        timeoutMs: settings.waitTimeoutMs,
        timing: deps.polls.checks,
    }));
    state.quickCheck = view(url, final.latest, started.reused, final.timedOut);
    state.outcomes.push(...judgeQuickCheck(state.quickCheck, state.policy?.failOn ?? settings.policy.failOn));
}
function view(url, check, reused, timedOut) {
    return {
        url,
        checkId: check.checkId,
        status: check.status,
        reused,
        summary: typeof check.summary === 'string' ? check.summary : null,
        webUrl: typeof check.webUrl === 'string' ? check.webUrl : null,
        checks: (0,check_fields/* readQuickCheckItems */.gJ)(check.checks),
        timedOut,
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


/***/ }),

/***/ 11934:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BU: () => (/* binding */ waitAndLog)
/* harmony export */ });
/* unused harmony exports FINAL_STATUSES, nextPollMs, waitForFinal */
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
// Waits for a scan or a check to reach a final status, at the pace the service suggests, within a deadline.

const FINAL_STATUSES = ['succeeded', 'incomplete', 'failed', 'cancelled'];
function nextPollMs(suggestedSeconds, timing) {
    const suggested = typeof suggestedSeconds === 'number' && Number.isFinite(suggestedSeconds)
        ? suggestedSeconds * 1000
        : timing.defaultMs;
    return Math.min(timing.ceilingMs, Math.max(timing.floorMs, suggested));
}
async function waitForFinal(options) {
    const { timing } = options;
    const started = options.now();
    let latest = options.first;
    for (;;) {
        const elapsed = options.now() - started;
        if (FINAL_STATUSES.includes(latest.status)) {
            options.onPoll(latest, elapsed, null);
            return { latest, timedOut: false };
        }
        const remaining = options.timeoutMs - elapsed;
        if (remaining <= 0)
            return { latest, timedOut: true };
        const delay = Math.min(nextPollMs(latest.suggestedPollAfterSeconds, timing), remaining);
        options.onPoll(latest, elapsed, delay);
        await options.sleep(delay, options.signal);
        latest = (await pollSurvivingFailures(options, timing, started)) ?? latest;
    }
}
/** The next reading, or null when the deadline came while polls kept failing. */
async function pollSurvivingFailures(options, timing, started) {
    for (;;) {
        try {
            return await options.poll();
        }
        catch (error) {
            const asked = options.retryPollAfter?.(error) ?? null;
            if (asked === null || options.signal.aborted)
                throw error;
            const remaining = options.timeoutMs - (options.now() - started);
            if (remaining <= 0)
                return null;
            const wait = Math.min(Math.max(asked, timing.floorMs), remaining);
            options.onPollFailed?.(error, wait);
            await options.sleep(wait, options.signal);
        }
    }
}
/** waitForFinal with the log every command shows: each reading, and a failed poll that is waited out. */
function waitAndLog(deps, what, wait) {
    const describe = wait.describe ?? ((latest) => latest.status);
    return waitForFinal({
        first: wait.first,
        poll: wait.poll,
        timeoutMs: wait.timeoutMs,
        timing: wait.timing,
        sleep: deps.sleep,
        now: deps.now,
        signal: deps.signal,
        retryPollAfter: (error) => pollRetryWait(error, wait.timing.defaultMs),
        onPollFailed: (error, next) => deps.toolkit.warning(`Reading ${what} failed (${describeFailure(error)}); it goes on at the service, polling again in ${seconds(next)} s`),
        onPoll: (latest, elapsedMs, next) => deps.toolkit.info(`${describe(latest)}, ${seconds(elapsedMs)} s elapsed${next === null ? '' : `, next poll in ${seconds(next)} s`}`),
    });
}
/** After the client's own retries: a refusal or an outage is waited out; any other answer is final. */
function pollRetryWait(error, defaultMs) {
    if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .TransportError */ .wX)
        return defaultMs;
    if (!(error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7))
        return null;
    if (error.status === 429 || error.status === 503)
        return error.retryAfterMs ?? defaultMs;
    return error.status >= 500 ? defaultMs : null;
}
function describeFailure(error) {
    if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7) {
        const wait = error.retryAfterMs ? `, retry after ${Math.ceil(error.retryAfterMs / 1000)} s` : '';
        return `HTTP ${error.status}${wait}`;
    }
    return error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .TransportError */ .wX ? error.describe() : String(error);
}
const seconds = (ms) => Math.round(ms / 1000);


/***/ })

};
