export const id = 183;
export const ids = [183];
export const modules = {

/***/ 6702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pm: () => (/* binding */ explainGitHubError),
/* harmony export */   Qi: () => (/* binding */ createOctokit),
/* harmony export */   _N: () => (/* binding */ commentApi),
/* harmony export */   aq: () => (/* binding */ issueApi)
/* harmony export */ });
async function createOctokit(token, ctx) {
    const { getOctokit } = await __webpack_require__.e(/* import() */ 413).then(__webpack_require__.bind(__webpack_require__, 92413));
    return getOctokit(token, { baseUrl: ctx.apiUrl });
}
function commentApi(octokit, ctx) {
    const repo = { owner: ctx.owner, repo: ctx.repo };
    return {
        listComments: (issueNumber) => octokit.paginate(octokit.rest.issues.listComments, {
            ...repo,
            issue_number: issueNumber,
            per_page: 100,
        }),
        createComment: async (issueNumber, body) => {
            await octokit.rest.issues.createComment({ ...repo, issue_number: issueNumber, body });
        },
        updateComment: async (commentId, body) => {
            await octokit.rest.issues.updateComment({ ...repo, comment_id: commentId, body });
        },
    };
}
function issueApi(octokit, ctx) {
    const repo = { owner: ctx.owner, repo: ctx.repo };
    return {
        listIssues: (labels) => octokit.paginate(octokit.rest.issues.listForRepo, {
            ...repo,
            state: 'all',
            ...(labels.length > 0 ? { labels: labels.join(',') } : {}),
            per_page: 100,
        }),
        createIssue: async ({ title, body, labels }) => (await octokit.rest.issues.create({ ...repo, title, body, labels: [...labels] })).data,
        commentOnIssue: async (number, body) => {
            await octokit.rest.issues.createComment({ ...repo, issue_number: number, body });
        },
        closeIssue: async (number) => {
            await octokit.rest.issues.update({
                ...repo,
                issue_number: number,
                state: 'closed',
                state_reason: 'not_planned',
            });
        },
    };
}
/** Turns a refusal from GitHub into a sentence that says what to change. */
function explainGitHubError(error, what, ctx) {
    const status = error.status;
    if (status === 403 && ctx.fromFork) {
        return `${what} skipped: the token of a pull request from a fork may only read (GitHub's rule for forks).`;
    }
    if (status === 403) {
        return `${what} refused (403): give the job the permission it needs (pull-requests: write for comments, issues: write for issues).`;
    }
    if (status === 401)
        return `${what} refused (401): the github-token input is missing or invalid.`;
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return `${what} failed${status ? ` (${status})` : ''}: ${message}`;
}


/***/ }),

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

/***/ 98491:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GE: () => (/* binding */ judgeCheck),
/* harmony export */   SP: () => (/* binding */ explainFailure)
/* harmony export */ });
/* unused harmony export FAILURE_EXPLAINED */
// A repository check as the run report holds it (RunReport.repositoryChecks), one per repository, and
// what it means: its `failure` values explained, and how it counts for the gate.
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
        return { level: 'fail', group: 'repository check(s) still running when the wait ended', why: v.status };
    }
    if (v.status === 'failed' || v.failure !== null) {
        return { level: 'fail', group: 'repository check(s) failed', why: explainFailure(v.failure) };
    }
    const why = v.summary ?? (v.verdict ?? 'no verdict').replaceAll('_', ' ');
    if (v.verdict === 'do_not_install')
        return { level: 'fail', group: 'repository(ies) the service says not to install', why };
    if (v.verdict === 'caution')
        return { level: 'warn', group: 'repository(ies) to use with caution', why };
    if (v.verdict === 'safe')
        return null;
    return {
        level: 'warn',
        group: 'repository check(s) without a verdict',
        why: `verdict ${v.verdict ?? 'none'}`,
    };
}


/***/ }),

/***/ 53183:
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
// EXTERNAL MODULE: ./src/policy/severity.ts
var severity = __webpack_require__(23863);
// EXTERNAL MODULE: ./src/report/repository-check-view.ts
var repository_check_view = __webpack_require__(98491);
;// CONCATENATED MODULE: ./src/github/annotations.ts
// Plans the annotations of a run within GitHub's per-step limits: lock-file advisories on their lines,
// local-check results on their files, scan findings at run level, repositories on the `uses:` line that
// added them; most severe first, and one notice
// saying how many were left out.


/** GitHub shows at most 10 annotations of each level per step; the rest are silently dropped. */
const PER_LEVEL_LIMIT = 10;
const MESSAGE_MAX = 4000;
function levelOf(severity) {
    if (severity === 'critical' || severity === 'high')
        return 'error';
    return severity === 'medium' ? 'warning' : 'notice';
}
function planAnnotations(report) {
    const candidates = (0,severity/* bySeverity */.Np)([
        ...advisoryCandidates(report),
        ...lockFileErrorCandidates(report),
        ...localCandidates(report),
        ...findingCandidates(report),
        ...repositoryCandidates(report),
    ]);
    const used = { error: 0, warning: 0, notice: 0 };
    const planned = [];
    let leftOut = 0;
    for (const { severity: _severity, ...annotation } of candidates) {
        // One notice slot stays free for the "left out" count.
        const room = annotation.level === 'notice' ? PER_LEVEL_LIMIT - 1 : PER_LEVEL_LIMIT;
        if (used[annotation.level] >= room) {
            leftOut += 1;
            continue;
        }
        used[annotation.level] += 1;
        planned.push({ ...annotation, message: annotation.message.slice(0, MESSAGE_MAX) });
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
function findingCandidates(report) {
    const f = report.findings;
    if (!f)
        return [];
    const newIds = new Set(f.new.map((x) => x.id));
    return f.open.map((x) => ({
        severity: x.severity,
        level: levelOf(x.severity),
        title: `${newIds.has(x.id) ? 'New ' : ''}${x.severity} finding ${x.code ?? x.id}`,
        message: `${x.title}${x.webUrl ? `\n${x.webUrl}` : ''}`,
    }));
}
function advisoryCandidates(report) {
    // The monitor reports an advisory once: its lines are annotated on the night it is new, not every night.
    const fresh = report.monitor ? new Set(report.monitor.new.map((a) => a.id)) : null;
    const affected = (report.dependencies?.affected ?? []).filter((a) => !fresh || fresh.has(a.advisoryId));
    return affected.flatMap((a) => a.locations.map((where) => ({
        severity: a.severity,
        level: levelOf(a.severity),
        title: `${a.severity} advisory ${a.advisoryId}: ${a.name}@${a.version}`,
        message: `${a.title}${a.fixedIn ? ` Fixed in ${a.fixedIn}.` : ' No fixed version yet.'}${a.url ? `\n${a.url}` : ''}`,
        file: where.file,
        line: where.line,
    })));
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
function localCandidates(report) {
    return (report.localChecks?.results ?? []).map((r) => ({
        severity: r.severity,
        level: levelOf(r.severity),
        title: `${r.checkId}: ${r.ruleId}`,
        message: `${r.message}${r.evidence ? ` (${r.evidence})` : ''}`,
        file: r.file,
        line: r.line,
    }));
}
/** Repositories that did not pass: on the `uses:` line that added them, or at run level when listed. */
function repositoryCandidates(report) {
    return (report.repositoryChecks ?? []).flatMap((c) => {
        const judged = (0,repository_check_view/* judgeCheck */.GE)(c);
        if (judged === null)
            return [];
        const severity = judged.level === 'fail' ? 'high' : 'medium';
        return [
            {
                severity,
                level: levelOf(severity),
                title: `Repository check of ${c.url.replace(/^https:\/\//, '')}`,
                message: `${judged.group.replace(/\(.*?\)/g, '')}: ${judged.why}${c.webUrl ? `\n${c.webUrl}` : ''}`,
                ...(c.source ? { file: c.source.file, line: c.source.line } : {}),
            },
        ];
    });
}

// EXTERNAL MODULE: ./src/github/context.ts
var context = __webpack_require__(19556);
// EXTERNAL MODULE: ./src/github/octokit.ts
var github_octokit = __webpack_require__(6702);
;// CONCATENATED MODULE: ./src/github/sticky-comment.ts
async function upsertStickyComment(api, request) {
    if (request.mode === 'never')
        return 'disabled';
    const comments = await api.listComments(request.issueNumber);
    const existing = comments.find((c) => (c.body ?? '').includes(request.marker));
    if (existing) {
        // An existing comment is always brought up to date, so a red comment never stays once the PR is green.
        if (existing.body === request.body)
            return 'unchanged';
        await api.updateComment(existing.id, request.body);
        return 'updated';
    }
    if (!shouldCreate(request))
        return 'not-needed';
    await api.createComment(request.issueNumber, request.body);
    return 'created';
}
function shouldCreate(request) {
    switch (request.mode) {
        case 'always':
            return true;
        case 'on-change':
            return request.changed;
        case 'on-failure':
            return request.failed;
        default:
            return false;
    }
}

// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __webpack_require__(54285);
// EXTERNAL MODULE: ./src/report/untrusted.ts
var untrusted = __webpack_require__(60480);
;// CONCATENATED MODULE: ./src/report/repository-summary.ts
// The repository checks in the job summary and the PR comment: one row per repository with its verdict,
// then the findings of the ones that did not pass. Every service text goes through md()/mdLink().



const VERDICT_CELL = {
    safe: '✅ safe',
    caution: '⚠️ caution',
    do_not_install: '❌ do not install',
};
function repositoryChecksSection(r, maxRows = markdown/* SUMMARY_MAX_ROWS */.Ak) {
    const checks = r.repositoryChecks;
    if (!checks || checks.length === 0)
        return '';
    const parts = [
        '### Repository checks',
        (0,markdown/* cappedTable */.Uz)(['Repository', 'Verdict', 'Score', 'Why', 'Used in', 'Check'], checks, row, maxRows),
    ];
    const flagged = checks.filter((c) => c.findings.length > 0 && c.verdict !== 'safe');
    for (const c of flagged.slice(0, maxRows)) {
        const more = c.moreFindings > 0 ? `\n  - …and ${c.moreFindings} more (see the check)` : '';
        const items = c.findings.slice(0, 10).map((f) => `  - ${(0,markdown/* severityCell */.kY)(f.severity)} ${(0,untrusted.md)(f.title)}`);
        parts.push([`- ${repositoryLink(c)}`, ...items].join('\n') + more);
    }
    return parts.join('\n\n');
}
function row(c) {
    return [
        repositoryLink(c),
        verdictCell(c),
        c.score === null ? '' : String(c.score),
        (0,untrusted.md)(c.failure !== null || c.status === 'failed' ? (0,repository_check_view/* explainFailure */.SP)(c.failure) : (c.summary ?? ''), 200),
        c.source ? (0,untrusted.md)(`${c.source.file}:${c.source.line}`) : 'listed',
        (0,untrusted/* mdLink */.YF)(c.checkId, c.webUrl),
    ];
}
/** The URL is ours (a validated input, or github.com plus a checked owner/repo), shown without `https://`. */
const repositoryLink = (c) => (0,untrusted/* mdLink */.YF)(c.url.replace(/^https:\/\//, ''), c.url);
function verdictCell(c) {
    if (c.timedOut)
        return `⏳ still ${(0,untrusted.md)(c.status, 20)}`;
    if (c.failure !== null || c.status === 'failed')
        return '❌ check failed';
    if (c.verdict === null)
        return (0,untrusted.md)(c.status, 20);
    return VERDICT_CELL[c.verdict] ?? (0,untrusted.md)(c.verdict, 30);
}

;// CONCATENATED MODULE: ./src/report/comment.ts



/** GitHub refuses comment bodies over 65,536 characters. */
const COMMENT_MAX_CHARS = 65_000;
const MAX_ROWS = 25;
/** One marker per command and site, so parallel matrix jobs each keep their own comment. */
function commentMarker(command, siteKey) {
    const safe = (s) => s.replace(/[^A-Za-z0-9._:/-]/g, '_');
    return `<!-- security-scan-action:${safe(command)}:${safe(siteKey)} -->`;
}
function renderComment(report, marker, runUrl) {
    const parts = [
        marker,
        headline(report),
        changes(report),
        stillOpen(report),
        affected(report),
        local(report),
        repositoryChecksSection(report, MAX_ROWS),
        runUrl ? `${(0,untrusted/* mdLink */.YF)('Full report and job summary', runUrl)}` : '',
    ].filter((p) => p !== '');
    return fitChars(parts.join('\n\n') + '\n', runUrl);
}
function headline(r) {
    const site = r.site ? ` · ${(0,untrusted/* mdLink */.YF)(r.site.label, r.site.webUrl)}` : '';
    const scan = r.scan ? ` · scan ${(0,untrusted/* mdLink */.YF)(r.scan.id, r.scan.webUrl)} ${(0,untrusted.md)(r.scan.status)}` : '';
    const reasons = r.verdict.reasons.map((x) => `- ${(0,untrusted.md)(x.message, 300)}`);
    return [`### ${(0,markdown/* verdictHeadline */.ge)(r.command, r.verdict.verdict)}${site}${scan}`, ...reasons].join('\n');
}
function changes(r) {
    const f = r.findings;
    if (!f)
        return '';
    if (f.comparedBy === 'none')
        return '**No baseline to compare with yet**: the next scan will show what changed.';
    if (f.new.length === 0 && f.fixed.length === 0)
        return '**No change** against the baseline.';
    const parts = [];
    if (f.new.length > 0)
        parts.push(`**New (${f.new.length})**`, (0,markdown/* cappedTable */.Uz)(markdown/* FINDING_HEADERS */.Zv, f.new, markdown/* findingRow */.ex, MAX_ROWS));
    if (f.fixed.length > 0) {
        parts.push(`**Fixed (${f.fixed.length})**`, (0,markdown/* cappedTable */.Uz)(markdown/* FINDING_HEADERS */.Zv, f.fixed, markdown/* findingRow */.ex, MAX_ROWS));
    }
    return parts.join('\n\n');
}
function stillOpen(r) {
    return r.findings ? `Open findings: ${(0,markdown/* severityCounts */.ur)(r.findings.openBySeverity)}.` : '';
}
function affected(r) {
    const list = r.dependencies?.affected ?? [];
    if (list.length === 0)
        return '';
    const rows = (0,markdown/* cappedTable */.Uz)(['Severity', 'Package', 'Advisory'], list, (a) => [(0,markdown/* severityCell */.kY)(a.severity), (0,untrusted.md)(`${a.name}@${a.version}`), (0,untrusted/* mdLink */.YF)(a.advisoryId, a.url)], MAX_ROWS);
    return `**Affected packages (${list.length})**\n\n${rows}`;
}
function local(r) {
    const results = r.localChecks?.results ?? [];
    if (results.length === 0)
        return '';
    const rows = (0,markdown/* cappedTable */.Uz)(['Severity', 'Rule', 'Where'], results, (x) => [(0,markdown/* severityCell */.kY)(x.severity), (0,untrusted.md)(x.ruleId), (0,untrusted.md)(`${x.file}:${x.line}`)], MAX_ROWS);
    return `**Local checks (${results.length})**\n\n${rows}`;
}
function fitChars(body, runUrl) {
    if (body.length <= COMMENT_MAX_CHARS)
        return body;
    const note = `\n\n…cut to fit GitHub's comment limit. ${runUrl ? (0,untrusted/* mdLink */.YF)('See the full report', runUrl) : 'See the job summary.'}\n`;
    const cut = body.slice(0, COMMENT_MAX_CHARS - note.length);
    return cut.slice(0, cut.lastIndexOf('\n')) + note;
}

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
    };
}
/** Distinct packages, not advisories: one package may match several advisories. */
function affectedPackageCount(report) {
    const affected = report.dependencies?.affected ?? [];
    return new Set(affected.map((a) => `${a.ecosystem}:${a.name}@${a.version}`)).size;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/report/sarif.ts
// SARIF 2.1.0 for the results that have a place in the repository: lock-file advisories on the line of
// the package, local-check results on their file and line. Code scanning rejects a whole file when one
// result has no physical location, so a result without one is not written (and counted).

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
function buildSarif(report, informationUri) {
    const rules = [];
    const results = [];
    const ruleIndex = (rule) => {
        const at = rules.findIndex((r) => r.id === rule.id);
        return at >= 0 ? at : rules.push(rule) - 1;
    };
    let unlocated = 0;
    for (const a of report.dependencies?.affected ?? []) {
        if (a.locations.length === 0)
            unlocated += 1;
        const index = ruleIndex(advisoryRule(a));
        for (const where of a.locations)
            results.push(result(index, rules, a.severity, advisoryText(a), where.file, where.line, `${a.name}@${a.version}`));
    }
    for (const r of report.localChecks?.results ?? []) {
        const index = ruleIndex(localRule(r));
        results.push(result(index, rules, r.severity, `${r.message}${r.evidence ? ` (${r.evidence})` : ''}`, r.file, r.line, r.commit ?? ''));
    }
    const sarif = {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
            {
                tool: { driver: { name: report.tool.name, version: report.tool.version, informationUri, rules } },
                results,
            },
        ],
    };
    return { sarif, results: results.length, unlocated };
}
function result(index, rules, severity, text, file, line, salt) {
    const ruleId = rules[index]?.id ?? '';
    const uri = file.replace(/\\/g, '/').replace(/^\.\//, '');
    return {
        ruleId,
        ruleIndex: index,
        level: LEVEL[severity] ?? 'note',
        message: { text },
        locations: [
            {
                physicalLocation: {
                    artifactLocation: { uri, uriBaseId: '%SRCROOT%' },
                    region: { startLine: Math.max(1, line) },
                },
            },
        ],
        // Stable across runs and line moves, so code scanning tracks one alert per problem.
        partialFingerprints: {
            'securityScanAction/v1': (0,external_node_crypto_.createHash)('sha256').update(`${ruleId}\0${uri}\0${salt}`).digest('hex'),
        },
    };
}
function advisoryRule(a) {
    return {
        id: a.advisoryId,
        shortDescription: { text: a.title.slice(0, 1000) || a.advisoryId },
        ...(a.url ? { helpUri: a.url } : {}),
        properties: {
            tags: ['security', 'dependency', a.ecosystem],
            'security-severity': SECURITY_SEVERITY[a.severity] ?? '5.0',
        },
    };
}
function localRule(r) {
    return {
        id: `${r.checkId}/${r.ruleId}`,
        shortDescription: { text: `${r.checkId}: ${r.ruleId}` },
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

;// CONCATENATED MODULE: ./src/report/monitor-summary.ts


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
const ADVISORY_HEADERS = ['Severity', 'Advisory', 'Affects', 'Published', 'Issue'];
function advisoryRow(a, issueUrl) {
    return [
        `${a.exploited ? '🔥 exploited ' : ''}${(0,markdown/* severityCell */.kY)(a.severity)}`,
        (0,untrusted/* mdLink */.YF)(`${a.id}: ${a.title}`, a.url),
        (0,untrusted.md)([...a.packages, ...a.sites].join(', ') || a.kind, 200),
        (0,untrusted.md)(a.withdrawnAt ? `withdrawn ${a.withdrawnAt.slice(0, 10)}` : a.publishedAt.slice(0, 10), 30),
        issueUrl ? (0,untrusted/* mdLink */.YF)('issue', issueUrl) : '',
    ];
}

;// CONCATENATED MODULE: ./src/report/quick-check-summary.ts


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

;// CONCATENATED MODULE: ./src/report/verification-summary.ts


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

;// CONCATENATED MODULE: ./src/report/dns-recheck-summary.ts


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

;// CONCATENATED MODULE: ./src/report/summary.ts







/** GitHub drops a step summary over 1 MiB; stay well under it. */
const SUMMARY_MAX_BYTES = 900 * 1024;
function renderSummary(report) {
    const sections = [
        verdictSection(report),
        scanSection(report),
        quickCheckSection(report),
        verificationSection(report),
        dnsRecheckSection(report),
        policySection(report),
        findingsSection(report),
        packagesSection(report),
        localChecksSection(report),
        monitorSection(report),
        repositoryChecksSection(report),
        skippedSection(report),
        errorsSection(report),
    ].filter((s) => s !== '');
    return fitBytes(sections.join('\n\n') + '\n', SUMMARY_MAX_BYTES);
}
function verdictSection(r) {
    const site = r.site ? ` for ${(0,untrusted/* mdLink */.YF)(r.site.label, r.site.webUrl)}` : '';
    const reasons = r.verdict.reasons.map((reason) => {
        const items = reason.items.slice(0, 20).map((item) => `  - ${(0,untrusted.md)(item)}`);
        return [`- ${(0,untrusted.md)(reason.message, 500)}`, ...items].join('\n');
    });
    return [`## ${(0,markdown/* verdictHeadline */.ge)(r.command, r.verdict.verdict)}${site}`, ...reasons].join('\n');
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
        ['Kind', (0,untrusted.md)(s.kind === 'box' ? 'deep' : s.kind)],
        ['Status', (0,untrusted.md)(s.status) + (s.timedOut ? ' (still running when the wait ended)' : '')],
    ];
    if (s.replayed)
        rows.push(['Start', 'replayed an earlier start of this run (not charged again)']);
    if (s.baselineId)
        rows.push(['Baseline', (0,untrusted.md)(s.baselineId)]);
    if (s.coveragePercent !== null)
        rows.push(['Coverage', `${s.coveragePercent}%`]);
    for (const caveat of s.caveats.slice(0, 10))
        rows.push(['Caveat', (0,untrusted.md)(caveat)]);
    return [...lines, '### Scan', (0,markdown/* table */.tp)(['', ''], rows)].join('\n\n');
}
function policySection(r) {
    const lines = [`### Policy`, (0,untrusted.md)(r.verdict.policyText)];
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
        parts.push('No baseline to compare with: every open finding is shown as open.');
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
    const files = d.files.map((file) => `- ${(0,untrusted.md)(file.path)} (${(0,untrusted.md)(file.format)}): ${lockFileCounts(file)}`);
    const parts = [
        `### Dependencies`,
        d.uploaded
            ? `${d.packageCount} pinned packages uploaded${d.webUrl ? ` (${(0,untrusted/* mdLink */.YF)('inventory', d.webUrl)})` : ''}; ${d.affected.length} affected by an advisory.`
            : 'Nothing uploaded.',
    ];
    if (files.length > 0)
        parts.push(files.join('\n'));
    if (d.errors.length > 0) {
        parts.push(d.errors
            .slice(0, markdown/* SUMMARY_MAX_ROWS */.Ak)
            .map((e) => `- Not read: ${(0,untrusted.md)(e.line === null ? e.path : `${e.path}:${e.line}`)}: ${(0,untrusted.md)(e.message, 300)}`)
            .join('\n'));
    }
    if (d.affected.length > 0) {
        parts.push((0,markdown/* cappedTable */.Uz)(['Severity', 'Package', 'Advisory', 'Fixed in', 'Where'], d.affected, (a) => [
            (0,markdown/* severityCell */.kY)(a.severity),
            (0,untrusted.md)(`${a.ecosystem} ${a.name}@${a.version}`),
            (0,untrusted/* mdLink */.YF)(`${a.advisoryId}: ${a.title}`, a.url),
            (0,untrusted.md)(a.fixedIn ?? 'no fix yet'),
            (0,untrusted.md)(a.locations.map((l) => `${l.file}:${l.line}`).join(', ') || 'not in a lock file read here'),
        ], markdown/* SUMMARY_MAX_ROWS */.Ak));
    }
    return parts.join('\n\n');
}
function lockFileCounts(file) {
    const reasons = Object.entries(file.skippedBy).map(([reason, count]) => `${count} ${(0,untrusted.md)(reason)}`);
    return `${file.packages} packages${reasons.length > 0 ? `, skipped: ${reasons.join(', ')}` : ''}`;
}
function localChecksSection(r) {
    const c = r.localChecks;
    if (!c)
        return '';
    const parts = [`### Local checks`, `Ran: ${c.ran.map((id) => (0,untrusted.md)(id)).join(', ') || 'none'}.`];
    for (const refused of c.refused)
        parts.push(`- ${(0,untrusted.md)(refused.id)} not run: ${(0,untrusted.md)(refused.reason)}`);
    if (c.results.length > 0) {
        parts.push((0,markdown/* cappedTable */.Uz)(['Severity', 'Rule', 'Where', 'Message'], c.results, (x) => [(0,markdown/* severityCell */.kY)(x.severity), (0,untrusted.md)(x.ruleId), (0,untrusted.md)(`${x.file}:${x.line}`), (0,untrusted.md)(x.message)], markdown/* SUMMARY_MAX_ROWS */.Ak));
    }
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

;// CONCATENATED MODULE: ./src/run/finalize.ts
// Writes everything a run owes the user, on every path: the report file first (it holds everything),
// then outputs, summary, annotations, and the PR comment last (it needs the network and may be refused).










/** Report files carry the command and the site, so parallel matrix jobs never overwrite each other. */
function reportFilePath(ctx, command, siteKey) {
    const slug = `${command}-${siteKey}`.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 100);
    return (0,external_node_path_.join)(ctx.tempDir, `security-scan-${slug}.json`);
}
async function finalize(options) {
    const { settings, ctx, toolkit } = options;
    const report = await writeSarif(options.report, settings, ctx, toolkit);
    const siteKey = report.site?.id ?? settings?.site ?? 'none';
    const file = reportFilePath(ctx, report.command, siteKey);
    await step(toolkit, 'report file', async () => {
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(file), { recursive: true });
        await (0,promises_.writeFile)(file, `${JSON.stringify(report, null, 2)}\n`);
    });
    for (const [name, value] of Object.entries(outputsOf(report, file)))
        toolkit.setOutput(name, value);
    await step(toolkit, 'job summary', () => toolkit.writeSummary(renderSummary(report)));
    if (settings?.annotations !== false)
        for (const annotation of planAnnotations(report))
            toolkit.annotate(annotation);
    if (settings && !options.cancelled)
        await postComment(report, settings, ctx, toolkit, siteKey);
}
async function postComment(report, settings, ctx, toolkit, siteKey) {
    if (ctx.pullNumber === null || settings.comment === 'never')
        return;
    if (settings.githubToken === '') {
        toolkit.warning('PR comment skipped: the github-token input is empty.');
        return;
    }
    const marker = commentMarker(report.command, siteKey);
    const body = renderComment(report, marker, (0,context/* runUrl */.V)(ctx));
    const f = report.findings;
    try {
        const octokit = await (0,github_octokit/* createOctokit */.Qi)(settings.githubToken, ctx);
        const outcome = await upsertStickyComment((0,github_octokit/* commentApi */._N)(octokit, ctx), {
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
async function writeSarif(report, settings, ctx, toolkit) {
    if (!settings || settings.sarifFile === '')
        return report;
    const path = (0,external_node_path_.resolve)(ctx.workspace, settings.sarifFile);
    const { sarif, results, unlocated } = buildSarif(report, `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}`);
    let written = false;
    await step(toolkit, 'SARIF file', async () => {
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
        await (0,promises_.writeFile)(path, JSON.stringify(sarif));
        written = true;
    });
    if (unlocated > 0)
        toolkit.warning(`${unlocated} advisory result(s) had no lock-file line and are not in the SARIF file.`);
    toolkit.info(`SARIF: ${results} result(s) in ${settings.sarifFile}`);
    return written ? { ...report, files: { ...report.files, sarif: settings.sarifFile } } : report;
}
async function step(toolkit, what, body) {
    try {
        await body();
    }
    catch (error) {
        toolkit.warning(`Could not write the ${what}: ${error instanceof Error ? error.message : String(error)}`);
    }
}


/***/ })

};
