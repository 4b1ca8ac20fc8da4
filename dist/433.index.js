export const id = 433;
export const ids = [433];
export const modules = {

/***/ 2433:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reportCommand: () => (/* binding */ reportCommand)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/github/context.ts
var context = __webpack_require__(19556);
// EXTERNAL MODULE: ./src/github/octokit.ts + 2 modules
var github_octokit = __webpack_require__(15980);
// EXTERNAL MODULE: ./src/github/pull-request.ts
var pull_request = __webpack_require__(52524);
// EXTERNAL MODULE: ./src/github/sticky-comment.ts
var sticky_comment = __webpack_require__(7648);
// EXTERNAL MODULE: ./src/policy/gate.ts + 2 modules
var gate = __webpack_require__(87011);
// EXTERNAL MODULE: ./src/render/comment.ts
var comment = __webpack_require__(68141);
// EXTERNAL MODULE: ./src/render/gate-marks.ts
var gate_marks = __webpack_require__(3398);
// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(42495);
// EXTERNAL MODULE: ./src/render/summary.ts
var summary = __webpack_require__(61692);
// EXTERNAL MODULE: ./src/render/untrusted.ts + 2 modules
var untrusted = __webpack_require__(50589);
// EXTERNAL MODULE: ./src/plural.ts
var plural = __webpack_require__(89133);
;// CONCATENATED MODULE: ./src/render/sites-report.ts







/**
 * The combined comment's marker, of the command posting it (`report`): one a workflow, apart from the
 * single-site comments of the scans.
 */
const sitesMarker = (command, workflow) => (0,comment/* commentMarker */.Ql)(command, `sites:${workflow || 'workflow'}`);
const VERDICT_CELL = {
    pass: '✅ pass',
    warn: '⚠️ warn',
    fail: '❌ fail',
    error: '⛔ not judged',
};
/** `summaryOf`: a site's report's own job summary, as the command that wrote it (a scan) renders it. */
function renderSitesSummary(view, summaryOf) {
    const budget = Math.floor(summary/* SUMMARY_MAX_BYTES */.eR / (view.sites.length + 2));
    const details = view.sites.flatMap((site) => site.report ? [collapsed(site, demote((0,summary/* fitBytes */.ZN)(summaryOf(withoutRepository(site.report)), budget)))] : []);
    const parts = [headline(view, '##'), siteTable(view), ...details, repositorySummary(view, budget)];
    // A blank line at the end closes the last HTML block, so the summary that follows reads as Markdown.
    return (0,summary/* fitBytes */.ZN)(parts.filter((p) => p !== '').join('\n\n') + '\n\n', summary/* SUMMARY_MAX_BYTES */.eR);
}
function renderSitesComment(view, marker, runUrl) {
    const budget = Math.floor(comment/* COMMENT_MAX_CHARS */.dq / (view.sites.length + 3));
    const details = view.sites.flatMap((site) => site.report
        ? [collapsed(site, cutChars(demote((0,comment/* renderComment */.wQ)(withoutRepository(site.report), '', null)), budget))]
        : []);
    const parts = [
        marker,
        headline(view, '###'),
        siteTable(view),
        ...details,
        cutChars(repositoryComment(view), budget * 2),
        runUrl ? (0,untrusted/* mdLink */.YF)('Full report and job summary', runUrl) : '',
    ];
    return cutChars(parts.filter((p) => p !== '').join('\n\n') + '\n', comment/* COMMENT_MAX_CHARS */.dq);
}
function headline(view, level) {
    const verdict = { verdict: view.verdict, reasons: [], ignored: [], expiredIgnores: [], policyText: '' };
    const head = (0,markdown/* verdictHeadline */.ge)({ verdict, runSkipped: null }, 'Security gate');
    const count = (0,plural/* plural */.LS)(view.sites.filter((s) => s.expected).length, 'site');
    return `${level} ${head}: ${count}\n\nFor ${view.about}.`;
}
function siteTable(view) {
    const rows = view.sites.map((site) => {
        const r = site.report;
        const scan = r?.scan ? (0,untrusted/* mdLink */.YF)(r.scan.id, r.scan.webUrl) : '';
        if (!site.expected)
            return [(0,untrusted.md)(site.key), '⛔ not expected', scan, 'a report of a site the expected sites do not list'];
        if (r === null)
            return [
                (0,untrusted.md)(site.key),
                '⛔ no report',
                '',
                'no job wrote its report: a cancelled job, or one that stopped before it',
            ];
        const why = r.verdict.reasons.map((x) => (0,untrusted.md)(x.message, 200)).join('; ');
        return [(0,untrusted.md)(site.key), VERDICT_CELL[r.verdict.verdict], scan, r.runSkipped ? (0,untrusted.md)(r.runSkipped, 200) : why];
    });
    return (0,markdown/* table */.tp)(['Site', 'Verdict', 'Scan', 'Why'], rows);
}
function collapsed(site, body) {
    const verdict = site.report ? VERDICT_CELL[site.report.verdict.verdict] : '';
    return `<details><summary>${(0,untrusted.md)(site.key, 200)}: ${verdict}</summary>\n\n${body.trim()}\n\n</details>`;
}
/** A site's own part: its lock-file and local results are shown once for all sites. */
const withoutRepository = (r) => ({ ...r, dependencies: null, localChecks: null });
/** The report whose lock-file and local results stand for all (the first that has any). */
function repositoryReport(view) {
    const found = view.sites.find((s) => s.report && (s.report.dependencies || s.report.localChecks));
    return found?.report ? { site: found.key, report: found.report } : null;
}
const fromNote = (site) => `From the report of ${(0,untrusted.md)(site, 200)}: every job of the matrix reads the same checkout.`;
function repositorySummary(view, budget) {
    const from = repositoryReport(view);
    if (!from)
        return '';
    const sections = [(0,summary/* packagesSection */.jg)(from.report), (0,summary/* localChecksSection */.Gu)(from.report)].filter((s) => s !== '');
    return (0,summary/* fitBytes */.ZN)(['## Lock files and local checks', fromNote(from.site), ...sections].join('\n\n'), budget);
}
function repositoryComment(view) {
    const from = repositoryReport(view);
    if (!from)
        return '';
    const marks = (0,gate_marks/* gateMarks */.uo)(from.report);
    const sections = [(0,comment/* affected */.h2)(from.report, marks), (0,comment/* local */.sr)(from.report, marks)].filter((s) => s !== '');
    return sections.length > 0 ? [fromNote(from.site), ...sections].join('\n\n') : '';
}
/** Each heading one level down, under the combined headline (report text is one-line and escaped by md()). */
const demote = (markdown) => markdown.replace(/^(#{1,5}) /gm, '#$1 ');
function cutChars(text, max) {
    if (text.length <= max)
        return text;
    const note = '\n\n…cut to fit; the job summary and the report files have everything.\n';
    const cut = text.slice(0, Math.max(0, max - note.length));
    return cut.slice(0, Math.max(0, cut.lastIndexOf('\n'))) + note;
}

// EXTERNAL MODULE: ./src/commands/registry.ts + 10 modules
var registry = __webpack_require__(71339);
// EXTERNAL MODULE: ./src/steps/pull-request-data/verify.ts
var verify = __webpack_require__(60445);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/render/model.ts
var model = __webpack_require__(88281);
// EXTERNAL MODULE: ./src/runtime/version.ts
var version = __webpack_require__(16696);
// EXTERNAL MODULE: ./src/commands/scan/spec.ts
var spec = __webpack_require__(24239);
// EXTERNAL MODULE: ./src/api/types.ts
var types = __webpack_require__(20705);
// EXTERNAL MODULE: ./src/settings/choices.ts
var choices = __webpack_require__(9278);
;// CONCATENATED MODULE: ./src/commands/report/shape.ts
// Strict readers of untrusted JSON: each checks one value's shape and bounds and returns it typed, or throws
// a ShapeError naming where it went wrong. A schema built from them (report-schema.ts) types what it reads,
// so the compiler holds it to the report model.
class ShapeError extends Error {
}
const fail = (at, expected) => {
    throw new ShapeError(`${at} is not ${expected}`);
};
/** A string of at most `max` characters (untrusted text is neutralised where it is shown, not here). */
const shape_text = (max = 10_000) => (v, at) => typeof v === 'string' && v.length <= max ? v : fail(at, `a string of at most ${max} characters`);
const matching = (pattern, what) => (v, at) => typeof v === 'string' && pattern.test(v) ? v : fail(at, what);
const oneOf = (values) => (v, at) => values.includes(v) ? v : fail(at, `one of ${values.join(', ')}`);
const literal = (value) => (v, at) => v === value ? value : fail(at, JSON.stringify(value));
/** A part only other commands' reports fill: a scan's report holds null there. */
const none = (v, at) => (v === null ? null : fail(at, 'null'));
const shape_int = (v, at) => Number.isSafeInteger(v) && v >= 0 ? v : fail(at, 'a whole number');
const num = (v, at) => typeof v === 'number' && Number.isFinite(v) ? v : fail(at, 'a number');
const bool = (v, at) => (typeof v === 'boolean' ? v : fail(at, 'true or false'));
const nullable = (read) => (v, at) => v === null ? null : read(v, at);
/** At most `max` items: the renderers cut long lists, a report over the bounds is not a real one. */
const list = (read, max) => (v, at) => {
    if (!Array.isArray(v) || v.length > max)
        return fail(at, `a list of at most ${max} items`);
    return v.map((item, i) => read(item, `${at}[${i}]`));
};
/** An object whose values all have one shape, keyed by short plain names. */
const record = (read, max = 100) => (v, at) => {
    const o = plainObject(v, at);
    const entries = Object.entries(o);
    if (entries.length > max)
        return fail(at, `an object of at most ${max} keys`);
    return Object.fromEntries(entries.map(([key, value]) => {
        if (key.length > 100)
            fail(`${at} key`, 'a name of at most 100 characters');
        return [key, read(value, `${at}.${key}`)];
    }));
};
/** A field a report of an older version may leave out. */
const optional = (read) => Object.assign(read, { optional: true });
/** An object with exactly these fields (an unknown key is refused: a report is ours or it is not read). */
const object = (fields) => (v, at) => {
    const o = plainObject(v, at);
    for (const key of Object.keys(o))
        if (!Object.hasOwn(fields, key))
            fail(`${at}.${key.slice(0, 60)}`, 'a field of the report');
    const out = {};
    for (const [key, read] of Object.entries(fields)) {
        if (!Object.hasOwn(o, key) && read.optional)
            continue;
        out[key] = read(o[key], `${at}.${key}`);
    }
    return out;
};
function plainObject(v, at) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return fail(at, 'an object');
    return v;
}

;// CONCATENATED MODULE: ./src/commands/report/report-schema.ts
// The shape of a scan's report file (src/render/model.ts), as `command: report` reads it: every field the
// renderers touch, typed and bounded. A report may come from an artifact a fork's run uploaded, so anything
// else (an unknown field, a wrong type, a list over its bound) refuses the file. The compiler holds the
// schema to the model: what it reads must be a RunReport (the check at the end).



/** Far above a real report; the renderers show the first rows and count the rest. */
const MANY = 100_000;
const SOME = 1_000;
const SHA = matching(/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/, 'a commit sha');
const severity = oneOf([...choices/* SEVERITIES */.oC, 'unknown']);
const REASON_KINDS = [
    'stopped',
    'status',
    'timeout',
    'coverage',
    'findings',
    'advisories',
    'local-checks',
    'outcomes',
];
const finding = object({
    id: shape_text(200),
    code: nullable(shape_text(200)),
    severity,
    state: oneOf(types/* FINDING_STATES */.b),
    category: shape_text(200),
    title: shape_text(),
    webUrl: nullable(shape_text(2000)),
});
const ignoreEntry = object({
    id: shape_text(500),
    path: nullable(shape_text(1000)),
    reason: shape_text(),
    until: nullable(shape_text(20)),
});
const verdict = object({
    verdict: oneOf(['pass', 'warn', 'fail', 'error']),
    reasons: list(object({
        kind: oneOf(REASON_KINDS),
        level: oneOf(['fail', 'error', 'warn']),
        message: shape_text(),
        items: list(shape_text(), MANY),
        rows: optional(list(shape_text(), MANY)),
    }), SOME),
    ignored: list(object({ item: shape_text(), entry: ignoreEntry }), MANY),
    expiredIgnores: list(ignoreEntry, SOME),
    policyText: shape_text(),
});
const scan = object({
    id: shape_text(200),
    kind: oneOf(['pulse', 'deep', 'unknown']),
    status: oneOf([...types/* SCAN_STATUSES */.t, 'unknown']),
    webUrl: nullable(shape_text(2000)),
    replayed: bool,
    baselineId: nullable(shape_text(200)),
    progressPercent: nullable(num),
    coveragePercent: nullable(num),
    caveats: list(shape_text(), SOME),
    timedOut: bool,
});
const baseline = object({
    scanId: nullable(shape_text(200)),
    source: oneOf(['input', 'base-branch', 'branch', 'none']),
    site: shape_text(2000),
    branch: nullable(shape_text(1000)),
    recordedBy: nullable(object({ sha: shape_text(100), runId: shape_text(100), event: shape_text(100), at: shape_text(100) })),
    note: nullable(shape_text()),
    unread: optional(literal(true)),
    recordedFor: nullable(shape_text(1000)),
    rerun: optional(nullable(shape_text())),
});
const findings = object({
    new: list(finding, MANY),
    fixed: list(finding, MANY),
    open: list(finding, MANY),
    openBySeverity: record(shape_int),
    comparedBy: oneOf(['service', 'baseline-findings', 'none']),
});
const place = { file: shape_text(1000), line: shape_int };
const dependencies = object({
    files: list(object({
        path: shape_text(1000),
        format: shape_text(100),
        packages: shape_int,
        skipped: shape_int,
        skippedBy: record(shape_int),
    }), SOME),
    errors: list(object({ path: shape_text(1000), line: nullable(shape_int), message: shape_text() }), MANY),
    unread: optional(list(shape_text(1000), MANY)),
    packageCount: shape_int,
    uploaded: bool,
    affected: list(object({
        advisoryId: shape_text(200),
        title: shape_text(),
        severity,
        ecosystem: shape_text(100),
        name: shape_text(500),
        version: shape_text(200),
        fixedIn: nullable(shape_text(200)),
        url: nullable(shape_text(2000)),
        locations: list(object(place), SOME),
        development: optional(literal(true)),
        isNew: optional(bool),
    }), MANY),
    webUrl: nullable(shape_text(2000)),
});
const localPlace = object({ checkId: shape_text(200), ruleId: shape_text(200), ...place });
const localChecks = object({
    ran: list(shape_text(200), 100),
    refused: list(object({ id: shape_text(200), reason: shape_text() }), 100),
    results: list(object({
        checkId: shape_text(200),
        ruleId: shape_text(200),
        severity,
        ...place,
        message: shape_text(),
        evidence: nullable(shape_text()),
        commit: nullable(shape_text(100)),
        isNew: optional(bool),
        places: optional(list(localPlace, SOME)),
    }), MANY),
    partial: optional(list(object({ id: shape_text(200), why: shape_text() }), 100)),
});
const pullRequest = object({
    number: shape_int,
    headSha: SHA,
    baseSha: nullable(shape_text(100)),
    changedFiles: shape_int,
    siteKey: shape_text(2000),
});
const judged = object({
    event: shape_text(100),
    sha: SHA,
    siteKey: shape_text(2000),
    siteSlug: matching(/^[A-Za-z0-9._-]{1,100}$/, 'a slug'),
});
/** The summary's trend chart (docs/trend.md): twenty scans at most, counts only; labels come from `at`. */
const trend = object({
    kind: oneOf(['pulse', 'deep']),
    failOn: oneOf(choices/* FAIL_ON */.d$),
    points: list(object({
        scanId: shape_text(200),
        at: nullable(shape_text(100)),
        webUrl: nullable(shape_text(2000)),
        open: object({ critical: shape_int, high: shape_int, medium: shape_int, low: shape_int, info: shape_int }),
    }), 20),
});
const allowance = object({
    kind: oneOf(['pulse', 'deep']),
    readBefore: literal(true),
    limit: nullable(shape_int),
    used: nullable(shape_int),
    remaining: nullable(shape_int),
    resetsAt: nullable(shape_text(100)),
});
const errorView = object({
    message: shape_text(),
    nextStep: nullable(shape_text()),
    webUrl: nullable(shape_text(2000)),
    requestId: nullable(shape_text(200)),
});
const readScanReport = object({
    schemaVersion: shape_text(20),
    tool: object({ name: shape_text(100), version: shape_text(100) }),
    command: oneOf(choices/* COMMANDS */.Lo),
    startedAt: shape_text(100),
    finishedAt: shape_text(100),
    site: nullable(object({ id: shape_text(500), label: shape_text(2000), webUrl: nullable(shape_text(2000)) })),
    approvalUrl: nullable(shape_text(2000)),
    baseline: optional(nullable(baseline)),
    scan: nullable(scan),
    findings: nullable(findings),
    dependencies: nullable(dependencies),
    localChecks: nullable(localChecks),
    monitor: none,
    repositoryChecks: none,
    quickCheck: none,
    verification: none,
    dnsRecheck: none,
    pullRequest: optional(nullable(pullRequest)),
    judged: optional(nullable(judged)),
    trend: optional(nullable(trend)),
    source: optional(nullable(object({ serverUrl: shape_text(2000), repository: shape_text(500), sha: shape_text(100) }))),
    account: optional(nullable(object({ permissions: nullable(list(shape_text(100), 100)), allowance: nullable(allowance) }))),
    verdict,
    ignores: list(ignoreEntry, SOME),
    skipped: list(object({ what: shape_text(1000), why: shape_text() }), SOME),
    runSkipped: optional(nullable(shape_text())),
    policyChange: optional(nullable(shape_text())),
    warnings: list(shape_text(), SOME),
    errors: list(errorView, SOME),
    files: object({ sarif: nullable(shape_text(2000)), repairBrief: nullable(shape_text(2000)) }),
});
const _isRunReport = (r) => r;
void _isRunReport;

;// CONCATENATED MODULE: ./src/commands/report/report-file.ts
// Reads the report files `command: report` combines: one file, or a folder holding the report files of
// several jobs (a matrix's artifacts downloaded with `merge-multiple`). They may come from artifacts of a
// fork's run, so every file is bounded, parsed strictly against the report schema and must be a scan's.









/** Far above a real report (the PR comment and the summary are cut to GitHub's limits anyway). */
const MAX_REPORT_BYTES = 32 * 1024 * 1024;
const MAX_REPORTS = 256;
const MAX_TOTAL_BYTES = 256 * 1024 * 1024;
/** A folder as download-artifact leaves it: the files, or one folder per artifact without merge-multiple. */
const MAX_DEPTH = 2;
function readReports(path, workspace) {
    const root = (0,external_node_path_.resolve)(workspace, path);
    const stat = (0,external_node_fs_.lstatSync)(root, { throwIfNoEntry: false });
    if (stat?.isDirectory()) {
        const files = filesIn(path, root);
        if (files.length === 0)
            throw refused(path, 'is a folder without report files');
        let total = 0;
        const reports = files.map((file) => {
            total += (0,external_node_fs_.lstatSync)(file).size;
            if (total > MAX_TOTAL_BYTES)
                throw refused(path, `holds over ${MAX_TOTAL_BYTES} bytes`);
            return readOne(path, file, (0,external_node_path_.relative)(root, file));
        });
        return { folder: true, reports };
    }
    // A download step that found no artifact leaves no folder: say where to look, not what the path is not.
    if (!stat)
        throw refused(path, "does not exist (nothing was downloaded there: check the download step's path, and that the jobs uploaded their reports)");
    if (!stat.isFile())
        throw refused(path, 'is not a regular file, nor a folder');
    return { folder: false, reports: [readOne(path, root, path)] };
}
function filesIn(path, root) {
    const files = [];
    const walk = (dir, depth) => {
        for (const entry of (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true }).sort((a, b) => a.name < b.name ? -1 : 1)) {
            const full = (0,external_node_path_.join)(dir, entry.name);
            if (entry.isDirectory() && depth < MAX_DEPTH)
                walk(full, depth + 1);
            else if (entry.isFile())
                files.push(full);
            else
                throw refused(path, `holds ${(0,external_node_path_.relative)(root, full)}, which is not a regular file (nor a folder within ${MAX_DEPTH} levels)`);
            if (files.length > MAX_REPORTS)
                throw refused(path, `holds over ${MAX_REPORTS} files`);
        }
    };
    walk(root, 1);
    return files;
}
function readOne(input, file, name) {
    const refuse = (why) => refused(input, `${name === input ? '' : `holds ${name}, which `}${why}`);
    const stat = (0,external_node_fs_.lstatSync)(file);
    if (stat.size > MAX_REPORT_BYTES)
        throw refuse(`is over ${MAX_REPORT_BYTES} bytes`);
    let value;
    try {
        value = JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8'));
    }
    catch {
        throw refuse('is not JSON');
    }
    const head = value;
    if (head?.tool?.name !== version/* ACTION_NAME */.px || !model/* READABLE_SCHEMA_VERSIONS */.j6.includes(head.schemaVersion))
        throw refuse(`is not a report of ${version/* ACTION_NAME */.px} ${model/* READABLE_SCHEMA_VERSIONS */.j6.join(' or ')}`);
    let report;
    try {
        report = readScanReport(value, 'report');
    }
    catch (error) {
        if (error instanceof ShapeError)
            throw refuse(`is not a scan's report: ${error.message}`);
        throw error;
    }
    if (report.command !== spec/* SCAN_COMMAND */.u)
        throw refuse(`is a report of command '${report.command}', not of a scan`);
    if (siteOf(report) === null)
        throw refuse('names no site identity: it was made by an older version of the action');
    const claimed = unfollowedVerdict(report);
    if (claimed)
        throw refuse(claimed);
    return { name, report };
}
/**
 * A scan's verdict is its reasons' combined level (with or without `warn-only`): a verdict milder than its
 * reasons was edited after the scan, so the file is refused rather than believed. Null when it follows.
 */
function unfollowedVerdict(r) {
    const levels = r.verdict.reasons.map((reason) => reason.level);
    const stated = r.verdict.verdict;
    if (stated === (0,gate/* combinedVerdict */.Fp)(levels, false) || stated === (0,gate/* combinedVerdict */.Fp)(levels, true))
        return null;
    return `says '${stated}', which its reasons (${levels.join(', ') || 'none'}) do not give: a report is read as the scan wrote it`;
}
/** The site identity a report was made for (1.0.0 reports carry it with their pull request only). */
const siteOf = (r) => r.judged?.siteKey ?? r.pullRequest?.siteKey ?? null;
const refused = (path, why) => new errors/* ConfigurationError */.j1(`Input 'report-file' (${path}) ${why}; accepted: the report-file output of a scan, or a folder of them.`);

// EXTERNAL MODULE: ./src/runtime/site-identity.ts
var site_identity = __webpack_require__(10668);
;// CONCATENATED MODULE: ./src/commands/report/sites.ts
// One verdict for the reports of several jobs: which expected site has which report, whether they all
// judged what this run is for, and the outcomes that give the combined verdict (worst first). Pure.




const MISSING = (0,plural/* counted */.hS)('expected site', 'without a report (a cancelled job, or one that stopped before writing it)');
const UNEXPECTED = (0,plural/* counted */.hS)('report', "of a site that 'expected-sites' does not list");
/**
 * Why a report does not judge what this run is for, or null when they all do. `repository` (`owner/repo`,
 * empty when unknown) is this run's: a report whose checkout was another repository's is not of this one.
 */
function mismatch(reports, subject, repository = '') {
    for (const { name, report } of reports) {
        const site = siteOf(report) ?? name;
        const theirs = report.source?.repository;
        if (repository !== '' && theirs && theirs.toLowerCase() !== repository.toLowerCase())
            return `the report of ${site} (${name}) was made in the repository ${theirs}, not ${repository}`;
        if (subject.kind === 'pull-request') {
            const pr = report.pullRequest;
            if (!pr)
                return `the report of ${site} (${name}) names no pull request: it is not a scan of one`;
            if (pr.number !== subject.number)
                return `the report of ${site} is of pull request #${pr.number}, not #${subject.number}`;
            if (pr.headSha !== subject.headSha)
                return `the report of ${site} judged ${pr.headSha}, but this run is for ${subject.headSha}`;
        }
        else {
            const sha = report.judged?.sha ?? null;
            if (sha !== subject.sha)
                return `the report of ${site} judged ${sha ?? 'no named commit'}, but this ${subject.event} run is for ${subject.sha}`;
        }
    }
    return null;
}
/**
 * Every expected site with its report (or none), then the reports of sites not expected; without
 * `expected`, the reports as they are (one report, the fork recipe's).
 */
function siteEntries(reports, expected) {
    const byKey = new Map();
    for (const { report } of reports) {
        const key = siteOf(report) ?? '';
        if (byKey.has(key))
            throw new errors/* ConfigurationError */.j1(`Input 'report-file' holds more than one report of the site ${key}; accepted: one report a site (name each job's artifact with its site-slug output).`);
        byKey.set(key, report);
    }
    if (expected === null)
        return [...byKey].map(([key, report]) => ({ key, report, expected: true }));
    const keys = [...new Set(expected.map(site_identity/* normalizeSite */.LW))];
    const listed = keys.map((key) => ({ key, report: byKey.get(key) ?? null, expected: true }));
    const extra = [...byKey]
        .filter(([key]) => !keys.includes(key))
        .map(([key, report]) => ({ key, report, expected: false }));
    return [...listed, ...extra];
}
/** Each site's verdict as an outcome of this run: the combined verdict is the worst of them. */
function siteOutcomes(entries) {
    return entries.flatMap((entry) => {
        const outcome = (level, group, why) => [
            { level, group, item: why ? `${entry.key}: ${why}` : entry.key, ignoreIds: [] },
        ];
        if (!entry.expected)
            return outcome('error', UNEXPECTED, '');
        if (entry.report === null)
            return outcome('error', MISSING, '');
        const { verdict, reasons } = entry.report.verdict;
        // warn-only keeps a reason's own level under a `warn` verdict: then every reason says why.
        const own = reasons.filter((r) => r.level === verdict);
        const why = (own.length > 0 ? own : reasons)
            .map((r) => r.message)
            .join('; ')
            .slice(0, 500);
        if (verdict === 'fail')
            return outcome('fail', (0,plural/* counted */.hS)('site', 'failing the gate'), why);
        if (verdict === 'error')
            return outcome('error', (0,plural/* counted */.hS)('site', 'not judged'), why);
        if (verdict === 'warn')
            return outcome('warn', (0,plural/* counted */.hS)('site', 'with problems (not failing)'), why);
        return [];
    });
}

;// CONCATENATED MODULE: ./src/commands/report/index.ts
// `command: report`: one verdict, one job summary and (on a pull request) one sticky comment for the report
// files of one scan or of a matrix of sites. Every report must judge what this run is for (the pull request
// at its head, the merge queue group's head, the pushed commit); with a folder of reports every site of
// `expected-sites` must have one. The run's verdict is the sites' combined verdict, worst first. In a
// `workflow_run` run (the fork recipe) GitHub first confirms the pull request; one that moved on since is
// superseded: nothing posted, verdict `warn`.















async function reportCommand(deps) {
    const { settings, ctx, toolkit, state } = deps;
    const { folder, reports } = readReports(settings.report.file, ctx.workspace);
    const expected = settings.report.expectedSites;
    if ((folder || reports.length > 1) && expected.length === 0)
        throw new errors/* ConfigurationError */.j1(`Input 'expected-sites' is required when 'report-file' is a folder (it holds ${(0,plural/* plural */.LS)(reports.length, 'report')}): a job that was cancelled or stopped before writing its report must not pass unseen; accepted: the matrix's site ids or URLs, one a line, as given to 'site'.`);
    const subject = subjectOf(deps);
    const wrong = mismatch(reports, subject, ctx.owner && ctx.repo ? `${ctx.owner}/${ctx.repo}` : '');
    if (wrong)
        throw refuse(wrong);
    if (subject.kind === 'pull-request' && ctx.eventName === 'workflow_run')
        await confirmPullRequest(deps, subject);
    const entries = siteEntries(reports, expected.length > 0 ? expected : null);
    state.outcomes.push(...siteOutcomes(entries));
    const view = {
        sites: entries,
        verdict: (0,gate/* combinedVerdict */.Fp)(entries.map((e) => (e.expected ? (e.report?.verdict.verdict ?? 'error') : 'error')), settings.policy.warnOnly),
        about: subject.kind === 'pull-request'
            ? `pull request #${subject.number} at ${(0,untrusted.md)(subject.headSha, 64)}`
            : `the ${(0,untrusted.md)(subject.event, 40)} run at ${(0,untrusted.md)(subject.sha, 64)}`,
    };
    // One site (the fork recipe) keeps that site's own comment and summary; several get the combined ones.
    const combined = expected.length > 1 || entries.length > 1;
    if (subject.kind === 'pull-request')
        await report_comment(deps, subject, entries, view, combined);
    const single = combined ? undefined : entries[0]?.report;
    const summaryOf = await summaryRenderer(entries);
    await toolkit.writeSummary(single ? summaryOf(single) : renderSitesSummary(view, summaryOf));
    toolkit.info(`${entries.length === 1 ? 'The report' : `${entries.length} reports`} read; combined verdict: ${view.verdict}.`);
}
/** A report's job summary as the run that wrote it (a scan) renders it: its spec's subject and sections. */
async function summaryRenderer(entries) {
    const commands = [...new Set(entries.flatMap((e) => (e.report ? [e.report.command] : [])))];
    const sections = new Map(await Promise.all(commands.map(async (c) => [c, await registry/* SPECS */.ne[c].summary()])));
    return (report) => {
        const own = sections.get(report.command);
        if (!own)
            throw new Error(`No summary sections loaded for command '${report.command}'.`);
        return (0,summary/* renderSummary */.Br)(report, registry/* SPECS */.ne[report.command].subject, own);
    };
}
/** What this run is for, from its event: the pull request and its head, or the commit. */
function subjectOf(deps) {
    const { settings, ctx } = deps;
    const given = settings.report.pullRequestNumber;
    const headSha = ctx.headSha ?? '';
    if (ctx.eventName === 'workflow_run') {
        if (given === null)
            throw new errors/* ConfigurationError */.j1("Input 'pull-request-number' is required for command 'report' in a workflow_run run: the pull request to post to.");
        // workflow_run.head_sha is GitHub's word on which commit the untrusted run was for.
        if (headSha === '')
            throw refuse('this workflow_run run names no head commit');
        return { kind: 'pull-request', number: given, headSha };
    }
    if (ctx.pullNumber !== null) {
        if (given !== null && given !== ctx.pullNumber)
            throw refuse(`this run is for pull request #${ctx.pullNumber}, not #${given} ('pull-request-number')`);
        if (headSha === '')
            throw refuse(`the ${ctx.eventName} event names no head commit`);
        return { kind: 'pull-request', number: ctx.pullNumber, headSha };
    }
    if (given !== null)
        throw new errors/* ConfigurationError */.j1(`Input 'pull-request-number' is read on pull_request and workflow_run runs only; this '${ctx.eventName}' run posts no comment: leave it empty.`);
    // A merge queue group is judged at merge_group.head_sha; other events at the run's commit.
    const sha = ctx.eventName === 'merge_group' ? headSha : ctx.sha;
    return { kind: 'commit', event: ctx.eventName, sha };
}
/** The fork recipe: GitHub confirms the pull request is this repository's, open, at the judged head. */
async function confirmPullRequest(deps, subject) {
    const { settings, ctx, state } = deps;
    if (settings.githubToken === '')
        throw refuse("the 'github-token' input is empty");
    const octokit = await deps.githubClient(settings.githubToken);
    const pull = await (0,github_octokit/* requireGitHub */.xx)('Reading the pull request', ctx, () => (0,pull_request/* readPullRequest */.D)(octokit, ctx, subject.number), 'pull-requests: read');
    const check = (0,verify/* checkPullRequest */.f)(pull, {
        number: subject.number,
        repository: `${ctx.owner}/${ctx.repo}`,
        headSha: subject.headSha,
        headRepository: ctx.headRepository ?? null,
    });
    if (check.kind === 'mismatch')
        throw refuse(check.why);
    if (check.kind === 'superseded')
        (0,verify/* supersede */.h)(state, check.why);
}
/**
 * The sticky comment: one report's own (marked like the scan's, so it replaces it), or the combined one
 * with its own marker. In the fork recipe posting is the job's purpose, so a refusal is an error; on a
 * pull_request run (a fork's token may only read) it is a warning, as the scan's own comment is.
 */
async function report_comment(deps, subject, entries, view, combined) {
    const { settings, ctx, toolkit } = deps;
    if (settings.comment === 'never')
        return;
    const posting = ctx.eventName === 'workflow_run';
    if (settings.githubToken === '') {
        if (posting)
            throw refuse("the 'github-token' input is empty");
        toolkit.warning('PR comment skipped: the github-token input is empty.');
        return;
    }
    const single = combined ? null : (entries[0]?.report ?? null);
    const marker = single
        ? (0,comment/* commentMarker */.Ql)(single.command, entries[0]?.key ?? '')
        : sitesMarker(settings.command, ctx.workflow);
    const body = single
        ? (0,comment/* renderComment */.wQ)(single, marker, (0,context/* runUrl */.V)(ctx))
        : renderSitesComment(view, marker, (0,context/* runUrl */.V)(ctx));
    const changes = entries.some((e) => (e.report?.findings?.new.length ?? 0) + (e.report?.findings?.fixed.length ?? 0) > 0);
    const post = async () => (0,sticky_comment/* upsertStickyComment */.q)((0,github_octokit/* commentApi */._N)(await deps.githubClient(settings.githubToken), ctx), {
        issueNumber: subject.number,
        marker,
        body,
        mode: settings.comment,
        changed: changes || view.verdict !== 'pass',
        failed: view.verdict !== 'pass',
    });
    try {
        const outcome = posting ? await (0,github_octokit/* requireGitHub */.xx)('PR comment', ctx, post) : await post();
        toolkit.info(`PR comment on #${subject.number} (${subject.headSha}): ${outcome}.`);
    }
    catch (error) {
        if (posting)
            throw error;
        toolkit.warning((0,github_octokit/* explainGitHubError */.Pm)(error, 'PR comment', ctx));
    }
}
const refuse = (why) => new errors/* ConfigurationError */.j1(`Not reported: ${why}.`);


/***/ })

};
