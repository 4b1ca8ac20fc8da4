export const id = 117;
export const ids = [117];
export const modules = {

/***/ 87011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Du: () => (/* binding */ dependencyThreshold),
  DR: () => (/* binding */ evaluateGate),
  OE: () => (/* binding */ exemption),
  SB: () => (/* binding */ inScope),
  vI: () => (/* binding */ localThreshold)
});

// UNUSED EXPORTS: combinedVerdict

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
            : [reason('timeout', message)];
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
                ? `${over.length} open finding(s) at or above ${failOn} (no baseline to compare with: every open finding is judged)`
                : `${over.length} ${scope}finding(s) at or above ${failOn}`;
            reasons.push(reason('findings', message, over.map(findingLabel)));
        }
    }
    const depOn = dependencyThreshold(input.policy);
    const reached = keep((0,severity/* bySeverity */.Np)(judged(input.advisories).filter((a) => (0,severity/* reaches */.O6)(a.severity, depOn))), advisoryLabel, (a) => (0,policy_ignores/* findIgnore */.E)(ignores, [a.advisoryId]));
    const advisories = reached.filter((a) => exemption(a, input.policy) === null);
    const knob = (name, set) => (set ? ` (${name})` : '');
    const depKnob = knob('fail-on-dependencies', input.policy.failOnDependencies !== null);
    if (advisories.length > 0) {
        reasons.push(reason('advisories', `${advisories.length} ${newWord(advisories)}affected package(s) at or above ${depOn}${depKnob}`, advisories.map(advisoryLabel)));
    }
    reasons.push(...exemptReasons(reached, input.policy, `at or above ${depOn}${depKnob}`));
    const localOn = localThreshold(input.policy);
    const local = keep((0,severity/* bySeverity */.Np)(judged(input.localResults).filter((r) => (0,severity/* reaches */.O6)(r.severity, localOn))), localLabel, (r) => (0,policy_ignores/* findIgnore */.E)(ignores, [r.ruleId, r.checkId], r.file));
    if (local.length > 0) {
        reasons.push(reason('local-checks', `${local.length} ${newWord(local)}local check result(s) at or above ${localOn}${knob('fail-on-local-checks', input.policy.failOnLocalChecks !== null)}`, local.map(localLabel)));
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
        ...reason('advisories', `${items.length} affected package(s) ${over} not failing: ${why}`),
        level: 'warn',
        items: items.map(advisoryLabel),
    }));
}
/** Failing groups first, in the order the command gave them. */
function outcomeReasons(outcomes) {
    const groups = new Map();
    for (const level of ['fail', 'error', 'warn']) {
        for (const o of outcomes.filter((x) => x.level === level)) {
            const key = `${level}\0${o.group}`;
            groups.set(key, [...(groups.get(key) ?? []), o]);
        }
    }
    return [...groups.values()].map((items) => ({
        kind: 'outcomes',
        level: items[0]?.level ?? 'warn',
        message: `${items.length} ${items[0]?.group ?? ''}`,
        items: items.map(outcomeLabel),
    }));
}
const findingLabel = (f) => `${f.severity} ${f.code ?? f.id}: ${f.title}`;
const advisoryLabel = (a) => `${a.severity} ${a.advisoryId}: ${a.packageLabel} (${a.title})`;
const outcomeLabel = (o) => o.item;
const localLabel = (r) => `${r.severity} ${r.ruleId}: ${r.file}:${r.line} ${r.message}`;


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

/***/ 27117:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  finalize: () => (/* binding */ finalize),
  reportFilePath: () => (/* binding */ reportFilePath)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/neutralise/plain-text.ts
var plain_text = __webpack_require__(76564);
// EXTERNAL MODULE: ./src/policy/gate.ts + 2 modules
var gate = __webpack_require__(87011);
// EXTERNAL MODULE: ./src/policy/ignores.ts
var policy_ignores = __webpack_require__(76133);
// EXTERNAL MODULE: ./src/policy/severity.ts
var severity = __webpack_require__(23863);
// EXTERNAL MODULE: ./src/report/model.ts
var model = __webpack_require__(96867);
// EXTERNAL MODULE: ./src/report/repository-check-view.ts
var repository_check_view = __webpack_require__(98491);
;// CONCATENATED MODULE: ./src/github/annotations.ts
// Plans the annotations of a run within GitHub's per-step limits: lock-file advisories on their lines,
// local-check results on their files, scan findings at run level, repositories on the `uses:` line that
// added them; most severe first, results an ignore entry covers as notices after the rest, and one notice
// saying how many were left out. Levels follow the gate: an error for what fails it, a warning for what is
// new under the threshold (or would fail under `warn-only`), a notice for what the base branch already had.
// Titles and messages are shown as plain text: hidden characters are made visible there (plain-text.ts),
// and the command writer escapes what would end a property or the data.






/** GitHub shows at most 10 annotations of each level per step (50 per job); the rest are dropped unseen. */
const PER_LEVEL_LIMIT = 10;
/**
 * Slots left for what the run says itself: the verdict's error or warning at the end, a warning of the
 * report side (a refused comment), a command's own notice (a Deep approval link, a proof to publish) and
 * the notice counting what was left out.
 */
const RESERVED = { error: 1, warning: 2, notice: 2 };
/** GitHub cuts messages over 4,096 characters; a title is one short line. */
const MESSAGE_MAX = 4000;
const TITLE_MAX = 200;
/**
 * What fails the gate is an error (a warning under `warn-only`, which fails nothing); what the base branch
 * already had is not this pull request's doing: a notice; anything else new (or not compared) a warning.
 */
function levelFor(standing, isNew, policy) {
    if (standing === 'fail')
        return policy.warnOnly ? 'warning' : 'error';
    if (standing === 'warn')
        return 'warning';
    return isNew === false ? 'notice' : 'warning';
}
const stillOpen = (isNew) => isNew === false ? 'Still open (on the base branch): ' : '';
/** Results that count first (not ignored), most severe first; ties keep their order. */
const byImportance = (candidates) => (0,severity/* bySeverity */.Np)(candidates).sort((a, b) => Number(a.ignored ?? false) - Number(b.ignored ?? false));
/** `policy`: the one in force (the inputs with the policy file's keys), which gave the report's verdict. */
function planAnnotations(report, policy) {
    const ignores = { active: report.ignores, expired: [] };
    const candidates = byImportance([
        ...advisoryCandidates(report, ignores, policy),
        ...lockFileErrorCandidates(report),
        ...localCandidates(report, ignores, policy),
        ...findingCandidates(report, ignores, policy),
        ...repositoryCandidates(report, policy),
    ]);
    const used = { error: 0, warning: 0, notice: 0 };
    const planned = [];
    let leftOut = 0;
    for (const { severity: _severity, ignored: _ignored, ...annotation } of candidates) {
        if (used[annotation.level] >= PER_LEVEL_LIMIT - RESERVED[annotation.level]) {
            leftOut += 1;
            continue;
        }
        used[annotation.level] += 1;
        planned.push({
            ...annotation,
            title: (0,plain_text/* plainTitle */.D4)(annotation.title, TITLE_MAX),
            message: (0,plain_text/* plainText */.wh)(annotation.message, MESSAGE_MAX),
        });
    }
    if (leftOut > 0) {
        planned.push({
            level: 'notice',
            title: 'More results',
            message: `${leftOut} more result(s) were not annotated (GitHub shows ${PER_LEVEL_LIMIT} per level per step); the job summary and the report file list them all.`,
        });
    }
    return planned;
}
/** A result an ignore entry covers is a notice saying so, never an error or a warning. */
function unlessIgnored(candidate, entry) {
    if (entry === null)
        return candidate;
    return {
        ...candidate,
        ignored: true,
        level: 'notice',
        title: `Ignored: ${candidate.title}`,
        message: `${candidate.message}\nIgnored by the policy file: ${entry.reason}`,
    };
}
/** Findings as the gate judges them: new against the baseline when there is one, none after a timed-out wait. */
function findingCandidates(report, ignores, policy) {
    const f = report.findings;
    if (!f)
        return [];
    const newIds = new Set(f.new.map((x) => x.id));
    const judged = report.scan?.timedOut !== true;
    return f.open.map((x) => {
        const isNew = f.comparedBy === 'none' ? undefined : newIds.has(x.id);
        const fails = judged && (0,gate/* inScope */.SB)(policy, isNew) && (0,severity/* reaches */.O6)(x.severity, policy.failOn);
        const label = isNew === true ? 'New ' : isNew === false ? 'Still open: ' : '';
        return unlessIgnored({
            severity: x.severity,
            level: levelFor(fails ? 'fail' : null, isNew, policy),
            title: `${label}${x.severity} finding ${x.code ?? x.id}`,
            message: `${x.title}${x.webUrl ? `\n${x.webUrl}` : ''}`,
        }, (0,policy_ignores/* findIgnore */.E)(ignores, [x.code, x.id]));
    });
}
function advisoryCandidates(report, ignores, policy) {
    // The monitor reports an advisory once: its lines are annotated on the night it is new, not every night,
    // and gates on `fail-on` alone (src/commands/monitor/monitor.ts).
    const fresh = report.monitor ? new Set(report.monitor.new.map((a) => a.id)) : null;
    const affected = (report.dependencies?.affected ?? []).filter((a) => !fresh || fresh.has(a.advisoryId));
    const standing = (a) => {
        if (fresh)
            return (0,severity/* reaches */.O6)(a.severity, policy.failOn) ? 'fail' : null;
        if (!(0,gate/* inScope */.SB)(policy, a.isNew) || !(0,severity/* reaches */.O6)(a.severity, (0,gate/* dependencyThreshold */.Du)(policy)))
            return null;
        const exempt = (0,gate/* exemption */.OE)({ fixable: a.fixedIn !== null, development: a.development === true }, policy);
        return exempt === null ? 'fail' : 'warn';
    };
    return affected.flatMap((a) => a.locations.map((where) => unlessIgnored({
        severity: a.severity,
        level: levelFor(standing(a), a.isNew, policy),
        title: `${stillOpen(a.isNew)}${a.severity} advisory ${a.advisoryId}: ${a.name}@${a.version}`,
        message: `${a.title}${a.fixedIn ? ` Fixed in ${a.fixedIn}.` : ' No fixed version yet.'}${a.url ? `\n${a.url}` : ''}`,
        file: where.file,
        line: where.line,
    }, (0,policy_ignores/* findIgnore */.E)(ignores, [a.advisoryId]))));
}
/** A lock file that could not be read is shown on its line, as a warning: the other files went on. */
function lockFileErrorCandidates(report) {
    return (report.dependencies?.errors ?? []).map((e) => ({
        severity: 'medium',
        level: 'warning',
        title: 'Lock file not read',
        message: e.message,
        file: e.path,
        ...(e.line === null ? {} : { line: e.line }),
    }));
}
function localCandidates(report, ignores, policy) {
    const fails = (r) => (0,gate/* inScope */.SB)(policy, r.isNew) && (0,severity/* reaches */.O6)(r.severity, (0,gate/* localThreshold */.vI)(policy));
    return (report.localChecks?.results ?? []).map((r) => unlessIgnored({
        severity: r.severity,
        level: levelFor(fails(r) ? 'fail' : null, r.isNew, policy),
        title: `${stillOpen(r.isNew)}${(0,model/* localRuleId */.t)(r)}`,
        message: `${r.message}${r.evidence ? ` (${r.evidence})` : ''}`,
        file: r.file,
        line: r.line,
    }, (0,policy_ignores/* findIgnore */.E)(ignores, [r.ruleId, r.checkId], r.file)));
}
/** Repositories that did not pass: on the `uses:` line that added them, or at run level when listed. */
function repositoryCandidates(report, policy) {
    return (report.repositoryChecks ?? []).flatMap((c) => {
        const judged = (0,repository_check_view/* judgeCheck */.GE)(c);
        if (judged === null)
            return [];
        const fails = judged.level === 'fail';
        return [
            {
                severity: fails ? 'high' : 'medium',
                level: levelFor(fails ? 'fail' : 'warn', undefined, policy),
                title: `Repository check of ${c.url.replace(/^https:\/\//, '')}`,
                message: `${judged.group.replace(/\(.*?\)/g, '')}: ${judged.why}${c.webUrl ? `\n${c.webUrl}` : ''}`,
                ...(c.source ? { file: c.source.file, line: c.source.line } : {}),
            },
        ];
    });
}

// EXTERNAL MODULE: ./src/workspace/git.ts
var git = __webpack_require__(3133);
;// CONCATENATED MODULE: ./src/github/code-source.ts

async function readCodeSource(ctx) {
    if (!ctx.owner || !ctx.repo)
        return null;
    const head = (await (0,git/* runGit */.E)(ctx.workspace, ['rev-parse', '--verify', 'HEAD'], { timeoutMs: 2_000 }))
        ?.toString('utf8')
        .trim();
    const sha = head && /^[0-9a-f]{40,64}$/.test(head) ? head : ctx.sha;
    if (sha === '')
        return null;
    return { serverUrl: ctx.serverUrl, repository: `${ctx.owner}/${ctx.repo}`, sha };
}

// EXTERNAL MODULE: ./src/github/context.ts
var context = __webpack_require__(19556);
// EXTERNAL MODULE: ./src/github/octokit.ts + 2 modules
var github_octokit = __webpack_require__(15980);
// EXTERNAL MODULE: ./src/github/sticky-comment.ts
var sticky_comment = __webpack_require__(7648);
// EXTERNAL MODULE: ./src/report/comment.ts
var comment = __webpack_require__(54231);
// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __webpack_require__(54285);
// EXTERNAL MODULE: ./src/report/account-summary.ts
var account_summary = __webpack_require__(17684);
;// CONCATENATED MODULE: ./src/report/outputs.ts

function outputsOf(report, reportFile) {
    const f = report.findings;
    return {
        'scan-id': report.scan?.id ?? '',
        'scan-status': report.scan?.status ?? '',
        'scan-url': report.scan?.webUrl ?? '',
        verdict: report.verdict.verdict,
        'new-findings': String(f?.new.length ?? 0),
        'fixed-findings': String(f?.fixed.length ?? 0),
        'open-findings': JSON.stringify(f?.openBySeverity ?? { critical: 0, high: 0, medium: 0, low: 0, info: 0 }),
        'affected-packages': String(affectedPackageCount(report)),
        'approval-url': report.approvalUrl ?? '',
        'report-file': reportFile,
        'sarif-file': report.files.sarif ?? '',
        'repair-brief-file': report.files.repairBrief ?? '',
        'verification-id': report.verification?.verificationId ?? '',
        'verification-state': report.verification?.state ?? '',
        'verification-value': report.verification?.value ?? '',
        'verification-location': report.verification?.location ?? '',
        'new-advisories': String(report.monitor?.new.length ?? 0),
        'allowance-remaining': (0,account_summary/* allowanceRemaining */.J)(report),
        'pull-request-number': report.pullRequest ? String(report.pullRequest.number) : '',
    };
}
/** Distinct packages, not advisories: one package may match several advisories. */
function affectedPackageCount(report) {
    const affected = report.dependencies?.affected ?? [];
    return new Set(affected.map((a) => `${a.ecosystem}:${a.name}@${a.version}`)).size;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/neutralise/characters.ts
var characters = __webpack_require__(1024);
;// CONCATENATED MODULE: ./src/neutralise/sarif-text.ts
// Text in a SARIF message or rule description (plain text messages, SARIF 2.1.0 §3.11). Code scanning shows
// it as plain text, except that `[text](target)` is an embedded link: a literal bracket must be escaped with
// a backslash, and so must each backslash just before one (else it would escape the escape).

function sarifText(value, max = 1000) {
    return (0,characters/* cut */.Jj)((0,characters/* revealHidden */.Ci)((0,characters/* asText */.e1)(value).replace(characters/* ANY_LINE_BREAK */.gD, '\n'), '\t\n'), max).replace(/(\\*)([[\]])/g, (_match, slashes, bracket) => `${slashes}${slashes}\\${bracket}`);
}

// EXTERNAL MODULE: ./src/neutralise/uri.ts
var neutralise_uri = __webpack_require__(25652);
// EXTERNAL MODULE: ./src/slug.ts
var slug = __webpack_require__(53684);
;// CONCATENATED MODULE: ./src/report/sarif.ts
// SARIF 2.1.0 for the results that have a place in the repository: lock-file advisories on the line of
// the package, local-check results on their file and line. Code scanning rejects a whole file when one
// result has no physical location, so a result without one is not written (and counted); it rejects a run
// over 25,000 results, so the most severe are kept (and the rest counted). Results an ignore entry covers
// are written with a suppression that carries its reason.







/** Code scanning's limit of results in one run. */
const MAX_RESULTS_PER_RUN = 25_000;
/** Code scanning shows the `security-severity` property as the alert's severity (CVSS-like scale). */
const SECURITY_SEVERITY = {
    critical: '9.5',
    high: '8.0',
    medium: '5.5',
    low: '3.0',
    info: '0.0',
};
const LEVEL = {
    critical: 'error',
    high: 'error',
    medium: 'warning',
};
function buildSarif(report, options) {
    const ignores = { active: report.ignores, expired: [] };
    const advisories = report.dependencies?.affected ?? [];
    const candidates = [
        ...advisories.flatMap((a) => a.locations.map((where) => ({
            rule: advisoryRule(a),
            severity: a.severity,
            text: advisoryText(a),
            file: where.file,
            line: where.line,
            salt: `${a.name}@${a.version}`,
            ignore: (0,policy_ignores/* findIgnore */.E)(ignores, [a.advisoryId]),
        }))),
        ...(report.localChecks?.results ?? []).map((r) => ({
            rule: localRule(r),
            severity: r.severity,
            text: `${r.message}${r.evidence ? ` (${r.evidence})` : ''}`,
            file: r.file,
            line: r.line,
            salt: r.commit ?? '',
            ignore: (0,policy_ignores/* findIgnore */.E)(ignores, [r.ruleId, r.checkId], r.file),
        })),
    ];
    const kept = [...candidates].sort(sarif_byImportance).slice(0, MAX_RESULTS_PER_RUN);
    const rules = [];
    const results = kept.map((c) => {
        const known = rules.findIndex((r) => r.id === c.rule.id);
        return result(c, known >= 0 ? known : rules.push(c.rule) - 1);
    });
    const category = [report.command, options.siteKey].map(slug/* slug */.y);
    const sarif = {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: report.tool.name,
                        version: report.tool.version,
                        informationUri: options.informationUri,
                        rules,
                    },
                },
                // A trailing slash makes the whole id the category: one per command and site, never replaced by another.
                automationDetails: { id: `security-scan-action/${category.join('/')}/` },
                results,
            },
        ],
    };
    return {
        sarif,
        results: results.length,
        unlocated: advisories.filter((a) => a.locations.length === 0).length,
        leftOut: candidates.length - kept.length,
    };
}
/** Results that count first (not ignored), most severe first; ties keep their order. */
function sarif_byImportance(a, b) {
    const ignored = Number(a.ignore !== null) - Number(b.ignore !== null);
    return ignored !== 0 ? ignored : (0,severity/* severityRank */.qs)(b.severity) - (0,severity/* severityRank */.qs)(a.severity);
}
function result(c, ruleIndex) {
    const uri = (0,neutralise_uri/* relativeFileUri */.DA)(c.file);
    return {
        ruleId: c.rule.id,
        ruleIndex,
        level: LEVEL[c.severity] ?? 'note',
        message: { text: sarifText(c.text, 2000) },
        locations: [
            {
                physicalLocation: {
                    artifactLocation: { uri, uriBaseId: '%SRCROOT%' },
                    region: { startLine: Number.isInteger(c.line) && c.line > 0 ? c.line : 1 },
                },
            },
        ],
        // Stable across runs and line moves, so code scanning tracks one alert per problem.
        partialFingerprints: {
            'securityScanAction/v1': (0,external_node_crypto_.createHash)('sha256').update(`${c.rule.id}\0${uri}\0${c.salt}`).digest('hex'),
        },
        ...(c.ignore
            ? {
                suppressions: [
                    { kind: 'external', status: 'accepted', justification: sarifText(c.ignore.reason, 1000) },
                ],
            }
            : {}),
    };
}
function advisoryRule(a) {
    const helpUri = (0,neutralise_uri/* httpUrl */.q3)(a.url);
    return {
        id: a.advisoryId,
        shortDescription: { text: sarifText(a.title || a.advisoryId, 1000) },
        ...(helpUri ? { helpUri } : {}),
        properties: {
            tags: ['security', 'dependency', a.ecosystem],
            'security-severity': SECURITY_SEVERITY[a.severity] ?? '5.0',
        },
    };
}
function localRule(r) {
    const id = (0,model/* localRuleId */.t)(r);
    return {
        id,
        shortDescription: { text: sarifText(id, 1000) },
        properties: {
            tags: ['security', 'local-check', r.checkId],
            'security-severity': SECURITY_SEVERITY[r.severity] ?? '5.0',
        },
    };
}
function advisoryText(a) {
    const fix = a.fixedIn ? `Upgrade to ${a.fixedIn} or later.` : 'No fixed version is known yet.';
    return `${a.ecosystem} package ${a.name}@${a.version} is affected by ${a.advisoryId} (${a.severity}): ${a.title}. ${fix}`;
}

// EXTERNAL MODULE: ./src/report/summary.ts + 4 modules
var summary = __webpack_require__(60145);
// EXTERNAL MODULE: ./src/neutralise/markdown.ts
var neutralise_markdown = __webpack_require__(63309);
// EXTERNAL MODULE: ./src/settings/io.ts
var io = __webpack_require__(58181);
// EXTERNAL MODULE: ./src/workspace/confined-write.ts
var confined_write = __webpack_require__(69943);
;// CONCATENATED MODULE: ./src/run/json-file.ts
// Writes a value as indented JSON, the same bytes as `JSON.stringify(value, null, 2)`, in pieces: the
// report of a large run (100k findings: over 50 MB of JSON, twice that in memory once a character outside
// Latin-1 makes the string two-byte) is never held as one string, so memory stays near one chunk.

/** Containers this deep or deeper are written by JSON.stringify in one piece: single findings, results. */
const WALKED_DEPTH = 3;
const CHUNK_BYTES = 1024 * 1024;
/** The pieces of `JSON.stringify(value, null, 2)`, in order; joined, they are that string. */
function* jsonPieces(value, depth = 0) {
    if (!isWalked(value) || depth >= WALKED_DEPTH) {
        yield indented(value, depth);
        return;
    }
    const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
    // An array keeps every item (JSON writes a left-out one as null); an object drops left-out values.
    const entries = Array.isArray(value)
        ? value.map((item) => [null, item])
        : Object.entries(value).filter(([, item]) => !leftOut(item));
    if (entries.length === 0) {
        yield open + close;
        return;
    }
    const inner = '\n' + '  '.repeat(depth + 1);
    for (const [i, [key, item]] of entries.entries()) {
        yield `${i === 0 ? open : ','}${inner}${key === null ? '' : `${JSON.stringify(key)}: `}`;
        yield* jsonPieces(item, depth + 1);
    }
    yield `\n${'  '.repeat(depth)}${close}`;
}
/** Plain arrays and objects are walked; anything else (a Date's toJSON…) is left to JSON.stringify. */
function isWalked(value) {
    if (Array.isArray(value))
        return true;
    if (typeof value !== 'object' || value === null)
        return false;
    const proto = Object.getPrototypeOf(value);
    return (proto === Object.prototype || proto === null) && !('toJSON' in value);
}
/** What JSON leaves out of an object (and writes as null in an array). */
const leftOut = (value) => value === undefined || typeof value === 'function' || typeof value === 'symbol';
/** JSON.stringify at this depth's indentation (JSON text has no raw newline but between its lines). */
function indented(value, depth) {
    const text = JSON.stringify(value, null, 2);
    if (text === undefined)
        return 'null';
    return depth === 0 ? text : text.replaceAll('\n', '\n' + '  '.repeat(depth));
}
function* fileText(value) {
    yield* jsonPieces(value);
    yield '\n';
}
/**
 * Writes `JSON.stringify(value, null, 2)` and a newline to `path`. Each piece is copied into one reused
 * buffer at once, so pieces die young instead of being kept (and promoted) until a chunk is complete.
 */
async function writeJsonFile(path, value) {
    const file = await (0,promises_.open)(path, 'w');
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    let used = 0;
    try {
        for (const piece of fileText(value)) {
            // A UTF-16 code unit takes at most 3 bytes in UTF-8.
            if (used + piece.length * 3 > CHUNK_BYTES) {
                await writeAll(file, buffer.subarray(0, used));
                used = 0;
            }
            if (piece.length * 3 > CHUNK_BYTES)
                await writeAll(file, Buffer.from(piece));
            else
                used += buffer.write(piece, used);
        }
        await writeAll(file, buffer.subarray(0, used));
    }
    finally {
        await file.close();
    }
}
/** A write may take fewer bytes than it was given; the rest follows. */
async function writeAll(file, bytes) {
    for (let done = 0; done < bytes.length;)
        done += (await file.write(bytes, done)).bytesWritten;
}

// EXTERNAL MODULE: ./src/run/site-identity.ts
var site_identity = __webpack_require__(40629);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/run/finalize.ts
// Writes everything a run owes the user, on every path: the report file first (it holds everything),
// then outputs, summary, annotations, and the PR comment last (it needs the network and may be refused).
// Each part is guarded on its own: a defect in one (a renderer, a full disk) is an `::error::` annotation
// naming it, and every other part, the outputs and the summary included, is still written.



















/** Report files carry the command and the site, so parallel matrix jobs never overwrite each other. */
function reportFilePath(ctx, command, siteKey) {
    return (0,external_node_path_.join)(ctx.tempDir, `security-scan-${(0,slug/* slug */.y)(`${command}-${siteKey}`)}.json`);
}
async function finalize(options) {
    const { settings, ctx, toolkit } = options;
    const siteKey = (0,site_identity/* siteIdentity */.Os)(settings);
    let report = { ...options.report, source: await readCodeSource(ctx) };
    await step(toolkit, 'SARIF file', async () => {
        report = await writeSarif(report, settings, ctx, toolkit, siteKey);
    });
    const file = reportFilePath(ctx, report.command, siteKey);
    await step(toolkit, 'report file', async () => {
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(file), { recursive: true });
        await writeJsonFile(file, report);
    });
    await step(toolkit, 'outputs', () => setOutputs(toolkit, outputsOf(report, file)), () => setOutputs(toolkit, { ...emptyOutputs(), verdict: report.verdict.verdict, 'report-file': file }));
    await step(toolkit, 'job summary', () => toolkit.writeSummary((0,summary/* renderSummary */.Br)(report)), () => toolkit.writeSummary(fallbackSummary(report)));
    if (settings?.annotations !== false)
        await step(toolkit, 'annotations', () => {
            for (const annotation of planAnnotations(report, options.policy))
                toolkit.annotate(annotation);
        });
    if (settings && !options.cancelled)
        await step(toolkit, 'PR comment', () => postComment(options, report, settings, siteKey));
}
const setOutputs = (toolkit, outputs) => {
    for (const [name, value] of Object.entries(outputs))
        toolkit.setOutput(name, value);
};
const emptyOutputs = () => Object.fromEntries(Object.keys(io/* OUTPUTS */.p).map((name) => [name, '']));
/** The verdict and its reasons in the plainest form, for when the full summary could not be rendered. */
function fallbackSummary(report) {
    const reasons = report.verdict.reasons.map((r) => `- ${(0,neutralise_markdown.md)(r.message, 500)}`);
    const note = 'The full summary could not be rendered (see the error annotation); the report file has everything.';
    return [`## ${(0,markdown/* verdictHeadline */.ge)(report)}`, ...reasons, '', note, ''].join('\n');
}
async function postComment(options, report, settings, siteKey) {
    const { ctx, toolkit } = options;
    if (ctx.pullNumber === null || settings.comment === 'never')
        return;
    if (settings.githubToken === '') {
        toolkit.warning('PR comment skipped: the github-token input is empty.');
        return;
    }
    const marker = (0,comment/* commentMarker */.Ql)(report.command, siteKey);
    const body = (0,comment/* renderComment */.wQ)(report, marker, (0,context/* runUrl */.V)(ctx));
    const f = report.findings;
    try {
        const octokit = await options.githubClient(settings.githubToken);
        const outcome = await (0,sticky_comment/* upsertStickyComment */.q)((0,github_octokit/* commentApi */._N)(octokit, ctx), {
            issueNumber: ctx.pullNumber,
            marker,
            body,
            mode: settings.comment,
            changed: (f?.new.length ?? 0) + (f?.fixed.length ?? 0) > 0 || report.verdict.verdict !== 'pass',
            failed: report.verdict.verdict !== 'pass',
        });
        toolkit.info(`PR comment: ${outcome}`);
    }
    catch (error) {
        // A refused comment (a fork's read-only token) is a warning: the verdict stands on the findings.
        toolkit.warning((0,github_octokit/* explainGitHubError */.Pm)(error, 'PR comment', ctx));
    }
}
/** Written on every path when asked for, so an upload step with `if: always()` finds a valid file. */
async function writeSarif(report, settings, ctx, toolkit, siteKey) {
    if (!settings || settings.sarifFile === '')
        return report;
    const path = (0,external_node_path_.resolve)(ctx.workspace, settings.sarifFile);
    const informationUri = `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}`;
    const { sarif, results, unlocated, leftOut } = buildSarif(report, { informationUri, siteKey });
    const warnings = [...report.warnings];
    let written = false;
    await step(toolkit, 'SARIF file', async () => {
        const target = { path, text: JSON.stringify(sarif), roots: [ctx.workspace, ctx.tempDir] };
        written = await (0,confined_write/* writeOptional */.GO)('SARIF file', target, (refusal) => {
            warnings.push(refusal);
            toolkit.warning(refusal);
        });
    });
    if (unlocated > 0)
        toolkit.warning(`${unlocated} advisory result(s) had no lock-file line and are not in the SARIF file.`);
    if (written)
        toolkit.info(`SARIF: ${results} result(s) in ${settings.sarifFile}`);
    if (leftOut > 0)
        warnings.push(`${leftOut} less severe result(s) were left out of the SARIF file: code scanning takes at most ${MAX_RESULTS_PER_RUN} per run (the report file has them all).`);
    return { ...report, warnings, files: { ...report.files, sarif: written ? settings.sarifFile : null } };
}
/** Runs one part; on a defect, says which part failed in an error annotation and runs its fallback. */
async function step(toolkit, what, body, fallback) {
    try {
        await body();
    }
    catch (error) {
        toolkit.annotate({
            level: 'error',
            title: `Could not write the ${what}`,
            message: (0,plain_text/* plainText */.wh)((0,errors/* errorMessage */.gJ)(error)),
        });
        if (fallback)
            await step(toolkit, `${what} (plain form)`, fallback);
    }
}


/***/ }),

/***/ 53684:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ slug)
/* harmony export */ });
// A value (a site id, a command and site, an advisory id) made safe for a file name, a cache key or a
// hidden marker: anything but letters, digits, `.`, `_` and `-` becomes `_`, and it is cut short so a
// long value cannot make a name the file system refuses.
const MAX_SLUG_LENGTH = 100;
function slug(value) {
    return value.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, MAX_SLUG_LENGTH);
}


/***/ }),

/***/ 69943:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GO: () => (/* binding */ writeOptional)
/* harmony export */ });
/* unused harmony exports WriteRefused, writeConfined */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
// Writes a file the action produces (SARIF, repair brief) only inside the folders it may write to. A
// pull request can commit a symlink at the file's path or at a folder on the way to it; following it
// would overwrite a file elsewhere on the runner. Node has no openat(), so this is as race-aware as it
// allows: every folder is checked with lstat as it is walked (and made one at a time), the file is opened
// with O_NOFOLLOW, and before a byte is written the open file must still be the one at the checked path.



/** Why a write was not done; the caller reports it as a warning (these files are optional extras). */
class WriteRefused extends Error {
    name = 'WriteRefused';
    constructor(path, reason) {
        super(`${path}: ${reason}`);
    }
}
// Not defined on Windows, where the lstat checks alone stand. O_NONBLOCK: a FIFO fails to open, not hangs.
const NO_FOLLOW = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0;
const FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT | NO_FOLLOW | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0);
const SYMLINK_WHY = 'a symlink (the repository may have committed it to redirect the write), not followed';
/**
 * Writes `text` to `path` (absolute, or relative to the working folder) when it lies inside one of `roots`
 * (the workspace, the runner's temporary folder) with no symlink below that root; otherwise throws
 * `WriteRefused` naming the path and why, having written nothing.
 */
async function writeConfined(path, text, roots) {
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(path);
    const root = roots.map((r) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(r)).find((r) => inside(r, target));
    if (root === undefined)
        throw new WriteRefused(path, `outside the workspace and the runner's temporary folder (${roots.join(', ')})`);
    const parts = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(root, target).split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep);
    const name = parts.pop() ?? '';
    // The root itself is the runner's (it may be a symlink, as /tmp is on macOS): only what is below it is checked.
    const folder = await walkFolders(path, await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(root), parts);
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, name);
    if ((await lstatOrNull(file))?.isSymbolicLink())
        throw new WriteRefused(path, `the file is ${SYMLINK_WHY}`);
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(file, FLAGS, 0o644).catch((error) => {
        throw isCode(error, 'ELOOP') || isCode(error, 'EMLINK')
            ? new WriteRefused(path, `the file is ${SYMLINK_WHY}`)
            : error;
    });
    try {
        const opened = await handle.stat();
        if (!opened.isFile())
            throw new WriteRefused(path, 'not a regular file');
        const now = await lstatOrNull(file);
        const same = now !== null && now.dev === opened.dev && now.ino === opened.ino;
        if (!same || (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(folder)) !== folder)
            throw new WriteRefused(path, 'the path changed while it was being opened (a symlink race), not written');
        await handle.truncate(0);
        await handle.writeFile(text);
    }
    finally {
        await handle.close();
    }
}
/**
 * `writeConfined` for an optional extra: a refusal is passed to `warn` as "<what> not written: <path>:
 * <why>." and gives false (never a failure of the gate); any other error is thrown.
 */
async function writeOptional(what, target, warn) {
    try {
        await writeConfined(target.path, target.text, target.roots);
        return true;
    }
    catch (error) {
        if (!(error instanceof WriteRefused))
            throw error;
        warn(`${what} not written: ${error.message}.`);
        return false;
    }
}
function inside(root, target) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(root, target);
    return rel !== '' && !rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_2__.sep}`) && rel !== '..' && !(0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(rel);
}
/** Walks (and makes) the folders below `root`, refusing a symlink or a non-folder among them. */
async function walkFolders(path, root, parts) {
    let folder = root;
    for (const [index, part] of parts.entries()) {
        folder = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, part);
        const shown = parts.slice(0, index + 1).join('/');
        let stats = await lstatOrNull(folder);
        if (stats === null) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(folder).catch((error) => {
                if (!isCode(error, 'EEXIST'))
                    throw error;
            });
            stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(folder);
        }
        if (stats.isSymbolicLink())
            throw new WriteRefused(path, `the folder ${shown} is ${SYMLINK_WHY}`);
        if (!stats.isDirectory())
            throw new WriteRefused(path, `${shown} is not a folder`);
    }
    return folder;
}
async function lstatOrNull(path) {
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(path).catch((error) => {
        if (isCode(error, 'ENOENT'))
            return null;
        throw error;
    });
}
const isCode = (error, code) => error instanceof Error && error.code === code;


/***/ })

};
