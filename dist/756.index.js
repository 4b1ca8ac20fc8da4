export const id = 756;
export const ids = [756,512];
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

/***/ 44756:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  repositoryCheckCommand: () => (/* binding */ repositoryCheckCommand)
});

// EXTERNAL MODULE: ./src/github/octokit.ts + 2 modules
var octokit = __webpack_require__(15980);
// EXTERNAL MODULE: ./src/github/pull-files.ts
var pull_files = __webpack_require__(18850);
// EXTERNAL MODULE: ./src/local-checks/files.ts
var files = __webpack_require__(49176);
// EXTERNAL MODULE: ./src/policy/stopped.ts
var stopped = __webpack_require__(15355);
// EXTERNAL MODULE: ./src/local-checks/yaml-source.ts
var yaml_source = __webpack_require__(96700);
// EXTERNAL MODULE: ./src/workspace/git.ts
var git = __webpack_require__(3133);
// EXTERNAL MODULE: ./src/workspace/git-commit.ts
var git_commit = __webpack_require__(84131);
// EXTERNAL MODULE: ./src/local-checks/actions-injection.ts + 5 modules
var actions_injection = __webpack_require__(3297);
;// CONCATENATED MODULE: ./src/commands/repository-check/uses-references.ts
// The `uses:` references of workflow and action files, read as data (see yaml-source.ts): job steps and
// reusable workflows in `.github/workflows/*.yml`, composite steps in `action.yml`. Pure.


/** `owner/repo[/path]@ref`, the form GitHub resolves on github.com. */
const REMOTE = /^([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)\/([A-Za-z0-9_.-]+)(?:\/[^@\s]*)?@[^\s@]+$/;
function isActionFile(path) {
    return actions_injection/* WORKFLOW_PATH */.A8.test(path) || actions_injection/* ACTION_PATH */.dl.test(path);
}
function classify(value) {
    if (value.startsWith('./'))
        return { kind: 'local', repository: null };
    if (value.startsWith('docker://'))
        return { kind: 'docker', repository: null };
    const m = REMOTE.exec(value);
    if (m === null || /^\.+$/.test(m[2] ?? ''))
        return { kind: 'other', repository: null };
    return { kind: 'repository', repository: `${m[1]}/${m[2]}`.toLowerCase() };
}
/** The references of one file, or null when it is not valid YAML within the size bound. */
function fileReferences(file, text) {
    const source = (0,yaml_source/* parseYaml */.hN)(text);
    if (source === null)
        return null;
    return usesNodes(source).flatMap((node) => {
        const scalar = (0,yaml_source/* scalarText */.ws)(node);
        if (scalar === null)
            return [];
        const value = scalar.value.trim();
        return [{ file, line: (0,yaml_source/* lineOf */.cA)(source, scalar.node), value, ...classify(value) }];
    });
}
/**
 * `jobs.*.uses`, `jobs.*.steps[].uses` (workflows) and `runs.steps[].uses` (composite actions), with the
 * steps grouped under `parallel:` (nested groups too) brought up as the actions-injection check reads them.
 */
function usesNodes(source) {
    const root = source.doc.contents;
    const stepUses = (steps) => (0,actions_injection/* flatSteps */.Vw)(source, steps).map((step) => (0,yaml_source/* child */.jf)(source, step, 'uses'));
    const jobs = (0,yaml_source/* entries */.jO)(source, (0,yaml_source/* child */.jf)(source, root, 'jobs')).flatMap(([, job]) => [
        (0,yaml_source/* child */.jf)(source, job, 'uses'),
        ...stepUses((0,yaml_source/* child */.jf)(source, job, 'steps')),
    ]);
    return [...jobs, ...stepUses((0,yaml_source/* child */.jf)(source, (0,yaml_source/* child */.jf)(source, root, 'runs'), 'steps'))];
}

;// CONCATENATED MODULE: ./src/commands/repository-check/git-base.ts
// The workflow and action files of the base commit, read with git (fetched when the checkout is shallow).
// Null when git cannot give it, so the caller can ask GitHub instead.




async function gitBaseFiles(workspace, sha) {
    if (!(await (0,git_commit.ensureCommit)(workspace, sha)))
        return null;
    const listing = await (0,git/* runGit */.E)(workspace, ['-c', 'core.quotepath=off', 'ls-tree', '-r', '-z', '--name-only', sha], git_commit.GIT_READ);
    if (listing === null)
        return null;
    const files = [];
    for (const path of listing.toString('utf8').split('\0').filter(isActionFile)) {
        files.push({ path, text: await (0,git_commit.blobAt)(workspace, sha, path, yaml_source/* MAX_YAML_BYTES */.jl) });
    }
    return files;
}

;// CONCATENATED MODULE: ./src/commands/repository-check/new-references.ts
// What a pull request newly references: `uses:` values of the head that the base does not hold anywhere.
// A repository counts as known when any base file uses it (at any ref or path), so moving a step between
// files or bumping its version does not check the repository again. Pure.

function diffReferences(head, base) {
    const unreadable = [];
    const headRefs = head.flatMap((f) => {
        const refs = f.text === null ? null : fileReferences(f.path, f.text);
        if (refs === null)
            unreadable.push(f.path);
        return refs ?? [];
    });
    const baseRefs = base.flatMap((f) => (f.text === null ? [] : (fileReferences(f.path, f.text) ?? [])));
    const knownRepositories = new Set(baseRefs.map((r) => r.repository).filter((r) => r !== null));
    const knownValues = new Set(baseRefs.map((r) => r.value));
    const repositories = new Map();
    const skipped = [];
    for (const ref of headRefs) {
        if (ref.repository === null) {
            if (!knownValues.has(ref.value))
                skipped.push(ref);
        }
        else if (!knownRepositories.has(ref.repository) && !repositories.has(ref.repository)) {
            repositories.set(ref.repository, ref);
        }
    }
    return { repositories: [...repositories.values()], skipped, unreadable };
}

;// CONCATENATED MODULE: ./src/commands/repository-check/rest-base.ts


async function restBaseFiles(api, pullNumber, baseSha, head) {
    const changes = await api.listChanges(pullNumber);
    const changed = new Set(changes.map((c) => c.filename));
    const before = changes
        .filter((c) => c.status !== 'added')
        .map((c) => c.previousFilename ?? c.filename)
        .filter(isActionFile);
    const files = head.filter((f) => !changed.has(f.path));
    for (const path of before)
        files.push({ path, text: await api.fileAt(path, baseSha, yaml_source/* MAX_YAML_BYTES */.jl) });
    return files;
}

// EXTERNAL MODULE: ./src/plural.ts
var plural = __webpack_require__(89133);
;// CONCATENATED MODULE: ./src/commands/repository-check/auto.ts
// `repositories: auto`: the repositories a pull request newly references with `uses:`. The checkout holds
// the head; the base comes from git, or from the GitHub API when git cannot give it. Files are data only.









const SKIP_REASON = {
    local: 'a local action of this repository (./), not a public repository',
    docker: 'a container image (docker://), not a repository',
    other: 'not an owner/repo@ref reference',
};
/** GitHub resolves `uses: owner/repo@ref` on github.com. */
const repositoryTarget = (ref) => ({
    url: `https://github.com/${ref.repository ?? ''}`,
    source: { file: ref.file, line: ref.line, uses: ref.value },
});
async function autoTargets(deps) {
    const { ctx, state, toolkit } = deps;
    if (ctx.baseSha === null) {
        state.skipped.push({
            what: 'Repository check',
            why: `'repositories: auto' checks what a pull request (or a merge queue group) adds, and this '${ctx.eventName || 'unknown'}' run is neither: nothing to compare. List repository URLs in 'repositories' to check them on this event.`,
        });
        return [];
    }
    const head = (await (0,files/* enumerateFiles */.Cw)(ctx.workspace)).files
        .filter((f) => isActionFile(f.path))
        .map((f) => ({ path: f.path, text: f.text() }));
    const base = await baseFiles(deps, ctx.pullNumber, ctx.baseSha, head);
    if (base === null)
        return [];
    const diff = diffReferences(head, base);
    report(deps, diff);
    toolkit.info(`${(0,plural/* plural */.L)(head.length, 'workflow and action file')} compared with the base ${ctx.baseSha.slice(0, 12)}: ${(0,plural/* plural */.L)(diff.repositories.length, 'repository', 'repositories')} newly referenced.`);
    return diff.repositories.map(repositoryTarget);
}
async function baseFiles(deps, pullNumber, baseSha, head) {
    const { ctx, settings, state, toolkit } = deps;
    const fromGit = await gitBaseFiles(ctx.workspace, baseSha);
    if (fromGit !== null)
        return fromGit;
    const cannot = `'repositories: auto' could not read the base commit ${baseSha.slice(0, 12)}`;
    if (pullNumber === null) {
        // A merge queue group has no pull request files to rebuild the base from.
        state.stopped = (0,stopped/* notJudged */.b)(`${cannot}: it is not in the checkout (use actions/checkout with fetch-depth: 0)`);
        return null;
    }
    toolkit.info(`The base commit ${baseSha.slice(0, 12)} is not in the checkout; reading it through the GitHub API.`);
    if (settings.githubToken === '') {
        state.stopped = (0,stopped/* notJudged */.b)(`${cannot}: it is not in the checkout and the github-token input is empty (use actions/checkout with fetch-depth: 0, or give a token with contents: read)`);
        return null;
    }
    try {
        const api = (0,pull_files/* pullFilesApi */.P)(await deps.githubClient(settings.githubToken), ctx);
        return await restBaseFiles(api, pullNumber, baseSha, head);
    }
    catch (error) {
        state.stopped = (0,stopped/* notJudged */.b)(`${cannot}: ${(0,octokit/* explainGitHubError */.Pm)(error, 'reading the pull request files', ctx, 'pull-requests: read and contents: read')}`);
        return null;
    }
}
function report(deps, diff) {
    const { state } = deps;
    for (const path of diff.unreadable) {
        state.warnings.push(`${path} could not be read as YAML (invalid, binary or over 1 MiB): its uses: references were not checked`);
    }
    for (const ref of diff.skipped) {
        state.skipped.push({
            what: `${ref.file}:${ref.line} uses ${ref.value}`,
            why: SKIP_REASON[ref.kind] ?? ref.kind,
        });
    }
    if (diff.repositories.length === 0) {
        state.skipped.push({
            what: 'Repository check',
            why: 'the pull request adds no uses: reference to a repository its base does not already use',
        });
    }
}

// EXTERNAL MODULE: ./src/steps/wait.ts
var wait = __webpack_require__(11934);
// EXTERNAL MODULE: ./src/api/unshown-fields/check-fields.ts
var check_fields = __webpack_require__(46605);
// EXTERNAL MODULE: ./src/render/repository-check-view.ts
var repository_check_view = __webpack_require__(67997);
;// CONCATENATED MODULE: ./src/commands/repository-check/judgement.ts
// A repository check's answer as the report's view, and as the gate outcome its judgement gives (see
// judgeCheck), ignorable by the repository URL or `owner/repo`. Pure.


function toView(target, check, timedOut) {
    return {
        url: target.url,
        source: target.source,
        checkId: check.checkId,
        status: check.status,
        reused: check.reused === true,
        timedOut,
        verdict: check.verdict ?? null,
        appRisk: check.appRisk ?? null,
        score: typeof check.score === 'number' ? check.score : null,
        summary: check.plainSummary ?? check.summary ?? null,
        failure: check.failure ?? null,
        findings: (0,check_fields/* readRepositoryFindings */.Xc)(check.findings),
        moreFindings: typeof check.moreFindings === 'number' ? check.moreFindings : 0,
        webUrl: typeof check.webUrl === 'string' ? check.webUrl : null,
    };
}
/** The gate's view of one check; null when it passes. */
function outcomeOf(view) {
    const judged = (0,repository_check_view/* judgeCheck */.GE)(view);
    if (judged === null)
        return null;
    const where = view.source ? ` (${view.source.file}:${view.source.line})` : '';
    return {
        level: judged.level,
        group: judged.group,
        item: `${view.url}${where}: ${judged.why}`,
        ignoreIds: [view.url, view.url.split('/').slice(3).join('/')],
    };
}

;// CONCATENATED MODULE: ./src/commands/repository-check/check.ts


async function checkRepository(deps, target, deadline) {
    const { client, settings, state, toolkit } = deps;
    const { mode, depth } = settings.repositoryCheck;
    const started = await client.startRepositoryCheck({
        url: target.url,
        ...(mode === 'skill' || mode === 'app' ? { mode } : {}),
        ...(depth === 'free' || depth === 'deep' ? { depth } : {}),
        idempotencyKey: deps.keyFor('repository-check', `${target.url} ${mode} ${depth}`),
    });
    const index = (state.repositoryChecks ?? []).length;
    const record = (view) => {
        const checks = [...(state.repositoryChecks ?? [])];
        checks[index] = view;
        state.repositoryChecks = checks;
    };
    record(toView(target, started, false));
    toolkit.info(`Repository check ${started.checkId} of ${target.url}${started.reused ? ' (a check the service already had)' : ''}: ${started.webUrl}`);
    const final = await toolkit.group(`Waiting for the check of ${target.url}`, () => waitFor(deps, started, deadline));
    const view = toView(target, final.latest, final.timedOut);
    record(view);
    const outcome = outcomeOf(view);
    if (outcome !== null)
        state.outcomes.push(outcome);
    toolkit.info(outcome === null ? `${target.url}: safe` : `${outcome.group}: ${outcome.item}`);
}
function waitFor(deps, first, deadline) {
    return (0,wait/* waitAndLog */.BU)(deps, `repository check ${first.checkId}`, {
        first,
        poll: () => deps.client.repositoryCheck(first.checkId),
        timeoutMs: Math.max(0, deadline - deps.now()),
        timing: deps.polls.checks,
    });
}

;// CONCATENATED MODULE: ./src/commands/repository-check/index.ts


async function repositoryCheckCommand(deps) {
    const listed = deps.settings.repositoryCheck.repositories;
    const targets = listed === 'auto' ? await autoTargets(deps) : listed.map((url) => ({ url, source: null }));
    if (targets.length === 0)
        return;
    deps.state.repositoryChecks = [];
    const deadline = deps.now() + deps.settings.waitTimeoutMs;
    for (const target of targets)
        await checkRepository(deps, target, deadline);
}


/***/ }),

/***/ 23863:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MW: () => (/* binding */ readSeverity),
/* harmony export */   Np: () => (/* binding */ bySeverity),
/* harmony export */   O6: () => (/* binding */ reaches),
/* harmony export */   qs: () => (/* binding */ severityRank)
/* harmony export */ });
/* unused harmony export isSeverity */
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

/***/ 67997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GE: () => (/* binding */ judgeCheck),
/* harmony export */   SP: () => (/* binding */ explainFailure)
/* harmony export */ });
/* unused harmony export FAILURE_EXPLAINED */
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


/***/ }),

/***/ 84131:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   COMMIT: () => (/* binding */ COMMIT),
/* harmony export */   GIT_READ: () => (/* binding */ GIT_READ),
/* harmony export */   blobAt: () => (/* binding */ blobAt),
/* harmony export */   changesBetween: () => (/* binding */ changesBetween),
/* harmony export */   ensureCommit: () => (/* binding */ ensureCommit),
/* harmony export */   fetchDepth: () => (/* binding */ fetchDepth),
/* harmony export */   headOf: () => (/* binding */ headOf),
/* harmony export */   isShallow: () => (/* binding */ isShallow),
/* harmony export */   localMergeBase: () => (/* binding */ localMergeBase),
/* harmony export */   parentsOf: () => (/* binding */ parentsOf),
/* harmony export */   rangeInCheckout: () => (/* binding */ rangeInCheckout)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3133);
// Reading commits other than the checkout's (a pull request's base, the merge base) with git. A shallow
// checkout may lack them: then they are fetched by exact SHA, bounded in time and bytes. Every function
// answers null (or false) where git cannot, so the caller can ask GitHub's API instead or say why not.



/** SHA-1 or SHA-256 object names only: the value comes from the event file and becomes a git argument. */
const COMMIT = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const FETCH_TIMEOUT_MS = 120_000;
/** One commit's tree (depth 1): a large repository's, but not a runaway. */
const FETCH_MAX_BYTES = 2 * 1024 ** 3;
/** Reads of a local object are quick; anything slower is stuck. */
const GIT_READ = { timeoutMs: 30_000 };
/** True once the commit is in the checkout, fetching it alone (depth 1) when it is not. */
async function ensureCommit(workspace, sha, env) {
    if (!COMMIT.test(sha))
        return false;
    if (await hasCommit(workspace, sha))
        return true;
    await fetchDepth(workspace, sha, 1, env);
    return hasCommit(workspace, sha);
}
/** Fetches `sha` and its history `depth` commits deep (deepening a shallow checkout), at most `maxBytes`. */
function fetchDepth(workspace, sha, depth, env, maxBytes = FETCH_MAX_BYTES) {
    if (!COMMIT.test(sha))
        return Promise.resolve(false);
    return (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .fetchBounded */ .e)(workspace, ['--no-tags', `--depth=${depth}`, 'origin', sha], {
        timeoutMs: FETCH_TIMEOUT_MS,
        maxBytes,
        ...(env ? { env } : {}),
    });
}
/** A file's text at a commit already in the checkout; null when it is not there or over `maxBytes`. */
async function blobAt(workspace, sha, path, maxBytes) {
    // Over the bound, the read fails on maxBuffer and the file counts as unreadable.
    const blob = await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .E)(workspace, ['cat-file', 'blob', `${sha}:${path}`], {
        ...GIT_READ,
        maxBuffer: maxBytes + 1,
    });
    return blob === null ? null : blob.toString('utf8');
}
/**
 * What differs between the commit and `head` (the checkout's HEAD by default), renames detected, or null
 * when git cannot tell. No cap on the number of files.
 */
async function changesBetween(workspace, sha, head = 'HEAD') {
    let renamesSkipped = false;
    const out = await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .E)(workspace, ['-c', 'core.quotepath=off', 'diff', '--name-status', '-M', '--no-ext-diff', '-z', sha, head, '--'], {
        ...GIT_READ,
        maxBuffer: 256 * 1024 * 1024,
        stderr: (text) => (renamesSkipped ||= text.includes('rename detection was skipped')),
    });
    if (out === null)
        return null;
    const fields = out.toString('utf8').split('\0');
    const changed = new Set();
    const renames = [];
    for (let i = 0; i < fields.length;) {
        const status = fields[i] ?? '';
        if (status === '')
            break;
        // Renames and copies name two paths (the old one first), every other status one.
        if (status.startsWith('R') || status.startsWith('C')) {
            const from = fields[i + 1] ?? '';
            const to = fields[i + 2] ?? '';
            changed.add(from).add(to);
            if (status.startsWith('R'))
                renames.push({ from, to });
            i += 3;
        }
        else {
            changed.add(fields[i + 1] ?? '');
            i += 2;
        }
    }
    return { changed, renames: renamesSkipped ? null : renames };
}
/** The parents of a commit in the checkout as its object names them (also past a shallow boundary). */
async function parentsOf(workspace, sha) {
    const out = await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .E)(workspace, ['cat-file', 'commit', sha], {
        ...GIT_READ,
        maxBuffer: 16 * 1024 * 1024,
    });
    if (out === null)
        return null;
    const header = out.toString('utf8').split('\n\n')[0] ?? '';
    return [...header.matchAll(/^parent ([0-9a-f]+)$/gm)].map((m) => m[1] ?? '');
}
/** The commit HEAD names, or null when the workspace is no git checkout. */
async function headOf(workspace) {
    const out = (await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .E)(workspace, ['rev-parse', '--verify', 'HEAD^{commit}'], GIT_READ))
        ?.toString()
        .trim();
    return out && COMMIT.test(out) ? out : null;
}
async function isShallow(workspace) {
    const answer = await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .E)(workspace, ['rev-parse', '--is-shallow-repository'], GIT_READ);
    return answer?.toString('utf8').trim() === 'true';
}
/** The merge base of two commits by the checkout's own history; null in a shallow checkout (it may lie). */
async function localMergeBase(workspace, a, b) {
    if (await isShallow(workspace))
        return null;
    const out = (await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .E)(workspace, ['merge-base', a, b], GIT_READ))?.toString().trim();
    return out && COMMIT.test(out) ? out : null;
}
/**
 * Whether every commit of `from..to` is in the checkout: none of them is a shallow boundary (whose parents
 * were not fetched) other than `from` itself. Answers the commit count too, or null when git cannot tell.
 */
async function rangeInCheckout(workspace, from, to) {
    if (!(await hasCommit(workspace, from)) || !(await hasCommit(workspace, to)))
        return null;
    const listed = await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .E)(workspace, ['rev-list', `${from}..${to}`, '--'], {
        ...GIT_READ,
        maxBuffer: 256 * 1024 * 1024,
    });
    if (listed === null)
        return null;
    const commits = listed.toString('utf8').split('\n').filter(Boolean);
    const shallowFile = (await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .E)(workspace, ['rev-parse', '--git-path', 'shallow'], GIT_READ))
        ?.toString()
        .trim();
    const boundary = new Set(shallowFile
        ? (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(workspace, shallowFile), 'utf8').catch(() => '')).split('\n').filter(Boolean)
        : []);
    return { complete: !commits.some((c) => boundary.has(c)), commits: commits.length };
}
async function hasCommit(workspace, sha) {
    return (await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .E)(workspace, ['cat-file', '-e', `${sha}^{commit}`], GIT_READ)) !== null;
}


/***/ })

};
