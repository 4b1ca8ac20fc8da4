export const id = 67;
export const ids = [67];
export const modules = {

/***/ 20367:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pf: () => (/* binding */ agentRoute),
  K3: () => (/* binding */ changesOrNull),
  bk: () => (/* binding */ readSiteRef)
});

// UNUSED EXPORTS: isSiteUrl

// EXTERNAL MODULE: ./src/api/envelope-parser.ts + 1 modules
var envelope_parser = __webpack_require__(11052);
// EXTERNAL MODULE: ./src/api/unshown-fields/tolerant-reads.ts
var tolerant_reads = __webpack_require__(66218);
;// CONCATENATED MODULE: ./src/api/unshown-fields/comparison-fields.ts
// Comparison `changes` items, whose fields the spec leaves unshown; docs/assumed-shapes.md lists
// them all.


/** Comparison `changes`: items `{ change, finding }`. */
function readChanges(value) {
    return (0,tolerant_reads/* list */.p_)(value).map((item) => {
        const change = (0,envelope_parser/* isRecord */.u4)(item) ? item.change : undefined;
        const known = change === 'new' || change === 'fixed' || change === 'unchanged';
        return {
            change: known ? change : 'unknown',
            finding: readChangedFinding((0,envelope_parser/* isRecord */.u4)(item) ? item.finding : undefined),
        };
    });
}
/** Keeps the finding as sent, with the fields a report leans on made safe to read. */
function readChangedFinding(value) {
    if (!(0,envelope_parser/* isRecord */.u4)(value) || typeof value.id !== 'string')
        return null;
    const finding = value;
    return {
        ...finding,
        severity: (0,tolerant_reads/* text */.Qq)(value.severity) ?? 'unknown',
        state: (0,tolerant_reads/* text */.Qq)(value.state) ?? 'unknown',
        title: (0,tolerant_reads/* text */.Qq)(value.title) ?? '',
        evidence: (0,tolerant_reads/* strings */.P$)(value.evidence),
        sources: (0,tolerant_reads/* strings */.P$)(value.sources),
        steps: (0,tolerant_reads/* strings */.P$)(value.steps),
    };
}

// EXTERNAL MODULE: ./src/api/unshown-fields/scan-fields.ts
var scan_fields = __webpack_require__(5162);
;// CONCATENATED MODULE: ./src/api/unshown-fields/site-fields.ts
// The `site` object, whose fields the spec leaves unshown; docs/assumed-shapes.md lists
// them all.

function readSiteObject(value) {
    const site = (0,envelope_parser/* isRecord */.u4)(value) ? value : {};
    return {
        id: (0,envelope_parser/* nonEmptyText */.al)(site.id),
        name: (0,envelope_parser/* nonEmptyText */.al)(site.name) ?? (0,envelope_parser/* nonEmptyText */.al)(site.baseDomain),
        webUrl: (0,envelope_parser/* nonEmptyText */.al)(site.webUrl),
    };
}

// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
;// CONCATENATED MODULE: ./src/commands/scan/agent-route.ts
// The scan flow over the agent routes (`/agent/...`).




function isSiteUrl(site) {
    return /^https?:\/\//i.test(site);
}
/** The site's reference, with fallbacks where the site object lacks a field. */
function readSiteRef(value, fallbackId, fallbackLabel) {
    const site = readSiteObject(value);
    return { id: site.id ?? fallbackId, label: site.name ?? fallbackLabel, webUrl: site.webUrl };
}
function agentRoute(client, keyFor) {
    return {
        resolveSite: async (site) => {
            if (isSiteUrl(site)) {
                const added = await client.addSite({ url: site, idempotencyKey: keyFor('add-site') });
                const ref = readSiteRef(added.site, '', site);
                if (ref.id === '')
                    throw new Error(`the service added ${site} but sent no site id`);
                return ref;
            }
            const status = await client.siteStatus(site);
            return readSiteRef(status.site, site, site);
        },
        startPulse: async (siteId, baselineId) => {
            const result = await client.startPulse(siteId, {
                idempotencyKey: keyFor('pulse'),
                ...(baselineId ? { baselineScanId: baselineId } : {}),
            });
            return {
                scan: (0,scan_fields/* readScanSnapshot */.m8)(result.scan, 'Pulse start answer'),
                replayed: result.replayed === true,
            };
        },
        scan: async (scanId) => (0,scan_fields/* readScanSnapshot */.m8)(await client.scan(scanId), 'scan'),
        findings: (scanId) => client.findings(scanId, { all: true }),
        comparison: (scanId) => changesOrNull(() => client.comparison(scanId)),
        repairBrief: async (scanId, agent) => {
            const parts = [];
            for await (const part of client.repairBrief(scanId, { agent }))
                parts.push(part.markdown);
            return parts.join('\n\n');
        },
    };
}
/** The comparison's changes, or null where the service has none: no baseline (409) or its `error` set. */
async function changesOrNull(load) {
    try {
        const comparison = await load();
        return comparison.error ? null : readChanges(comparison.changes);
    }
    catch (error) {
        if (error instanceof errors/* ServiceError */._7 && error.status === 409)
            return null;
        throw error;
    }
}


/***/ }),

/***/ 56067:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  verifyOwnershipCommand: () => (/* binding */ verifyOwnershipCommand)
});

// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/commands/scan/agent-route.ts + 2 modules
var agent_route = __webpack_require__(20367);
// EXTERNAL MODULE: ./src/plural.ts
var plural = __webpack_require__(89133);
;// CONCATENATED MODULE: ./src/commands/verify-ownership/judge.ts

const START_OVER = 'issue a new proof with verify-method (dns, file or meta), publish it, and check that one';
function nextStep(v) {
    if (v.action === 'issued') {
        const by = v.expiresAt ? ` before ${v.expiresAt}` : '';
        return `Publish the proof, then run verify-ownership with verification-id ${v.verificationId}${by}.`;
    }
    switch (v.state) {
        case 'verified':
            return `Use verification-id ${v.verificationId} for a Deep scan${v.verifiedUntil ? ` until ${v.verifiedUntil}` : ''}.`;
        case 'pending': {
            const left = v.attemptsRemaining === null ? '' : ` (${(0,plural/* plural */.LS)(v.attemptsRemaining, 'attempt')} left)`;
            const after = v.retryAt ? ` after ${v.retryAt}` : ' later';
            return `The proof is not visible yet: make sure it is published, then check it again${after}${left}.`;
        }
        case 'exhausted':
            return `No attempts are left: ${START_OVER}.`;
        case 'expired':
            return `The proof expired${v.expiresAt ? ` at ${v.expiresAt}` : ''}: ${START_OVER}.`;
        case 'revoked':
            return `The proof was revoked: ${START_OVER}.`;
        default:
            return `The service reports the state '${v.state}': if it stays, ${START_OVER}.`;
    }
}
function judgeVerification(v) {
    if (v.action === 'issued' || v.state === 'verified')
        return [];
    return [notVerified(`${v.verificationId} is ${v.state}: ${v.nextStep}`)];
}
/** The service refused the check itself (HTTP 409: a proof that expired or has no attempts left). */
function refusedCheck(verificationId, why) {
    return notVerified(`${verificationId} could not be checked (${why}): ${START_OVER}`);
}
const notVerified = (item) => ({
    level: 'fail',
    group: (0,plural/* counted */.hS)('ownership proof', 'not verified'),
    item,
    ignoreIds: [],
});

;// CONCATENATED MODULE: ./src/commands/verify-ownership/index.ts
// The verify-ownership command: issue an ownership proof for the site (with `verify-method`), or check a
// published one once (with `verification-id`). A check spends one of the proof's attempts, so it runs
// once and is never retried on its own.



async function verifyOwnershipCommand(deps) {
    const { settings, state, toolkit, client, keyFor } = deps;
    const site = await (0,agent_route/* agentRoute */.pf)(client, keyFor).resolveSite(settings.site);
    state.site = site;
    const { method, verificationId } = settings.verify;
    if (method !== '') {
        const issued = await client.issueVerification(site.id, {
            method,
            idempotencyKey: keyFor('issue-verification', method),
        });
        const v = (state.verification = view('issued', issued, deps.now()));
        toolkit.info(`Ownership proof ${v.verificationId} issued (${v.method}). Publish at ${v.location}: ${v.value}`);
        toolkit.annotate({
            level: 'notice',
            title: `Publish the ownership proof (${v.method})`,
            message: `${v.location ?? ''}: ${v.value ?? ''}`,
        });
        return;
    }
    const checked = await client.checkVerification(site.id, verificationId).catch((error) => {
        // The refusal itself is reported as a service error; the outcome adds how to start over.
        if (error instanceof errors/* ServiceError */._7 && error.status === 409)
            state.outcomes.push(refusedCheck(verificationId, error.message));
        throw error;
    });
    const v = (state.verification = view('checked', checked, deps.now()));
    toolkit.info(`Ownership proof ${v.verificationId}: ${v.state}. ${v.nextStep}`);
    state.outcomes.push(...judgeVerification(v));
}
function view(action, answer, nowMs) {
    const wait = answer.retryAfterSeconds;
    const seen = {
        action,
        verificationId: answer.verificationId,
        siteId: answer.siteId,
        origin: answer.origin,
        method: answer.method,
        state: answer.state,
        expiresAt: answer.expiresAt ?? null,
        verifiedUntil: answer.verifiedUntil ?? null,
        attemptsRemaining: typeof answer.attemptsRemaining === 'number' ? answer.attemptsRemaining : null,
        retryAt: typeof wait === 'number' && wait > 0 ? new Date(nowMs + wait * 1000).toISOString() : null,
        value: 'value' in answer && typeof answer.value === 'string' ? answer.value : null,
        location: 'location' in answer && typeof answer.location === 'string' ? answer.location : null,
    };
    return { ...seen, nextStep: nextStep(seen) };
}


/***/ })

};
