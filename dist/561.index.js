export const id = 561;
export const ids = [561];
export const modules = {

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

/***/ 63561:
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
// EXTERNAL MODULE: ./src/policy/gate-rows.ts
var gate_rows = __webpack_require__(64261);
// EXTERNAL MODULE: ./src/policy/ignores.ts
var policy_ignores = __webpack_require__(76133);
// EXTERNAL MODULE: ./src/policy/severity.ts
var severity = __webpack_require__(23863);
// EXTERNAL MODULE: ./src/render/gate-marks.ts
var gate_marks = __webpack_require__(3398);
// EXTERNAL MODULE: ./src/render/model.ts
var model = __webpack_require__(88281);
// EXTERNAL MODULE: ./src/render/repository-check-view.ts
var repository_check_view = __webpack_require__(67997);
// EXTERNAL MODULE: ./src/plural.ts
var plural = __webpack_require__(89133);
;// CONCATENATED MODULE: ./src/github/annotations.ts
// Plans the annotations of a run within GitHub's per-step limits: lock-file advisories on their lines,
// local-check results on their files, scan findings at run level, repositories on the `uses:` line that
// added them; most severe first, results an ignore entry covers as notices after the rest, and one notice
// saying how many were left out. Levels follow the gate, as it recorded each row (src/policy/gate-rows.ts):
// an error for what fails it, a warning for what is new under the threshold (or would fail under
// `warn-only`), a notice for what the base branch already had.
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
function levelFor(standing, isNew) {
    if (standing === 'fails')
        return 'error';
    if (standing !== null)
        return 'warning';
    return isNew === false ? 'notice' : 'warning';
}
const stillOpen = (isNew) => isNew === false ? 'Still open (on the base branch): ' : '';
/** Results that count first (not ignored), most severe first; ties keep their order. */
const byImportance = (candidates) => (0,severity/* bySeverity */.Np)(candidates).sort((a, b) => Number(a.ignored ?? false) - Number(b.ignored ?? false));
/**
 * Every annotation the run would make, before GitHub's limits, most important first. Levels come from the
 * report's verdict alone: the policy that gave it is not asked again.
 */
function annotationCandidates(report) {
    const ignores = { active: report.ignores, expired: [] };
    const rows = (0,gate_rows/* gateRows */.Zl)(report.verdict);
    return byImportance([
        ...advisoryCandidates(report, rows, ignores),
        ...lockFileErrorCandidates(report),
        ...localCandidates(report, rows, ignores),
        ...findingCandidates(report, rows, ignores),
        ...repositoryCandidates(report, rows, ignores),
    ]);
}
function planAnnotations(report) {
    const candidates = annotationCandidates(report);
    const used = { error: 0, warning: 0, notice: 0 };
    const planned = [];
    let leftOut = 0;
    for (const { severity: _severity, ignored: _ignored, row: _row, ...annotation } of candidates) {
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
            message: `${(0,plural/* plural */.LS)(leftOut, 'more result')} ${leftOut === 1 ? 'was' : 'were'} not annotated (GitHub shows ${PER_LEVEL_LIMIT} per level per step); the job summary and the report file list them all.`,
        });
    }
    return planned;
}
/**
 * A result an ignore entry covers is a notice saying so, never an error or a warning. Asked only of results
 * the gate does not count: what it counts, no entry covered.
 */
function unlessIgnored(candidate, standing, entry) {
    const covering = standing === null ? entry() : null;
    if (covering === null)
        return candidate;
    return {
        ...candidate,
        ignored: true,
        level: 'notice',
        title: `Ignored: ${candidate.title}`,
        message: `${candidate.message}\nIgnored by the policy file: ${covering.reason}`,
    };
}
/** Open findings, new against the baseline when there is one. */
function findingCandidates(report, rows, ignores) {
    const f = report.findings;
    if (!f)
        return [];
    const newIds = new Set(f.new.map((x) => x.id));
    return f.open.map((x) => {
        const isNew = f.comparedBy === 'none' ? undefined : newIds.has(x.id);
        const row = (0,gate_rows/* findingRow */.ex)(x);
        const standing = rows.standing('findings', row, (0,gate/* findingLabel */.Il)(x));
        const label = isNew === true ? 'New ' : isNew === false ? 'Still open: ' : '';
        return unlessIgnored({
            severity: x.severity,
            level: levelFor(standing, isNew),
            row,
            title: `${label}${x.severity} finding ${x.code ?? x.id}`,
            message: `${x.title}${x.webUrl ? `\n${x.webUrl}` : ''}`,
        }, standing, () => (0,policy_ignores/* findIgnore */.E)(ignores, [x.code, x.id]));
    });
}
function advisoryCandidates(report, rows, ignores) {
    // The monitor reports an advisory once: its lines are annotated on the night it is new, not every night,
    // and the gate judges it as the monitor's outcome (src/commands/monitor/monitor.ts), on `fail-on` alone.
    const fresh = report.monitor ? new Set(report.monitor.new.map((a) => a.id)) : null;
    const affected = (report.dependencies?.affected ?? []).filter((a) => !fresh || fresh.has(a.advisoryId));
    return affected.flatMap((a) => {
        const row = (0,gate_rows/* advisoryRow */.qP)({ ...a, packageLabel: (0,gate/* packageLabel */.lL)(a) });
        const standing = (0,gate_marks/* affectedStanding */.LL)(rows, a, fresh !== null);
        return a.locations.map((where) => unlessIgnored({
            severity: a.severity,
            level: levelFor(standing, a.isNew),
            row,
            title: `${stillOpen(a.isNew)}${a.severity} advisory ${a.advisoryId}: ${a.name}@${a.version}`,
            message: `${a.title}${a.fixedIn ? ` Fixed in ${a.fixedIn}.` : ' No fixed version yet.'}${a.url ? `\n${a.url}` : ''}`,
            file: where.file,
            line: where.line,
        }, standing, () => (0,policy_ignores/* findIgnore */.E)(ignores, [a.advisoryId])));
    });
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
/** A value at several places is annotated at each of them: a reviewer reads the diff file by file. */
function localCandidates(report, rows, ignores) {
    return (report.localChecks?.results ?? []).flatMap((r) => {
        const row = (0,gate_rows/* localRow */.EH)(r);
        const standing = rows.standing('local-checks', row, (0,gate/* localLabel */.WJ)(r));
        return [r, ...(0,gate/* otherPlaces */.RA)(r)].map((place) => unlessIgnored({
            severity: r.severity,
            level: levelFor(standing, r.isNew),
            row,
            title: `${stillOpen(r.isNew)}${(0,model/* localRuleId */.tv)(r)}`,
            message: `${r.message}${r.evidence ? ` (${r.evidence})` : ''}`,
            file: place.file,
            line: place.line,
        }, standing, () => (0,gate/* localIgnore */.u3)(ignores, r)));
    });
}
/** Repositories that did not pass: on the `uses:` line that added them, or at run level when listed. */
function repositoryCandidates(report, rows, ignores) {
    return (report.repositoryChecks ?? []).flatMap((c) => {
        const judged = (0,repository_check_view/* judgeCheck */.GE)(c);
        if (judged === null)
            return [];
        const row = (0,gate_rows/* repositoryRow */.Nh)(c.url);
        const standing = rows.standing('outcomes', row);
        return [
            unlessIgnored({
                severity: judged.level === 'fail' ? 'high' : 'medium',
                level: levelFor(standing, undefined),
                row,
                title: `Repository check of ${c.url.replace(/^https:\/\//, '')}`,
                message: `${judged.group.one}: ${judged.why}${c.webUrl ? `\n${c.webUrl}` : ''}`,
                ...(c.source ? { file: c.source.file, line: c.source.line } : {}),
            }, standing, () => (0,policy_ignores/* findIgnore */.E)(ignores, (0,repository_check_view/* repositoryIgnoreIds */.jA)(c.url))),
        ];
    });
}

// EXTERNAL MODULE: ./src/github/code-source.ts
var code_source = __webpack_require__(55954);
// EXTERNAL MODULE: ./src/github/context.ts
var context = __webpack_require__(19556);
;// CONCATENATED MODULE: ./src/github/job-link.ts
// The link a PR comment gives for "the full report": this job's page (its summary and its log) where GitHub
// says which job this is, else the run's page. GitHub gives a job's id only through the jobs API
// (`actions: read`); a token without it, or any failure, falls back to the run's page without a word: the
// link is a convenience, not worth a warning on every run.

/**
 * This job among the attempt's jobs: the one running on this runner (a runner runs one job at a time), or
 * else the only running one named as the job's key (a job without `name:` outside a matrix). Null when
 * neither settles it: a wrong job's link would be worse than the run's.
 */
function thisJob(jobs, ctx) {
    const running = jobs.filter((j) => j.status === 'in_progress');
    const onRunner = ctx.runnerName ? running.filter((j) => j.runner_name === ctx.runnerName) : [];
    const candidates = onRunner.length > 0 ? onRunner : running.filter((j) => j.name === ctx.job);
    return candidates.length === 1 ? (candidates[0] ?? null) : null;
}
/** This job's page, or the run's page when GitHub does not say which job this is; null outside a run. */
async function reportUrl(api, ctx) {
    const run = (0,context/* runUrl */.V)(ctx);
    if (run === null)
        return null;
    try {
        const job = thisJob(await api.listJobs(), ctx);
        return job !== null && Number.isSafeInteger(job.id) && job.id > 0 ? `${run}/job/${job.id}` : run;
    }
    catch {
        return run;
    }
}

// EXTERNAL MODULE: ./src/github/octokit.ts + 2 modules
var github_octokit = __webpack_require__(15980);
// EXTERNAL MODULE: ./src/github/sticky-comment.ts
var sticky_comment = __webpack_require__(7648);
// EXTERNAL MODULE: ./src/render/comment.ts
var comment = __webpack_require__(68141);
// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(42495);
// EXTERNAL MODULE: ./src/render/account-summary.ts
var account_summary = __webpack_require__(38878);
;// CONCATENATED MODULE: ./src/render/outputs.ts

function outputsOf(report, reportFile) {
    const f = report.findings;
    const d = report.dependencies;
    return {
        'scan-id': report.scan?.id ?? '',
        'scan-status': report.scan?.status ?? '',
        'scan-url': report.scan?.webUrl ?? '',
        verdict: report.verdict.verdict,
        'new-findings': f ? String(f.new.length) : '',
        'fixed-findings': f ? String(f.fixed.length) : '',
        'open-findings': f ? JSON.stringify(f.openBySeverity) : '',
        'affected-packages': d?.uploaded ? String(affectedPackageCount(d.affected)) : '',
        'approval-url': report.approvalUrl ?? '',
        'report-file': reportFile,
        'sarif-file': report.files.sarif ?? '',
        'repair-brief-file': report.files.repairBrief ?? '',
        'verification-id': report.verification?.verificationId ?? '',
        'verification-state': report.verification?.state ?? '',
        'verification-value': report.verification?.value ?? '',
        'verification-location': report.verification?.location ?? '',
        'new-advisories': report.monitor ? String(report.monitor.new.length) : '',
        'allowance-remaining': (0,account_summary/* allowanceRemaining */.J)(report),
        'pull-request-number': report.pullRequest ? String(report.pullRequest.number) : '',
        'site-slug': report.judged?.siteSlug ?? '',
    };
}
/** Distinct packages, not advisories: one package may match several advisories. */
function affectedPackageCount(affected) {
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
;// CONCATENATED MODULE: ./src/render/sarif.ts
// SARIF 2.1.0 for the results that have a place in the repository: lock-file advisories on the line of
// the package, local-check results on their file and line. Code scanning rejects a whole file when one
// result has no physical location, so a result without one is not written (and counted); it rejects a run
// over 25,000 results, so the most severe are kept (and the rest counted). Results an ignore entry covers
// are written with a suppression that carries its reason.
//
// Code scanning takes an uploaded file as the whole set of alerts of its category: an open alert the file
// lacks is closed as fixed. So a file is written only when it is complete for what it covers
// (`sarifDecision`): every part that feeds it and that the run was asked for was checked in full. git-history
// results are not in it: they name commits, not the tree analysed, and a history read within its bounds (the
// last 500 commits, a pull request's own) would close the alerts of every secret past that window.









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
        ...(report.localChecks?.results ?? []).filter(inSarif).map((r) => ({
            rule: localRule(r),
            severity: r.severity,
            text: `${r.message}${r.evidence ? ` (${r.evidence})` : ''}${alsoAt(r)}`,
            file: r.file,
            line: r.line,
            others: (0,gate/* otherPlaces */.RA)(r),
            salt: '',
            ignore: (0,gate/* localIgnore */.u3)(ignores, r),
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
        locations: [physicalLocation(c.file, c.line)],
        ...(c.others !== undefined && c.others.length > 0
            ? { relatedLocations: c.others.map((o, id) => ({ id, ...physicalLocation(o.file, o.line) })) }
            : {}),
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
function physicalLocation(file, line) {
    return {
        physicalLocation: {
            artifactLocation: { uri: (0,neutralise_uri/* relativeFileUri */.DA)(file), uriBaseId: '%SRCROOT%' },
            region: { startLine: Number.isInteger(line) && line > 0 ? line : 1 },
        },
    };
}
/** The other places of a value, named in the text: code scanning shows one location per alert. */
function alsoAt(r) {
    const others = (0,gate/* otherPlaces */.RA)(r);
    return others.length > 0 ? ` Also at ${others.map((o) => `${o.file}:${o.line}`).join(', ')}.` : '';
}
function advisoryRule(a) {
    const helpUri = (0,neutralise_uri/* linkableUrl */.s6)(a.url);
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
    const id = (0,model/* localRuleId */.tv)(r);
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
/** The local checks whose results a SARIF file holds: all but git-history (see the top of this file). */
const inSarif = (r) => r.checkId !== 'git-history';
/**
 * `parts`: null for a command that has no SARIF results; `unread` when the run stopped before its inputs
 * said. `leftOut`: results over the per-run limit (`SarifDocument.leftOut`), which a file would lack as
 * surely as those of a part not checked.
 */
function sarifDecision(report, parts, leftOut) {
    if (report.runSkipped)
        return { write: false, level: 'notice', why: ['the run was skipped'] };
    if (parts === 'unread')
        return { write: false, level: 'warning', why: [`nothing was checked${because(report, [])}`] };
    if (parts === null)
        return {
            write: false,
            level: 'notice',
            why: [`command ${report.command} has no results for code scanning`],
        };
    const checks = parts.localChecks.filter((id) => inSarif({ checkId: id }));
    if (!parts.lockFiles && checks.length === 0)
        return {
            write: false,
            level: 'notice',
            why: ['the run was asked for neither lock files nor local checks whose results code scanning holds'],
        };
    const why = [
        ...(parts.lockFiles ? lockFileGaps(report) : []),
        ...(checks.length > 0 ? localCheckGaps(report, checks) : []),
        ...(leftOut > 0
            ? [
                `${(0,plural/* plural */.LS)(leftOut, 'result')} over code scanning's limit of ${MAX_RESULTS_PER_RUN.toLocaleString('en-US')} results per run would be left out`,
            ]
            : []),
    ];
    return why.length === 0 ? { write: true } : { write: false, level: 'warning', why };
}
/** The lock files were read whole and their advisories came back (or they pin nothing to ask about). */
function lockFileGaps(report) {
    const d = report.dependencies;
    if (d === null)
        return [`the lock files were not checked${because(report, LOCK_FILE_PARTS)}`];
    const gaps = [];
    const unread = [...new Set([...(d.unread ?? []), ...d.errors.map((e) => e.path)])];
    if (unread.length > 0)
        gaps.push(`${(0,plural/* plural */.LS)(unread.length, 'lock file')} could not be read in full (${unread.join(', ')})`);
    if (!d.uploaded && d.files.some((f) => f.packages > 0))
        gaps.push(`the lock files' advisories did not come back from the service${because(report, LOCK_FILE_PARTS)}`);
    return gaps;
}
/** Every local check asked for ran to its end, over everything it covers. */
function localCheckGaps(report, asked) {
    const l = report.localChecks;
    if (l === null)
        return [`the local checks were not run to their end${because(report, LOCAL_CHECK_PARTS)}`];
    const gaps = [];
    const missing = asked.filter((id) => !l.ran.includes(id));
    const named = missing.map((id) => {
        const refusal = l.refused.find((r) => r.id === id);
        return refusal ? `${id} (refused: ${refusal.reason})` : id;
    });
    if (missing.length > 0)
        gaps.push(`${(0,plural/* plural */.LS)(missing.length, 'local check')} asked for did not run: ${named.join(', ')}`);
    const partial = (l.partial ?? []).filter((p) => asked.includes(p.id));
    if (partial.length > 0)
        gaps.push(`${(0,plural/* plural */.LS)(new Set(partial.map((p) => p.id)).size, 'local check')} did not cover everything: ${partial.map((p) => `${p.id} (${p.why})`).join(', ')}`);
    return gaps;
}
// The `what` of the skipped entries that say why a part was not read (the parts, the preflight, the checkout).
const LOCK_FILE_PARTS = ['Dependency upload', 'Lock files', 'Lock files and local checks'];
const LOCAL_CHECK_PARTS = ['Local checks', 'Lock files and local checks'];
/** Why, as the run said it: the part's skipped entry, or what stopped the run. */
function because(report, parts) {
    const skipped = report.skipped.find((s) => parts.includes(s.what));
    if (skipped)
        return ` (${skipped.why})`;
    const stopped = report.verdict.reasons.find((r) => r.kind === 'stopped' && r.level === 'error');
    return stopped ? ` (the run stopped: ${stopped.message})` : '';
}

// EXTERNAL MODULE: ./src/render/summary.ts
var summary = __webpack_require__(61692);
// EXTERNAL MODULE: ./src/render/untrusted.ts + 2 modules
var untrusted = __webpack_require__(50589);
// EXTERNAL MODULE: ./src/settings/inputs.ts
var inputs = __webpack_require__(97428);
// EXTERNAL MODULE: ./src/workspace/confined-write.ts
var confined_write = __webpack_require__(69943);
// EXTERNAL MODULE: ./src/runtime/json-file.ts
var json_file = __webpack_require__(14447);
;// CONCATENATED MODULE: ./src/runtime/judged.ts

function judgedParts(report, ctx, siteKey, judgesPullRequest) {
    const pullRequest = report.pullRequest ?? (judgesPullRequest ? pullRequestOf(ctx, siteKey) : null);
    const sha = pullRequest?.headSha ?? (ctx.headSha || ctx.sha);
    return {
        pullRequest,
        judged: { event: ctx.eventName, sha, siteKey, siteSlug: (0,slug/* slug */.y)(siteKey) },
    };
}
/** A scan on a pull request event judges its head (the fork recipe's scan records its own, from the data). */
function pullRequestOf(ctx, siteKey) {
    if (ctx.pullNumber === null || !ctx.headSha)
        return null;
    return {
        number: ctx.pullNumber,
        headSha: ctx.headSha,
        baseSha: ctx.baseSha,
        changedFiles: ctx.changedFiles ?? 0,
        siteKey,
    };
}

// EXTERNAL MODULE: ./src/runtime/site-identity.ts
var site_identity = __webpack_require__(10668);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/runtime/finalize.ts
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
    // Without settings (inputs refused, or a fork's run skipped without the key) the raw inputs still name the
    // site: a matrix job's report is then that site's, not one every job shares.
    const siteKey = (0,site_identity/* siteIdentity */.Os)(settings ?? { site: toolkit.getInput('site'), quickCheckUrl: toolkit.getInput('url') });
    let report = {
        ...options.report,
        ...judgedParts(options.report, ctx, siteKey, options.spec.judgesPullRequest === true),
        source: await (0,code_source/* readCodeSource */.$)(ctx),
    };
    await step(toolkit, 'SARIF file', async () => {
        report = await writeSarif(report, options, siteKey);
    });
    const file = reportFilePath(ctx, report.command, siteKey);
    await step(toolkit, 'report file', async () => {
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(file), { recursive: true });
        await (0,json_file/* writeJsonFile */.An)(file, report);
    });
    await step(toolkit, 'outputs', () => setOutputs(toolkit, outputsOf(report, file)), () => setOutputs(toolkit, { ...emptyOutputs(), verdict: report.verdict.verdict, 'report-file': file }));
    await step(toolkit, 'job summary', () => toolkit.writeSummary((0,summary/* renderSummary */.Br)(report, options.spec.subject, options.sections)), () => toolkit.writeSummary(fallbackSummary(report, options.spec.subject)));
    if (settings?.annotations !== false)
        await step(toolkit, 'annotations', () => {
            for (const annotation of planAnnotations(report))
                toolkit.annotate(annotation);
        });
    // `command: report` posts the comment of the reports it read itself, never one of its own run.
    if (settings && !options.cancelled && options.spec.commentsItself !== true)
        await step(toolkit, 'PR comment', () => postComment(options, report, settings, siteKey));
}
const setOutputs = (toolkit, outputs) => {
    for (const [name, value] of Object.entries(outputs))
        toolkit.setOutput(name, value);
};
const emptyOutputs = () => Object.fromEntries(Object.keys(inputs/* OUTPUTS */.py).map((name) => [name, '']));
/** The verdict and its reasons in the plainest form, for when the full summary could not be rendered. */
function fallbackSummary(report, subject) {
    const reasons = report.verdict.reasons.map((r) => `- ${(0,untrusted.md)(r.message, 500)}`);
    const note = 'The full summary could not be rendered (see the error annotation); the report file has everything.';
    return [`## ${(0,markdown/* verdictHeadline */.ge)(report, subject)}`, ...reasons, '', note, ''].join('\n');
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
    const f = report.findings;
    try {
        const octokit = await options.githubClient(settings.githubToken);
        const body = (0,comment/* renderComment */.wQ)(report, marker, await reportUrl((0,github_octokit/* jobsApi */.Bt)(octokit, ctx), ctx));
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
/**
 * Written when asked for and complete (src/render/sarif.ts `sarifDecision`): code scanning closes every
 * open alert of the file's category that the file lacks, so a run that could not check a part it was asked
 * for writes none, leaves the `sarif-file` output empty (the documented upload step then skips) and says why.
 */
async function writeSarif(report, options, siteKey) {
    const { settings, ctx, toolkit } = options;
    // A run stopped on its inputs (or skipped before reading them) still says why it wrote no file.
    const file = settings?.sarifFile ?? toolkit.getInput('sarif-file');
    if (file === '')
        return report;
    const path = (0,external_node_path_.resolve)(ctx.workspace, file);
    const informationUri = `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}`;
    const { sarif, results, unlocated, leftOut } = buildSarif(report, { informationUri, siteKey });
    const decision = sarifDecision(report, settings ? options.sarifParts : 'unread', leftOut);
    if (!decision.write)
        return notWritten(report, file, path, decision, toolkit);
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
        toolkit.warning(`${(0,plural/* plural */.LS)(unlocated, 'advisory result')} had no lock-file line and ${unlocated === 1 ? 'is' : 'are'} not in the SARIF file.`);
    if (written)
        toolkit.info(`SARIF: ${(0,plural/* plural */.LS)(results, 'result')} in ${file}`);
    return { ...report, warnings, files: { ...report.files, sarif: written ? file : null } };
}
/**
 * Says why no SARIF file was written: a warning (the report's warnings, the log, the summary) when a part
 * was not checked, a notice (and a skipped entry) when the file would cover nothing. A file already at the
 * path came from an earlier step: it is left as it is, and named, so nobody uploads it as this run's.
 */
async function notWritten(report, file, path, decision, toolkit) {
    const earlier = (await (0,promises_.lstat)(path).catch(() => null)) !== null;
    const stale = earlier
        ? ` A file already at ${file} (from an earlier step) was left as it is: it is not this run's.`
        : '';
    const why = decision.why.join('; ');
    if (decision.level === 'notice') {
        const message = `SARIF file not written: ${why}.${stale}`;
        toolkit.annotate({ level: 'notice', title: 'SARIF file not written', message });
        return {
            ...report,
            skipped: [...report.skipped, { what: 'SARIF file', why: `not written: ${why}.${stale}` }],
        };
    }
    const message = `SARIF file not written: ${why}. Uploaded, a file without those results would mark their open code scanning alerts fixed; with no file they stay open until a run checks everything it is asked for.${stale}`;
    toolkit.warning(message);
    return { ...report, warnings: [...report.warnings, message] };
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
            message: (0,untrusted/* plainText */.wh)((0,errors/* errorMessage */.gJ)(error)),
        });
        if (fallback)
            await step(toolkit, `${what} (plain form)`, fallback);
    }
}


/***/ }),

/***/ 14447:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   An: () => (/* binding */ writeJsonFile),
/* harmony export */   rx: () => (/* binding */ parseJsonOrUndefined)
/* harmony export */ });
/* unused harmony export jsonPieces */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
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
    const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(path, 'w');
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
/** JSON text read back from a file the action keeps (a cache entry): anything unreadable is `undefined`. */
function parseJsonOrUndefined(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 53684:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ slug)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// A value (a site id, a command and site, an advisory id) made safe for a file name, a cache key or a
// hidden marker: anything but letters, digits, `.`, `_` and `-` becomes `_`, and it is cut short so a
// long value cannot make a name the file system refuses. Those changes lose what told values apart
// (`a/b` and `a_b`, two long values alike in their first 100 characters), and a slug keys caches, issues
// and file names of one site: so a changed value ends with a hash of the whole of it.

const MAX_SLUG_LENGTH = 100;
const HASH_HEX_DIGITS = 10;
/** What a changed value's slug ends with; a value that already ends so is changed too, so none collide. */
const HASHED_END = new RegExp(`-[0-9a-f]{${HASH_HEX_DIGITS}}$`);
function slug(value) {
    const safe = value.replace(/[^A-Za-z0-9._-]+/g, '_');
    if (safe === value && value !== '' && value.length <= MAX_SLUG_LENGTH && !HASHED_END.test(value))
        return value;
    // UTF-16 code units, not UTF-8: UTF-8 makes every lone surrogate U+FFFD, and they would share a hash.
    const digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(value, 'utf16le').digest('hex');
    const end = `-${digest.slice(0, HASH_HEX_DIGITS)}`;
    return safe.slice(0, MAX_SLUG_LENGTH - end.length) + end;
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
