export const id = 461;
export const ids = [461];
export const modules = {

/***/ 49461:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  dnsRecheckCommand: () => (/* binding */ dnsRecheckCommand)
});

// EXTERNAL MODULE: ./src/api/assumed.ts
var assumed = __webpack_require__(82650);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
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
            outcome('warn', `DNS recheck(s) not allowed yet (next at ${when})`, `${about}: the service allows the next recheck at ${when}; run dns-recheck again then`),
        ];
    }
    if (r.failedAt) {
        return [outcome('fail', 'DNS recheck(s) that failed on the service', `${about} failed at ${r.failedAt}`)];
    }
    if (r.pending)
        return [outcome('warn', 'DNS recheck(s) still running', `${about}: read it again later`)];
    const mine = r.outcomes.filter((o) => o.findingId === null || o.findingId === r.findingId);
    if (mine.length === 0)
        return [outcome('warn', 'DNS recheck(s) without an outcome for the finding', about)];
    return mine.flatMap((o) => {
        const label = o.code ?? o.findingId ?? r.findingId;
        if (o.result === 'fixed')
            return [];
        if (o.result === 'still_present') {
            return [outcome('fail', 'DNS finding(s) still present after the recheck', label, o.code)];
        }
        return [
            outcome('warn', 'DNS recheck outcome(s) the action does not know', `${label}: ${o.result}`, o.code),
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
        if (!(error instanceof errors/* ServiceError */._) || error.status !== 409)
            throw error;
        const latest = await latestOrNull(client, scanId);
        const nowMs = deps.now();
        if (!(0,assumed/* isRecheckTooSoon */.Vy)(error, latest?.nextAllowedAt ?? null, nowMs))
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
/** The latest recheck of the scan, or null when it has none. */
async function latestOrNull(client, scanId) {
    try {
        return await client.latestDnsRecheck(scanId);
    }
    catch (error) {
        if (error instanceof errors/* ServiceError */._ && error.status === 404)
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
        outcomes: (0,assumed/* readRecheckOutcomes */.Ve)(latest?.outcomes),
    };
}


/***/ })

};
