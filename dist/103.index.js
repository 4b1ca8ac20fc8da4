export const id = 103;
export const ids = [103];
export const modules = {

/***/ 73336:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A8: () => (/* binding */ WORKFLOW_PATH),
/* harmony export */   II: () => (/* binding */ ACTIONS_INJECTION_RULES),
/* harmony export */   JD: () => (/* binding */ checkActionsInjection)
/* harmony export */ });
/* unused harmony export untrustedField */
/* harmony import */ var _catalogue_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34278);
/* harmony import */ var _yaml_source_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96700);
// actions-injection: workflow scripts that expand attacker-controlled event fields (`${{ github.event.issue.title }}`,
// branch names, commit messages…) straight into a shell `run:` or an actions/github-script `script:`. Anyone who
// can open an issue or a pull request then runs code in the job. The fix is to pass the value through `env:`.
// Workflows are parsed as data with bounded size and aliases; each result is on the line of the expression.


const HELP = 'Pass the value through an environment variable and quote it in the script: `env: { TITLE: ${{ github.event.issue.title }} }` ' +
    'then `run: echo "$TITLE"`. Never expand event fields inside `run:` or `script:`.';
const ACTIONS_INJECTION_RULES = {
    'actions-injection/untrusted-in-run': (0,_catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .rule */ .H)('Untrusted event field expanded in a run script', 'A workflow `run:` script interpolates a field that whoever triggers the event controls.', HELP),
    'actions-injection/untrusted-in-github-script': (0,_catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .rule */ .H)('Untrusted event field expanded in github-script', 'An actions/github-script `script:` input interpolates a field that whoever triggers the event controls.', HELP),
};
const WORKFLOW_PATH = /^\.github\/workflows\/[^/]+\.ya?ml$/;
const EXPRESSION = /\$\{\{([\s\S]*?)\}\}/g;
const UNTRUSTED = /\bgithub\.(?:head_ref\b|event(?![.\w])|event\.(?:issue\.(?:title|body)|pull_request\.(?:title|body|head\.(?:ref|label|repo\.default_branch))|comment\.body|review\.body|review_comment\.body|discussion\.(?:title|body)|pages\.[^.]+\.page_name|commits\.[^.]+\.(?:message|author\.(?:email|name))|head_commit\.(?:message|author\.(?:email|name))|workflow_run\.(?:head_branch|display_title|head_commit\.(?:message|author\.(?:email|name))|pull_requests\.[^.]+\.head\.ref)|merge_group\.head_commit\.message|release\.(?:name|body)|check_suite\.head_branch|check_run\.check_suite\.head_branch)\b)/;
/** Triggers that run with a write token and secrets on events from anyone. */
const PRIVILEGED_TRIGGERS = ['pull_request_target', 'issue_comment', 'workflow_run'];
/** Triggers that anyone can fire (issues, discussions, reviews) with the repository's default token. */
const PUBLIC_TRIGGERS = [
    'issues',
    'discussion',
    'discussion_comment',
    'pull_request_review',
    'pull_request_review_comment',
];
/** `github.event['issue'].title`, `github.event.commits[0].message` → dotted form for matching. */
function normalise(expression) {
    return expression
        .replace(/\s+/g, '')
        .replace(/\[['"]([^'"\]]+)['"]\]/g, '.$1')
        .replace(/\[[^\]]*\]/g, '.*');
}
function untrustedField(expression) {
    return UNTRUSTED.exec(normalise(expression))?.[0] ?? null;
}
function checkActionsInjection(files) {
    return files
        .filter((f) => WORKFLOW_PATH.test(f.path))
        .flatMap((file) => {
        const text = file.text();
        const source = text === null ? null : (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_1__/* .parseYaml */ .hN)(text);
        return source === null || text === null ? [] : workflowResults(file.path, text, source);
    });
}
/** `run:` of every step, and `script:` of actions/github-script steps. */
function scripts(source) {
    return (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_1__/* .entries */ .jO)(source, (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(source, source.doc.contents, 'jobs')).flatMap(([, job]) => (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_1__/* .items */ .ld)(source, (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(source, job, 'steps')).flatMap((step) => {
        const run = (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_1__/* .scalarText */ .ws)((0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(source, step, 'run'));
        const uses = (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_1__/* .scalarText */ .ws)((0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(source, step, 'uses'))?.value ?? '';
        const script = uses.startsWith('actions/github-script@')
            ? (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_1__/* .scalarText */ .ws)((0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(source, (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(source, step, 'with'), 'script'))
            : null;
        return [
            ...(run === null ? [] : [{ ruleId: 'actions-injection/untrusted-in-run', node: run.node }]),
            ...(script === null
                ? []
                : [{ ruleId: 'actions-injection/untrusted-in-github-script', node: script.node }]),
        ];
    }));
}
function workflowResults(file, text, source) {
    const events = triggers((0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_1__/* .plain */ .pj)(source, (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(source, source.doc.contents, 'on')));
    const severity = severityFor(events);
    const trigger = events.find((e) => PRIVILEGED_TRIGGERS.includes(e) || PUBLIC_TRIGGERS.includes(e));
    const where = trigger === undefined ? '' : ` (on ${trigger})`;
    return scripts(source).flatMap(({ ruleId, node }) => {
        // Expressions are searched in the raw source of the scalar, so each keeps its exact offset and line.
        const [start, end] = node.range ?? [0, 0];
        return untrustedExpressions(text.slice(start, end)).map((hit) => ({
            checkId: 'actions-injection',
            ruleId,
            severity,
            file,
            line: source.lineAt(start + hit.offset),
            message: `${hit.field} is expanded into the script${where}: whoever controls it can run commands in the job`,
            evidence: hit.expression.slice(0, 120),
        }));
    });
}
function untrustedExpressions(raw) {
    return [...raw.matchAll(EXPRESSION)].flatMap((m) => {
        const field = untrustedField(m[1] ?? '');
        return field === null ? [] : [{ offset: m.index, field, expression: m[0] }];
    });
}
function triggers(on) {
    if (typeof on === 'string')
        return [on];
    if (Array.isArray(on))
        return on.filter((e) => typeof e === 'string');
    return typeof on === 'object' && on !== null ? Object.keys(on) : [];
}
function severityFor(events) {
    if (events.some((e) => PRIVILEGED_TRIGGERS.includes(e)))
        return 'critical';
    if (events.some((e) => PUBLIC_TRIGGERS.includes(e)))
        return 'high';
    return 'medium';
}


/***/ }),

/***/ 34278:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ rule),
/* harmony export */   g: () => (/* binding */ secretRuleCatalogue)
/* harmony export */ });
/* harmony import */ var _secret_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9373);
// Building rule-catalogue entries, so that every check describes its rules the same way.

/** One entry per secret rule, for a check that reports secrets found `where` (e.g. "in a tracked file"). */
function secretRuleCatalogue(checkId, where, help) {
    const entries = _secret_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .SECRET_RULES */ .vt.map((rule) => [
        `${checkId}/${rule.id}`,
        { name: `${rule.name} ${where}`, description: `${rule.name} ${where}.`, help },
    ]);
    return Object.fromEntries(entries);
}
function rule(name, description, help) {
    return { name, description, help };
}


/***/ }),

/***/ 49176:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cw: () => (/* binding */ enumerateFiles)
/* harmony export */ });
/* unused harmony exports MAX_FILE_BYTES, BINARY_SNIFF_BYTES, MAX_FILES, IGNORED_FOLDERS */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(28059);
/* harmony import */ var _workspace_git_tracked_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(330);
// Which files the local checks read: what git tracks (`git ls-files -z`), or outside a git checkout every
// file minus dependency and tool folders. Symlinks are never followed (they could point out of the
// workspace), and text is read lazily with a size bound and a binary sniff, so a 200 MB tree never sits in
// memory at once.




const MAX_FILE_BYTES = 2 * 1024 * 1024;
/** A NUL byte in this many first bytes marks a file as binary. */
const BINARY_SNIFF_BYTES = 8 * 1024;
const MAX_FILES = 100_000;
/** Folders left out when walking a tree that is not a git checkout. */
const IGNORED_FOLDERS = new Set([
    '.git',
    '.hg',
    '.svn',
    'node_modules',
    'bower_components',
    'vendor',
    '.venv',
    'venv',
    '__pycache__',
    '.tox',
    '.mypy_cache',
    '.terraform',
]);
const VCS_FOLDERS = new Set(['.git', '.hg', '.svn']);
async function enumerateFiles(workspace, options = {}) {
    const tracked = await (0,_workspace_git_tracked_js__WEBPACK_IMPORTED_MODULE_3__/* .gitTrackedFiles */ .e)(workspace);
    const paths = tracked ?? walk(workspace);
    const maxFiles = options.maxFiles ?? MAX_FILES;
    const skipped = [];
    const files = [];
    for (const path of paths.slice(0, maxFiles)) {
        const file = openFile(workspace, path, options.maxFileBytes ?? MAX_FILE_BYTES, skipped);
        if (file !== null)
            files.push(file);
    }
    if (paths.length > maxFiles) {
        skipped.push({
            path: paths[maxFiles] ?? '',
            reason: `${paths.length - maxFiles} more files over the limit of ${maxFiles}`,
        });
    }
    return { files, skipped, source: tracked === null ? 'walk' : 'git' };
}
function walk(root, prefix = '') {
    const paths = [];
    const entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, prefix), { withFileTypes: true }).sort((a, b) => a.name < b.name ? -1 : 1);
    for (const entry of entries) {
        const path = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
        if (entry.isDirectory()) {
            // VCS metadata inside a web root is a finding (browser-artifacts), not the repository's own metadata.
            if (!IGNORED_FOLDERS.has(entry.name) || (VCS_FOLDERS.has(entry.name) && (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .isServedPath */ .B3)(`${path}/`))) {
                paths.push(...walk(root, path));
            }
        }
        else
            paths.push(path);
    }
    return paths;
}
function openFile(root, path, maxBytes, skipped) {
    const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path);
    let size;
    try {
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(absolute);
        if (stat.isSymbolicLink())
            return skip(skipped, path, 'symlink, not followed');
        if (!stat.isFile())
            return skip(skipped, path, 'not a regular file');
        size = stat.size;
    }
    catch {
        return skip(skipped, path, 'tracked but missing from the working tree');
    }
    if (size > maxBytes)
        skipped.push({ path, reason: `over ${maxBytes} bytes, content not read` });
    let binary = false;
    return {
        path,
        size,
        text() {
            if (size > maxBytes || binary)
                return null;
            const bytes = readBytes(absolute);
            if (bytes === null)
                return null;
            if (bytes.subarray(0, BINARY_SNIFF_BYTES).includes(0)) {
                binary = true;
                skipped.push({ path, reason: 'binary, content not read' });
                return null;
            }
            return bytes.toString('utf8');
        },
    };
}
function readBytes(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path);
    }
    catch {
        return null;
    }
}
function skip(skipped, path, reason) {
    skipped.push({ path, reason });
    return null;
}


/***/ }),

/***/ 28059:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B3: () => (/* binding */ isServedPath),
/* harmony export */   BB: () => (/* binding */ dirName),
/* harmony export */   Fl: () => (/* binding */ baseName),
/* harmony export */   Qh: () => (/* binding */ isScriptFile),
/* harmony export */   qb: () => (/* binding */ isEnvFile)
/* harmony export */ });
// Path classifications shared by several checks. Paths are workspace-relative with `/` separators.
/** Folders a web server or CDN serves as they are: public web roots and build output. */
const SERVED_FOLDERS = new Set([
    'public',
    'static',
    'www',
    'wwwroot',
    'htdocs',
    'public_html',
    'dist',
    'build',
    'out',
    '_site',
]);
/** Served folders known only by a two-part path. */
const SERVED_PATHS = [
    '.next/static/',
    '.output/public/',
    '.vercel/output/static/',
    '.svelte-kit/output/client/',
];
function baseName(path) {
    return path.slice(path.lastIndexOf('/') + 1);
}
function dirName(path) {
    const slash = path.lastIndexOf('/');
    return slash === -1 ? '' : path.slice(0, slash);
}
/** Whether the file sits in a public web root or in build output (at any depth, e.g. `apps/web/public/`). */
function isServedPath(path) {
    const folders = path.split('/').slice(0, -1);
    if (folders.some((folder) => SERVED_FOLDERS.has(folder)))
        return true;
    return SERVED_PATHS.some((prefix) => path.startsWith(prefix) || path.includes(`/${prefix}`));
}
/** `.env` and `.env.<anything>` files (examples included: callers decide). */
function isEnvFile(path) {
    const name = baseName(path);
    return name === '.env' || name.startsWith('.env.');
}
const SCRIPT_EXTENSIONS = /\.(?:[cm]?[jt]sx?|vue|svelte|astro)$/;
/** JavaScript-family source files (including TypeScript and single-file components). */
function isScriptFile(path) {
    return SCRIPT_EXTENSIONS.test(path);
}


/***/ }),

/***/ 9373:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ti: () => (/* binding */ MIN_ENTROPY),
/* harmony export */   vt: () => (/* binding */ SECRET_RULES),
/* harmony export */   xB: () => (/* binding */ DEFAULT_PASSWORDS)
/* harmony export */ });
/* unused harmony export MIN_GENERIC_ENTROPY */
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6693);

/** Below this many bits per character a value is a placeholder or a word, not a key. */
const MIN_ENTROPY = 3;
/** The generic rule asks for more: it has no prefix to vouch for the value. */
const MIN_GENERIC_ENTROPY = 3.2;
const LOOPBACK_HOSTS = /^(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])(?::\d+)?$/i;
/** Default passwords of local development databases and docs: not a leak of anything. */
const DEFAULT_PASSWORDS = new Set([
    'password',
    'pass',
    'postgres',
    'root',
    'admin',
    'secret',
    'mysql',
    'guest',
]);
/** Code, not a literal: `config.db.password1`, `SOME_ENV_NAME`, a path (`src/app.ts:9`) or a URL. */
function looksLikeCode(value) {
    return (/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/.test(value) ||
        /\/.*\.[A-Za-z]{1,5}(?::\d+)*$/.test(value) ||
        /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(value) ||
        /^\.{0,2}\//.test(value) ||
        value.includes('://'));
}
function acceptGeneric(secret, match) {
    return ((0,_values_js__WEBPACK_IMPORTED_MODULE_0__/* .looksLikeSecretName */ .FF)(match[0].split(/["'\s:=]/)[0] ?? '') &&
        /[A-Za-z]/.test(secret) &&
        /\d/.test(secret) &&
        !looksLikeCode(secret));
}
const SECRET_RULES = [
    {
        id: 'private-key',
        name: 'Private key (PEM block)',
        severity: 'critical',
        keywords: ['PRIVATE KEY'],
        pattern: /-----BEGIN[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----(?:\s|\\[rn])+(?:[A-Za-z-]+:[^\r\n\\]*(?:\s|\\[rn])+)*([A-Za-z0-9+/=\s\\]{64,16384})/g,
        secretOf: (m) => m[1]?.replace(/(?:\s|\\[rn])+$/, ''),
        minEntropy: 4.5,
        lineAtMatch: true,
        // A key body is long enough to hold any short word by chance: only elisions mark a stand-in.
        isPlaceholder: (secret) => /\.\.\.|…|xxxx|XXXX/.test(secret),
    },
    {
        id: 'aws-access-key-id',
        name: 'AWS access key ID',
        severity: 'high',
        keywords: ['AKIA', 'ASIA', 'ABIA', 'ACCA'],
        pattern: /\b((?:AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16})\b/g,
    },
    {
        id: 'aws-secret-access-key',
        name: 'AWS secret access key',
        severity: 'critical',
        keywords: [
            'secret_access_key',
            'SECRET_ACCESS_KEY',
            'SecretAccessKey',
            'secretAccessKey',
            'secret-access-key',
        ],
        pattern: /secret[_-]?access[_-]?key["']?\s*[:=]\s*["']?([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+])/gi,
    },
    {
        id: 'github-token',
        name: 'GitHub token',
        severity: 'critical',
        keywords: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_'],
        pattern: /\b(gh[pousr]_[A-Za-z0-9]{36,251}|github_pat_[A-Za-z0-9_]{80,120})\b/g,
    },
    {
        id: 'gitlab-token',
        name: 'GitLab token',
        severity: 'critical',
        keywords: ['glpat-', 'gldt-', 'glptt-', 'glrt-', 'glcbt-'],
        pattern: /\b(gl(?:pat|dt|ptt|rt|cbt)-[A-Za-z0-9_-]{20,})(?![A-Za-z0-9_-])/g,
    },
    {
        id: 'slack-token',
        name: 'Slack token',
        severity: 'high',
        keywords: ['xox'],
        pattern: /\b(xox[abposr]-[A-Za-z0-9-]{10,250})/g,
    },
    {
        id: 'slack-webhook',
        name: 'Slack incoming webhook URL',
        severity: 'medium',
        keywords: ['hooks.slack.com'],
        pattern: /(https:\/\/hooks\.slack\.com\/services\/T[A-Z0-9]{6,}\/B[A-Z0-9]{6,}\/[A-Za-z0-9]{20,})/g,
    },
    {
        id: 'stripe-secret-key',
        name: 'Stripe live secret or restricted key',
        severity: 'critical',
        keywords: ['_live_'],
        pattern: /\b((?:sk|rk)_live_[A-Za-z0-9]{20,247})\b/g,
    },
    {
        id: 'anthropic-api-key',
        name: 'Anthropic API key',
        severity: 'critical',
        keywords: ['sk-ant-'],
        pattern: /\b(sk-ant-(?:api|admin)\d{2}-[A-Za-z0-9_-]{32,})(?![A-Za-z0-9_-])/g,
    },
    {
        id: 'openai-api-key',
        name: 'OpenAI API key',
        severity: 'critical',
        keywords: ['sk-'],
        pattern: /\b(sk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{40,}|sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20})(?![A-Za-z0-9_-])/g,
    },
    {
        id: 'npm-token',
        name: 'npm access token',
        severity: 'critical',
        keywords: ['npm_'],
        pattern: /\b(npm_[A-Za-z0-9]{36})\b/g,
    },
    {
        id: 'google-api-key',
        name: 'Google API key',
        severity: 'medium',
        keywords: ['AIza'],
        pattern: /\b(AIza[A-Za-z0-9_-]{35})(?![A-Za-z0-9_-])/g,
    },
    {
        id: 'twilio-api-key',
        name: 'Twilio API key',
        severity: 'high',
        keywords: ['SK'],
        pattern: /\b(SK[0-9a-f]{32})\b/g,
    },
    {
        id: 'sendgrid-api-key',
        name: 'SendGrid API key',
        severity: 'high',
        keywords: ['SG.'],
        pattern: /\b(SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/g,
    },
    {
        id: 'shopify-token',
        name: 'Shopify access token',
        severity: 'high',
        keywords: ['shpat_', 'shpss_', 'shpca_', 'shppa_'],
        pattern: /\b(shp(?:at|ss|ca|pa)_[a-fA-F0-9]{32})\b/g,
    },
    {
        id: 'supabase-secret-key',
        name: 'Supabase secret or service-role key',
        severity: 'critical',
        keywords: ['sb_secret_', 'eyJ'],
        pattern: /\b(sb_secret_[A-Za-z0-9_-]{20,}|eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{20,})/g,
        accept: (secret) => secret.startsWith('sb_secret_') || (0,_values_js__WEBPACK_IMPORTED_MODULE_0__/* .jwtRole */ .i3)(secret) === 'service_role',
    },
    {
        id: 'azure-storage-key',
        name: 'Azure storage account key',
        severity: 'critical',
        keywords: ['AccountKey='],
        pattern: /AccountKey=([A-Za-z0-9+/]{86}==)/g,
    },
    {
        id: 'connection-string-password',
        name: 'Database or broker URL with a password',
        severity: 'high',
        keywords: ['://'],
        pattern: /\b(?:postgres(?:ql)?|mysql|mariadb|mongodb(?:\+srv)?|rediss?|amqps?|mssql|sqlserver):\/\/[^\s:/@'"`]{1,128}:([^\s@'"`/]{3,128})@([^\s/'"`?]{1,255})/g,
        minEntropy: 0,
        accept: (secret, m) => !LOOPBACK_HOSTS.test(m[2] ?? '') && !DEFAULT_PASSWORDS.has(secret.toLowerCase()),
    },
    {
        id: 'generic-secret',
        name: 'High-entropy value assigned to a secret-looking name',
        severity: 'medium',
        keywords: [],
        pattern: /(?:secret|passw(?:or)?d|pwd|token|api[_.-]?key|apikey|access[_.-]?key|auth[_.-]?key|private[_.-]?key|credentials?)[A-Za-z0-9_.-]{0,40}["']?[ \t]*(?::=|=>|=|:)[ \t]*(?:"([^"\s\\]{12,200})"|'([^'\s\\]{12,200})'|`([^`\s\\$]{12,200})`|([A-Za-z0-9+/][\w+/~.!@#%^&*-]{9,197}[\w+/~.!@#%^&*=-]{2})(?=[\s,;]|$))/gim,
        secretOf: (m) => m[1] ?? m[2] ?? m[3] ?? m[4],
        minEntropy: MIN_GENERIC_ENTROPY,
        accept: acceptGeneric,
    },
];


/***/ }),

/***/ 6693:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FF: () => (/* binding */ looksLikeSecretName),
/* harmony export */   i3: () => (/* binding */ jwtRole),
/* harmony export */   ly: () => (/* binding */ shannonEntropy),
/* harmony export */   wK: () => (/* binding */ isPlaceholder)
/* harmony export */ });
// Judging candidate secret values and names: placeholders, entropy, secret-looking names, JWT roles.
// Shared by the secret rules and the checks that look at variable assignments.
/**
 * Words that mark a value as a placeholder or an example. They count only in one case (`your`, `YOUR`,
 * `Your`), which keeps the odds of a random key containing one by chance negligible.
 */
const PLACEHOLDER_WORDS = [
    'xxxx',
    'changeme',
    'change_me',
    'change-me',
    'your',
    'example',
    'placeholder',
    'dummy',
    'sample',
    'redacted',
    'replace',
    'insert',
    'fixme',
    'todo',
    'foobar',
    'lorem',
    'fake',
    'test',
    '123456',
    'abc123',
    'abcdefg',
    '***',
    '...',
    '…',
];
/** Whether a value is a placeholder, an example or a reference to another variable rather than a secret. */
function isPlaceholder(value) {
    if (PLACEHOLDER_WORDS.some((word) => containsWord(value, word)))
        return true;
    if (/[<>]|\$\{|\{\{|%\(|\$\(/.test(value))
        return true;
    if (/^\$[A-Za-z_]\w*$|^%[A-Za-z_]\w*%$/.test(value))
        return true;
    return /(.)\1{5,}/.test(value);
}
function containsWord(value, word) {
    const title = word.charAt(0).toUpperCase() + word.slice(1);
    return value.includes(word) || value.includes(word.toUpperCase()) || value.includes(title);
}
/** Shannon entropy in bits per character. */
function shannonEntropy(value) {
    const counts = new Map();
    for (const ch of value)
        counts.set(ch, (counts.get(ch) ?? 0) + 1);
    let bits = 0;
    for (const count of counts.values()) {
        const p = count / value.length;
        bits -= p * Math.log2(p);
    }
    return bits;
}
const SECRET_NAME = /secret|passw(?:or)?d|passwd|pwd|token|api[_.-]?key|apikey|access[_.-]?key|auth[_.-]?key|private[_.-]?key|credential|service[_.-]?role|master[_.-]?key/i;
/** Names that talk about a secret without holding one: its length, file, URL, id…, or a source file's name. */
const NOT_A_SECRET_NAME = /(?:url|uri|path|file|dir|name|type|id|endpoint|length|len|size|count|ttl|expiry|expires|expiration|prefix|header|field|format|policy|min|max|hint|label|enabled|required|rotation|izer|ized|\.(?:[cm]?[jt]sx?|json|ya?ml|md|txt|py|rb|go|rs|java|php|html|css|sh))$/i;
/** Whether a variable or key name says it holds a secret (`DB_PASSWORD`, `apiKey`, `client_secret`…). */
function looksLikeSecretName(name) {
    return SECRET_NAME.test(name) && !NOT_A_SECRET_NAME.test(name.replace(/["'\s]+$/, ''));
}
/** The `role` claim of a JWT's payload, or null when the value is not a readable JWT. */
function jwtRole(token) {
    const payload = token.split('.')[1];
    if (payload === undefined)
        return null;
    try {
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
        const role = claims.role;
        return typeof role === 'string' ? role : null;
    }
    catch {
        return null;
    }
}


/***/ }),

/***/ 96700:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cA: () => (/* binding */ lineOf),
/* harmony export */   hN: () => (/* binding */ parseYaml),
/* harmony export */   jO: () => (/* binding */ entries),
/* harmony export */   jf: () => (/* binding */ child),
/* harmony export */   jl: () => (/* binding */ MAX_YAML_BYTES),
/* harmony export */   ld: () => (/* binding */ items),
/* harmony export */   pj: () => (/* binding */ plain),
/* harmony export */   ws: () => (/* binding */ scalarText)
/* harmony export */ });
/* unused harmony export MAX_YAML_ALIASES */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
// Parsing repository YAML (workflows, compose files) as data: bounded in size and alias expansion, never
// executed, with a way back from a node to its line. Walking works on nodes (not plain values) so that
// every value keeps its position; aliases are followed one step (no copies, so no expansion bomb).

const MAX_YAML_BYTES = 1024 * 1024;
const MAX_YAML_ALIASES = 100;
/** Null when the text is too large or not valid YAML. */
function parseYaml(text) {
    if (text.length > MAX_YAML_BYTES)
        return null;
    const counter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter: counter, uniqueKeys: false, prettyErrors: false });
    if (doc.errors.length > 0)
        return null;
    return { doc, lineAt: (offset) => counter.linePos(offset).line };
}
/** A node as plain values, aliases expanded within MAX_YAML_ALIASES; null when over the bound. */
function plain(source, node) {
    const resolved = resolve(source, node);
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(resolved))
        return null;
    try {
        return resolved.toJS(source.doc, { maxAliasCount: MAX_YAML_ALIASES });
    }
    catch {
        return null;
    }
}
function resolve(source, node) {
    return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(node) ? node.resolve(source.doc) : node;
}
/** The value node under `key` of a map node. */
function child(source, node, key) {
    const map = resolve(source, node);
    return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(map) ? resolve(source, map.get(key, true)) : undefined;
}
function entries(source, node) {
    const map = resolve(source, node);
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(map))
        return [];
    return map.items.flatMap((pair) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) ? [[String(pair.key.value), resolve(source, pair.value)]] : []);
}
function items(source, node) {
    const seq = resolve(source, node);
    return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(seq) ? seq.items.map((item) => resolve(source, item)) : [];
}
/** A scalar node holding a string or number (as text), or null. */
function scalarText(node) {
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) || (typeof node.value !== 'string' && typeof node.value !== 'number'))
        return null;
    return { value: String(node.value), node };
}
/** Line of a node's first character. */
function lineOf(source, node) {
    return source.lineAt(node.range?.[0] ?? 0);
}


/***/ }),

/***/ 330:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ gitTrackedFiles)
/* harmony export */ });
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3133);
// The files git tracks in a checkout: what the lock-file discovery and the local checks read first.

/** Room for the listing of a very large monorepo (a few million paths). */
const MAX_LISTING_BYTES = 512 * 1024 * 1024;
/** Workspace-relative paths, or null when the folder is not a git checkout (or git is missing or refuses it). */
async function gitTrackedFiles(workspace) {
    // quotepath=off: paths come back as they are, not octal-escaped.
    const listing = await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .E)(workspace, ['-c', 'core.quotepath=off', 'ls-files', '-z'], {
        maxBuffer: MAX_LISTING_BYTES,
    });
    return listing === null
        ? null
        : listing
            .toString('utf8')
            .split('\0')
            .filter((path) => path !== '');
}


/***/ }),

/***/ 3133:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ runGit)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
// Runs git in the checkout and gives back what it printed, or null when git fails (missing, not a
// checkout, an unknown object, over the output bound or the time bound): callers fall back on null.

function runGit(cwd, args, options = {}) {
    const { maxBuffer = 64 * 1024 * 1024, timeoutMs = 0 } = options;
    return new Promise((resolve) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', args, 
        // Never wait for a credential prompt: a fetch without access must fail, not hang the job.
        {
            cwd,
            encoding: 'buffer',
            maxBuffer,
            timeout: timeoutMs,
            env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
        }, (error, stdout) => resolve(error === null ? stdout : null));
    });
}


/***/ })

};
