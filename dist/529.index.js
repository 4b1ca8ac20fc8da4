export const id = 529;
export const ids = [529];
export const modules = {

/***/ 8529:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runFingerprint: () => (/* reexport */ runFingerprint),
  runLocalChecks: () => (/* binding */ runLocalChecks)
});

// UNUSED EXPORTS: LOCAL_CHECK_IDS, LOCAL_CHECK_RULES, MAX_RESULTS_PER_CHECK, redact

// EXTERNAL MODULE: ./src/local-checks/actions-injection.ts + 5 modules
var actions_injection = __webpack_require__(3297);
// EXTERNAL MODULE: ./src/local-checks/catalogue.ts
var catalogue = __webpack_require__(34278);
// EXTERNAL MODULE: ./src/local-checks/paths.ts
var paths = __webpack_require__(28059);
;// CONCATENATED MODULE: ./src/local-checks/keyword-lines.ts
function isLineBreak(code) {
    return code === 10 || code === 13 || code === 0x2028 || code === 0x2029;
}
/** The lines holding a keyword flagged in `wanted` (by its index in the scanner), in text order, once each. */
function keywordLines(text, hits, wanted) {
    const lines = [];
    let end = -1;
    for (let i = 0; i < hits.ends.length; i += 1) {
        // The keyword's last character: never a line break, so on the keyword's line.
        const at = (hits.ends[i] ?? 0) - 1;
        if (at < end || wanted[hits.keywordOf[i] ?? 0] !== 1)
            continue;
        let start = at;
        while (start > end + 1 && !isLineBreak(text.charCodeAt(start - 1)))
            start -= 1;
        end = at + 1;
        while (end < text.length && !isLineBreak(text.charCodeAt(end)))
            end += 1;
        lines.push({ start, end });
    }
    return lines;
}
/**
 * The matches of a global pattern that never crosses a line break, found within the given lines only. Each
 * is placed back in the whole text (`index`, `input`): the rules' checks look around it.
 */
function matchesWithinLines(pattern, text, lines) {
    const own = new RegExp(pattern);
    const matches = [];
    for (const { start, end } of lines) {
        const line = text.slice(start, end);
        own.lastIndex = 0;
        for (let match = own.exec(line); match !== null; match = own.exec(line)) {
            if (match[0] === '')
                own.lastIndex += 1;
            match.index += start;
            match.input = text;
            matches.push(match);
        }
    }
    return matches;
}
/**
 * The matches of a global pattern whose every match starts a line (it may run on over the next lines),
 * tried at the start of the given lines only; as the global pattern would, a line inside an earlier match
 * is not tried.
 */
function matchesAtLineStarts(pattern, text, lines) {
    const sticky = new RegExp(pattern.source, `${pattern.flags}y`);
    const matches = [];
    let from = 0;
    for (const { start } of lines) {
        if (start < from)
            continue;
        sticky.lastIndex = start;
        const match = sticky.exec(text);
        if (match === null)
            continue;
        matches.push(match);
        from = match.index + Math.max(match[0].length, 1);
    }
    return matches;
}

;// CONCATENATED MODULE: ./src/local-checks/keyword-scanner.ts
// Which of many literal keywords occur in a text, in one pass (an Aho-Corasick automaton over ASCII).
// A regular expression alternating a hundred and more literals tries each at every position and costs
// several times more. The secret rules ask this once per file to skip the rules whose keywords are absent,
// and to run the line-bound ones only on the lines where one of their keywords occurs.
const ALPHABET_BITS = 7;
const ALPHABET = 1 << ALPHABET_BITS;
/** A transition's low 15 bits name the next state; the top bit marks a state where a keyword ends. */
const STATE = 0x7fff;
const TERMINAL = 0x8000;
class KeywordScanner {
    /** The keywords, each once; `scan` names them by their index here. */
    keywords;
    /**
     * The state after reading a character, at `state * ALPHABET + char` (every transition filled in), with
     * TERMINAL set when some keyword ends there: the loop that sees every character makes one typed-array
     * read and one comparison per character.
     */
    next;
    /** The indexes of the keywords that end at each state, following suffix links; empty for most states. */
    endingAt;
    ignoreCase;
    /** With `ignoreCase`, a keyword is found in any case (`Token`, `tOKEN`) and named in lower case. */
    constructor(keywords, { ignoreCase = false } = {}) {
        this.ignoreCase = ignoreCase;
        this.keywords = [...new Set(keywords.map((keyword) => this.fold(keyword)))];
        const children = [new Map()];
        const ending = [[]];
        for (const [index, keyword] of this.keywords.entries()) {
            if (!/^[\x00-\x7f]+$/.test(keyword))
                throw new Error(`keyword "${keyword}" is not ASCII: only ASCII is scanned`);
            let state = 0;
            for (const ch of keyword) {
                const code = ch.charCodeAt(0);
                let child = children[state]?.get(code);
                if (child === undefined) {
                    child = children.length;
                    children.push(new Map());
                    ending.push([]);
                    children[state]?.set(code, child);
                }
                state = child;
            }
            ending[state]?.push(index);
        }
        if (children.length > STATE)
            throw new Error(`${keywords.length} keywords are too many for one scanner`);
        this.next = new Uint16Array(children.length * ALPHABET);
        this.endingAt = ending;
        this.link(children, ending);
        for (const [i, state] of this.next.entries())
            if ((ending[state]?.length ?? 0) > 0)
                this.next[i] = state | TERMINAL;
        if (ignoreCase)
            this.foldUpperCase(children.length);
    }
    /** The index of `keyword` in `keywords` (-1 when it is not one). */
    indexOf(keyword) {
        return this.keywords.indexOf(this.fold(keyword));
    }
    fold(keyword) {
        return this.ignoreCase ? keyword.toLowerCase() : keyword;
    }
    /** An upper-case letter then moves every state as its lower-case letter does: the scan costs the same. */
    foldUpperCase(states) {
        const offset = 'a'.charCodeAt(0) - 'A'.charCodeAt(0);
        for (let state = 0; state < states; state += 1) {
            for (let code = 'A'.charCodeAt(0); code <= 'Z'.charCodeAt(0); code += 1) {
                this.next[state * ALPHABET + code] = this.next[state * ALPHABET + code + offset] ?? 0;
            }
        }
    }
    /** Breadth first: each state's transitions fall back to those of its longest proper suffix state. */
    link(children, ending) {
        const suffix = new Int32Array(children.length);
        const queue = [];
        for (const [code, child] of children[0] ?? []) {
            this.next[code] = child;
            queue.push(child);
        }
        for (let head = 0; head < queue.length; head += 1) {
            const state = queue[head] ?? 0;
            ending[state]?.push(...(ending[suffix[state] ?? 0] ?? []));
            for (let code = 0; code < ALPHABET; code += 1) {
                const child = children[state]?.get(code);
                const fallback = this.next[(suffix[state] ?? 0) * ALPHABET + code] ?? 0;
                if (child === undefined) {
                    this.next[state * ALPHABET + code] = fallback;
                }
                else {
                    this.next[state * ALPHABET + code] = child;
                    suffix[child] = fallback;
                    queue.push(child);
                }
            }
        }
    }
    /** The keywords that occur in `text`. */
    present(text) {
        const { present } = this.scan(text);
        return new Set(this.keywords.filter((_, index) => present[index] === 1));
    }
    /** Which keywords occur in `text`, and where each occurrence ends. */
    scan(text) {
        const present = new Uint8Array(this.keywords.length);
        const ends = [];
        const keywordOf = [];
        const { next, endingAt } = this;
        let state = 0;
        const length = text.length;
        for (let i = 0; i < length; i += 1) {
            const code = text.charCodeAt(i);
            const entry = code < ALPHABET ? (next[(state << ALPHABET_BITS) | code] ?? 0) : 0;
            state = entry & STATE;
            if (entry > STATE) {
                for (const index of endingAt[state] ?? []) {
                    present[index] = 1;
                    ends.push(i + 1);
                    keywordOf.push(index);
                }
            }
        }
        return { present, ends, keywordOf };
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/local-checks/secret-context.ts
// Where a secret sits changes what it is. Example files are not read for secrets at all; in test code and
// documentation a value recognised only by its surroundings (a password assignment, a connection string)
// is most likely a sample, so it becomes a note (severity `info`, with the reason), while a provider-
// formatted key keeps its severity: a real key pasted into a test is still a leak. Keys that providers
// publish for testing are notes wherever they are; examples from providers' documentation are never reported.

/**
 * Files that are examples or test data by their path: under a test fixtures folder (`test/fixtures/`,
 * `tests/fixtures/`, `__fixtures__/`, `testdata/`) or named as an example (`.env.example`,
 * `config.sample.json`, `settings.template.yml`). Secrets there are expected to be fake.
 */
function isExamplePath(path) {
    if (/(?:^|\/)(?:tests?|spec|__tests__)\/(?:.*\/)?fixtures\/|(?:^|\/)(?:__fixtures__|testdata)\//.test(path)) {
        return true;
    }
    const name = path.slice(path.lastIndexOf('/') + 1);
    return /(?:^|\.)(?:example|sample|template|dist)(?:\.|$)/i.test(name);
}
/**
 * Test folders, test-support packages and crates among them: `tests/`, `testing/`, `testutils/`,
 * `test_utils/`, `test-helpers/`, `fixtures/`, `__snapshots__/`, and packages named for their tests
 * (`foo-test/src/`, `foo_tests/`, .NET's `Shop.Tests/`).
 */
const TEST_FOLDER = /(?:^|\/)(?:specs?|__tests__|__mocks__|__snapshots__|mocks?|fixtures?|e2e|cypress|playwright|(?:[\w.-]*[-_.])?(?:tests?|testing|test[-_]?(?:utils?|helpers?|support|kit|lib|common)))\//i;
/** Folders named in CamelCase for their tests: `UnitTests/`, `Shop.IntegrationTests/` (not `latest/`). */
const CAMEL_TEST_FOLDER = /(?:^|\/)[\w.-]*[a-z0-9](?:Tests?|Specs?)\//;
/** Test files by name, snapshot files (`*.snap`) and Rust test modules kept in their own file (`tests.rs`). */
const TEST_FILE = /(?:\.(?:test|spec|e2e|cy|stories)\.[a-z]+|_test\.(?:go|py|rb|exs?|dart|rs)|_spec\.rb|(?:Test|Tests|Spec|IT)\.(?:java|kt|scala|cs|groovy|swift|php)|\.snap(?:shot)?)$|(?:^|\/)(?:test_[^/]*\.py|conftest\.py|tests?\.rs)$/;
const DOCS_FOLDER = /(?:^|\/)(?:docs?|documentation|examples?|samples?|demos?)\//i;
/**
 * Documents by name: markup, and files that are documentation in another form: an API's request examples
 * (`examples-1.json` of AWS SDKs, `examples.yaml`) and Python package metadata (`PKG-INFO`, `METADATA`),
 * which carries the README.
 */
const DOCS_FILE = /\.(?:md|mdx|markdown|rst|adoc|asciidoc|ipynb)$|(?:^|\/)(?:examples?(?:[-_.][\w.-]*)?\.(?:json|ya?ml)|PKG-INFO|[^/]+\.(?:dist|egg)-info\/METADATA)$/i;
/** Test code or documentation, by path; null for everything else. */
function fileRole(path) {
    if (TEST_FOLDER.test(path) || CAMEL_TEST_FOLDER.test(path) || TEST_FILE.test(path))
        return 'test code';
    if (DOCS_FOLDER.test(path) || DOCS_FILE.test(path))
        return 'documentation';
    return null;
}
/** Keys published for testing, by SHA-256 (so this file does not hold them), with who publishes them. */
const PUBLISHED_TEST_KEYS = new Map([
    [
        '0011cc25eb4320717494d2703e8cba85743e71b500283c21c8b88147992f9059',
        "the Azurite storage emulator's account key",
    ],
    ['f5e95c9954635b65acab57e6d5ea663eb900f06dc8794a90358f5abb1c77d4e0', "Google reCAPTCHA's test secret key"],
]);
/**
 * Example credentials printed in providers' own documentation and copied into countless READMEs, tests and
 * placeholders, by SHA-256: never reported, like AWS's `…EXAMPLE` keys. Slack's OAuth response example,
 * Telegram's BotFather example, Mailgun's samples.mailgun.org key, Dynatrace's token-format example, X's
 * revoked app-only bearer token from its OAuth 2.0 guide; Google's API key examples: the one in Google Cloud's
 * API keys guide, the one in FlutterFire's `FirebaseOptions.apiKey` reference, and the referrer-restricted
 * key of the Google Maps Platform samples; Discord's example bot token and bearer token from its API
 * reference's Authorization headers.
 */
const DOCUMENTED_EXAMPLES = new Set([
    '2ddc147f3a3b5a1722b8ed6be3c45c49a7156b17fca5d11410137a6d04def6eb',
    '0b5dd075ccdd03c42f4edda8e299e6838e2a75d3486a2a8d86940ed1541e9178',
    '9c846fdf0fa8955c377d0301542ee20ecd4585c5f359aa0a4cf15d44424f573d',
    '559fab6733c7072076ce2ef9d3e21f9abb7cab2cbcf96212ece598fcc78668fc',
    'b390e2e57c227c0722bf8a283a4d3cb4dcf067da300d776b0b17797025b95824',
    'ac9265e56c79b234607ec72c53753cfea9f88c99eb713790ddf9be5593bb4465',
    '6ca6473b42d9c17e9059568aa166fa8b542a90ec4b6c38f25ab55d2be31c12e0',
    'e4902a0b38812b15ed5701b17fd4fd8c69d7e176d7517fa791981dc77e3b5e0d',
    '02f7ce3c263f85c019eeeeea4b08f1b7f6ade2b7a2199c14f3efdac0eef382e1',
    '35cd205c3caa8aa9418aaa84060d699c76c3e9acac4cf3090734370fa13da414',
]);
/** A value published on purpose: a provider's documented example, or a key for testing (and whose). */
function publishedValue(secret) {
    const hash = (0,external_node_crypto_.createHash)('sha256').update(secret).digest('hex');
    if (DOCUMENTED_EXAMPLES.has(hash))
        return { example: true };
    const testKeyOf = PUBLISHED_TEST_KEYS.get(hash);
    return testKeyOf === undefined ? null : { testKeyOf };
}
/**
 * The severity and note of a secret found at `path`, given how its rule recognised it; `region` when the
 * line is test code or documentation inside a source file (test-modules.ts, doc-comments.ts).
 */
function assessSecret(match, path, region) {
    if (match.publishedBy !== undefined) {
        return { severity: 'info', note: `: ${match.publishedBy}, published for testing (not a credential)` };
    }
    const role = region ?? fileRole(path);
    if (role === null)
        return { severity: match.severity, note: '' };
    if (match.confidence === 'context') {
        return { severity: 'info', note: ` (in ${role}: most likely a sample value, not a live credential)` };
    }
    return { severity: match.severity, note: ` (in ${role}; a provider-formatted key is live until revoked)` };
}

// EXTERNAL MODULE: ./src/local-checks/secret-rule-order.ts + 10 modules
var secret_rule_order = __webpack_require__(61849);
// EXTERNAL MODULE: ./src/local-checks/values.ts
var values = __webpack_require__(6693);
;// CONCATENATED MODULE: ./src/local-checks/text.ts
// Turning offsets in a text into 1-based line numbers, with the line starts computed once per text.
class LineLocator {
    text;
    starts = null;
    constructor(text) {
        this.text = text;
    }
    lineAt(offset) {
        const starts = (this.starts ??= lineStarts(this.text));
        let low = 0;
        let high = starts.length - 1;
        while (low < high) {
            const mid = (low + high + 1) >> 1;
            if ((starts[mid] ?? 0) <= offset)
                low = mid;
            else
                high = mid - 1;
        }
        return low + 1;
    }
}
function lineStarts(text) {
    const starts = [0];
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
        starts.push(i + 1);
    return starts;
}

;// CONCATENATED MODULE: ./src/local-checks/secrets.ts
// The one secret detector behind tracked-secrets, git-history, container-values and public-environment,
// and the one way a secret may appear in a report: redacted.
//
// What is deliberately not reported is listed in README.md (Allowlist): placeholders and documented
// examples (`isPlaceholder`), low-entropy values, keys public by design, loopback and stock-password URLs,
// example and fixture files (`isExamplePath`), examples from providers' documentation (by hash), and keys
// published for testing (by hash, left out unless asked for: tracked-secrets and git-history report them as
// notes, see secret-context.ts).








/**
 * Every rule keyword, found in one pass over a text instead of one per keyword, in any case: a rule whose
 * pattern ignores case (`pASSWORD=…`) must see every line it can match on.
 */
const KEYWORDS = new KeywordScanner(secret_rule_order/* SECRET_RULES */.vt.flatMap((rule) => rule.keywords), { ignoreCase: true });
const RULE_KEYWORDS = secret_rule_order/* SECRET_RULES */.vt.map((rule) => {
    const indexes = rule.keywords.map((keyword) => KEYWORDS.indexOf(keyword));
    const flags = new Uint8Array(KEYWORDS.keywords.length);
    for (const index of indexes)
        flags[index] = 1;
    return { indexes, flags };
});
/** A text with more matches than this is a dump or a fixture, not a config: the rest add nothing. */
const MAX_MATCHES_PER_TEXT = 200;
/** Every secret in a text, at most one per stretch of text (the most specific rule wins). */
function findSecrets(text, options = {}) {
    const hits = KEYWORDS.scan(text);
    const found = [];
    for (const [index, rule] of secret_rule_order/* SECRET_RULES */.vt.entries()) {
        const keywords = RULE_KEYWORDS[index];
        if (keywords === undefined || !applies(keywords, hits))
            continue;
        for (const match of ruleMatches(rule, text, keywords, hits)) {
            if (found.length >= MAX_MATCHES_PER_TEXT)
                break;
            const secret = (rule.secretOf ?? ((m) => m[1]))(match);
            if (secret === undefined || !isSecret(rule, secret, match))
                continue;
            const published = publishedValue(secret);
            if (published !== null && ('example' in published || options.published !== true))
                continue;
            const publishedBy = published === null || 'example' in published ? undefined : published.testKeyOf;
            // A value joined from several lines (a continued properties entry) is not a slice of the text.
            const at = match[0].indexOf(secret);
            const start = match.index + Math.max(at, 0);
            const end = at === -1 ? match.index + match[0].length : start + secret.length;
            const lineOffset = rule.lineAtMatch === true ? match.index : start;
            if (!found.some((f) => f.start < end && start < f.end))
                found.push({ rule, secret, start, end, lineOffset, publishedBy });
        }
    }
    const lines = new LineLocator(text);
    return found
        .sort((a, b) => a.start - b.start)
        .map(({ rule, secret, lineOffset, publishedBy }) => ({
        ruleId: rule.id,
        ruleName: rule.name,
        severity: rule.severity,
        confidence: rule.confidence,
        ...(publishedBy === undefined ? {} : { publishedBy }),
        secret,
        line: lines.lineAt(lineOffset),
    }));
}
function applies({ indexes }, hits) {
    return indexes.length === 0 || indexes.some((k) => hits.present[k] === 1);
}
/** The rule's matches: on the lines its scope allows (see `SecretRule.scope`), or over the whole text. */
function ruleMatches(rule, text, keywords, hits) {
    // A rule without keywords has no lines to go to: it reads the whole text.
    if (rule.scope === undefined || keywords.indexes.length === 0)
        return text.matchAll(rule.pattern);
    const lines = keywordLines(text, hits, keywords.flags);
    return rule.scope === 'line'
        ? matchesWithinLines(rule.pattern, text, lines)
        : matchesAtLineStarts(rule.pattern, text, lines);
}
function isSecret(rule, secret, match) {
    return (!(rule.isPlaceholder ?? values/* isPlaceholder */.wK)(secret) &&
        (0,values/* shannonEntropy */.ly)(secret) >= (rule.minEntropy ?? secret_rule_order/* MIN_ENTROPY */.ti) &&
        (rule.accept?.(secret, match) ?? true));
}
/** At most the first 4 characters (fewer for short secrets) and the length: `AKIA… (20 chars)`. */
function redact(secret) {
    const shown = secret.slice(0, Math.min(4, Math.floor(secret.length / 5)));
    return `${shown}… (${secret.length} chars)`;
}

;// CONCATENATED MODULE: ./src/local-checks/browser-artifacts.ts
// browser-artifacts: files in public web roots or build output that must never be served: env files,
// database dumps, backups and archives, version-control metadata, keys and credential files. By path only.



const KINDS = [
    {
        rule: 'env-file',
        severity: 'critical',
        what: 'an environment file',
        matches: (name) => name === '.env' || name.startsWith('.env.') || name.endsWith('.env'),
    },
    {
        rule: 'private-key',
        severity: 'critical',
        what: 'a private key or keystore',
        matches: (name) => /^id_(?:rsa|dsa|ecdsa|ed25519)$/.test(name) || /\.(?:pem|key|p12|pfx|jks|keystore|ppk)$/i.test(name),
    },
    {
        rule: 'credentials-file',
        severity: 'high',
        what: 'a credentials file',
        matches: (name) => ['.npmrc', '.pypirc', '.netrc', '.git-credentials', '.htpasswd', 'credentials.json'].includes(name) ||
            /^secrets?\.(?:json|ya?ml|toml)$/i.test(name),
    },
    {
        rule: 'vcs-metadata',
        severity: 'high',
        what: 'version-control metadata',
        matches: (_, path) => /(?:^|\/)\.(?:git|svn|hg)\//.test(path),
    },
    {
        rule: 'database-dump',
        severity: 'high',
        what: 'a database file or dump',
        matches: (name) => /\.(?:sql|sqlite|sqlite3|db|dump)(?:\.gz|\.zip|\.bz2)?$/i.test(name),
    },
    {
        rule: 'backup-or-archive',
        severity: 'medium',
        what: 'a backup or archive',
        matches: (name) => /\.(?:bak|backup|old|orig|swp|zip|tar|tar\.gz|tgz|tar\.bz2|7z|rar)$|~$/i.test(name),
    },
];
const HELP = 'Remove the file from the served folder and from the repository, and keep such files out of public ' +
    'roots and build output (.gitignore, build excludes). If it held credentials or personal data, treat them as leaked.';
const BROWSER_ARTIFACTS_RULES = Object.fromEntries(KINDS.map((k) => [
    `browser-artifacts/${k.rule}`,
    (0,catalogue/* rule */.H)(`${k.what} in a served folder`, `A public web root or build output holds ${k.what}.`, HELP),
]));
function checkBrowserArtifacts(files) {
    const results = [];
    for (const { path } of files) {
        if (!(0,paths/* isServedPath */.B3)(path) || isExamplePath(path))
            continue;
        const kind = KINDS.find((k) => k.matches((0,paths/* baseName */.Fl)(path), path));
        if (kind === undefined)
            continue;
        results.push({
            checkId: 'browser-artifacts',
            ruleId: `browser-artifacts/${kind.rule}`,
            severity: kind.severity,
            file: path,
            line: 1,
            message: `${kind.what} in a served folder: anyone can download it`,
        });
    }
    return results;
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/local-checks/yaml-source.ts
var yaml_source = __webpack_require__(96700);
;// CONCATENATED MODULE: ./src/local-checks/dockerfile.ts
// Reading Dockerfiles and compose files for the container checks: instructions with their line, which
// files are which, and which build context each Dockerfile gets.



function isDockerfile(path) {
    const name = (0,paths/* baseName */.Fl)(path);
    return (/^(?:Dockerfile|Containerfile)(?:\..+)?$/i.test(name) || /\.(?:dockerfile|containerfile)$/i.test(name));
}
function isComposeFile(path) {
    return /^(?:docker-)?compose(?:\.[\w-]+)*\.ya?ml$/i.test((0,paths/* baseName */.Fl)(path));
}
/** Instructions of a Dockerfile: comments dropped, `\` continuations joined. Heredoc bodies are not parsed. */
function parseDockerfile(text) {
    const instructions = [];
    let pending = null;
    text.split('\n').forEach((raw, index) => {
        const line = raw.replace(/\r$/, '');
        if (pending === null && /^\s*(?:#|$)/.test(line))
            return;
        if (pending !== null && /^\s*#/.test(line))
            return;
        const continued = /\\\s*$/.test(line);
        const part = continued ? line.replace(/\\\s*$/, '') : line;
        pending ??= { args: [], line: index + 1 };
        pending.args.push(part.trim());
        if (continued)
            return;
        const joined = pending.args.join(' ');
        const m = /^(\w+)\s*(.*)$/.exec(joined);
        if (m !== null)
            instructions.push({ keyword: (m[1] ?? '').toUpperCase(), args: m[2] ?? '', line: pending.line });
        pending = null;
    });
    return instructions;
}
/** Sources of a COPY/ADD (flags and the destination removed); null for `--from=` stage copies. */
function copySources(args) {
    const words = args.trim().startsWith('[') ? jsonWords(args) : args.split(/\s+/).filter((w) => w !== '');
    if (words.some((w) => /^--from=/i.test(w)))
        return null;
    const operands = words.filter((w) => !w.startsWith('--'));
    return operands.slice(0, -1);
}
function jsonWords(args) {
    try {
        const parsed = JSON.parse(args.trim());
        return Array.isArray(parsed) ? parsed.map(String) : [];
    }
    catch {
        return [];
    }
}
/**
 * Build context folder of each Dockerfile: the one a compose file names for it, else the Dockerfile's own
 * folder (as `docker build .` next to it would use).
 */
function buildContexts(composeFiles) {
    const contexts = new Map();
    for (const { path, text } of composeFiles) {
        const source = (0,yaml_source/* parseYaml */.hN)(text);
        if (source === null)
            continue;
        for (const [, service] of (0,yaml_source/* entries */.jO)(source, (0,yaml_source/* child */.jf)(source, source.doc.contents, 'services'))) {
            const build = (0,yaml_source/* child */.jf)(source, service, 'build');
            const short = (0,yaml_source/* scalarText */.ws)(build)?.value;
            const context = short ?? (0,yaml_source/* scalarText */.ws)((0,yaml_source/* child */.jf)(source, build, 'context'))?.value ?? '.';
            const dockerfile = short === undefined
                ? ((0,yaml_source/* scalarText */.ws)((0,yaml_source/* child */.jf)(source, build, 'dockerfile'))?.value ?? 'Dockerfile')
                : 'Dockerfile';
            if (build === undefined || /^[a-z]+:\/\//i.test(context))
                continue;
            const contextPath = external_node_path_.posix.normalize(external_node_path_.posix.join((0,paths/* dirName */.BB)(path) || '.', context));
            contexts.set(external_node_path_.posix.normalize(external_node_path_.posix.join(contextPath, dockerfile)), contextPath === '.' ? '' : contextPath);
        }
    }
    return contexts;
}

;// CONCATENATED MODULE: ./src/local-checks/dockerignore.ts
// A .dockerignore matcher: Go-style globs (`*`, `?`, `**`), `!` exceptions, the last matching line wins,
// and a pattern that matches a folder excludes everything in it.
function parseDockerIgnore(text) {
    const patterns = text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('#'))
        .map((line) => {
        const negated = line.startsWith('!');
        const glob = (negated ? line.slice(1) : line).replace(/^\/+|^\.\//, '').replace(/\/+$/, '');
        return { negated, regex: new RegExp(`^${globSource(glob)}(?:/.*)?$`) };
    });
    return {
        excludes(path) {
            let excluded = false;
            for (const p of patterns)
                if (p.regex.test(path))
                    excluded = !p.negated;
            return excluded;
        },
    };
}
function globSource(glob) {
    return glob
        .split('**')
        .map((part) => part
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replaceAll('*', '[^/]*')
        .replaceAll('?', '[^/]'))
        .join('.*')
        .replace(/\.\*\//g, '(?:.*/)?');
}

;// CONCATENATED MODULE: ./src/local-checks/container-files.ts
// container-files: Dockerfiles that copy secrets into image layers (`COPY .env`, keys, credential files) or
// the whole build context (`COPY . .`) while the context's .dockerignore does not keep `.env` and key files
// out. Whatever lands in a layer can be read by anyone who can pull the image. Compose files are read for
// the build context they give each Dockerfile.






const CONTAINER_FILES_RULES = {
    'container-files/copies-secret-file': (0,catalogue/* rule */.H)('Secret file copied into the image', 'A COPY or ADD instruction copies an env file, a private key or a credentials file into an image layer.', 'Pass secrets at build time with `RUN --mount=type=secret` and at run time through the environment or a secret store.'),
    'container-files/context-not-ignored': (0,catalogue/* rule */.H)('Whole build context copied without excluding secrets', 'COPY . / ADD . copies the build context, and no .dockerignore keeps `.env` (or the key files in the context) out.', 'Add a .dockerignore next to the context root that excludes `.env`, `.env.*`, `*.pem`, `*.key` and `id_*` (or copy only what the image needs).'),
};
/** Source names that are secrets, with how bad copying them is. */
const SECRET_SOURCES = [
    { test: /^\.env(?:\..+)?$|\.env$/, severity: 'high' },
    {
        test: /^id_(?:rsa|dsa|ecdsa|ed25519)$|\.(?:pem|key|p12|pfx|jks|keystore)$|^\.ssh$|^\.aws$/,
        severity: 'high',
    },
    { test: /^(?:\.git-credentials|\.netrc|credentials\.json)$/, severity: 'high' },
    { test: /^\.(?:npmrc|pypirc)$/, severity: 'medium' },
];
const KEY_FILE = /^id_(?:rsa|dsa|ecdsa|ed25519)$|\.(?:pem|key|p12|pfx|jks|keystore)$/;
const WHOLE_CONTEXT = new Set(['.', './', '*', './*']);
function checkContainerFiles(files) {
    const byPath = new Map(files.map((f) => [f.path, f]));
    const contexts = buildContexts(files.filter((f) => isComposeFile(f.path)).flatMap((f) => withText(f)));
    return files
        .filter((f) => isDockerfile(f.path) && !isExamplePath(f.path))
        .flatMap((dockerfile) => {
        const text = dockerfile.text();
        if (text === null)
            return [];
        const dir = contexts.get(dockerfile.path) ?? (0,paths/* dirName */.BB)(dockerfile.path);
        const context = { dir, ignore: dockerIgnoreFor(dockerfile.path, dir, byPath), files };
        return parseDockerfile(text)
            .filter((i) => i.keyword === 'COPY' || i.keyword === 'ADD')
            .flatMap((i) => (copySources(i.args) ?? []).flatMap((source) => {
            const found = copyFinding(source, context);
            return found === null
                ? []
                : [{ checkId: 'container-files', file: dockerfile.path, line: i.line, ...found }];
        }));
    });
}
function withText(file) {
    const text = file.text();
    return text === null ? [] : [{ path: file.path, text }];
}
/** BuildKit reads `<Dockerfile>.dockerignore` first, then `.dockerignore` at the context root. */
function dockerIgnoreFor(dockerfile, dir, files) {
    for (const candidate of [
        `${dockerfile}.dockerignore`,
        dir === '' ? '.dockerignore' : `${dir}/.dockerignore`,
    ]) {
        const text = files.get(candidate)?.text();
        if (text !== undefined && text !== null)
            return parseDockerIgnore(text);
    }
    return null;
}
function copyFinding(source, context) {
    const name = (0,paths/* baseName */.Fl)(source.replace(/\/+$/, ''));
    const secret = SECRET_SOURCES.find((s) => s.test.test(name));
    if (secret !== undefined && !isExamplePath(name)) {
        return {
            ruleId: 'container-files/copies-secret-file',
            severity: secret.severity,
            message: `copies ${source} into the image`,
        };
    }
    return WHOLE_CONTEXT.has(source) ? contextLeak(context) : null;
}
/** What a whole-context copy would take along: tracked key files, or at least any `.env` present at build time. */
function contextLeak({ dir, ignore, files }) {
    const ruleId = 'container-files/context-not-ignored';
    const keys = files
        .map((f) => (dir === '' ? f.path : f.path.startsWith(`${dir}/`) ? f.path.slice(dir.length + 1) : null))
        .filter((p) => p !== null && KEY_FILE.test(external_node_path_.posix.basename(p)) && !(ignore?.excludes(p) ?? false));
    if (keys.length > 0) {
        return {
            ruleId,
            severity: 'high',
            message: `copies the whole build context, including ${keys.slice(0, 3).join(', ')}`,
        };
    }
    if (ignore === null) {
        return {
            ruleId,
            severity: 'medium',
            message: 'copies the whole build context and there is no .dockerignore (a local .env would be copied)',
        };
    }
    if (ignore.excludes('.env'))
        return null;
    return {
        ruleId,
        severity: 'medium',
        message: 'copies the whole build context and .dockerignore does not exclude .env',
    };
}

;// CONCATENATED MODULE: ./src/local-checks/value-identity.ts
// What a secret result is about, for telling old secrets from new ones: the whole matched value. It is kept
// beside the result object (a WeakMap), never in it, so nothing that writes results out (the report, SARIF,
// annotations, logs) can carry it; the runner turns it into a fingerprint under a key made per run
// (`runFingerprint`), and only fingerprints leave the local checks.

const HELD = new WeakMap();
/** Marks `result` as reporting the secret `value`; the checks call it where they match the value. */
function reportingSecret(result, value, basis) {
    HELD.set(result, { value, basis });
    return result;
}
/** The secret a result reports (the runner's use only: it fingerprints it at once). */
function heldSecret(result) {
    return HELD.get(result);
}
/**
 * HMAC-SHA256 under a random key that lives only in this closure: the same value gives the same fingerprint
 * within the run (the head and the base are checked with one), and nothing outside the run can link a
 * fingerprint to a value or to another run's.
 */
function runFingerprint() {
    const key = (0,external_node_crypto_.randomBytes)(32);
    return (value) => (0,external_node_crypto_.createHmac)('sha256', key).update(value, 'utf8').digest('base64url');
}

;// CONCATENATED MODULE: ./src/local-checks/container-values.ts
// container-values: secret values written into Dockerfile ENV/ARG instructions or compose `environment`
// and `build.args`. ENV and ARG values are stored in the image (`docker history`, `docker inspect`).
// References (`$VAR`, `${VAR}`), empty values, placeholders and stock development passwords are not reported.








const container_values_HELP = 'Do not bake secrets into images or compose files: use `RUN --mount=type=secret` at build time, and ' +
    '`${VAR}` references, env_file (not committed) or compose/swarm secrets at run time. Rotate the exposed value.';
const CONTAINER_VALUES_RULES = {
    'container-values/secret-value': (0,catalogue/* rule */.H)('Credential written into a container definition', 'An ENV/ARG instruction or a compose environment entry holds a value shaped like a credential.', container_values_HELP),
    'container-values/secret-name': (0,catalogue/* rule */.H)('Literal value for a secret-named container variable', 'An ENV/ARG instruction or a compose environment entry gives a secret-named variable (PASSWORD, TOKEN…) a literal value.', container_values_HELP),
};
function checkContainerValues(files) {
    return files.flatMap((file) => {
        const reader = isDockerfile(file.path)
            ? dockerfileAssignments
            : isComposeFile(file.path)
                ? composeAssignments
                : null;
        const text = reader === null || isExamplePath(file.path) ? null : file.text();
        if (reader === null || text === null)
            return [];
        return reader(text).flatMap((a) => judge(a, file.path) ?? []);
    });
}
/**
 * A finding for one assignment, or null. In test code and docs, a value known only by its name (or by a
 * rule that reads its context) is a note; a provider-formatted key keeps its severity (secret-context.ts).
 */
function judge({ name, value, line }, file) {
    if (value === '' || value.includes('$') || (0,values/* isPlaceholder */.wK)(value))
        return null;
    const base = { checkId: 'container-values', file, line, evidence: redact(value) };
    const shaped = findSecrets(`${name}=${value}`)[0];
    if (shaped !== undefined) {
        const { severity, note } = assessSecret({ severity: 'critical', confidence: shaped.confidence }, file);
        const result = {
            ...base,
            ruleId: 'container-values/secret-value',
            severity,
            message: `${shaped.ruleName} in ${name}${note}`,
        };
        return reportingSecret(result, shaped.secret, shaped.confidence);
    }
    if (!(0,values/* looksLikeSecretName */.FF)(name) ||
        secret_rule_order/* DEFAULT_PASSWORDS */.xB.has(value.toLowerCase()) ||
        // `POSTGRES_PASSWORD: mysecretpassword`: a stand-in naming itself, or words describing a value.
        (0,values/* describesItself */.IO)(value) ||
        (0,values/* isDescriptiveText */.EA)(value))
        return null;
    const { severity, note } = assessSecret({ severity: 'high', confidence: 'context' }, file);
    const result = {
        ...base,
        ruleId: 'container-values/secret-name',
        severity,
        message: `${name} has a literal value written into the container definition${note}`,
    };
    return reportingSecret(result, value, 'name');
}
function dockerfileAssignments(text) {
    return parseDockerfile(text)
        .filter((i) => i.keyword === 'ENV' || i.keyword === 'ARG')
        .flatMap((i) => pairs(i.args).map(([name, value]) => ({ name, value, line: i.line })));
}
/** `A=1 B="two words"`, or the legacy `ENV NAME value with spaces`. */
function pairs(args) {
    const legacy = /^([A-Za-z_]\w*)\s+(?!\S*=)(.+)$/.exec(args);
    if (legacy !== null)
        return [[legacy[1] ?? '', legacy[2] ?? '']];
    return [...args.matchAll(/([A-Za-z_]\w*)=("(?:[^"\\]|\\.)*"|'[^']*'|\S*)/g)].map((m) => [
        m[1] ?? '',
        unquote(m[2] ?? ''),
    ]);
}
function unquote(value) {
    return /^(["']).*\1$/.test(value) ? value.slice(1, -1) : value;
}
function composeAssignments(text) {
    const source = (0,yaml_source/* parseYaml */.hN)(text);
    if (source === null)
        return [];
    return (0,yaml_source/* entries */.jO)(source, (0,yaml_source/* child */.jf)(source, source.doc.contents, 'services')).flatMap(([, service]) => [
        ...variables(source, (0,yaml_source/* child */.jf)(source, service, 'environment')),
        ...variables(source, (0,yaml_source/* child */.jf)(source, (0,yaml_source/* child */.jf)(source, service, 'build'), 'args')),
    ]);
}
/** Compose accepts both `KEY: value` maps and `- KEY=value` lists. */
function variables(source, node) {
    const fromMap = (0,yaml_source/* entries */.jO)(source, node).flatMap(([name, valueNode]) => {
        const scalar = (0,yaml_source/* scalarText */.ws)(valueNode);
        return scalar === null ? [] : [{ name, value: scalar.value, line: (0,yaml_source/* lineOf */.cA)(source, scalar.node) }];
    });
    const fromList = (0,yaml_source/* items */.ld)(source, node).flatMap((item) => {
        const scalar = (0,yaml_source/* scalarText */.ws)(item);
        const m = scalar === null ? null : /^([^=]+)=(.*)$/.exec(scalar.value);
        return scalar === null || m === null
            ? []
            : [{ name: m[1] ?? '', value: m[2] ?? '', line: (0,yaml_source/* lineOf */.cA)(source, scalar.node) }];
    });
    return [...fromMap, ...fromList];
}

;// CONCATENATED MODULE: ./src/local-checks/public-environment.ts
// public-environment: secrets in variables that bundlers inline into the browser bundle (NEXT_PUBLIC_*,
// VITE_*, REACT_APP_*, NUXT_PUBLIC_*, PUBLIC_*, EXPO_PUBLIC_*, VUE_APP_*, GATSBY_*) and in Expo's
// `expo.extra`, which ships in the app manifest. Read from env files (examples left out) and framework configs.
//
// Not reported, because they are meant to be public: Stripe publishable keys (`pk_…`), Supabase anon keys
// (a JWT with role `anon`) and `sb_publishable_…` keys, Google API keys (`AIza…`, restricted by referrer),
// Mapbox public tokens (`pk.…`), names with ANON, PUBLISHABLE, PUBLIC_KEY, SITE_KEY or CLIENT_ID, and
// empty or placeholder values.







const public_environment_HELP = 'Everything in a browser-published variable ends up in the JavaScript that every visitor downloads. Rotate ' +
    'the secret, move it to a server-only variable (no public prefix) and use it only in server code.';
const PUBLIC_ENVIRONMENT_RULES = {
    'public-environment/secret-value': (0,catalogue/* rule */.H)('Credential in a browser-published variable', 'A variable that the bundler publishes to the browser holds a value shaped like a credential.', public_environment_HELP),
    'public-environment/secret-name': (0,catalogue/* rule */.H)('Secret-named browser-published variable', 'A variable that the bundler publishes to the browser is named like a secret (SECRET, PASSWORD, SERVICE_ROLE…) and has a value.', public_environment_HELP),
};
const PUBLIC_PREFIX = /^(?:NEXT_PUBLIC_|NUXT_PUBLIC_|EXPO_PUBLIC_|REACT_APP_|VITE_|VUE_APP_|GATSBY_|PUBLIC_)/;
const SECRET_NAME = /SECRET|PRIVATE|PASSWORD|PASSWD|SERVICE_?ROLE|SERVICE_?KEY|ADMIN_?KEY|MASTER_?KEY|AUTH_?TOKEN|ACCESS_?TOKEN|REFRESH_?TOKEN|CREDENTIAL|DATABASE_?URL|DB_?URL/i;
const PUBLIC_BY_DESIGN_NAME = /ANON|PUBLISHABLE|PUBLIC_?KEY|SITE_?KEY|CLIENT_?ID/i;
const PUBLISHABLE_VALUE = /^(?:pk_(?:live|test)_|sb_publishable_|pk\.eyJ|AIza)/;
const CONFIG_FILE = /^(?:next|vite|nuxt|astro|svelte|vue|app)\.config\.[cm]?[jt]s$|^gatsby-config\.[cm]?[jt]s$/;
const CONFIG_ASSIGNMENT = new RegExp(`(${PUBLIC_PREFIX.source.slice(1)}[A-Za-z0-9_]+)['"]?\\s*[:=]\\s*(?:JSON\\.stringify\\(\\s*)?(['"\`])([^'"\`\\r\\n]*)\\2`, 'g');
function checkPublicEnvironment(files) {
    return files.flatMap((file) => {
        const reader = publishedVariables(file.path);
        const text = reader === null || isExamplePath(file.path) ? null : file.text();
        if (reader === null || text === null)
            return [];
        return reader(text).flatMap((v) => public_environment_judge(v, file.path) ?? []);
    });
}
/** How to read the browser-published variables of a file, or null when it has none. */
function publishedVariables(path) {
    const name = (0,paths/* baseName */.Fl)(path);
    const prefixed = (read) => (text) => read(text).filter((v) => PUBLIC_PREFIX.test(v.name));
    if ((0,paths/* isEnvFile */.qb)(path))
        return prefixed(envVariables);
    if (CONFIG_FILE.test(name))
        return prefixed(configVariables);
    // Everything under Expo's `extra` ships with the app, whatever its name.
    return name === 'app.json' ? expoExtra : null;
}
/** A finding for one published variable, or null when its value is empty, a placeholder or public by design. */
function public_environment_judge(variable, file) {
    const { name, value, line } = variable;
    if (value === '' || (0,values/* isPlaceholder */.wK)(value) || PUBLISHABLE_VALUE.test(value) || (0,values/* jwtRole */.i3)(value) === 'anon')
        return null;
    const base = { checkId: 'public-environment', file, line, evidence: redact(value) };
    const shaped = findSecrets(`${name}=${value}`)[0];
    // In test code and docs, a value known only by its name or context is a note (secret-context.ts).
    if (shaped !== undefined) {
        const { severity, note } = assessSecret({ severity: 'critical', confidence: shaped.confidence }, file);
        const message = `${shaped.ruleName} in ${name}, which is published to the browser${note}`;
        const result = { ...base, ruleId: 'public-environment/secret-value', severity, message };
        return reportingSecret(result, shaped.secret, shaped.confidence);
    }
    const bareName = name.replace(PUBLIC_PREFIX, '');
    if (!SECRET_NAME.test(bareName) || PUBLIC_BY_DESIGN_NAME.test(bareName))
        return null;
    const { severity, note } = assessSecret({ severity: 'high', confidence: 'context' }, file);
    const message = `${name} is named like a secret and is published to the browser${note}`;
    const result = { ...base, ruleId: 'public-environment/secret-name', severity, message };
    return reportingSecret(result, value, 'name');
}
function envVariables(text) {
    return text.split('\n').flatMap((raw, index) => {
        const m = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(raw);
        return m === null ? [] : [{ name: m[1] ?? '', value: envValue(m[2] ?? ''), line: index + 1 }];
    });
}
function envValue(raw) {
    const quote = raw[0];
    if (quote === '"' || quote === "'") {
        const end = raw.indexOf(quote, 1);
        return end === -1 ? raw.slice(1) : raw.slice(1, end);
    }
    return raw.replace(/\s+#.*$/, '');
}
function configVariables(text) {
    const lines = new LineLocator(text);
    return [...text.matchAll(CONFIG_ASSIGNMENT)].map((m) => ({
        name: m[1] ?? '',
        value: m[3] ?? '',
        line: lines.lineAt(m.index),
    }));
}
/** String values under `expo.extra` (nested objects included), located by their key's first appearance. */
function expoExtra(text) {
    let extra;
    try {
        extra = JSON.parse(text).expo?.extra;
    }
    catch {
        return [];
    }
    const lines = new LineLocator(text);
    const found = [];
    const walk = (value, depth) => {
        if (typeof value !== 'object' || value === null || depth > 4)
            return;
        for (const [key, inner] of Object.entries(value)) {
            if (typeof inner === 'string')
                found.push({ name: key, value: inner, line: lines.lineAt(Math.max(0, text.indexOf(`"${key}"`))) });
            else
                walk(inner, depth + 1);
        }
    };
    walk(extra, 0);
    return found;
}

;// CONCATENATED MODULE: ./src/local-checks/database-client.ts
// database-client: privileged database credentials given to a database client where the browser gets them.
// A database client (createClient, new Pool, firebase-admin's cert…) handed a service-role key, a server
// secret or a database URL gives every visitor full database access when:
// - the credential's variable has a public prefix (`NEXT_PUBLIC_…SERVICE_ROLE…`, `VITE_…SECRET…`, the
//   prefixes of public-environment.ts): the bundler publishes it, so this is reported in any file, server
//   code included (critical);
// - browser code holds the credential as a literal (critical) or reads a server-only variable (medium).
//
// Browser code: files with a 'use client' directive; files under public/static/www, components/, pages/
// (not pages/api), client/ or frontend/; files under src/ that are components (.jsx, .tsx, .vue, .svelte)
// or read `import.meta.env` (Vite); never files with 'use server', under api/, server/, functions/,
// supabase/, scripts/ or named *.server.* / route.* / middleware.*. Next.js app/ files count only with
// 'use client' (they are server components by default).







const database_client_HELP = 'Use only the anon or publishable key in the browser and protect data with row-level security; keep ' +
    'service-role keys and database URLs in server code (API routes, server actions, edge functions). Rotate an exposed key.';
const DATABASE_CLIENT_RULES = {
    'database-client/privileged-key-in-browser': (0,catalogue/* rule */.H)('Privileged database credential in browser code', 'A database client receives a service-role key or a server secret in browser code, or through a variable whose public prefix publishes it to the browser.', database_client_HELP),
    'database-client/server-variable-in-browser': (0,catalogue/* rule */.H)('Server-only database variable read in browser code', 'Browser code passes a server-only (unprefixed) secret variable to a database client: it is undefined in the bundle or, if inlined by a custom build, leaked.', database_client_HELP),
};
const CLIENT_CALL = /\b(?:createClient|createBrowserClient|createServerClient|createPool|createConnection|neon|postgres|knex|drizzle|initializeApp|cert)\s*\(|\bnew\s+(?:Pool|Client|MongoClient|PrismaClient|Sequelize|Redis|Kysely|Firestore)\s*\(/;
/** A variable name that says it holds a privileged credential, minus those public by design (anon keys). */
const PRIVILEGED_NAME = /SERVICE_?ROLE|SERVICE_?KEY|SECRET|PRIVATE|PASSWORD|ADMIN_?KEY|MASTER_?KEY|DATABASE_URL|DB_URL|POSTGRES_URL|MONGODB_URI|CONNECTION_STRING/;
const PUBLIC_BY_DESIGN = /ANON|PUBLISHABLE|PUBLIC_?KEY/;
/** `process.env.X`, `import.meta.env['X']`: how browser code reads a variable. */
const ENV_READ = /(?:process\.env|import\.meta\.env)(?:\.|\[\s*['"])([A-Z0-9_]+)/g;
/** An upper-case name as a whole word, however it is read (`env.X`, `get('X')`, `import { X } from '$env/static/public'`). */
const UPPER_CASE_NAME = /(?<![\w$])[A-Z][A-Z0-9_]*(?![\w$])/g;
const COMMENT_LINE = /^[ \t]*(?:\/\/|\/\*|\*).*$/gm;
const SERVER_FOLDERS = /(?:^|\/)(?:api|server|functions|supabase|scripts|migrations|prisma|backend)\//;
const SERVER_FILE = /(?:\.server\.|(?:^|\/)(?:route|middleware)\.)[cm]?[jt]sx?$/;
const BROWSER_FOLDERS = /(?:^|\/)(?:public|static|www|components|pages|client|frontend)\//;
const COMPONENT_FILE = /\.(?:jsx|tsx|vue|svelte|astro)$/;
const APP_ROUTER = /(?:^|\/)app\//;
/** The directive of the file, if its first statement is 'use client' or 'use server'. */
function directive(text) {
    const m = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"](use client|use server)['"]/.exec(text);
    return m?.[1] ?? null;
}
function isBrowserCode(path, text) {
    const declared = directive(text);
    if (declared !== null)
        return declared === 'use client';
    if (SERVER_FOLDERS.test(path) || SERVER_FILE.test(path) || APP_ROUTER.test(path))
        return false;
    if (BROWSER_FOLDERS.test(path))
        return true;
    return /(?:^|\/)src\//.test(path) && (COMPONENT_FILE.test(path) || text.includes('import.meta.env'));
}
function checkDatabaseClient(files) {
    const results = [];
    for (const file of files) {
        if (!(0,paths/* isScriptFile */.Qh)(file.path) || isExamplePath(file.path))
            continue;
        const text = file.text();
        if (text === null || !CLIENT_CALL.test(text))
            continue;
        results.push(...publishedCredentials(file.path, text));
        if (isBrowserCode(file.path, text))
            results.push(...browserCredentials(file.path, text));
    }
    return results;
}
function isPrivilegedName(name) {
    const bare = name.replace(PUBLIC_PREFIX, '');
    return PRIVILEGED_NAME.test(bare) && !PUBLIC_BY_DESIGN.test(bare);
}
/** Privileged variables with a public prefix, in any file: the prefix ships them to the browser. */
function publishedCredentials(file, text) {
    const lines = new LineLocator(text);
    // Comment lines are blanked (same length, so offsets hold): a warning about a name is not a use of it.
    const code = text.replace(COMMENT_LINE, (line) => ' '.repeat(line.length));
    const seen = new Set();
    return [...code.matchAll(UPPER_CASE_NAME)].flatMap((m) => {
        const name = m[0];
        const line = lines.lineAt(m.index);
        const prefix = PUBLIC_PREFIX.exec(name)?.[0];
        if (prefix === undefined || !isPrivilegedName(name) || seen.has(`${line} ${name}`))
            return [];
        seen.add(`${line} ${name}`);
        return [
            {
                checkId: 'database-client',
                ruleId: 'database-client/privileged-key-in-browser',
                severity: 'critical',
                file,
                line,
                message: `${name} is a privileged credential given to a database client, and its ${prefix} prefix publishes it to the browser`,
            },
        ];
    });
}
/** In browser code: credential literals, and server-only privileged variables. */
function browserCredentials(file, text) {
    const lines = new LineLocator(text);
    const base = { checkId: 'database-client', file };
    const literals = findSecrets(text)
        .filter((m) => m.ruleId === 'supabase-secret-key' || m.ruleId === 'connection-string-password')
        .map((m) => {
        // A URL in a test is most likely a sample (a note); a service-role key keeps its severity there.
        const { severity, note } = assessSecret({ severity: 'critical', confidence: m.confidence }, file);
        const result = {
            ...base,
            ruleId: 'database-client/privileged-key-in-browser',
            severity,
            line: m.line,
            message: `${m.ruleName} written into browser code that creates a database client${note}`,
            evidence: redact(m.secret),
        };
        return reportingSecret(result, m.secret, m.confidence);
    });
    const serverVariables = [...text.matchAll(ENV_READ)].flatMap((m) => {
        const name = m[1] ?? '';
        if (PUBLIC_PREFIX.test(name) || !isPrivilegedName(name))
            return [];
        return [
            {
                ...base,
                ruleId: 'database-client/server-variable-in-browser',
                severity: 'medium',
                line: lines.lineAt(m.index),
                message: `${name} (server-only) is read by browser code that creates a database client`,
            },
        ];
    });
    return [...literals, ...serverVariables];
}

;// CONCATENATED MODULE: ./src/local-checks/sql.ts
// Just enough SQL reading for the migration check: blank out comments, string literals and dollar-quoted
// bodies (keeping every offset, so line numbers stay right) and normalise table names.
/** The text with comments, '…' strings and $tag$…$tag$ bodies replaced by spaces (newlines kept). */
function blankNonCode(sql) {
    return sql.replace(/--[^\n]*|\/\*[\s\S]*?\*\/|'(?:[^']|'')*'|\$([A-Za-z_]*)\$[\s\S]*?\$\1\$/g, (part) => part.replace(/[^\n]/g, ' '));
}
/** `"Public"."Users"` → `Public.Users`, `users` → `public.users`; unquoted parts lower-case, as Postgres folds them. */
function qualifiedName(raw) {
    const parts = raw
        .split(/\s*\.\s*/)
        .map((part) => (part.startsWith('"') ? part.slice(1, -1) : part.toLowerCase()));
    return parts.length === 1 ? `public.${parts[0]}` : parts.join('.');
}
/** A table name as it appears in DDL: optionally schema-qualified, each part optionally quoted. */
const TABLE_NAME = String.raw `((?:"[^"]+"|[\w$]+)(?:\s*\.\s*(?:"[^"]+"|[\w$]+))?)`;

;// CONCATENATED MODULE: ./src/local-checks/database-migrations.ts
// database-migrations: SQL migrations that leave tables of the exposed `public` schema open. Supabase (and
// any PostgREST API) serves `public` to the browser; a table there without row-level security is readable
// and writable with the anon key. Tables are followed across the whole migration set, in path order
// (migration names start with a timestamp): RLS may be enabled in a later migration, a table may be dropped.
//
// The RLS rule applies to supabase/migrations, and to other migration folders only when the set shows it
// targets PostgREST (it mentions row level security, policies, auth.uid() or the anon/authenticated roles):
// plain Postgres or MySQL apps have no public API and no reason for RLS. Grants to anon/public/authenticated
// on a table that has RLS are not reported (RLS still filters the rows; it is Supabase's default grant).



const DATABASE_MIGRATIONS_RULES = {
    'database-migrations/table-without-rls': (0,catalogue/* rule */.H)('Exposed table without row-level security', 'A migration creates a table in the public schema and no migration enables row-level security on it.', 'Add `alter table <name> enable row level security;` and policies that allow only what each role needs.'),
    'database-migrations/broad-grant': (0,catalogue/* rule */.H)('Broad grant to an API role', 'A migration grants ALL, INSERT, UPDATE, DELETE or TRUNCATE to anon, public or authenticated on tables without ' +
        'row-level security or on all tables of a schema (as default privileges: low, it is the Supabase default).', 'Grant only what the API needs and enable row-level security on every exposed table.'),
};
const MIGRATION_PATH = /(?:^|\/)(?:migrations|migrate)\/(?:.*\/)?[^/]+\.sql$/i;
const SUPABASE_PATH = /(?:^|\/)supabase\/migrations\//;
const POSTGREST_MARKERS = /row\s+level\s+security|create\s+policy|auth\.uid\(\)|\bto\s+"?(?:anon|authenticated)\b/i;
const CREATE = new RegExp(String.raw `\bcreate\s+(?:(?:global\s+|local\s+)?(temp|temporary)\s+|unlogged\s+)?table\s+(?:if\s+not\s+exists\s+)?${TABLE_NAME}`, 'gi');
const ENABLE_RLS = new RegExp(String.raw `\balter\s+table\s+(?:if\s+exists\s+)?(?:only\s+)?${TABLE_NAME}\s+(?:enable|force)\s+row\s+level\s+security`, 'gi');
const DROP = new RegExp(String.raw `\bdrop\s+table\s+(?:if\s+exists\s+)?${TABLE_NAME}`, 'gi');
const GRANT = /(\balter\s+default\s+privileges\b[^;]*?)?\bgrant\s+([\w\s,]+?)\s+on\s+([^;]+?)\s+to\s+([^;]+?)(?:\s+with\s+grant\s+option)?\s*;/gi;
const NOT_TABLES = /^\s*(?:schema|database|functions?|procedures?|routines?|sequences?|types?|domain|language|foreign|large\s+object|tablespace|all\s+(?:functions|sequences|procedures|routines))\b/i;
const API_ROLES = new Set(['anon', 'public', 'authenticated']);
function checkDatabaseMigrations(files) {
    const migrations = files
        .filter((f) => MIGRATION_PATH.test(f.path))
        .sort((a, b) => (a.path < b.path ? -1 : 1))
        .flatMap((f) => {
        const text = f.text();
        return text === null ? [] : [{ path: f.path, sql: blankNonCode(text) }];
    });
    if (migrations.length === 0)
        return [];
    const statements = migrations.flatMap(({ path, sql }) => statementsOf(path, sql));
    const tables = tableStates(statements);
    const exposesApi = migrations.some(({ path, sql }) => SUPABASE_PATH.test(path) || POSTGREST_MARKERS.test(sql));
    const open = exposesApi ? tablesWithoutRls(tables) : [];
    return [...open, ...broadGrants(statements, tables)];
}
function statementsOf(file, sql) {
    const lines = new LineLocator(sql);
    const found = [];
    const add = (kind, pattern) => {
        for (const match of sql.matchAll(pattern)) {
            found.push({ kind, file, line: lines.lineAt(match.index), offset: match.index, match });
        }
    };
    add('create', CREATE);
    add('rls', ENABLE_RLS);
    add('drop', DROP);
    add('grant', GRANT);
    return found.sort((a, b) => a.offset - b.offset);
}
function tableStates(statements) {
    const tables = new Map();
    for (const s of statements) {
        if (s.kind === 'grant')
            continue;
        const name = qualifiedName(s.kind === 'create' ? (s.match[2] ?? '') : (s.match[1] ?? ''));
        const state = tables.get(name) ?? { created: null, rls: false };
        if (s.kind === 'create' && s.match[1] === undefined)
            tables.set(name, { created: s, rls: false });
        else if (s.kind === 'rls')
            tables.set(name, { ...state, rls: true });
        else if (s.kind === 'drop')
            tables.set(name, { created: null, rls: false });
    }
    return tables;
}
function tablesWithoutRls(tables) {
    return [...tables]
        .filter(([name, t]) => t.created !== null && !t.rls && name.startsWith('public.'))
        .map(([name, t]) => ({
        checkId: 'database-migrations',
        ruleId: 'database-migrations/table-without-rls',
        severity: 'high',
        file: t.created?.file ?? '',
        line: t.created?.line ?? 1,
        message: `table ${name} is in the exposed public schema and row-level security is never enabled on it`,
    }));
}
function broadGrants(statements, tables) {
    return statements.flatMap((s) => {
        if (s.kind !== 'grant')
            return [];
        const [, defaults, privileges = '', target = '', grantees = ''] = s.match;
        if (NOT_TABLES.test(target) ||
            !/\ball\b|\binsert\b|\bupdate\b|\bdelete\b|\btruncate\b/i.test(privileges)) {
            return [];
        }
        const roles = grantees.split(',').map((r) => r.trim().replace(/"/g, '').toLowerCase());
        const exposed = roles.filter((r) => API_ROLES.has(r));
        if (exposed.length === 0)
            return [];
        const wide = /\b(?:all\s+tables|tables)\b/i.test(target);
        const guarded = !wide &&
            target
                .split(',')
                .every((t) => tables.get(qualifiedName(t.replace(/^\s*table\s+/i, '').trim()))?.rls === true);
        if (guarded)
            return [];
        const severity = defaults !== undefined ? 'low' : exposed.some((r) => r !== 'authenticated') ? 'high' : 'medium';
        return [
            {
                checkId: 'database-migrations',
                ruleId: 'database-migrations/broad-grant',
                severity,
                file: s.file,
                line: s.line,
                message: `grants ${privileges.trim().toUpperCase()} to ${exposed.join(', ')} on ${wide ? 'every table' : 'a table without row-level security'}${defaults === undefined ? '' : ' (default privileges)'}`,
            },
        ];
    });
}

// EXTERNAL MODULE: ./src/local-checks/files.ts
var local_checks_files = __webpack_require__(49176);
;// CONCATENATED MODULE: ./src/local-checks/doc-comments.ts

/** Languages whose doc comments are `///`/`//!` lines or `/** … *\/` blocks. */
const C_FAMILY = /\.(?:rs|[cm]?[jt]sx?|java|kt|kts|scala|groovy|cs|swift|php|c|cc|cpp|cxx|h|hpp|m|mm|dart|go)$/;
const PYTHON = /\.pyi?$/;
/** A run of `///` or `//!` lines (Rust, C#, Swift); `////` is a plain comment in Rust. */
const LINE_DOC = /^[ \t]*\/\/[/!](?!\/)/;
/** `/**` opening a doc block (not `/**\/`, an empty comment). */
const BLOCK_DOC_OPEN = /^[ \t]*\/\*[*!](?!\/)/;
/** The line ranges of a source file's doc comments or docstrings, by its language. */
function docRegions(path, text) {
    if (PYTHON.test(path))
        return pythonDocstrings(text);
    if (C_FAMILY.test(path))
        return docComments(text);
    return [];
}
function docComments(text) {
    const lines = text.split('\n');
    const regions = [];
    for (let i = 0; i < lines.length; i += 1) {
        const line = lines[i] ?? '';
        if (LINE_DOC.test(line)) {
            const first = i;
            while (i + 1 < lines.length && LINE_DOC.test(lines[i + 1] ?? ''))
                i += 1;
            regions.push({ first: first + 1, last: i + 1 });
        }
        else if (BLOCK_DOC_OPEN.test(line)) {
            const first = i;
            const opened = line.indexOf('/*') + 2;
            if (!line.includes('*/', opened)) {
                while (i + 1 < lines.length && !(lines[i + 1] ?? '').includes('*/'))
                    i += 1;
                i = Math.min(i + 1, lines.length - 1);
            }
            // A line that goes on with code after the comment (`/** @license */ var a=…` in a bundle) is code.
            const closing = lines[i] ?? '';
            const codeAfter = /\S/.test(closing.slice(closing.indexOf('*/', i === first ? opened : 0) + 2));
            const last = codeAfter ? i : i + 1;
            if (last > first)
                regions.push({ first: first + 1, last });
        }
    }
    return regions;
}
function pythonDocstrings(text) {
    const regions = [];
    const lines = new LineLocator(text);
    for (let at = nextTripleQuote(text, 0); at !== -1;) {
        const quote = text.slice(at, at + 3);
        const close = text.indexOf(quote, at + 3);
        const end = close === -1 ? text.length : close + 3;
        // Paired in order, so the closing quotes of an assigned string (`SQL = """…"""`) never open one.
        const lineStart = text.lastIndexOf('\n', at - 1) + 1;
        if (/^[ \t]*[rRuU]?$/.test(text.slice(lineStart, at))) {
            regions.push({ first: lines.lineAt(at), last: lines.lineAt(end - 1) });
        }
        at = nextTripleQuote(text, end);
    }
    return regions;
}
function nextTripleQuote(text, from) {
    const double = text.indexOf('"""', from);
    const single = text.indexOf("'''", from);
    if (double === -1)
        return single;
    return single === -1 ? double : Math.min(double, single);
}

;// CONCATENATED MODULE: ./src/local-checks/test-modules.ts
// Test code that lives inside a source file rather than in a test path: Rust's `#[cfg(test)]` items
// (`mod tests { … }` at the end of `src/lib.rs`) and `#[test]` functions, compiled only for `cargo test`.
// Only that region is test code; the rest of the file is the library.
/**
 * `#[cfg(test)]` or `#[cfg(all(test, …))]`: items built only for tests (`any(test, …)` is built always);
 * `#[test]`, `#[tokio::test]`…: a test function.
 */
const CFG_TEST = /#\[cfg\((?:test|all\([^()\]]*\btest\b[^()\]]*\))\)\]|#\[(?:[a-z_]+::)?test(?:\([^()\]]*\))?\]/g;
/** The line ranges of a Rust file's test items, from the attribute to the item's closing brace. */
function rustTestRegions(text) {
    if (!text.includes('test'))
        return [];
    const regions = [];
    let from = 0;
    for (const match of text.matchAll(CFG_TEST)) {
        if (match.index < from)
            continue;
        const open = itemBody(text, match.index + match[0].length);
        if (open === -1)
            continue;
        const close = closingBrace(text, open);
        regions.push({ first: lineOf(text, match.index), last: lineOf(text, close) });
        from = close;
    }
    return regions;
}
/** The offset of the `{` opening the item after an attribute, or -1 when the item ends first (`mod x;`). */
function itemBody(text, from) {
    for (let i = from; i < text.length; i += 1) {
        const ch = text.charAt(i);
        if (ch === '{')
            return i;
        if (ch === ';')
            return -1;
    }
    return -1;
}
/** `'{'`, `'\''`, `'\u{7b}'`; a lifetime (`'a`) has no closing quote. */
const CHAR_LITERAL = /^'(?:\\(?:u\{[0-9a-fA-F]{1,6}\}|x[0-9a-fA-F]{2}|.)|[^\\'])'/;
/**
 * The offset of the brace closing the one at `open` (the text's end when unbalanced), skipping braces in
 * comments, string literals (raw ones too) and char literals.
 */
function closingBrace(text, open) {
    let depth = 0;
    let i = open;
    while (i < text.length) {
        const ch = text.charAt(i);
        const next = text.charAt(i + 1);
        const raw = ch === 'r' && rawStart(text, i) ? /^r(#*)"/.exec(text.slice(i, i + 260)) : null;
        const char = ch === "'" ? CHAR_LITERAL.exec(text.slice(i, i + 12)) : null;
        if (ch === '/' && next === '/')
            i = endOf(text, '\n', i);
        else if (ch === '/' && next === '*')
            i = endOf(text, '*/', i + 2);
        else if (ch === '"')
            i = stringEnd(text, i + 1);
        else if (raw !== null)
            i = endOf(text, `"${raw[1] ?? ''}`, i + raw[0].length);
        else if (char !== null)
            i += char[0].length;
        else {
            if (ch === '{')
                depth += 1;
            else if (ch === '}' && --depth === 0)
                return i;
            i += 1;
        }
    }
    return text.length - 1;
}
/** Whether an `r` at `i` can start a raw string (`r"…"`, `br#"…"#`) rather than end an identifier. */
function rawStart(text, i) {
    const before = text.charAt(i - 1) === 'b' ? i - 2 : i - 1;
    return !/\w/.test(text.charAt(before));
}
/** The offset after the first `end` at or after `from` (the text's length when there is none). */
function endOf(text, end, from) {
    const at = text.indexOf(end, from);
    return at === -1 ? text.length : at + end.length;
}
/** The offset after the quote closing a string whose content starts at `from`. */
function stringEnd(text, from) {
    for (let i = from; i < text.length; i += 1) {
        const ch = text.charAt(i);
        if (ch === '\\')
            i += 1;
        else if (ch === '"')
            return i + 1;
    }
    return text.length;
}
function lineOf(text, offset) {
    let line = 1;
    for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1))
        line += 1;
    return line;
}
/** The test regions of a source file by its language (only Rust marks them inside the file). */
function testRegions(path, text) {
    return path.endsWith('.rs') ? rustTestRegions(text) : [];
}
function inRegions(regions, line) {
    return regions.some((r) => r.first <= line && line <= r.last);
}

;// CONCATENATED MODULE: ./src/local-checks/tracked-secrets.ts
// tracked-secrets: credentials in the files git tracks. Example and fixture files are left out by path
// (`isExamplePath`), placeholders by value (see secrets.ts); samples in tests and docs and keys published
// for testing are notes (see secret-context.ts).






const TRACKED_SECRETS_RULES = (0,catalogue/* secretRuleCatalogue */.g)('tracked-secrets', 'in a tracked file', 'Revoke or rotate the credential first (it is in the repository history), then remove it from the file and ' +
    'read it from the environment or a secret store. Placeholders, test fixtures and *.example files are not reported; ' +
    'samples in test code and docs, and keys providers publish for testing, are reported as notes.');
const treeCache = new WeakMap();
/** Secrets of every readable file, examples included; computed once per file list (git-history reuses it). */
function secretsInTree(files) {
    const cached = treeCache.get(files);
    if (cached !== undefined)
        return cached;
    const found = [];
    for (const file of files) {
        const text = file.text();
        if (text === null)
            continue;
        const matches = findSecrets(text, { published: true });
        if (matches.length === 0)
            continue;
        const tests = testRegions(file.path, text);
        const docs = docRegions(file.path, text);
        found.push({
            path: file.path,
            matches: matches.map((m) => {
                if (inRegions(tests, m.line))
                    return { ...m, region: 'test code' };
                return inRegions(docs, m.line) ? { ...m, region: 'documentation' } : m;
            }),
        });
    }
    treeCache.set(files, found);
    return found;
}
function checkTrackedSecrets(files) {
    return secretsInTree(files)
        .filter(({ path }) => !isExamplePath(path))
        .flatMap(({ path, matches }) => matches.map((m) => {
        const { severity, note } = assessSecret(m, path, m.region);
        const result = {
            checkId: 'tracked-secrets',
            ruleId: `tracked-secrets/${m.ruleId}`,
            severity,
            file: path,
            line: m.line,
            message: `${m.ruleName} in a tracked file${note}`,
            evidence: redact(m.secret),
        };
        return reportingSecret(result, m.secret, m.confidence);
    }));
}

;// CONCATENATED MODULE: ./src/local-checks/git-history.ts
// git-history: secrets that a past commit added and the current tree no longer holds. They stay readable
// by anyone with a clone until the history is rewritten, so they must be rotated. The history comes from a
// reader (history-reader.ts runs git) so that this module stays a pure function.





const GIT_HISTORY_RULES = (0,catalogue/* secretRuleCatalogue */.g)('git-history', 'in the git history', 'The credential was committed and later removed, but every clone still holds it. Revoke or rotate it; ' +
    'rewriting the history (git filter-repo) does not reach existing clones and forks.');
/**
 * `additions` newest commit first, as `git log` gives them (history-reader.ts, or plain objects in tests);
 * each secret is reported once, at the oldest commit that added it. A secret is removed only when the tree is
 * known not to hold it: one that was added to a file the tree still has but could not be read (over the size
 * bound, binary) may still be there, so it is not reported; `notes` says how many were held back and where.
 */
async function checkGitHistory(additions, files, notes = []) {
    const current = new Set(secretsInTree(files).flatMap(({ matches }) => matches.map((m) => m.secret)));
    const unread = unreadAtHead(files);
    const oldest = new Map();
    /** Secret → the unread files it was added to. */
    const unknown = new Map();
    for await (const added of additions) {
        if (isExamplePath(added.file))
            continue;
        for (const m of secretsInAddition(added)) {
            if (current.has(m.secret))
                continue;
            oldest.set(m.secret, historyResult(added, m));
            if (unread(added.file))
                unknown.set(m.secret, (unknown.get(m.secret) ?? new Set()).add(added.file));
        }
    }
    if (unknown.size > 0)
        notes.push(heldBackNote(unknown));
    return [...oldest].filter(([secret]) => !unknown.has(secret)).map(([, result]) => result);
}
/** Whether a path is in the current tree but its content was not read. Each file is asked once. */
function unreadAtHead(files) {
    const byPath = new Map(files.map((f) => [f.path, f]));
    const answers = new Map();
    return (path) => {
        let unread = answers.get(path);
        if (unread === undefined) {
            const file = byPath.get(path);
            unread = file !== undefined && file.text() === null;
            answers.set(path, unread);
        }
        return unread;
    };
}
function heldBackNote(unknown) {
    const paths = [...new Set([...unknown.values()].flatMap((set) => [...set]))].sort();
    const shown = paths.slice(0, 3).join(', ') + (paths.length > 3 ? ` and ${paths.length - 3} more` : '');
    return (`not reported as removed: ${unknown.size} of the secrets in the history of files still in the tree whose ` +
        `content was not read (${shown}); whether they are still there is unknown`);
}
function secretsInAddition(added) {
    const text = added.lines.map((l) => l.text).join('\n');
    return findSecrets(text, { published: true }).map((m) => ({
        ...m,
        line: added.lines[m.line - 1]?.line ?? 1,
    }));
}
function historyResult(added, m) {
    const { severity, note } = assessSecret(m, added.file);
    const result = {
        checkId: 'git-history',
        ruleId: `git-history/${m.ruleId}`,
        severity,
        file: added.file,
        line: m.line,
        message: `${m.ruleName} added in commit ${added.commit.slice(0, 12)} and removed since; still in the history${note}`,
        evidence: redact(m.secret),
        commit: added.commit,
    };
    return reportingSecret(result, m.secret, m.confidence);
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:readline"
var external_node_readline_ = __webpack_require__(80481);
// EXTERNAL MODULE: ./src/workspace/git.ts
var git = __webpack_require__(3133);
;// CONCATENATED MODULE: ./src/local-checks/history-reader.ts
// Reads the lines each commit added, from `git log -p`, streamed and bounded in commits, time and bytes.
// The I/O edge of git-history: the check itself only sees AddedLines.



const MAX_HISTORY_COMMITS = 500;
const MAX_HISTORY_MS = 20_000;
const MAX_HISTORY_BYTES = 256 * 1024 * 1024;
/** Longer added lines (minified bundles) are cut: a credential sits near a name, not 10 kB into a line. */
const MAX_HISTORY_LINE_CHARS = 10_000;
const MAX_STDERR_CHARS = 500;
const COMMIT_MARK = '\u0001';
function gitHistoryReader(workspace, options) {
    const notes = [];
    const coverage = { commitsRead: 0, commitsInRange: null, gaps: [] };
    return { notes, coverage, additions: readAdditions(workspace, options, { notes, coverage }) };
}
async function* readAdditions(workspace, options, { notes, coverage }) {
    const { gaps } = coverage;
    if (options.since === undefined && (await isShallow(workspace))) {
        gaps.push('shallow clone: only the fetched commits were read (checkout with fetch-depth: 0 for all)');
    }
    const maxCommits = options.maxCommits ?? MAX_HISTORY_COMMITS;
    const range = options.since === undefined ? 'HEAD' : `${options.since}..${options.until ?? 'HEAD'}`;
    const { git, exited, stderr } = spawnGitLog(workspace, maxCommits, range);
    const deadline = options.now() + (options.maxMs ?? MAX_HISTORY_MS);
    const maxBytes = options.maxBytes ?? MAX_HISTORY_BYTES;
    const parser = new PatchParser();
    let bytes = 0;
    let commits = 0;
    let stopped = false;
    try {
        for await (const line of (0,external_node_readline_.createInterface)({ input: git.stdout })) {
            bytes += line.length + 1;
            if (line.startsWith(COMMIT_MARK))
                commits += 1;
            // The deadline also counts the time the consumer spends between lines: it bounds the whole check.
            const stop = options.signal?.aborted
                ? 'cancelled'
                : options.now() > deadline
                    ? 'stopped at its time bound'
                    : bytes > maxBytes
                        ? 'stopped at its size bound'
                        : null;
            if (stop !== null) {
                gaps.push(stop);
                stopped = true;
                break;
            }
            const done = parser.push(line);
            if (done !== null)
                yield done;
        }
        const last = parser.flush();
        if (last !== null)
            yield last;
    }
    finally {
        git.kill();
    }
    const failed = !stopped && (await exited) !== 0;
    if (commits === 0 && failed) {
        notes.push(`no git history could be read (not a git checkout, or no commits): ${firstError(stderr())}`);
        return;
    }
    // git log stops with an error where an object is missing (a damaged or partial clone); it says which.
    if (failed)
        gaps.push(`git stopped: ${firstError(stderr())}`);
    // The commit being read when the read stopped is not whole.
    const cut = stopped || failed;
    const whole = cut ? Math.max(commits - 1, 0) : commits;
    // git log that ran to its end under the commit bound walked the whole range: no need to count it.
    const counted = !cut && whole < maxCommits ? whole : await countCommits(workspace, range);
    account({ notes, coverage }, { whole, counted, maxCommits });
}
/** Fills the coverage; a partial read becomes a note: how many commits of the range were read, and why not all. */
function account({ notes, coverage }, { whole, counted, maxCommits }) {
    coverage.commitsRead = whole;
    coverage.commitsInRange = counted;
    if (whole === maxCommits && (coverage.commitsInRange ?? 0) > whole) {
        coverage.gaps.push(`stopped at its commit bound (${maxCommits})`);
    }
    if (coverage.gaps.length === 0)
        return;
    const total = coverage.commitsInRange ?? 'an unknown number of';
    notes.push(`history read partly: ${whole} of ${total} commits in range (${coverage.gaps.join('; ')})`);
}
/** git's own reason, `fatal: unable to read <sha>`, rather than a warning printed before it. */
function firstError(stderr) {
    const lines = stderr.split('\n').map((l) => l.trim());
    return lines.find((l) => /^(?:fatal|error):/.test(l)) ?? lines.find((l) => l !== '') ?? 'no reason given';
}
/** `range` is HEAD or made of commit names checked by the caller (40 or 64 hex digit SHAs), never an option. */
function spawnGitLog(workspace, maxCommits, range) {
    const args = ['-c', 'core.quotepath=off', 'log', '-p', '--no-color', '--no-ext-diff', '--no-renames'];
    args.push('--unified=0', `--format=${COMMIT_MARK}%H`, `--max-count=${maxCommits}`);
    args.push(range, '--');
    const git = (0,external_node_child_process_.spawn)('git', args, { cwd: workspace, stdio: ['ignore', 'pipe', 'pipe'] });
    // Only git's first words on stderr are kept (why it stopped), so a flood of warnings costs nothing.
    let errors = '';
    git.stderr.on('data', (chunk) => {
        if (errors.length < MAX_STDERR_CHARS)
            errors += chunk.toString('utf8').slice(0, MAX_STDERR_CHARS);
    });
    const exited = new Promise((resolve) => {
        git.once('close', resolve);
        git.once('error', () => resolve(-1));
    });
    return { git, exited, stderr: () => errors.slice(0, MAX_STDERR_CHARS) };
}
/** The commits of the range `git log` reads; null when git cannot walk it (a commit object is missing). */
async function countCommits(workspace, range) {
    const answer = await (0,git/* runGit */.E)(workspace, ['rev-list', '--count', range, '--']);
    const count = Number.parseInt(answer?.toString('utf8') ?? '', 10);
    return Number.isSafeInteger(count) ? count : null;
}
async function isShallow(workspace) {
    const answer = await (0,git/* runGit */.E)(workspace, ['rev-parse', '--is-shallow-repository']);
    return answer?.toString('utf8').trim() === 'true';
}
/** A line-at-a-time reader of `git log -p --unified=0` output that emits one AddedLines per commit and file. */
class PatchParser {
    commit = '';
    file = null;
    inHunk = false;
    nextLine = 0;
    lines = [];
    /** Returns the finished AddedLines when this line starts a new file or commit. */
    push(line) {
        if (line.startsWith(COMMIT_MARK))
            return this.start(line.slice(1), null);
        if (line.startsWith('diff --git '))
            return this.start(this.commit, null);
        if (!this.inHunk && line.startsWith('+++ ')) {
            this.file = line === '+++ /dev/null' ? null : history_reader_unquote(line.slice(4)).replace(/^b\//, '');
        }
        else if (line.startsWith('@@ ')) {
            this.inHunk = true;
            this.nextLine = Number(/\+(\d+)/.exec(line)?.[1] ?? '1');
        }
        else if (this.inHunk && line.startsWith('+') && this.file !== null) {
            this.lines.push({ line: this.nextLine, text: line.slice(1, MAX_HISTORY_LINE_CHARS + 1) });
            this.nextLine += 1;
        }
        return null;
    }
    flush() {
        if (this.file === null || this.lines.length === 0)
            return null;
        return { commit: this.commit, file: this.file, lines: this.lines };
    }
    start(commit, file) {
        const done = this.flush();
        this.commit = commit;
        this.file = file;
        this.inHunk = false;
        this.lines = [];
        return done;
    }
}
/** git quotes paths with unusual characters as a C string: `"b/caf\303\251.txt"`. */
function history_reader_unquote(path) {
    if (!path.startsWith('"'))
        return path;
    const bytes = path
        .slice(1, -1)
        .replace(/\\([0-7]{3})/g, (_, octal) => String.fromCharCode(parseInt(octal, 8)))
        .replace(/\\(.)/g, '$1');
    return Buffer.from(bytes, 'latin1').toString('utf8');
}

;// CONCATENATED MODULE: ./src/local-checks/source-maps.ts
// source-maps: source maps served with a site give away its original source (often with comments and
// internal paths); a `sourceMappingURL` in a served script tells browsers where to fetch one.
// Reported only where browsers load the files: a public web root (`public/`, `static/`, `.next/static/`…,
// paths.ts), or build output (`dist/`, `build/`, `out/`) that is a site: an HTML page in the script's
// folder or a folder above it inside the build output. A library's build output without a page (a Node
// package's `dist/`, tsc's `out/`) is loaded by no browser and its source is published anyway.
// TypeScript declaration maps (`*.d.ts.map`) are an editor aid, never served: not reported.



const source_maps_HELP = 'Do not publish source maps with the site: turn them off for production builds (or use hidden source maps) ' +
    'and upload them to your error tracker instead.';
const SOURCE_MAPS_RULES = {
    'source-maps/map-file': (0,catalogue/* rule */.H)('Source map in a served folder', "A *.map file sits in a public web root or in a site's build output.", source_maps_HELP),
    'source-maps/map-reference': (0,catalogue/* rule */.H)('Served script points to a source map', "A script or stylesheet in a public web root or a site's build output ends with a sourceMappingURL comment.", source_maps_HELP),
    'source-maps/inline-map': (0,catalogue/* rule */.H)('Served script embeds its source map', "A script or stylesheet in a public web root or a site's build output carries its source map inline (data: URL).", source_maps_HELP),
};
const MAPPING_COMMENT = /^[ \t]*(?:\/\/|\/\*)[#@][ \t]*sourceMappingURL=([^\s*]+)/gm;
/** Build output: served only when it is a site's (see servedToBrowsers). */
const BUILD_OUTPUT = new Set(['dist', 'build', 'out']);
const DECLARATION_MAP = /\.d\.[cm]?ts\.map$/;
const PAGE = /\.html?$/i;
function checkSourceMaps(files) {
    const pageFolders = new Set(files.filter((f) => PAGE.test(f.path)).map((f) => (0,paths/* dirName */.BB)(f.path)));
    const results = [];
    for (const file of files) {
        if (!servedToBrowsers(file.path, pageFolders))
            continue;
        if (file.path.endsWith('.map')) {
            if (DECLARATION_MAP.test(file.path))
                continue;
            results.push(result(file.path, 1, 'source-maps/map-file', 'medium', 'source map published with the site'));
        }
        else if (/\.(?:[cm]?js|css)$/.test(file.path)) {
            results.push(...mappingReferences(file));
        }
    }
    return results;
}
/**
 * Whether browsers load the file: it sits in a public web root (a served folder once the build-output
 * folders are left out of its path), or in build output whose own folder or a folder above it, up to the
 * outermost build-output folder, holds an HTML page (`dist/index.html` beside `dist/assets/app.js.map`).
 */
function servedToBrowsers(path, pageFolders) {
    if (!(0,paths/* isServedPath */.B3)(path))
        return false;
    const folders = (0,paths/* dirName */.BB)(path).split('/');
    const withoutBuildOutput = [...folders.filter((f) => !BUILD_OUTPUT.has(f)), (0,paths/* baseName */.Fl)(path)].join('/');
    if ((0,paths/* isServedPath */.B3)(withoutBuildOutput))
        return true;
    const outermost = folders.findIndex((folder) => BUILD_OUTPUT.has(folder));
    for (let end = folders.length; end > outermost; end -= 1) {
        if (pageFolders.has(folders.slice(0, end).join('/')))
            return true;
    }
    return false;
}
function mappingReferences(file) {
    const text = file.text();
    if (text === null || !text.includes('sourceMappingURL='))
        return [];
    const lines = new LineLocator(text);
    return [...text.matchAll(MAPPING_COMMENT)].map((m) => {
        const url = m[1] ?? '';
        const line = lines.lineAt(m.index);
        return url.startsWith('data:')
            ? result(file.path, line, 'source-maps/inline-map', 'medium', 'served script embeds its source map', `data: URL (${url.length} chars)`)
            : result(file.path, line, 'source-maps/map-reference', 'low', 'served script points to a source map', url.slice(0, 120));
    });
}
function result(file, line, ruleId, severity, message, evidence) {
    return {
        checkId: 'source-maps',
        ruleId,
        severity,
        file,
        line,
        message,
        ...(evidence === undefined ? {} : { evidence }),
    };
}

// EXTERNAL MODULE: ./src/settings/values.ts
var settings_values = __webpack_require__(535);
;// CONCATENATED MODULE: ./src/local-checks/types.ts


;// CONCATENATED MODULE: ./src/local-checks/index.ts
// The local repository checks: enumerate the workspace once, run the chosen checks over it, and report
// results with per-check counts and times. Checks are pure functions over the file list; only the file
// enumeration and the git history reader touch the disk or spawn git.
















/** More results than this from one check are cut (with a note): past it, the repository needs a cleanup, not a list. */
const MAX_RESULTS_PER_CHECK = 1000;
/** Every rule of every check, by rule id (`<checkId>/<rule>`), for SARIF `tool.driver.rules` and the docs. */
const LOCAL_CHECK_RULES = {
    ...TRACKED_SECRETS_RULES,
    ...PUBLIC_ENVIRONMENT_RULES,
    ...BROWSER_ARTIFACTS_RULES,
    ...DATABASE_CLIENT_RULES,
    ...DATABASE_MIGRATIONS_RULES,
    ...GIT_HISTORY_RULES,
    ...CONTAINER_FILES_RULES,
    ...CONTAINER_VALUES_RULES,
    ...actions_injection/* ACTIONS_INJECTION_RULES */.II,
    ...SOURCE_MAPS_RULES,
};
const FILE_CHECKS = {
    'tracked-secrets': checkTrackedSecrets,
    'public-environment': checkPublicEnvironment,
    'browser-artifacts': checkBrowserArtifacts,
    'database-client': checkDatabaseClient,
    'database-migrations': checkDatabaseMigrations,
    'container-files': checkContainerFiles,
    'container-values': checkContainerValues,
    'actions-injection': actions_injection/* checkActionsInjection */.JD,
    'source-maps': checkSourceMaps,
};
async function runLocalChecks(workspace, checkIds, options) {
    const { files, skipped, source } = await (0,local_checks_files/* enumerateFiles */.Cw)(workspace, options.files);
    const secrets = new Map();
    const run = {
        results: [],
        filesScanned: files.length,
        skipped,
        perCheck: {},
        notes: [],
        secrets,
    };
    if (source === 'walk')
        run.notes.push('not a git checkout: every file of the folder was read');
    for (const id of checkIds) {
        if (options.signal?.aborted) {
            run.notes.push(`cancelled before: ${checkIds.slice(checkIds.indexOf(id)).join(', ')}`);
            break;
        }
        const started = performance.now();
        const found = await runCheck(id, workspace, files, options, run);
        if (found.length > MAX_RESULTS_PER_CHECK) {
            run.notes.push(`${id}: ${found.length} results, only the first ${MAX_RESULTS_PER_CHECK} are reported`);
        }
        const kept = found.slice(0, MAX_RESULTS_PER_CHECK);
        run.results.push(...kept);
        if (options.fingerprint !== undefined)
            recordSecrets(kept, options.fingerprint, secrets);
        run.perCheck[id] = { results: found.length, ms: Math.round(performance.now() - started) };
    }
    return run;
}
/** Fingerprints each secret value at once: from here on only its identity is handed on. */
function recordSecrets(results, fingerprint, secrets) {
    for (const result of results) {
        const held = heldSecret(result);
        if (held !== undefined)
            secrets.set(result, { fingerprint: fingerprint(held.value), basis: held.basis });
    }
}
async function runCheck(id, workspace, files, options, run) {
    if (id !== 'git-history')
        return FILE_CHECKS[id](files, run.skipped);
    const reader = options.historyReader ??
        gitHistoryReader(workspace, { ...options.history, now: options.now, signal: options.signal });
    const heldBack = [];
    const results = await checkGitHistory(reader.additions, files, heldBack);
    run.notes.push(...[...reader.notes, ...heldBack].map((note) => `git-history: ${note}`));
    run.history = reader.coverage;
    return results;
}


/***/ })

};
