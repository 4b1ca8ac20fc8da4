export const id = 692;
export const ids = [692];
export const modules = {

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

/***/ 42495:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ak: () => (/* binding */ SUMMARY_MAX_ROWS),
/* harmony export */   Uz: () => (/* binding */ cappedTable),
/* harmony export */   Zv: () => (/* binding */ FINDING_HEADERS),
/* harmony export */   ex: () => (/* binding */ findingRow),
/* harmony export */   ge: () => (/* binding */ verdictHeadline),
/* harmony export */   kY: () => (/* binding */ severityCell),
/* harmony export */   qN: () => (/* binding */ notJudgedLines),
/* harmony export */   tp: () => (/* binding */ table),
/* harmony export */   ur: () => (/* binding */ severityCounts)
/* harmony export */ });
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50589);
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
        f.code ? `\`${f.code.replace(/[^A-Za-z0-9-]/g, '')}\`` : (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_0__.md)(f.id, 40),
        (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdLink */ .YF)(f.title, f.webUrl),
    ];
}
/** Rows a job summary table shows before it says how many more the report file holds. */
const SUMMARY_MAX_ROWS = 50;
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
/**
 * What an `error` verdict says first, before any table: why nothing was judged and what to do about it
 * (the reason names the input or the service's answer; the service's next step where it gave one). Such a
 * run found nothing: it must not read like a security failure. Empty for other verdicts.
 */
function notJudgedLines(r) {
    if (r.verdict.verdict !== 'error')
        return [];
    const why = r.verdict.reasons.filter((x) => x.level === 'error').map((x) => (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_0__.md)(x.message, 500));
    const fixes = [...new Set(r.errors.flatMap((e) => (e.nextStep ? [(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_0__.md)(e.nextStep, 500)] : [])))];
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


/***/ }),

/***/ 61692:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Br: () => (/* binding */ renderSummary),
/* harmony export */   Gu: () => (/* binding */ localChecksSection),
/* harmony export */   U4: () => (/* binding */ policySection),
/* harmony export */   WT: () => (/* binding */ findingsSection),
/* harmony export */   Z$: () => (/* binding */ scanSection),
/* harmony export */   ZN: () => (/* binding */ fitBytes),
/* harmony export */   eR: () => (/* binding */ SUMMARY_MAX_BYTES),
/* harmony export */   jg: () => (/* binding */ packagesSection)
/* harmony export */ });
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42495);
/* harmony import */ var _baseline_section_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17455);
/* harmony import */ var _code_link_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70488);
/* harmony import */ var _glance_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9306);
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(50589);
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(89133);






/** GitHub drops a step summary over 1 MiB; stay well under it. */
const SUMMARY_MAX_BYTES = 900 * 1024;
/**
 * The job summary: the verdict about `subject` (what the command's spec says its verdict is about, e.g.
 * `Security scan`), the command's own sections, then what was skipped and the errors.
 */
function renderSummary(report, subject, sections) {
    const parts = [
        verdictSection(report, subject),
        ...sections(report),
        skippedSection(report),
        errorsSection(report),
    ].filter((s) => s !== '');
    return fitBytes(parts.join('\n\n') + '\n', SUMMARY_MAX_BYTES);
}
function verdictSection(r, subject) {
    const site = r.site ? ` for ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .mdLink */ .YF)(r.site.label, r.site.webUrl)}` : '';
    // Not judged: the reason and the fix come first, then whatever else the run reported.
    const notJudged = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .notJudgedLines */ .qN)(r);
    const listed = notJudged.length > 0 ? r.verdict.reasons.filter((x) => x.level !== 'error') : r.verdict.reasons;
    const reasons = listed.map((reason) => {
        const items = reason.items.slice(0, 20).map((item) => `  - ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__.md)(item)}`);
        return [`- ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__.md)(reason.message, 500)}`, ...items].join('\n');
    });
    return [`## ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .verdictHeadline */ .ge)(r, subject)}${site}`, ...notJudged, ...(0,_glance_js__WEBPACK_IMPORTED_MODULE_3__/* .glance */ .v)(r), ...reasons].join('\n');
}
function scanSection(r) {
    const lines = [];
    if (r.approvalUrl)
        lines.push(`Approve the Deep scan: ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .mdLink */ .YF)('open the approval page', r.approvalUrl)}`);
    const s = r.scan;
    if (!s)
        return lines.join('\n');
    const rows = [
        ['Scan', (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .mdLink */ .YF)(s.id, s.webUrl)],
        ['Kind', (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__.md)(s.kind)],
        ['Status', (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__.md)(s.status) + (s.timedOut ? ' (still running when the wait ended)' : '')],
    ];
    if (s.replayed)
        rows.push(['Start', 'replayed an earlier start of this run (not charged again)']);
    if (s.coveragePercent !== null)
        rows.push(['Coverage', `${s.coveragePercent}%`]);
    for (const caveat of s.caveats.slice(0, 10))
        rows.push(['Caveat', (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__.md)(caveat)]);
    return [...lines, '### Scan', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .table */ .tp)(['', ''], rows)].join('\n\n');
}
function policySection(r) {
    // A run that judged nothing (a bad input, a refused key…) shows no policy the user may never have set.
    if (r.verdict.verdict === 'error')
        return '';
    const lines = [`### Policy`, (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__.md)(r.verdict.policyText)];
    if (r.policyChange)
        lines.push(`- ⚠️ ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__.md)(r.policyChange, 2000)}`);
    for (const i of r.verdict.ignored.slice(0, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .SUMMARY_MAX_ROWS */ .Ak)) {
        lines.push(`- ignored ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__.md)(i.item)}: ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__.md)(i.entry.reason)}${i.entry.until ? ` (until ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__.md)(i.entry.until)})` : ''}`);
    }
    for (const e of r.verdict.expiredIgnores) {
        lines.push(`- ⚠️ expired ignore ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__.md)(e.id)} (until ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__.md)(e.until)}): it no longer applies; renew or remove it`);
    }
    return lines.join('\n');
}
function findingsSection(r) {
    const f = r.findings;
    if (!f)
        return '';
    const parts = [`### Findings`, `Open: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .severityCounts */ .ur)(f.openBySeverity)}.`];
    if (f.comparedBy === 'none')
        parts.push('No baseline to compare with: every open finding was judged.');
    if (f.new.length > 0)
        parts.push(`#### New (${f.new.length})`, (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cappedTable */ .Uz)(_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .FINDING_HEADERS */ .Zv, f.new, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .findingRow */ .ex, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .SUMMARY_MAX_ROWS */ .Ak));
    if (f.fixed.length > 0) {
        parts.push(`#### Fixed (${f.fixed.length})`, (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cappedTable */ .Uz)(_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .FINDING_HEADERS */ .Zv, f.fixed, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .findingRow */ .ex, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .SUMMARY_MAX_ROWS */ .Ak));
    }
    const newIds = new Set(f.new.map((x) => x.id));
    const still = f.open.filter((x) => !newIds.has(x.id));
    if (still.length > 0) {
        parts.push(`#### Still open (${still.length})`, (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cappedTable */ .Uz)(_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .FINDING_HEADERS */ .Zv, still, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .findingRow */ .ex, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .SUMMARY_MAX_ROWS */ .Ak));
    }
    return parts.join('\n\n');
}
function packagesSection(r) {
    const d = r.dependencies;
    if (!d)
        return '';
    const files = d.files.map((file) => `- ${(0,_code_link_js__WEBPACK_IMPORTED_MODULE_2__/* .codeLink */ .U1)(r.source, file.path, null)} (${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__.md)(file.format)}): ${lockFileCounts(file)}`);
    const parts = [
        `### Dependencies`,
        d.uploaded
            ? `${(0,_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(d.packageCount, 'pinned package')} uploaded${d.webUrl ? ` (${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .mdLink */ .YF)('inventory', d.webUrl)})` : ''}; ${d.affected.length} affected by an advisory.`
            : 'Nothing uploaded.',
    ];
    if (files.length > 0)
        parts.push(files.join('\n'));
    if (d.errors.length > 0) {
        parts.push(d.errors
            .slice(0, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .SUMMARY_MAX_ROWS */ .Ak)
            .map((e) => `- Not read: ${(0,_code_link_js__WEBPACK_IMPORTED_MODULE_2__/* .codeLink */ .U1)(r.source, e.path, e.line)}: ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__.md)(e.message, 300)}`)
            .join('\n'));
    }
    parts.push(...(0,_baseline_section_js__WEBPACK_IMPORTED_MODULE_1__/* .groupedTables */ .KO)(d.affected, (t) => `#### ${t}`, ['Severity', 'Package', 'Advisory', 'Fixed in', 'Where'], (a) => [
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .severityCell */ .kY)(a.severity),
        (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__.md)(`${a.ecosystem} ${a.name}@${a.version}${a.development ? ' (development)' : ''}`),
        (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .mdLink */ .YF)(`${a.advisoryId}: ${a.title}`, a.url),
        (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__.md)(a.fixedIn ?? 'no fix yet'),
        a.locations.map((l) => (0,_code_link_js__WEBPACK_IMPORTED_MODULE_2__/* .codeLink */ .U1)(r.source, l.file, l.line)).join(', ') ||
            'not in a lock file read here',
    ], _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .SUMMARY_MAX_ROWS */ .Ak));
    return parts.join('\n\n');
}
function lockFileCounts(file) {
    const reasons = Object.entries(file.skippedBy).map(([reason, count]) => `${count} ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__.md)(reason)}`);
    return `${(0,_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(file.packages, 'package')}${reasons.length > 0 ? `, skipped: ${reasons.join(', ')}` : ''}`;
}
function localChecksSection(r) {
    const c = r.localChecks;
    if (!c)
        return '';
    const parts = [`### Local checks`, `Ran: ${c.ran.map((id) => (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__.md)(id)).join(', ') || 'none'}.`];
    for (const refused of c.refused)
        parts.push(`- ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__.md)(refused.id)} not run: ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__.md)(refused.reason)}`);
    parts.push(...(0,_baseline_section_js__WEBPACK_IMPORTED_MODULE_1__/* .groupedTables */ .KO)(c.results, (t) => `#### ${t}`, ['Severity', 'Rule', 'Where', 'Message'], (x) => [(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .severityCell */ .kY)(x.severity), (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__.md)(x.ruleId), (0,_code_link_js__WEBPACK_IMPORTED_MODULE_2__/* .placesLinks */ .Q8)(r.source, x, 5), (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__.md)(x.message)], _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .SUMMARY_MAX_ROWS */ .Ak));
    return parts.join('\n\n');
}
function skippedSection(r) {
    if (r.skipped.length === 0 && r.warnings.length === 0)
        return '';
    const lines = r.skipped.map((s) => `- ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__.md)(s.what)}: ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__.md)(s.why, 500)}`);
    lines.push(...r.warnings.map((w) => `- ⚠️ ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__.md)(w, 500)}`));
    return ['### Skipped and warnings', ...lines].join('\n');
}
function errorsSection(r) {
    if (r.errors.length === 0)
        return '';
    const lines = r.errors.map((e) => [
        `- ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__.md)(e.message, 500)}`,
        e.nextStep ? `  - Next step: ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__.md)(e.nextStep, 500)}` : '',
        e.webUrl ? `  - ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .mdLink */ .YF)('Open in the web application', e.webUrl)}` : '',
        e.requestId ? `  - Request id: ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__.md)(e.requestId, 100)}` : '',
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
