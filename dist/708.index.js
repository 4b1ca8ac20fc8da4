export const id = 708;
export const ids = [708];
export const modules = {

/***/ 94633:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ createOnce)
/* harmony export */ });
// GitHub takes no idempotency key for creating a comment or an issue, so a create is never re-sent
// blindly (Octokit's own retry is off for it: see octokit.ts). After a failure that may have landed (a
// 5xx, or an answer lost on the way back), the list is read again first, and the create is sent again only
// when nothing of ours is there: a retry never makes a second sticky comment or issue.
const CREATE_ATTEMPTS = 3;
/** A refusal (4xx) did not create anything; a 5xx or a network failure may have. */
const mayHaveLanded = (error) => {
    const status = error.status;
    return typeof status !== 'number' || status >= 500;
};
async function createOnce(create, landed) {
    for (let attempt = 1;; attempt += 1) {
        try {
            return await create();
        }
        catch (error) {
            if (attempt >= CREATE_ATTEMPTS || !mayHaveLanded(error))
                throw error;
            const found = await landed();
            if (found !== undefined)
                return found;
        }
    }
}


/***/ }),

/***/ 7648:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ upsertStickyComment)
/* harmony export */ });
/* harmony import */ var _create_once_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(94633);

async function upsertStickyComment(api, request) {
    if (request.mode === 'never')
        return 'disabled';
    const [comments, author] = await Promise.all([api.listComments(request.issueNumber), api.author()]);
    // Only the token's own comment: anybody can write a comment holding the marker, and it is not ours to edit.
    const ours = (list) => list.find((c) => c.user?.login === author && (c.body ?? '').includes(request.marker));
    const existing = ours(comments);
    if (existing) {
        // An existing comment is always brought up to date, so a red comment never stays once the PR is green.
        if (existing.body === request.body)
            return 'unchanged';
        await api.updateComment(existing.id, request.body);
        return 'updated';
    }
    if (!shouldCreate(request))
        return 'not-needed';
    return (0,_create_once_js__WEBPACK_IMPORTED_MODULE_0__/* .createOnce */ .U)(async () => {
        await api.createComment(request.issueNumber, request.body);
        return 'created';
    }, async () => (ours(await api.listComments(request.issueNumber)) ? 'created' : undefined));
}
function shouldCreate(request) {
    switch (request.mode) {
        case 'always':
            return true;
        case 'on-change':
            return request.changed;
        case 'on-failure':
            return request.failed;
        case 'never':
            return false;
    }
}


/***/ }),

/***/ 87011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Cq: () => (/* binding */ advisoryLabel),
  Fp: () => (/* binding */ combinedVerdict),
  Du: () => (/* binding */ dependencyThreshold),
  DR: () => (/* binding */ evaluateGate),
  OE: () => (/* binding */ exemption),
  Il: () => (/* binding */ findingLabel),
  SB: () => (/* binding */ inScope),
  u3: () => (/* binding */ localIgnore),
  WJ: () => (/* binding */ localLabel),
  vI: () => (/* binding */ localThreshold),
  RA: () => (/* binding */ otherPlaces),
  lL: () => (/* binding */ packageLabel)
});

// EXTERNAL MODULE: ./src/plural.ts
var plural = __webpack_require__(89133);
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
            reasons.push(reason('findings', message, over.map(findingLabel)));
        }
    }
    const depOn = dependencyThreshold(input.policy);
    const reached = keep((0,severity/* bySeverity */.Np)(judged(input.advisories).filter((a) => (0,severity/* reaches */.O6)(a.severity, depOn))), advisoryLabel, (a) => (0,policy_ignores/* findIgnore */.E)(ignores, [a.advisoryId]));
    const advisories = reached.filter((a) => exemption(a, input.policy) === null);
    const knob = (name, set) => (set ? ` (${name})` : '');
    const depKnob = knob('fail-on-dependencies', input.policy.failOnDependencies !== null);
    if (advisories.length > 0) {
        reasons.push(reason('advisories', `${(0,plural/* plural */.LS)(advisories.length, `${newWord(advisories)}affected package`)} at or above ${depOn}${depKnob}`, advisories.map(advisoryLabel)));
    }
    reasons.push(...exemptReasons(reached, input.policy, `at or above ${depOn}${depKnob}`));
    const localOn = localThreshold(input.policy);
    const local = keep((0,severity/* bySeverity */.Np)(judged(input.localResults).filter((r) => (0,severity/* reaches */.O6)(r.severity, localOn))), localLabel, (r) => localIgnore(ignores, r));
    if (local.length > 0) {
        reasons.push(reason('local-checks', `${(0,plural/* plural */.LS)(local.length, `${newWord(local)}local check result`)} at or above ${localOn}${knob('fail-on-local-checks', input.policy.failOnLocalChecks !== null)}`, local.map(localLabel)));
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
    return [...groups.values()].map((items) => ({
        kind: 'outcomes',
        level: items[0]?.level ?? 'warn',
        message: (0,plural/* countedPhrase */.Kg)(items.length, items[0]?.group ?? { one: '', many: '' }),
        items: items.map(outcomeLabel),
    }));
}
// How a reason names its items; the renderers mark a table's rows by the same labels.
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
/* harmony import */ var _settings_values_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(535);
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
    return _settings_values_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITIES */ .oC.includes(value);
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

/***/ 38878:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ allowanceRemaining),
/* harmony export */   w: () => (/* binding */ allowanceSection)
/* harmony export */ });
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50589);

function allowanceSection(r) {
    const a = r.account?.allowance;
    if (!a || a.remaining === null)
        return '';
    const label = a.kind === 'pulse' ? 'Pulse' : 'Deep';
    const left = a.limit === null ? `${a.remaining}` : `${a.remaining} of ${a.limit}`;
    const resets = a.resetsAt ? `; they reset on ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_0__.md)(a.resetsAt.slice(0, 10), 20)}` : '';
    return `Free ${label} scans left this month: **${left}** (read before this run's scan${resets}).`;
}
/** The `allowance-remaining` output: empty when the run read no allowance or it is not metered. */
function allowanceRemaining(r) {
    const remaining = r.account?.allowance?.remaining;
    return remaining === null || remaining === undefined ? '' : String(remaining);
}


/***/ }),

/***/ 17455:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FT: () => (/* binding */ describeBaseline),
/* harmony export */   KO: () => (/* binding */ groupedTables),
/* harmony export */   Po: () => (/* binding */ baselineComment),
/* harmony export */   d_: () => (/* binding */ baselineSection)
/* harmony export */ });
/* unused harmony export newnessGroups */
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42495);
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(50589);


const HOW_TO_GET_ONE = 'run this action with the same `site` on pushes to the base branch (`on: push`): each succeeded scan there becomes the baseline of later pull requests';
/** After a cache outage a baseline may well be recorded: the way back is a re-run, not a new workflow. */
const AFTER_OUTAGE = 'the Actions cache could not be read, so the recorded baseline (if any) was not used';
/** One sentence: which scan, recorded by which run on which branch; or why there is none. */
function describeBaseline(b) {
    const by = b.recordedBy;
    const at = by?.sha ? ` at ${by.sha.slice(0, 12)}` : '';
    const run = by ? `the ${by.event} run ${by.runId} on ${b.branch ?? ''}${at}` : '';
    switch (b.source) {
        case 'input':
            return `scan ${b.scanId ?? ''}, given in the 'baseline' input`;
        case 'base-branch':
            return `scan ${b.scanId ?? ''} of ${b.site}, recorded by ${run} (the base branch)`;
        case 'branch':
            return `scan ${b.scanId ?? ''} of ${b.site}, recorded by ${run} (this branch's previous run)`;
        case 'none':
            return `none (${b.note ?? 'no baseline'})`;
    }
}
function baselineSection(r) {
    const b = r.baseline;
    if (!b)
        return '';
    const lines = ['### Baseline', (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__.md)(describeBaseline(b), 1000)];
    if (b.rerun)
        lines.push((0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__.md)(b.rerun, 500));
    if (b.source === 'none' && r.verdict.policyText.includes('new')) {
        lines.push(b.unread
            ? `Every open finding was judged: ${AFTER_OUTAGE}. To judge only what a pull request brings, re-run the job once the Actions cache answers again.`
            : `Every open finding was judged. To judge only what a pull request brings, ${HOW_TO_GET_ONE}.`);
    }
    if (b.recordedFor) {
        lines.push(`This run's scan is now the baseline of ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__.md)(b.recordedFor)} for later pull requests.`);
    }
    return lines.join('\n\n');
}
/** The comment's line on the baseline: what "new" was measured against, or that there was nothing. */
function baselineComment(r) {
    const b = r.baseline;
    if (b?.unread)
        return `**Baseline not read**: ${AFTER_OUTAGE}; every open finding was judged. Re-run the job once the Actions cache answers again.`;
    if (!b || b.source === 'none') {
        return `**No baseline yet**: every open finding was judged. To get one, ${HOW_TO_GET_ONE}.`;
    }
    return `Compared with ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__.md)(describeBaseline(b), 500)}.`;
}
/**
 * Results compared with the base, as a "new in this pull request" group and a "still open" group, each
 * with its heading; results never compared (no base to read) as one group without a heading.
 */
function newnessGroups(items, heading) {
    if (!items.some((i) => i.isNew !== undefined))
        return items.length > 0 ? [['', items]] : [];
    const fresh = items.filter((i) => i.isNew !== false);
    const stillOpen = items.filter((i) => i.isNew === false);
    const groups = [];
    if (fresh.length > 0)
        groups.push([heading(`New in this pull request (${fresh.length})`), fresh]);
    if (stillOpen.length > 0) {
        groups.push([heading(`Still open, already on the base branch (${stillOpen.length})`), stillOpen]);
    }
    return groups;
}
/** `newnessGroups` rendered: each group's heading (if any) followed by its capped table. */
function groupedTables(items, heading, headers, row, maxRows) {
    return newnessGroups(items, heading).flatMap(([title, group]) => [
        ...(title ? [title] : []),
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cappedTable */ .Uz)(headers, group, row, maxRows),
    ]);
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

/***/ 68141:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ql: () => (/* binding */ commentMarker),
/* harmony export */   dq: () => (/* binding */ COMMENT_MAX_CHARS),
/* harmony export */   h2: () => (/* binding */ affected),
/* harmony export */   sr: () => (/* binding */ local),
/* harmony export */   wQ: () => (/* binding */ renderComment)
/* harmony export */ });
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42495);
/* harmony import */ var _baseline_section_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17455);
/* harmony import */ var _code_link_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70488);
/* harmony import */ var _gate_marks_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3398);
/* harmony import */ var _glance_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9306);
/* harmony import */ var _repository_summary_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(64875);
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(50589);







/** GitHub refuses comment bodies over 65,536 characters. */
const COMMENT_MAX_CHARS = 65_000;
const MAX_ROWS = 25;
/** Items named under each reason of the verdict; the report file has all of them. */
const MAX_ITEMS = 25;
/** The comment speaks of the gate, so its verdict is never read as the scan's own status. */
const GATE_SUBJECT = 'Security gate';
/** One marker per command and site, so parallel matrix jobs each keep their own comment. */
function commentMarker(command, siteKey) {
    const safe = (s) => s.replace(/[^A-Za-z0-9._:/-]/g, '_');
    return `<!-- security-scan-action:${safe(command)}:${safe(siteKey)} -->`;
}
function renderComment(report, marker, runUrl) {
    const marks = (0,_gate_marks_js__WEBPACK_IMPORTED_MODULE_3__/* .gateMarks */ .uo)(report);
    const parts = [
        marker,
        headline(report),
        scanLine(report),
        changes(report, marks),
        stillOpen(report),
        affected(report, marks),
        local(report, marks),
        (0,_repository_summary_js__WEBPACK_IMPORTED_MODULE_5__/* .repositoryChecksSection */ .d)(report, MAX_ROWS),
        runUrl ? `${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .mdLink */ .YF)('Full report and job summary', runUrl)}` : '',
    ].filter((p) => p !== '');
    return fitChars(parts.join('\n\n') + '\n', runUrl);
}
/** The gate's verdict, and every item it names: the scan's own status is a separate statement below. */
function headline(r) {
    const site = r.site ? ` · ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .mdLink */ .YF)(r.site.label, r.site.webUrl)}` : '';
    const notJudged = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .notJudgedLines */ .qN)(r);
    const listed = notJudged.length > 0 ? r.verdict.reasons.filter((x) => x.level !== 'error') : r.verdict.reasons;
    const reasons = listed.map((x) => {
        const items = x.items.slice(0, MAX_ITEMS).map((item) => `  - ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_6__.md)(item, 300)}`);
        const more = x.items.length - MAX_ITEMS;
        if (more > 0)
            items.push(`  - …and ${more} more (all of them are in the report file)`);
        return [`- ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_6__.md)(x.message, 300)}`, ...items].join('\n');
    });
    const policy = r.policyChange ? [`- ⚠️ ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_6__.md)(r.policyChange, 1000)}`] : [];
    return [`### ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .verdictHeadline */ .ge)(r, GATE_SUBJECT)}${site}`, ...notJudged, ...(0,_glance_js__WEBPACK_IMPORTED_MODULE_4__/* .glance */ .v)(r), ...reasons, ...policy]
        .join('\n')
        .trimEnd();
}
/** What the scan itself did, apart from what the gate made of it. */
function scanLine(r) {
    const s = r.scan;
    if (!s)
        return '';
    const status = s.timedOut ? `still ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_6__.md)(s.status)} when the wait ended` : (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_6__.md)(s.status);
    const coverage = s.coveragePercent !== null ? `, ${s.coveragePercent}% coverage` : '';
    return `The scan ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .mdLink */ .YF)(s.id, s.webUrl)}: ${status}${coverage}.`;
}
function changes(r, marks) {
    const f = r.findings;
    if (!f)
        return '';
    const [headers, row] = (0,_gate_marks_js__WEBPACK_IMPORTED_MODULE_3__/* .marked */ .xI)(marks, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .FINDING_HEADERS */ .Zv, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .findingRow */ .ex, marks.finding);
    const table = (items) => (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cappedTable */ .Uz)(headers, items, row, MAX_ROWS);
    // No baseline: every open finding was judged, so every one of them is listed.
    if (f.comparedBy === 'none') {
        const open = f.open.length > 0 ? [`**Open findings (${f.open.length})**`, table(f.open)] : [];
        return [(0,_baseline_section_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineComment */ .Po)(r), ...open].join('\n\n');
    }
    const parts = [(0,_baseline_section_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineComment */ .Po)(r)];
    const newIds = new Set(f.new.map((x) => x.id));
    // In scope `all`, findings the base already had fail the gate too: they are named here as well.
    const failing = f.open.filter((x) => !newIds.has(x.id) && marks.finding(x) !== '');
    if (f.new.length === 0 && f.fixed.length === 0)
        parts.push('**No change** against the baseline.');
    if (f.new.length > 0)
        parts.push(`**New (${f.new.length})**`, table(f.new));
    if (f.fixed.length > 0) {
        parts.push(`**Fixed (${f.fixed.length})**`, (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cappedTable */ .Uz)(_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .FINDING_HEADERS */ .Zv, f.fixed, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .findingRow */ .ex, MAX_ROWS));
    }
    if (failing.length > 0)
        parts.push(`**Still open, over the policy (${failing.length})**`, table(failing));
    return parts.join('\n\n');
}
function stillOpen(r) {
    return r.findings ? `Open findings: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .severityCounts */ .ur)(r.findings.openBySeverity)}.` : '';
}
function affected(r, marks) {
    const list = r.dependencies?.affected ?? [];
    if (list.length === 0)
        return '';
    const [headers, row] = (0,_gate_marks_js__WEBPACK_IMPORTED_MODULE_3__/* .marked */ .xI)(marks, ['Severity', 'Package', 'Advisory', 'Fixed in', 'Where'], (a) => [
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .severityCell */ .kY)(a.severity),
        (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_6__.md)(`${a.name}@${a.version}`),
        (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .mdLink */ .YF)(a.advisoryId, a.url),
        (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_6__.md)(a.fixedIn ?? 'no fix yet'),
        where(r, a),
    ], marks.advisory);
    return [
        `**Affected packages (${list.length})**`,
        ...(0,_baseline_section_js__WEBPACK_IMPORTED_MODULE_1__/* .groupedTables */ .KO)(list, (t) => `_${t}_`, headers, row, MAX_ROWS),
    ].join('\n\n');
}
/** The lock-file lines that pin a package: the first two, linked, and how many more. */
function where(r, a) {
    const links = a.locations.slice(0, 2).map((l) => (0,_code_link_js__WEBPACK_IMPORTED_MODULE_2__/* .codeLink */ .U1)(r.source, l.file, l.line));
    const more = a.locations.length > 2 ? `, ${a.locations.length - 2} more` : '';
    return links.length > 0 ? `${links.join(', ')}${more}` : 'not in a lock file read here';
}
function local(r, marks) {
    const results = r.localChecks?.results ?? [];
    if (results.length === 0)
        return '';
    const [headers, row] = (0,_gate_marks_js__WEBPACK_IMPORTED_MODULE_3__/* .marked */ .xI)(marks, ['Severity', 'Rule', 'Where', 'Message'], (x) => [
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .severityCell */ .kY)(x.severity),
        (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_6__.md)(x.ruleId),
        (0,_code_link_js__WEBPACK_IMPORTED_MODULE_2__/* .placesLinks */ .Q8)(r.source, x, 2),
        (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_6__.md)(x.message, 200),
    ], marks.local);
    return [
        `**Local checks (${results.length})**`,
        ...(0,_baseline_section_js__WEBPACK_IMPORTED_MODULE_1__/* .groupedTables */ .KO)(results, (t) => `_${t}_`, headers, row, MAX_ROWS),
    ].join('\n\n');
}
function fitChars(body, runUrl) {
    if (body.length <= COMMENT_MAX_CHARS)
        return body;
    const note = `\n\n…cut to fit GitHub's comment limit. ${runUrl ? (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .mdLink */ .YF)('See the full report', runUrl) : 'See the job summary.'}\n`;
    const cut = body.slice(0, COMMENT_MAX_CHARS - note.length);
    return cut.slice(0, cut.lastIndexOf('\n')) + note;
}


/***/ }),

/***/ 29797:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ readableDate)
/* harmony export */ });
// Dates as a reader says them ("27 November 2026"), in UTC: the runner's and the reader's time zones differ.
const MONTHS = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
];
/** The UTC day of an ISO date or timestamp, e.g. `27 November 2026`; null when it is not a date. */
function readableDate(iso) {
    if (!/^\d{4}-\d{2}-\d{2}/.test(iso))
        return null;
    const date = new Date(iso);
    if (Number.isNaN(date.getTime()))
        return null;
    return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
}


/***/ }),

/***/ 3398:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   uo: () => (/* binding */ gateMarks),
/* harmony export */   xI: () => (/* binding */ marked)
/* harmony export */ });
/* unused harmony export GATE_HEADER */
/* harmony import */ var _policy_gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(87011);
// Which rows of a table the verdict's reasons name, so a row that fails the gate does not look like one
// that does not. Rows are matched by the gate's own labels: the mark and the reason list cannot disagree.

const GATE_HEADER = 'Gate';
function gateMarks(r) {
    const { verdict, reasons } = r.verdict;
    const named = new Map();
    for (const reason of reasons) {
        const cell = reason.level === 'warn' ? '⚠️ reported' : verdict === 'warn' ? '⚠️ over (warn-only)' : '❌ **fails**';
        for (const item of reason.items) {
            const key = `${reason.kind}\0${item}`;
            if (!named.has(key))
                named.set(key, cell);
        }
    }
    const mark = (kind, label) => named.get(`${kind}\0${label}`) ?? '';
    return {
        any: named.size > 0,
        finding: (f) => mark('findings', (0,_policy_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .findingLabel */ .Il)(f)),
        advisory: (a) => mark('advisories', (0,_policy_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .advisoryLabel */ .Cq)({ ...a, packageLabel: (0,_policy_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .packageLabel */ .lL)(a) })),
        local: (x) => mark('local-checks', (0,_policy_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .localLabel */ .WJ)(x)),
    };
}
/** A table's headers and row with the "Gate" column in front, when any row of the report is marked. */
function marked(marks, headers, row, mark) {
    if (!marks.any)
        return [headers, row];
    return [[GATE_HEADER, ...headers], (item) => [mark(item), ...row(item)]];
}


/***/ }),

/***/ 9306:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ glance)
/* harmony export */ });
/* harmony import */ var _policy_severity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23863);
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(50589);
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89133);
// The one line at the top of the summary and the PR comment: the counts that matter (a monitor run's new
// advisories; new, fixed and still open findings; affected packages and local results, with how many are
// new) and the verdict's reason.
// A "new" count that is not known (no baseline, no base commit to compare with) is left out, not guessed.



/** The line and the blank line after it, to put under a headline; nothing for a run without such counts. */
function glance(r) {
    const parts = [monitorPart(r), findingsPart(r), packagesPart(r), localPart(r)].filter((p) => p !== '');
    if (parts.length === 0)
        return [];
    return [`**At a glance:** ${[...parts, verdictPart(r)].join(' · ')}`, ''];
}
/** A monitor run leads with what is new and how much of it reaches the threshold. */
function monitorPart(r) {
    const m = r.monitor;
    if (!m)
        return '';
    const over = m.new.filter((a) => (0,_policy_severity_js__WEBPACK_IMPORTED_MODULE_0__/* .reaches */ .O6)(a.severity, m.failOn)).length;
    return `${(0,_plural_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(m.new.length, 'new advisory', 'new advisories')} (${over} at or above \`${m.failOn}\`)`;
}
function findingsPart(r) {
    const f = r.findings;
    if (!f)
        return '';
    if (f.comparedBy === 'none')
        return `${(0,_plural_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(f.open.length, 'open finding')} (no baseline to tell new ones)`;
    const newIds = new Set(f.new.map((x) => x.id));
    const stillOpen = f.open.filter((x) => !newIds.has(x.id)).length;
    return `findings: ${f.new.length} new, ${f.fixed.length} fixed, ${stillOpen} still open`;
}
function packagesPart(r) {
    const d = r.dependencies;
    if (!d || !d.uploaded)
        return '';
    const packages = new Map();
    for (const a of d.affected)
        packages.set(`${a.ecosystem}:${a.name}@${a.version}`, a);
    return `${(0,_plural_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(packages.size, 'affected package')}${newOf([...packages.values()])}`;
}
function localPart(r) {
    const c = r.localChecks;
    if (!c)
        return '';
    return `${(0,_plural_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(c.results.length, 'local result')}${newOf(c.results)}`;
}
/**
 * ` (k new)` when every item says whether it is new (the gate marks items against the base commit with
 * `isNew`), else nothing: an unknown count is not shown as 0.
 */
function newOf(items) {
    if (items.length === 0)
        return '';
    const flags = items.map((item) => item.isNew);
    if (!flags.every((flag) => typeof flag === 'boolean'))
        return '';
    return ` (${flags.filter(Boolean).length} new)`;
}
function verdictPart(r) {
    const { verdict, reasons } = r.verdict;
    const [first] = reasons;
    if (!first)
        return `verdict: ${verdict}`;
    const more = reasons.length > 1 ? ` (and ${reasons.length - 1} more)` : '';
    return `verdict: ${verdict}, ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__.md)(first.message, 200)}${more}`;
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

/***/ 67997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GE: () => (/* binding */ judgeCheck),
/* harmony export */   SP: () => (/* binding */ explainFailure)
/* harmony export */ });
/* unused harmony export FAILURE_EXPLAINED */
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89133);

const RETRY = 're-run the job later';
/** The spec's `failure` values, each with what it means and what to do. */
const FAILURE_EXPLAINED = {
    'not-found': 'the repository does not exist or is not public; check the URL',
    'ref-not-found': 'the branch, tag or commit to check does not exist in the repository',
    empty: 'the repository has no content to check',
    'too-large': 'the repository is too large for this check',
    'rate-limited': `the code host limited the service's requests; ${RETRY}`,
    unavailable: `the code host could not be reached; ${RETRY}`,
    timeout: `the check took longer than the service allows; ${RETRY}`,
    'engine-error': `the service's check failed on its side; ${RETRY}, or contact support with the check link`,
};
function explainFailure(failure) {
    if (failure === null)
        return 'the check failed without saying why';
    return `${failure}: ${FAILURE_EXPLAINED[failure] ?? 'a failure this version of the action does not know'}`;
}
/**
 * `do_not_install` fails, `caution` (or no known verdict) warns, `safe` passes (null); a check that failed
 * or did not finish fails: the repository was not vouched for.
 */
function judgeCheck(v) {
    if (v.timedOut) {
        return {
            level: 'fail',
            group: (0,_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .counted */ .hS)('repository check', 'still running when the wait ended (raise wait-timeout-minutes to wait longer)'),
            why: `still ${v.status}`,
        };
    }
    if (v.status === 'failed' || v.failure !== null) {
        return { level: 'fail', group: (0,_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .counted */ .hS)('repository check', 'failed'), why: explainFailure(v.failure) };
    }
    const why = v.summary ?? (v.verdict ?? 'no verdict').replaceAll('_', ' ');
    if (v.verdict === 'do_not_install')
        return {
            level: 'fail',
            group: (0,_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .counted */ .hS)('repository', 'the service says not to install', 'repositories'),
            why,
        };
    if (v.verdict === 'caution')
        return { level: 'warn', group: (0,_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .counted */ .hS)('repository', 'to use with caution', 'repositories'), why };
    if (v.verdict === 'safe')
        return null;
    return {
        level: 'warn',
        group: (0,_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .counted */ .hS)('repository check', 'without a verdict'),
        why: `verdict ${v.verdict ?? 'none'}`,
    };
}


/***/ }),

/***/ 64875:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ repositoryChecksSection)
/* harmony export */ });
/* harmony import */ var _code_link_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70488);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42495);
/* harmony import */ var _repository_check_view_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67997);
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(50589);
// The repository checks in the job summary and the PR comment: one row per repository with its verdict,
// then the findings of the ones that did not pass. Every service text goes through md()/mdLink().




const VERDICT_CELL = {
    safe: '✅ safe',
    caution: '⚠️ caution',
    do_not_install: '❌ do not install',
};
function repositoryChecksSection(r, maxRows = _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .SUMMARY_MAX_ROWS */ .Ak) {
    const checks = r.repositoryChecks;
    if (!checks || checks.length === 0)
        return '';
    const parts = [
        '### Repository checks',
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .cappedTable */ .Uz)(['Repository', 'Verdict', 'Score', 'Why', 'Used in', 'Check'], checks, (c) => row(c, r.source), maxRows),
    ];
    const flagged = checks.filter((c) => c.findings.length > 0 && c.verdict !== 'safe');
    for (const c of flagged.slice(0, maxRows)) {
        const more = c.moreFindings > 0 ? `\n  - …and ${c.moreFindings} more (see the check)` : '';
        const items = c.findings.slice(0, 10).map((f) => `  - ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .severityCell */ .kY)(f.severity)} ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_3__.md)(f.title)}`);
        parts.push([`- ${repositoryLink(c)}`, ...items].join('\n') + more);
    }
    return parts.join('\n\n');
}
function row(c, source) {
    return [
        repositoryLink(c),
        verdictCell(c),
        c.score === null ? '' : String(c.score),
        (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_3__.md)(c.failure !== null || c.status === 'failed' ? (0,_repository_check_view_js__WEBPACK_IMPORTED_MODULE_2__/* .explainFailure */ .SP)(c.failure) : (c.summary ?? ''), 200),
        c.source ? (0,_code_link_js__WEBPACK_IMPORTED_MODULE_0__/* .codeLink */ .U1)(source, c.source.file, c.source.line) : 'listed',
        (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_3__/* .mdLink */ .YF)(c.checkId, c.webUrl),
    ];
}
/** The URL is ours (a validated input, or github.com plus a checked owner/repo), shown without `https://`. */
const repositoryLink = (c) => (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_3__/* .mdLink */ .YF)(c.url.replace(/^https:\/\//, ''), c.url);
function verdictCell(c) {
    if (c.timedOut)
        return `⏳ still ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_3__.md)(c.status, 20)}`;
    if (c.failure !== null || c.status === 'failed')
        return '❌ check failed';
    if (c.verdict === null)
        return (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_3__.md)(c.status, 20);
    return VERDICT_CELL[c.verdict] ?? (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_3__.md)(c.verdict, 30);
}


/***/ }),

/***/ 30173:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  eR: () => (/* binding */ SUMMARY_MAX_BYTES),
  ZN: () => (/* binding */ fitBytes),
  Gu: () => (/* binding */ localChecksSection),
  jg: () => (/* binding */ packagesSection),
  Br: () => (/* binding */ renderSummary)
});

// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(42495);
// EXTERNAL MODULE: ./src/render/account-summary.ts
var account_summary = __webpack_require__(38878);
// EXTERNAL MODULE: ./src/render/baseline-section.ts
var baseline_section = __webpack_require__(17455);
// EXTERNAL MODULE: ./src/render/code-link.ts
var code_link = __webpack_require__(70488);
// EXTERNAL MODULE: ./src/render/glance.ts
var glance = __webpack_require__(9306);
// EXTERNAL MODULE: ./src/render/dates.ts
var dates = __webpack_require__(29797);
// EXTERNAL MODULE: ./src/render/untrusted.ts + 2 modules
var untrusted = __webpack_require__(50589);
;// CONCATENATED MODULE: ./src/render/monitor-summary.ts



const MEMORY_NOTE = {
    restored: 'New since the last monitor run of this site.',
    empty: 'Nothing remembered from an earlier run (a first run, or the cache entry could not be read): every advisory of the window is shown as new.',
    unavailable: 'The Actions cache is not available, so nothing is remembered between runs: every advisory of the window is shown as new.',
    unreadable: 'The remembered state could not be read (corrupt or from another version): every advisory of the window is shown as new.',
};
function monitorSection(r) {
    const m = r.monitor;
    if (!m)
        return '';
    const filters = Object.entries(m.filters).map(([name, value]) => `${(0,untrusted.md)(name)}: ${(0,untrusted.md)(value, 100)}`);
    const parts = [
        '### Advisories',
        `${m.listed} in the window (${filters.join(', ')}); ${m.new.length} new, ${m.withdrawn.length} withdrawn, ${m.alreadyReported} reported before.`,
        MEMORY_NOTE[m.memory],
    ];
    const issues = new Map(m.issues.map((i) => [i.advisoryId, i]));
    if (m.new.length > 0) {
        parts.push(`#### New (${m.new.length})`, (0,markdown/* cappedTable */.Uz)(ADVISORY_HEADERS, m.new, (a) => advisoryRow(a, issues.get(a.id)?.url ?? null), markdown/* SUMMARY_MAX_ROWS */.Ak));
    }
    if (m.withdrawn.length > 0) {
        parts.push(`#### Withdrawn since reported (${m.withdrawn.length})`, (0,markdown/* cappedTable */.Uz)(ADVISORY_HEADERS, m.withdrawn, (a) => advisoryRow(a, issues.get(a.id)?.url ?? null), markdown/* SUMMARY_MAX_ROWS */.Ak));
    }
    return parts.join('\n\n');
}
const day = (iso) => (0,dates/* readableDate */.l)(iso) ?? (0,untrusted.md)(iso, 30);
const ADVISORY_HEADERS = ['Severity', 'Advisory', 'Affects', 'Published', 'Issue'];
function advisoryRow(a, issueUrl) {
    return [
        `${a.exploited ? '🔥 exploited ' : ''}${(0,markdown/* severityCell */.kY)(a.severity)}`,
        (0,untrusted/* mdLink */.YF)(`${a.id}: ${a.title}`, a.url),
        (0,untrusted.md)([...a.packages, ...a.sites].join(', ') || a.kind, 200),
        a.withdrawnAt ? `withdrawn ${day(a.withdrawnAt)}` : day(a.publishedAt),
        issueUrl ? (0,untrusted/* mdLink */.YF)('issue', issueUrl) : '',
    ];
}

// EXTERNAL MODULE: ./src/render/repository-summary.ts
var repository_summary = __webpack_require__(64875);
;// CONCATENATED MODULE: ./src/render/quick-check-summary.ts


const RESULT_ICON = {
    pass: '✅ pass',
    attention: '⚠️ attention',
    unknown: '❔ unknown',
};
function quickCheckSection(r) {
    const q = r.quickCheck;
    if (!q)
        return '';
    const rows = [
        ['Address', (0,untrusted/* mdLink */.YF)(q.url, q.url)],
        ['Check', (0,untrusted/* mdLink */.YF)(q.checkId, q.webUrl)],
        ['Status', (0,untrusted.md)(q.status) + (q.timedOut ? ' (not finished when the wait ended)' : '')],
    ];
    if (q.reused)
        rows.push(['Reused', 'an earlier check of this address (not run again)']);
    if (q.summary)
        rows.push(['Summary', (0,untrusted.md)(q.summary, 500)]);
    const parts = ['### Quick check', (0,markdown/* table */.tp)(['', ''], rows)];
    if (q.checks.length > 0) {
        parts.push((0,markdown/* cappedTable */.Uz)(['Result', 'Check', 'Severity', 'Id'], q.checks, checkRow, markdown/* SUMMARY_MAX_ROWS */.Ak));
    }
    return parts.join('\n\n');
}
function checkRow(item) {
    return [
        RESULT_ICON[item.status],
        (0,untrusted.md)(item.title),
        item.severity === null ? '' : (0,markdown/* severityCell */.kY)(item.severity),
        (0,untrusted.md)(item.id, 80),
    ];
}

;// CONCATENATED MODULE: ./src/render/verification-summary.ts


/** How each method is published; the service's `location` says the exact name, path or page. */
const PUBLISH = {
    dns: { where: 'Add a DNS TXT record with this name:', what: 'and this value:' },
    file: { where: 'Serve a file at this address:', what: 'whose whole content is:' },
    meta: { where: 'Add a meta tag to the page, as described here:', what: 'with this content:' },
};
function verificationSection(r) {
    const v = r.verification;
    if (!v)
        return '';
    const parts = ['### Ownership proof', (0,markdown/* table */.tp)(['', ''], rows(v))];
    if (v.action === 'issued')
        parts.push(...publishSteps(v));
    parts.push(`**Next:** ${(0,untrusted.md)(v.nextStep, 500)}`);
    return parts.join('\n\n');
}
function rows(v) {
    const rows = [
        ['Proof', (0,untrusted.md)(v.verificationId)],
        ['Site', `${(0,untrusted.md)(v.origin)} (${(0,untrusted.md)(v.siteId)})`],
        ['Method', (0,untrusted.md)(v.method)],
        ['State', (0,untrusted.md)(v.state)],
    ];
    if (v.attemptsRemaining !== null)
        rows.push(['Attempts left', String(v.attemptsRemaining)]);
    if (v.retryAt)
        rows.push(['Check again after', (0,untrusted.md)(v.retryAt)]);
    if (v.expiresAt)
        rows.push(['Expires', (0,untrusted.md)(v.expiresAt)]);
    if (v.verifiedUntil)
        rows.push(['Verified until', (0,untrusted.md)(v.verifiedUntil)]);
    return rows;
}
function publishSteps(v) {
    const how = PUBLISH[v.method] ?? { where: 'Publish it here:', what: 'with this value:' };
    return [how.where, (0,untrusted/* mdCodeBlock */.w6)(v.location ?? ''), how.what, (0,untrusted/* mdCodeBlock */.w6)(v.value ?? '')];
}

;// CONCATENATED MODULE: ./src/render/dns-recheck-summary.ts


const RESULT = { fixed: '✅ fixed', still_present: '❌ still present' };
function dnsRecheckSection(r) {
    const d = r.dnsRecheck;
    if (!d)
        return '';
    const rows = [
        ['Scan', (0,untrusted.md)(d.scanId)],
        ['Finding', (0,untrusted.md)(d.findingId)],
    ];
    if (!d.ran)
        rows.push(['Not run', 'the service does not allow the next recheck yet']);
    if (d.nextAllowedAt)
        rows.push(['Next recheck allowed', (0,untrusted.md)(d.nextAllowedAt)]);
    if (d.checkedAt)
        rows.push([d.ran ? 'Checked' : 'Latest recheck', (0,untrusted.md)(d.checkedAt)]);
    if (d.pending)
        rows.push(['Pending', 'the recheck is still running']);
    if (d.failedAt)
        rows.push(['Failed', (0,untrusted.md)(d.failedAt)]);
    if (d.ran)
        rows.push(['Original grade unchanged', d.originalGradeUnchanged ? 'yes' : 'no']);
    const parts = ['### DNS recheck', (0,markdown/* table */.tp)(['', ''], rows)];
    if (d.outcomes.length > 0) {
        if (!d.ran)
            parts.push('Outcomes of the latest recheck:');
        parts.push((0,markdown/* cappedTable */.Uz)(['Result', 'Code', 'Finding'], d.outcomes, outcomeRow, markdown/* SUMMARY_MAX_ROWS */.Ak));
    }
    return parts.join('\n\n');
}
function outcomeRow(o) {
    return [RESULT[o.result] ?? (0,untrusted.md)(o.result, 40), (0,untrusted.md)(o.code ?? ''), (0,untrusted.md)(o.findingId ?? '')];
}

// EXTERNAL MODULE: ./src/policy/severity.ts
var severity = __webpack_require__(23863);
;// CONCATENATED MODULE: ./src/render/trend-chart.ts
// The job summary's picture of the trend (docs/trend.md): a Mermaid `xychart-beta` of one series, the open
// findings at or above `fail-on` over the site's last succeeded scans, then their numbers by severity.
// Pure. Nothing the service wrote reaches the Mermaid block: its labels are built from parsed dates and
// numbers, its title from the policy's own words, so nothing in it can close the fence or inject a diagram.



const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The table's columns, most severe first. */
const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'];
const KIND_NAMES = { pulse: 'Pulse', deep: 'Deep' };
/** Empty without two points, and for a view whose kind or threshold is not one of ours (a report file's). */
function trendSection(r) {
    const trend = r.trend;
    if (!trend || !isOurs(trend) || trend.points.length < 2)
        return '';
    const labels = trendLabels(trend.points);
    const counted = seriesName(trend.failOn);
    const rows = trend.points.map((p, i) => [
        (0,untrusted/* mdLink */.YF)(labels[i] ?? '', p.webUrl),
        ...SEVERITIES.map((s) => String(count(p.open[s]))),
        String(seriesValue(p, trend.failOn)),
    ]);
    return [
        '### Trend',
        `${counted} over the last ${trend.points.length} succeeded ${KIND_NAMES[trend.kind]} scans of the site, oldest first.`,
        trendChart(trend, labels),
        (0,markdown/* table */.tp)(['Scan', ...SEVERITIES, counted], rows),
    ].join('\n\n');
}
/** The fenced Mermaid block; every character of it comes from this module, numbers and the policy. */
function trendChart(trend, labels = trendLabels(trend.points)) {
    if (!isOurs(trend))
        return '';
    const values = trend.points.map((p) => seriesValue(p, trend.failOn));
    const top = Math.max(1, ...values);
    return [
        '```mermaid',
        'xychart-beta',
        `  title "${seriesName(trend.failOn)}, ${KIND_NAMES[trend.kind]} scans"`,
        `  x-axis [${labels.map((label) => `"${label}"`).join(', ')}]`,
        `  y-axis "Open findings" 0 --> ${top}`,
        `  line [${values.join(', ')}]`,
        '```',
    ].join('\n');
}
function isOurs(trend) {
    return Object.hasOwn(KIND_NAMES, trend.kind) && (trend.failOn === 'never' || (0,severity/* isSeverity */._Z)(trend.failOn));
}
function seriesName(failOn) {
    return failOn === 'never' ? 'Open findings' : `Open at or above ${failOn}`;
}
/** The series: open findings that reach the threshold; with `fail-on: never`, every open finding. */
function seriesValue(point, failOn) {
    return SEVERITIES.filter((s) => failOn === 'never' || (0,severity/* reaches */.O6)(s, failOn)).reduce((sum, s) => sum + count(point.open[s]), 0);
}
/**
 * One distinct label per point (Mermaid merges equal categories): the UTC day, the year too when the points
 * span years, the time when two share a day, and a number when two share a minute.
 */
function trendLabels(points) {
    const dates = points.map((p) => parsedDate(p.at));
    const years = new Set(dates.flatMap((d) => (d ? [d.getUTCFullYear()] : [])));
    const days = dates.map((d) => (d ? trend_chart_day(d, years.size > 1) : 'no date'));
    const withTimes = dates.map((d, i) => (d && repeated(days, days[i]) ? `${days[i]} ${time(d)}` : days[i]));
    const seen = new Map();
    return withTimes.map((label = 'no date') => {
        const n = (seen.get(label) ?? 0) + 1;
        seen.set(label, n);
        return n === 1 ? label : `${label} (${n})`;
    });
}
function parsedDate(at) {
    if (at === null || !/^\d{4}-\d{2}-\d{2}T/.test(at))
        return null;
    const ms = Date.parse(at);
    return Number.isFinite(ms) ? new Date(ms) : null;
}
function trend_chart_day(d, withYear) {
    const label = `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()] ?? ''}`;
    return withYear ? `${label} ${d.getUTCFullYear()}` : label;
}
function time(d) {
    const two = (n) => String(n).padStart(2, '0');
    return `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}
function repeated(labels, label) {
    return labels.filter((l) => l === label).length > 1;
}
/** A count as a plain non-negative integer, whatever a report file held. */
function count(value) {
    return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0;
}

// EXTERNAL MODULE: ./src/plural.ts
var plural = __webpack_require__(89133);
;// CONCATENATED MODULE: ./src/render/summary.ts













/** GitHub drops a step summary over 1 MiB; stay well under it. */
const SUMMARY_MAX_BYTES = 900 * 1024;
function renderSummary(report) {
    const sections = [
        verdictSection(report),
        scanSection(report),
        (0,account_summary/* allowanceSection */.w)(report),
        quickCheckSection(report),
        verificationSection(report),
        dnsRecheckSection(report),
        (0,baseline_section/* baselineSection */.d_)(report),
        policySection(report),
        findingsSection(report),
        trendSection(report),
        packagesSection(report),
        localChecksSection(report),
        monitorSection(report),
        (0,repository_summary/* repositoryChecksSection */.d)(report),
        skippedSection(report),
        errorsSection(report),
    ].filter((s) => s !== '');
    return fitBytes(sections.join('\n\n') + '\n', SUMMARY_MAX_BYTES);
}
function verdictSection(r) {
    const site = r.site ? ` for ${(0,untrusted/* mdLink */.YF)(r.site.label, r.site.webUrl)}` : '';
    // Not judged: the reason and the fix come first, then whatever else the run reported.
    const notJudged = (0,markdown/* notJudgedLines */.qN)(r);
    const listed = notJudged.length > 0 ? r.verdict.reasons.filter((x) => x.level !== 'error') : r.verdict.reasons;
    const reasons = listed.map((reason) => {
        const items = reason.items.slice(0, 20).map((item) => `  - ${(0,untrusted.md)(item)}`);
        return [`- ${(0,untrusted.md)(reason.message, 500)}`, ...items].join('\n');
    });
    return [`## ${(0,markdown/* verdictHeadline */.ge)(r)}${site}`, ...notJudged, ...(0,glance/* glance */.v)(r), ...reasons].join('\n');
}
function scanSection(r) {
    const lines = [];
    if (r.approvalUrl)
        lines.push(`Approve the Deep scan: ${(0,untrusted/* mdLink */.YF)('open the approval page', r.approvalUrl)}`);
    const s = r.scan;
    if (!s)
        return lines.join('\n');
    const rows = [
        ['Scan', (0,untrusted/* mdLink */.YF)(s.id, s.webUrl)],
        ['Kind', (0,untrusted.md)(s.kind)],
        ['Status', (0,untrusted.md)(s.status) + (s.timedOut ? ' (still running when the wait ended)' : '')],
    ];
    if (s.replayed)
        rows.push(['Start', 'replayed an earlier start of this run (not charged again)']);
    if (s.coveragePercent !== null)
        rows.push(['Coverage', `${s.coveragePercent}%`]);
    for (const caveat of s.caveats.slice(0, 10))
        rows.push(['Caveat', (0,untrusted.md)(caveat)]);
    return [...lines, '### Scan', (0,markdown/* table */.tp)(['', ''], rows)].join('\n\n');
}
function policySection(r) {
    // A run that judged nothing (a bad input, a refused key…) shows no policy the user may never have set.
    if (r.verdict.verdict === 'error')
        return '';
    const lines = [`### Policy`, (0,untrusted.md)(r.verdict.policyText)];
    if (r.policyChange)
        lines.push(`- ⚠️ ${(0,untrusted.md)(r.policyChange, 2000)}`);
    for (const i of r.verdict.ignored.slice(0, markdown/* SUMMARY_MAX_ROWS */.Ak)) {
        lines.push(`- ignored ${(0,untrusted.md)(i.item)}: ${(0,untrusted.md)(i.entry.reason)}${i.entry.until ? ` (until ${(0,untrusted.md)(i.entry.until)})` : ''}`);
    }
    for (const e of r.verdict.expiredIgnores) {
        lines.push(`- ⚠️ expired ignore ${(0,untrusted.md)(e.id)} (until ${(0,untrusted.md)(e.until)}): it no longer applies; renew or remove it`);
    }
    return lines.join('\n');
}
function findingsSection(r) {
    const f = r.findings;
    if (!f)
        return '';
    const parts = [`### Findings`, `Open: ${(0,markdown/* severityCounts */.ur)(f.openBySeverity)}.`];
    if (f.comparedBy === 'none')
        parts.push('No baseline to compare with: every open finding was judged.');
    if (f.new.length > 0)
        parts.push(`#### New (${f.new.length})`, (0,markdown/* cappedTable */.Uz)(markdown/* FINDING_HEADERS */.Zv, f.new, markdown/* findingRow */.ex, markdown/* SUMMARY_MAX_ROWS */.Ak));
    if (f.fixed.length > 0) {
        parts.push(`#### Fixed (${f.fixed.length})`, (0,markdown/* cappedTable */.Uz)(markdown/* FINDING_HEADERS */.Zv, f.fixed, markdown/* findingRow */.ex, markdown/* SUMMARY_MAX_ROWS */.Ak));
    }
    const newIds = new Set(f.new.map((x) => x.id));
    const still = f.open.filter((x) => !newIds.has(x.id));
    if (still.length > 0) {
        parts.push(`#### Still open (${still.length})`, (0,markdown/* cappedTable */.Uz)(markdown/* FINDING_HEADERS */.Zv, still, markdown/* findingRow */.ex, markdown/* SUMMARY_MAX_ROWS */.Ak));
    }
    return parts.join('\n\n');
}
function packagesSection(r) {
    const d = r.dependencies;
    if (!d)
        return '';
    const files = d.files.map((file) => `- ${(0,code_link/* codeLink */.U1)(r.source, file.path, null)} (${(0,untrusted.md)(file.format)}): ${lockFileCounts(file)}`);
    const parts = [
        `### Dependencies`,
        d.uploaded
            ? `${(0,plural/* plural */.LS)(d.packageCount, 'pinned package')} uploaded${d.webUrl ? ` (${(0,untrusted/* mdLink */.YF)('inventory', d.webUrl)})` : ''}; ${d.affected.length} affected by an advisory.`
            : 'Nothing uploaded.',
    ];
    if (files.length > 0)
        parts.push(files.join('\n'));
    if (d.errors.length > 0) {
        parts.push(d.errors
            .slice(0, markdown/* SUMMARY_MAX_ROWS */.Ak)
            .map((e) => `- Not read: ${(0,code_link/* codeLink */.U1)(r.source, e.path, e.line)}: ${(0,untrusted.md)(e.message, 300)}`)
            .join('\n'));
    }
    parts.push(...(0,baseline_section/* groupedTables */.KO)(d.affected, (t) => `#### ${t}`, ['Severity', 'Package', 'Advisory', 'Fixed in', 'Where'], (a) => [
        (0,markdown/* severityCell */.kY)(a.severity),
        (0,untrusted.md)(`${a.ecosystem} ${a.name}@${a.version}${a.development ? ' (development)' : ''}`),
        (0,untrusted/* mdLink */.YF)(`${a.advisoryId}: ${a.title}`, a.url),
        (0,untrusted.md)(a.fixedIn ?? 'no fix yet'),
        a.locations.map((l) => (0,code_link/* codeLink */.U1)(r.source, l.file, l.line)).join(', ') ||
            'not in a lock file read here',
    ], markdown/* SUMMARY_MAX_ROWS */.Ak));
    return parts.join('\n\n');
}
function lockFileCounts(file) {
    const reasons = Object.entries(file.skippedBy).map(([reason, count]) => `${count} ${(0,untrusted.md)(reason)}`);
    return `${(0,plural/* plural */.LS)(file.packages, 'package')}${reasons.length > 0 ? `, skipped: ${reasons.join(', ')}` : ''}`;
}
function localChecksSection(r) {
    const c = r.localChecks;
    if (!c)
        return '';
    const parts = [`### Local checks`, `Ran: ${c.ran.map((id) => (0,untrusted.md)(id)).join(', ') || 'none'}.`];
    for (const refused of c.refused)
        parts.push(`- ${(0,untrusted.md)(refused.id)} not run: ${(0,untrusted.md)(refused.reason)}`);
    parts.push(...(0,baseline_section/* groupedTables */.KO)(c.results, (t) => `#### ${t}`, ['Severity', 'Rule', 'Where', 'Message'], (x) => [(0,markdown/* severityCell */.kY)(x.severity), (0,untrusted.md)(x.ruleId), (0,code_link/* placesLinks */.Q8)(r.source, x, 5), (0,untrusted.md)(x.message)], markdown/* SUMMARY_MAX_ROWS */.Ak));
    return parts.join('\n\n');
}
function skippedSection(r) {
    if (r.skipped.length === 0 && r.warnings.length === 0)
        return '';
    const lines = r.skipped.map((s) => `- ${(0,untrusted.md)(s.what)}: ${(0,untrusted.md)(s.why, 500)}`);
    lines.push(...r.warnings.map((w) => `- ⚠️ ${(0,untrusted.md)(w, 500)}`));
    return ['### Skipped and warnings', ...lines].join('\n');
}
function errorsSection(r) {
    if (r.errors.length === 0)
        return '';
    const lines = r.errors.map((e) => [
        `- ${(0,untrusted.md)(e.message, 500)}`,
        e.nextStep ? `  - Next step: ${(0,untrusted.md)(e.nextStep, 500)}` : '',
        e.webUrl ? `  - ${(0,untrusted/* mdLink */.YF)('Open in the web application', e.webUrl)}` : '',
        e.requestId ? `  - Request id: ${(0,untrusted.md)(e.requestId, 100)}` : '',
    ]
        .filter(Boolean)
        .join('\n'));
    return ['### Service errors', ...lines].join('\n');
}
/** Cuts Markdown at a line boundary so it stays within a byte budget. */
function fitBytes(text, maxBytes, note = '\n\n…cut to fit GitHub’s size limit; the report file has everything.\n') {
    if (Buffer.byteLength(text) <= maxBytes)
        return text;
    const budget = maxBytes - Buffer.byteLength(note);
    let cut = Buffer.from(text)
        .subarray(0, budget)
        .toString('utf8')
        .replace(/\uFFFD$/, '');
    cut = cut.slice(0, Math.max(0, cut.lastIndexOf('\n')));
    return cut + note;
}


/***/ })

};
