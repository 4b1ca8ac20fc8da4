export const id = 487;
export const ids = [487,512];
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

/***/ 63487:
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
// EXTERNAL MODULE: ./src/local-checks/files.ts + 1 modules
var files = __webpack_require__(49796);
// EXTERNAL MODULE: ./src/policy/stopped.ts
var stopped = __webpack_require__(15355);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/local-checks/yaml-source.ts
// Parsing repository YAML (workflows, compose files) as data: bounded in size and alias expansion, never
// executed, with a way back from a node to its line. Walking works on nodes (not plain values) so that
// every value keeps its position; aliases are followed one step (no copies, so no expansion bomb).

const MAX_YAML_BYTES = 1024 * 1024;
const MAX_YAML_ALIASES = 100;
function yaml_source_readYaml(text) {
    if (text.length > MAX_YAML_BYTES)
        return { refused: `over ${MAX_YAML_BYTES} characters, not parsed` };
    const counter = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter: counter, uniqueKeys: false, prettyErrors: false });
    const [error] = doc.errors;
    if (error !== undefined) {
        const line = counter.linePos(error.pos[0]).line;
        return { refused: `not valid YAML: line ${line}: ${error.message.slice(0, 200)}` };
    }
    return { source: { doc, lineAt: (offset) => counter.linePos(offset).line } };
}
/** Null when the text is too large or not valid YAML. */
function parseYaml(text) {
    const reading = yaml_source_readYaml(text);
    return 'source' in reading ? reading.source : null;
}
/** A node as plain values, aliases expanded within MAX_YAML_ALIASES; null when over the bound. */
function yaml_source_plain(source, node) {
    const resolved = resolve(source, node);
    if (!isNode(resolved))
        return null;
    try {
        return resolved.toJS(source.doc, { maxAliasCount: MAX_YAML_ALIASES });
    }
    catch {
        return null;
    }
}
function resolve(source, node) {
    return (0,dist/* isAlias */.Vj)(node) ? node.resolve(source.doc) : node;
}
/** The value node under `key` of a map node. */
function yaml_source_child(source, node, key) {
    const map = resolve(source, node);
    return (0,dist/* isMap */.jh)(map) ? resolve(source, map.get(key, true)) : undefined;
}
function yaml_source_entries(source, node) {
    const map = resolve(source, node);
    if (!(0,dist/* isMap */.jh)(map))
        return [];
    return map.items.flatMap((pair) => (0,dist/* isScalar */.jn)(pair.key) ? [[String(pair.key.value), resolve(source, pair.value)]] : []);
}
function items(source, node) {
    const seq = resolve(source, node);
    return (0,dist/* isSeq */.oP)(seq) ? seq.items.map((item) => resolve(source, item)) : [];
}
/** A scalar node holding a string or number (as text), or null. */
function yaml_source_scalarText(node) {
    if (!(0,dist/* isScalar */.jn)(node) || (typeof node.value !== 'string' && typeof node.value !== 'number'))
        return null;
    return { value: String(node.value), node };
}
/** Line of a node's first character. */
function lineOf(source, node) {
    return source.lineAt(node.range?.[0] ?? 0);
}

// EXTERNAL MODULE: ./src/workspace/git.ts + 1 modules
var git = __webpack_require__(87848);
// EXTERNAL MODULE: ./src/workspace/git-commit.ts
var git_commit = __webpack_require__(84131);
;// CONCATENATED MODULE: ./src/local-checks/action-code-inputs.ts
// Inputs of actions that run their text as code: a JavaScript, PowerShell or Python script, a shell command
// run in a container or on a remote host, a jq or yq program. An expression expanded into one of them is
// injected into code just as in `run:`. Action names are matched without regard to case, as GitHub does.
const CODE_INPUTS = new Map([
    ['actions/github-script', 'script'],
    ['amadevus/pwsh-script', 'script'],
    ['jannekem/run-python-script-action', 'script'],
    ['cardinalby/js-eval-action', 'expression'],
    ['azure/cli', 'inlineScript'],
    ['azure/powershell', 'inlineScript'],
    ['appleboy/ssh-action', 'script'],
    ['addnab/docker-run-action', 'run'],
    ['mikefarah/yq', 'cmd'],
    ['sergeysova/jq-action', 'cmd'],
]);
/** The input of `uses:` (`owner/repo[/path]@ref`) that runs as code, or null for any other action. */
function action_code_inputs_codeInput(uses) {
    const name = uses.slice(0, uses.indexOf('@') === -1 ? uses.length : uses.indexOf('@')).toLowerCase();
    return CODE_INPUTS.get(name) ?? null;
}

;// CONCATENATED MODULE: ./src/local-checks/secret-rule-shape.ts
/** Below this many bits per character a value is a placeholder or a word, not a key. */
const MIN_ENTROPY = 3;
/** The generic rule asks for more: it has no prefix to vouch for the value. */
const MIN_GENERIC_ENTROPY = 3.2;
/** Characters that may continue a token: a match must not be a slice of a longer word. */
const TOKEN_CHAR = '[A-Za-z0-9_-]';
/**
 * For rules whose prefix is short or word-like (`re_`, `pat`, `hf_`): random key material mixes letters and
 * digits, an identifier that happens to fit the shape (`re_validate_emailAddressRegexValue`) seldom does.
 */
const MIXED = {
    accept: (secret) => mixesLettersAndDigits(secret),
};
function mixesLettersAndDigits(value) {
    return /\d/.test(value) && /[A-Za-z]/.test(value);
}
/**
 * Whether letters alone read as random: both cases in proportion (a quarter each at least) and no run of
 * seven lower-case letters. An identifier (`getModelConfigurationFromHub`) has words and few capitals.
 */
function randomLetters(letters) {
    const upper = letters.replace(/[^A-Z]/g, '').length;
    const lower = letters.replace(/[^a-z]/g, '').length;
    return upper * 4 >= letters.length && lower * 4 >= letters.length && !/[a-z]{7}/.test(letters);
}
/** For tokens whose random part may be letters alone (Hugging Face): mixed as MIXED, or random letters. */
const MIXED_OR_LETTERS = {
    accept: (secret) => {
        const random = secret.slice(secret.lastIndexOf('_') + 1);
        return mixesLettersAndDigits(random) || randomLetters(random);
    },
};
/**
 * A rule for a token whose own format identifies it. `body` is a regular-expression source for the whole
 * token; it is matched only where it is not part of a longer run of token characters (right after an
 * escaped `\\n`, `\\r` or `\\t` of a JSON string counts as a start).
 */
function formatRule(id, name, severity, keywords, body, extra = {}) {
    const pattern = new RegExp(`(?:(?<=\\\\[nrt])|(?<!${TOKEN_CHAR}))(${body})(?!${TOKEN_CHAR})`, 'g');
    return {
        id,
        name,
        severity,
        confidence: 'format',
        keywords,
        pattern,
        ...(extra.pattern === undefined && keywordPrefixedLine(keywords, body) ? { scope: 'line' } : {}),
        ...extra,
    };
}
/**
 * Whether every match of `body` starts with one of `keywords` and stays on its line, so the rule need only
 * run on the lines where a keyword occurs. Conservative: read whole is a body that could match a line
 * break (`\s`, `\W`, `\D`, `[^…]`) or holds an anchor (`^`, `$`: a line is not the text), or one with an
 * alternative that does not start with a keyword (a prefix in a character class or a group, a keyword that
 * names the provider rather than starting the token).
 */
function keywordPrefixedLine(keywords, body) {
    if (/\\[sWD]|[$^]/.test(body))
        return false;
    return topLevelAlternatives(body).every((alternative) => keywords.some((keyword) => {
        const literal = keyword.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
        const prefix = [keyword, literal].find((spelling) => alternative.startsWith(spelling));
        // `pat?…` would make the keyword's last character optional.
        return prefix !== undefined && !/^[?*{]/.test(alternative.slice(prefix.length));
    }));
}
/** The alternatives of a regular-expression source at its top level (not inside a group or a class). */
function topLevelAlternatives(source) {
    const alternatives = [];
    let depth = 0;
    let inClass = false;
    let start = 0;
    for (let i = 0; i < source.length; i += 1) {
        const ch = source.charAt(i);
        if (ch === '\\')
            i += 1;
        else if (inClass)
            inClass = ch !== ']';
        else if (ch === '[')
            inClass = true;
        else if (ch === '(')
            depth += 1;
        else if (ch === ')')
            depth -= 1;
        else if (ch === '|' && depth === 0) {
            alternatives.push(source.slice(start, i));
            start = i + 1;
        }
    }
    alternatives.push(source.slice(start));
    return alternatives;
}
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
    'user',
    'username',
    'pwd',
    'passwd',
    'minioadmin',
    'letmein',
    'default',
]);

;// CONCATENATED MODULE: ./src/local-checks/kubernetes-secrets.ts
// Where the values of Kubernetes Secret manifests are: the direct entries of `data:` (base64) and
// `stringData:` (plain) of an object of `kind: Secret`, in YAML (a document, or an item of a `kind: List`
// at any depth) or in JSON as kubectl prints it (one entry a line). Computed once per text: the secret rules
// ask for every candidate line, and a manifest can hold thousands of entries.
/** `kind: Secret` as a YAML key, possibly the first key of a list item (`- kind: Secret`). */
const YAML_SECRET_KIND = /^([ \t]*)(- )?kind:[ \t]*["']?Secret["']?[ \t]*\r?$/;
const YAML_BLOCK_KEY = /^[ \t]*(?:- )?(data|stringData):[ \t]*\r?$/;
const JSON_SECRET_KIND = /"kind"[ \t]*:[ \t]*"Secret"/;
const JSON_BLOCK = /"(data|stringData)"[ \t]*:[ \t]*\{[ \t]*\r?\n/g;
/** The last text asked about and its blocks: the rules ask about one text many times in a row. */
let cache = null;
function blocksOf(text) {
    if (cache?.text !== text)
        cache = { text, blocks: text.includes('kind') ? scan(text) : [] };
    return cache.blocks;
}
function scan(text) {
    const lines = splitLines(text);
    const blocks = [];
    // A `kind: Secret` inside a mapping already read (a repeated key) adds nothing: each line is read once
    // per nesting level.
    let read = { first: -1, end: -1, column: -1 };
    for (const [i, line] of lines.entries()) {
        const kind = YAML_SECRET_KIND.exec(line.text);
        if (kind === null)
            continue;
        const column = (kind[1]?.length ?? 0) + (kind[2]?.length ?? 0);
        if (column === read.column && read.first <= i && i < read.end)
            continue;
        const mapping = mappingOf(lines, i, column, kind[2] !== undefined);
        read = { ...mapping, column };
        blocks.push(...yamlBlocks(lines, mapping, column));
    }
    if (JSON_SECRET_KIND.test(text))
        blocks.push(...jsonBlocks(text, lines));
    return blocks.sort((a, b) => a.start - b.start);
}
function splitLines(text) {
    let start = 0;
    return text.split('\n').map((raw) => {
        const content = raw.trimStart();
        const blank = content === '' || content === '\r' || content.startsWith('#');
        const line = { text: raw, start, indent: blank ? -1 : raw.length - content.length };
        start += raw.length + 1;
        return line;
    });
}
const DOCUMENT_MARK = /^(?:---|\.\.\.)/;
/**
 * The lines `[first, end)` of the mapping whose keys sit at `column`, around the key on line `at`
 * (`opensItem` when that key starts a list item).
 */
function mappingOf(lines, at, column, opensItem) {
    let first = at;
    // A key that opens a list item (`- kind: Secret`) is the mapping's first line.
    while (!opensItem) {
        const line = lines[first - 1];
        if (line === undefined || DOCUMENT_MARK.test(line.text))
            break;
        if (line.indent === -1 || line.indent >= column) {
            first -= 1;
            continue;
        }
        // The `- ` that opens this mapping as a list item belongs to it; anything else is outside.
        if (isItem(line) && line.indent + 2 === column)
            first -= 1;
        break;
    }
    let end = at + 1;
    for (; end < lines.length; end += 1) {
        const line = lines[end];
        if (line === undefined || DOCUMENT_MARK.test(line.text))
            break;
        if (line.indent !== -1 && line.indent < column)
            break;
    }
    return { first, end };
}
function isItem(line) {
    return line.text.slice(line.indent).startsWith('- ');
}
/** The `data:` and `stringData:` blocks keyed at `column` in the mapping's lines. */
function yamlBlocks(lines, { first, end }, column) {
    const blocks = [];
    for (let i = first; i < end; i += 1) {
        const line = lines[i];
        const key = line === undefined ? null : YAML_BLOCK_KEY.exec(line.text);
        if (line === undefined || key === null || keyColumn(line) !== column)
            continue;
        let childIndent = -1;
        let j = i + 1;
        for (; j < end; j += 1) {
            const child = lines[j];
            if (child === undefined || child.indent === -1)
                continue;
            if (child.indent <= column)
                break;
            if (childIndent === -1)
                childIndent = child.indent;
        }
        const start = (lines[i + 1] ?? line).start;
        const stop = j < lines.length ? (lines[j]?.start ?? Infinity) : Infinity;
        blocks.push({ kind: key[1] === 'data' ? 'data' : 'stringData', start, end: stop, childIndent });
    }
    return blocks;
}
function keyColumn(line) {
    return line.indent + (isItem(line) ? 2 : 0);
}
/** JSON `"data": {` … `}` blocks, their entries one a line (values hold no braces). */
function jsonBlocks(text, lines) {
    return [...text.matchAll(JSON_BLOCK)].map((m) => {
        const start = m.index + m[0].length;
        const close = text.indexOf('}', start);
        const end = close === -1 ? text.length : close;
        const first = lines.find((line) => line.start >= start && line.indent !== -1);
        const childIndent = first !== undefined && first.start < end ? first.indent : -1;
        return { kind: m[1] === 'data' ? 'data' : 'stringData', start, end, childIndent };
    });
}
/** Which block of a Secret manifest the entry line at `index` belongs to, or null when none. */
function secretManifestBlock(text, index) {
    const lineStart = text.lastIndexOf('\n', index - 1) + 1;
    const lineEnd = text.indexOf('\n', lineStart);
    const line = text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd);
    const indent = line.length - line.trimStart().length;
    const block = blockAt(blocksOf(text), index);
    return block !== undefined && block.childIndent === indent ? block.kind : null;
}
/** The block holding `index`, by binary search over blocks sorted by start (they do not overlap). */
function blockAt(blocks, index) {
    let low = 0;
    let high = blocks.length - 1;
    while (low < high) {
        const mid = (low + high + 1) >> 1;
        if ((blocks[mid]?.start ?? 0) <= index)
            low = mid;
        else
            high = mid - 1;
    }
    const block = blocks[low];
    return block !== undefined && block.start <= index && index < block.end ? block : undefined;
}

;// CONCATENATED MODULE: ./src/local-checks/secret-names.ts
// Whether a variable, key or flag name says it holds a secret, judged word by word so that `apiKey`,
// `DB_PASSWORD` and `client-secret` count while `tokenizer`, `max_tokens`, `publicToken`, `csrf_token` and
// `PASSWORD_FILE` do not. Also: finding the name a value is assigned to, looking back from the value.
/** A word that is, or ends in, a secret term: `password`, `dbpassword`, `authtoken`, `apikey`… */
const SECRET_WORD = /^[a-z0-9]*(?:secret|passw(?:or)?d|passphrase|pwd|token|apikey|accesskey|authkey|privatekey|secretkey|masterkey|signingkey|credentials?)$/;
/** Secret only as whole words: `DB_PASS`, `db_pw`, npm's `_auth`, an `Authorization` header, a `jwt`. */
const SECRET_SHORT_WORDS = new Set(['pass', 'pw', 'auth', 'bearer', 'authorization', 'jwt']);
/** `<first> key` pairs: `api_key`, `accessKey`, `private-key`, `encryption.key`… */
const KEY_QUALIFIERS = new Set([
    'api',
    'access',
    'auth',
    'private',
    'secret',
    'master',
    'signing',
    'encryption',
    'account',
    'app',
    'client',
    'license',
    'session',
    'service',
    'admin',
    'hmac',
    'jwt',
    'consumer',
    'subscription',
    'deploy',
    'webhook',
    'shared',
    'root',
    'bot',
    // Providers whose keys carry no prefix: `AZURE_OPENAI_KEY`, `ALGOLIA_ADMIN_KEY`, `GOOGLE_MAPS_KEY`.
    'openai',
    'azure',
    'google',
    'maps',
    'firebase',
    'algolia',
    'pusher',
    'cognitive',
    'speech',
    'translator',
    'anthropic',
    'cohere',
    'mistral',
    'gemini',
    'deepseek',
    'elevenlabs',
    'serpapi',
    'tavily',
    'rapidapi',
    // More services whose API keys carry no prefix and go by `<SERVICE>_KEY` (`ETSY_KEY`, `TWILIO_KEY`);
    // services whose `…_KEY` is public by design (Pusher app keys aside, reCAPTCHA site keys, Sentry DSN
    // keys) are not here.
    ...('stripe twilio sendgrid mailgun mailjet mandrill postmark sparkpost mailchimp sendinblue brevo twitch ' +
        'etsy flickr finnhub facebook twitter linkedin github gitlab bitbucket heroku netlify vercel ' +
        'digitalocean linode cloudflare fastly datadog newrelic rollbar bugsnag honeybadger loggly logdna ' +
        'sumologic pagerduty opsgenie segment mixpanel amplitude intercom zendesk freshdesk hubspot salesforce ' +
        'shopify paypal braintree adyen razorpay paystack coinbase binance kraken kucoin bittrex etherscan ' +
        'infura alchemy nytimes newsapi openweather openweathermap yandex bing deepl assemblyai deepgram ' +
        'replicate stability groq perplexity together fireworks voyage cloudinary imgur giphy unsplash youtube ' +
        'spotify vimeo dropbox asana trello airtable notion clickup typeform docusign lob shippo easypost plaid ' +
        'finicity launchdarkly optimizely snyk codecov sonar travis circleci buildkite doppler pulumi okta auth0 ' +
        'clerk supabase contentful sanity storyblok prismic typesense meilisearch pinecone weaviate qdrant ' +
        'huggingface openrouter').split(' '),
]);
/** A last word that makes the name about a secret rather than the secret: its URL, length, file… */
const METADATA_WORDS = new Set(('url uri urls path paths file files dir name names type types id ids endpoint length len size count ' +
    'ttl expiry expires expiration prefix header headers field fields format policy min max hint label ' +
    'enabled required rotation limit limits usage index version regex pattern hash hashed digest salt ' +
    'timeout method mode source location ref env var variable param placeholder message error title ' +
    'description text help store provider manager generator validator handler factory class schema input ' +
    'form button reset strength storage cache key keys arn uid kind bytes chars address addr symbol ' +
    'decimals contract mint program balance amount price supply standard logo icon image rule rules ' +
    'requirements validation selector locator element xpath css style event action route screen view ' +
    'component modal dialog link fingerprint thumbprint checksum integrity host hosts hostname server ' +
    'domain port region realm issuer audience scope scopes user username login method methods algorithm ' +
    'algorithms alg cipher scheme encryption protocol used date time timestamp').split(' '));
/**
 * Verbs that start a function's or a call's name (`get_secret`, `fetchToken`, `validatePassword`): the name
 * is of code that handles a secret, and what follows it an argument or a key, not the secret.
 */
const CODE_VERBS = new Set(('get fetch load find lookup retrieve validate verify check parse decode encode encrypt decrypt compare ' +
    'create update delete revoke remove request handle ensure require').split(' '));
/** Words that mark a name public, anti-forgery, pagination or a boolean: never a credential. */
const HARMLESS_WORDS = new Set(('public publishable pub csrf xsrf authenticity anon anonymous next page cursor continuation is has ' +
    'show use enable disable allow should tokenizer tokenize tokenized tokens num total input output ' +
    'prompt completion dummy mock fake sample example encrypted hashed masked obfuscated redacted ' +
    'verification antiforgery idempotency').split(' '));
/** `apiKey` → `api key`, `DB_PASSWORD` → `db password`, `x-api-key` → `x api key`, `a.b` → `a b`. */
function nameWords(name) {
    return name
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((word) => word !== '');
}
/** Whether a name marks its value harmless whatever it looks like: `publicToken`, `sampleJwt`, `csrf`… */
function namesSomethingHarmless(name) {
    return nameWords(name).some(isHarmlessWord);
}
/** Anti-forgery tokens hide inside run-together names too (`csrfmiddlewaretoken`). */
function isHarmlessWord(word) {
    return HARMLESS_WORDS.has(word) || word.includes('csrf') || word.includes('xsrf');
}
/** Whether a variable or key name says it holds a secret (`DB_PASSWORD`, `apiKey`, `client_secret`…). */
function looksLikeSecretName(name) {
    const words = nameWords(name.replace(/\.(?:[cm]?[jt]sx?|json|ya?ml|md|txt|py|rb|go|rs|java|php|sh)$/i, '.file'));
    const last = words.at(-1);
    if (last === undefined || (METADATA_WORDS.has(last) && !(last === 'key' && keyPair(words))))
        return false;
    if (words.length > 1 && CODE_VERBS.has(words[0] ?? ''))
        return false;
    // The shell's and PowerShell's working directory, not a password.
    if (/^\$\{?(?:OLD)?PWD\}?$/i.test(name))
        return false;
    if (words.some(isHarmlessWord))
        return false;
    return words.some((word, i) => SECRET_WORD.test(word) ||
        SECRET_SHORT_WORDS.has(word) ||
        (word === 'key' && KEY_QUALIFIERS.has(words[i - 1] ?? '')));
}
/** Whether the name ends in a `<qualifier> key` pair (`api_key`): then the last word `key` is the secret. */
function keyPair(words) {
    return KEY_QUALIFIERS.has(words.at(-2) ?? '');
}
const NAME_CHAR = /[\w.$@-]/;
/**
 * The whole identifier that ends at `end` in `text` (`max_tokens` when a pattern matched from `tokens`), read
 * backwards over word characters, dots, `$`, `@` and dashes; leading dashes (a `--flag`) are dropped.
 */
function identifierEndingAt(text, end) {
    let start = end;
    while (start > 0 && end - start < 120 && NAME_CHAR.test(text.charAt(start - 1)))
        start -= 1;
    while (text.charAt(start) === '-')
        start += 1;
    return { name: text.slice(start, end), start };
}
/**
 * The name a value starting at `index` is assigned to on its line, if any: `TOKEN=`, `"token": "`,
 * `token = '`, `Authorization: Bearer `. Null when the value stands alone.
 */
function assignedNameBefore(text, index) {
    const lineStart = text.lastIndexOf('\n', index - 1) + 1;
    const before = text.slice(Math.max(lineStart, index - 160), index);
    const m = /([\w.$@-]+)\\?["']?\]?[ \t]*(?::{0,3}=|=>|:|,)[ \t]*\\?["'`]?(?:(?:Bearer|Basic|Token)[ \t]+)?$/i.exec(before);
    return m?.[1] ?? null;
}

;// CONCATENATED MODULE: ./src/local-checks/values.ts
// Judging candidate secret values and names: placeholders, entropy, secret-looking names, JWT roles.
// Shared by the secret rules and the checks that look at variable assignments.

/**
 * Words that mark a value as a placeholder or an example. Short ones count only in one case (`your`, `YOUR`,
 * `Your`), which keeps the odds of a random key containing one by chance negligible; words of six letters
 * and more count in any case (`ChangeMe`, `rePlaceMe`).
 */
const PLACEHOLDER_WORDS = [
    'xxxx',
    'changeme',
    'change_me',
    'change-me',
    'changeit',
    'replaceme',
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
    'abcdef',
    'qwerty',
    'asdf',
    '987654',
    'deadbeef',
    'insecure',
    '***',
    '...',
    '…',
];
/** The short words in their three cases, spelled out once rather than for every value judged. */
const PLACEHOLDER_SPELLINGS = PLACEHOLDER_WORDS.filter((word) => word.length < 6).flatMap((word) => [
    word,
    word.toUpperCase(),
    word.charAt(0).toUpperCase() + word.slice(1),
]);
const LONG_PLACEHOLDER_WORDS = PLACEHOLDER_WORDS.filter((word) => word.length >= 6);
/**
 * Template and format syntax stands for a value filled in later: `{password}`, `{token_1}`, `{0}`, `{}`,
 * `[PASSWORD]`, `<password>`, `${VAR}`, `{{ .Values.x }}`, `$(VAR)`, `%(name)s`, `%s`, `%v`, `%d`,
 * `__TOKEN__`.
 */
const TEMPLATE = /[<>]|\$\{|\{\{|%\(|\$\(|\{[^{}\s]{0,64}\}|\[[A-Za-z_ -]+\]|%[sqv]|%d(?![0-9A-Fa-f])|__[A-Z][A-Z0-9_]*__/;
/** Whether a value is a placeholder, an example or a reference to another variable rather than a secret. */
function isPlaceholder(value) {
    if (PLACEHOLDER_SPELLINGS.some((spelling) => value.includes(spelling)))
        return true;
    const lower = value.toLowerCase();
    if (LONG_PLACEHOLDER_WORDS.some((word) => lower.includes(word)))
        return true;
    if (TEMPLATE.test(value))
        return true;
    if (/^\$[A-Za-z_]\w*$|^%[A-Za-z_]\w*%$/.test(value))
        return true;
    return /(.)\1{5,}/.test(value);
}
/** A value that names what it stands for (`my-api-token-1`, `mysecretpassword`): a stand-in. */
function describesItself(value) {
    return /token|secret|passw|api_?key|credential/i.test(value);
}
/**
 * Words of descriptive values (`storageaccountkeybase64encoded`, `thisisnotarealkey`, `scram-sha-256`,
 * `aes-256-gcm`): what a key is or how it is used, spelled out instead of a key. No one-letter words, so
 * that random text seldom splits into them by chance.
 */
const DESCRIPTIVE_WORDS = new Set(('key keys account accounts storage blob base encoded encode encoding secret secrets password passwords ' +
    'passwd pass token tokens api access auth client server service user admin root test dev development ' +
    'prod production staging local default example sample demo dummy fake mock not real this that here ' +
    'there value string text data some any very super secure strong random long short simple new old ' +
    'temp private public shared master main primary secondary sha scram hmac aes cbc gcm ctr rsa ecdsa ' +
    'bearer basic digest plain json yaml env config setting settings change replace enter put use with from ' +
    'into only read write code grant type credentials credential authorization region name host port ' +
    'database azure aws google cloud app application web site mail email smtp your our you for and the ' +
    'get set foo bar baz hello world abc xyz one two three value values signing encryption salt hash ' +
    'connection string conn endpoint url uri protocol http https algorithm method mode none ' +
    'is my to of it no in on an or me be do we us so at as by up').split(' '));
/** Whether a run of lower-case letters splits wholly into descriptive words. */
function splitsIntoWords(run) {
    const reachable = new Uint8Array(run.length + 1);
    reachable[0] = 1;
    for (let end = 2; end <= run.length; end += 1) {
        for (let start = Math.max(0, end - 14); start <= end - 2 && reachable[end] === 0; start += 1) {
            if (reachable[start] === 1 && DESCRIPTIVE_WORDS.has(run.slice(start, end)))
                reachable[end] = 1;
        }
    }
    return reachable[run.length] === 1;
}
/**
 * A value made only of descriptive words, digits and separators: text about a key, not a key. Words are
 * cut at case changes, digits and punctuation, each run of letters split into known words.
 */
function isDescriptiveText(value) {
    const runs = value
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((run) => run !== '');
    return runs.length > 0 && runs.every(splitsIntoWords);
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
/** The header and claims of a JWT, or null when the value is not a readable JWT. */
function decodeJwt(token) {
    const [header, claims] = token.split('.').slice(0, 2).map(decodeJsonPart);
    return header !== undefined && header !== null && claims !== undefined && claims !== null
        ? { header, claims }
        : null;
}
function decodeJsonPart(part) {
    try {
        const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
        return typeof value === 'object' && value !== null && !Array.isArray(value)
            ? value
            : null;
    }
    catch {
        return null;
    }
}
/** A whole JWT: three base64url parts, the first two JSON objects (`eyJ`). */
const JWT_SHAPE = /^eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{16,}$/;
/** The JWT a base64 value wraps (`ZXlK…` is `eyJ…` encoded), or null when it wraps none. */
function base64Jwt(value) {
    if (!value.startsWith('ZXlK'))
        return null;
    const token = Buffer.from(value, 'base64').toString('utf8').trim();
    return JWT_SHAPE.test(token) ? token : null;
}
/** The `role` claim of a JWT's payload, or null when the value is not a readable JWT. */
function jwtRole(token) {
    const role = decodeJwt(token)?.claims.role;
    return typeof role === 'string' ? role : null;
}

;// CONCATENATED MODULE: ./src/local-checks/rules-generic.ts
// The catch-all rules: a literal, high-entropy value given to a secret-looking name, in the assignment
// syntaxes of config formats and languages, and in XML elements and attributes. The name is judged as a
// whole identifier (secret-names.ts), the value must be a literal (not code, a path, a URL or an ENV_NAME).




/**
 * Where a candidate name may start: a secret term anywhere in an identifier; `key` only after its qualifier
 * (`api_key`), checked behind it so that the scan tries few alternatives per position.
 */
const NAME_TERM = String.raw `(?:secret|pass|pwd|pw|token|credential|auth|bearer|key(?<=(?:${[...KEY_QUALIFIERS].join('|')})[_.-]?key))`;
const NAME = String.raw `(?<name>${NAME_TERM}[\w.-]{0,40})`;
/**
 * Between name and value: an optional closing quote or `]` (`"api_key"`, `ENV["TOKEN"]`), then a typed
 * declaration (`: string =`, Rust's `: &str =`, Go's `token string =`), an operator (`=`, `:`, `:=`, `::=`,
 * `:::=`, `?=`, `.=`, `+=`, `||=`, `??=`, `=>`, `<-`), a default (`env.TOKEN || '…'`, `?? '…'`, shell
 * `${TOKEN:-…}`), a call's argument comma (`setProperty("X_TOKEN", "…")`), a call's parenthesis
 * (`.password("…")`, `setApiKey("…")`) or blanks (see `blankSeparated`).
 */
const SEPARATOR = String.raw `(?<sep>\\?["']?\]?[ \t]{0,20}(?::[ \t]{0,20}&?(?:'static[ \t]+)?[A-Za-z][\w.<>\[\]?]{0,30}[ \t]{0,20}=(?![=~])|[ \t][A-Za-z][\w.\[\]*]{0,30}[ \t]{0,20}=(?![=~])|:{1,3}=|[?.+|&]{1,2}=|\|\||\?\?|=>|=(?![=~])|:-|:(?!:)|<-|,|\()?[ \t]{0,20})`;
/**
 * A quoted literal (JSON-escaped quotes and TOML's or Python's triple quotes too), a `(user, password)` pair (Python's `auth=("api", "…")`), or
 * a bare literal ending at a delimiter or an escaped newline; up to 4,096 characters (session tokens and
 * encoded keys are long).
 */
const VALUE = String.raw `(?:\\?"(?:"")?(?<dq>[^"\s\\]{10,4096})(?:"")?\\?"|'(?:'')?(?<sq>[^'\s\\]{10,4096})(?:'')?'|\x60(?<bq>[^\x60\s\\$]{10,4096})\x60|\([ \t]*["'][^"'\s]{1,64}["'][ \t]*,[ \t]*["'](?<pair>[^"'\s]{10,4096})["'][ \t]*\)|(?<bare>[\w+/.~@%^-][\w+/~.!@#%^*:=-]{8,4094}[\w+/~.!@#%^*=-])(?=[\s,;&)\]}<"'\x60]|\\[nrt]|$))`;
/** The name terms, as keywords (found in any case: `token`, `Token`, `TOKEN`, `tOKEN`). */
const NAME_KEYWORDS = ['secret', 'pass', 'pwd', 'pw', 'token', 'credential', 'auth', 'bearer', 'key'];
/**
 * Code, not a literal: `config.db.password1`, `SOME_ENV_NAME`, a path (`src/app.ts:9`), a URL, or a stretch
 * of source caught between two strings' quotes (`"],pattern:/x/g},{id:"`: two or more brackets or commas).
 */
function looksLikeCode(value) {
    return ((value.match(/[[\]{}(),;]/g)?.length ?? 0) >= 2 ||
        /^[A-Za-z_$#][\w$]*(?:\.#?[A-Za-z_$][\w$]*)+$/.test(value) ||
        // snake_case words (`0002_alter_user_name`, `x25519_generate_private_key`): a function, a migration.
        snakeCaseWords(value) ||
        /\/.*\.[A-Za-z]{1,5}(?::\d+)*$/.test(value) ||
        /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(value) ||
        /^\.{0,2}\//.test(value) ||
        value.includes('://'));
}
/**
 * Three or more lower-case words joined by `_` (digits may join them), or a migration's name (a sequence
 * number, then words: `0006_require_contenttypes_0002`): an identifier, not key material.
 */
function snakeCaseWords(value) {
    if (!/^[a-z0-9]+(?:_[a-z0-9]+){2,}$/.test(value))
        return false;
    if (/^\d{4}_[a-z]{3,}_/.test(value))
        return true;
    return value.split('_').filter((part) => /^[a-z]{3,}$/.test(part)).length >= 3;
}
/**
 * A value that repeats the last part of its name is the binding of that name, not a literal:
 * `exports.Socks5Auth = Socks5Auth` (a compiled enum), `generate_key: x25519_generate_key`.
 */
function repeatsName(value, name) {
    const last = (name.split('.').at(-1) ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
    return (last.length >= 4 &&
        value
            .toLowerCase()
            .replace(/[^a-z0-9]/g, '')
            .includes(last));
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * Names under which a UUID is a key rather than a record's id: API keys and secrets, and providers whose
 * keys are UUIDs (Heroku, Snyk, Postmark, HubSpot's `hapikey`, npm's legacy `_authToken`).
 */
const UUID_KEY_NAME = /api|secret|passw|licen[cs]e|access_?key|heroku|snyk|postmark|hubspot|authtoken/i;
/**
 * A value the generic rules take: letters and digits, a literal (not code or a hash), not self-describing;
 * a UUID only under a name that makes it a key (`HEROKU_API_KEY`, not `SESSION_TOKEN`).
 */
function literalSecretValue(value, name) {
    return (/[A-Za-z]/.test(value) &&
        /\d/.test(value) &&
        !looksLikeCode(value) &&
        !describesItself(value) &&
        !isDescriptiveText(value) &&
        // A JWT wrapped in base64 is judged by its claims (the jwt-base64 rule).
        base64Jwt(value) === null &&
        // `$…`: a variable, or a password hash (`$2b$…`, `$argon2id$…`) rather than a password.
        !value.startsWith('$') &&
        // A digest names its algorithm (`sha512-…` integrity, `SHA256:…` fingerprints, Go's `h1:…`).
        !/^(?:sha(?:1|224|256|384|512)|md5|h1)[:-]/i.test(value) &&
        // Keys public by design: Mapbox `pk.`, Stripe publishable, Supabase publishable, PostHog project keys,
        // New Relic browser keys.
        !/^(?:pk\.eyJ|pk_(?:live|test)_|sb_publishable_|phc_|NRJS-)/.test(value) &&
        // A UUID names a record (a session, a request, a tenant) unless its name says it is a key.
        (!UUID.test(value) || UUID_KEY_NAME.test(name)));
}
/**
 * Whether a name at `start` takes its value after blanks: `-Token '…'`, `:api-key "…"`, `(def k "…"`, and
 * after the commands that set a variable that way (Dockerfile's legacy `ENV NAME value`, Windows' `setx`).
 */
function blankSeparated(text, start) {
    const before = text.charAt(start - 1);
    const lead = text.slice(Math.max(0, start - 12), start);
    return (before === '-' ||
        before === ':' ||
        /\((?:def|defconst|defvar|setq|define)[ \t]+$/.test(lead) ||
        /(?:^|[\s;&])(?:ENV|setx|SETX)[ \t]+$/.test(lead));
}
/** `f("X_TOKEN", "…")`, `{ "ApiKey", "…" }`: the name is a whole quoted argument and the value is quoted. */
function quotedCallPair(text, start, groups) {
    return (/[([{\s]["']$/.test(text.slice(Math.max(0, start - 2), start)) &&
        groups.bare === undefined &&
        groups.pair === undefined);
}
/** `.password("…")`: a call whose one argument is a quoted literal (its name is judged as any name). */
function soleQuotedArgument(match, groups) {
    const quoted = groups.dq ?? groups.sq ?? groups.bq;
    return quoted !== undefined && /^[ \t]*\)/.test(match.input.slice(match.index + match[0].length));
}
function acceptAssignment(secret, match) {
    const groups = match.groups ?? {};
    const { name, start } = identifierEndingAt(match.input, match.index + (groups.name ?? '').length);
    const sep = groups.sep ?? '';
    // Badge URLs (`badge.svg?token=…`) carry tokens made to be published.
    if (/badge[^\s"'()]*[?&]$/i.test(match.input.slice(Math.max(0, start - 200), start)))
        return false;
    // A search config's `apiKey` beside its `indexName` (Algolia DocSearch, InstantSearch) is a search-only
    // key, published to every visitor.
    if (/indexName/.test(match.input.slice(Math.max(0, start - 300), start + 300)))
        return false;
    // A bare blank separates a value only after a `-Flag`, a Clojure/EDN `:keyword` or a `(def name`; a comma
    // only between quoted call arguments. A closing quote or bracket alone (`[PASSWORD]@host`) is no operator.
    const operator = sep.replace(/^\\?["']?\]?/, '');
    if (/^[ \t]*$/.test(operator) && (operator === '' || !blankSeparated(match.input, start)))
        return false;
    if (sep.trimEnd().endsWith(',') && !quotedCallPair(match.input, start, groups))
        return false;
    if (sep.trimEnd().endsWith('(') && !soleQuotedArgument(match, groups))
        return false;
    return (looksLikeSecretName(name) &&
        literalSecretValue(secret, name) &&
        !repeatsName(secret, name) &&
        // A Secret manifest's values are base64: the manifest rule judges them decoded.
        secretManifestBlock(match.input, match.index) === null);
}
function acceptXml(secret, match) {
    const name = match.groups?.tag ?? match.groups?.attr ?? '';
    return looksLikeSecretName(name.slice(name.lastIndexOf(':') + 1)) && literalSecretValue(secret, name);
}
const GENERIC_RULES = [
    {
        id: 'xml-secret',
        name: 'High-entropy value in a secret-named XML element or attribute',
        severity: 'medium',
        confidence: 'context',
        keywords: ['</', '/>'],
        // `<password>value</password>` (the value may sit on its own line), .NET / Spring style
        // `<add key="ApiKey" value="…"/>`, `<property name="password" value="…"/>`, and Java properties XML
        // `<entry key="db.password">…</entry>`.
        pattern: /<(?<tag>[\w:.-]{0,40}(?:secret|passw|pwd|token|key|credential)[\w:.-]{0,40})(?:[ \t][^<>]{0,200})?>\s{0,200}(?<text>[^<>\s]{10,4096})\s{0,200}<\/|\b(?:key|name)[ \t]*=[ \t]*"(?<attr>[^"\s]{0,40}(?:secret|passw|pwd|token|key|credential)[^"\s]{0,40})"(?:[ \t]+value[ \t]*=[ \t]*"(?<value>[^"\s]{10,4096})"|[^<>]{0,200}>\s{0,200}(?<entry>[^<>\s]{10,4096})\s{0,200}<\/)/gi,
        secretOf: (m) => m.groups?.text ?? m.groups?.value ?? m.groups?.entry,
        minEntropy: MIN_GENERIC_ENTROPY,
        accept: acceptXml,
    },
    {
        id: 'generic-secret',
        name: 'High-entropy value assigned to a secret-looking name',
        severity: 'medium',
        confidence: 'context',
        keywords: NAME_KEYWORDS,
        pattern: new RegExp(NAME + SEPARATOR + VALUE, 'gim'),
        // Name, separator and value sit on one line, and the checks of `acceptAssignment` read the whole text.
        scope: 'line',
        secretOf: (m) => m.groups?.dq ?? m.groups?.sq ?? m.groups?.bq ?? m.groups?.pair ?? m.groups?.bare,
        minEntropy: MIN_GENERIC_ENTROPY,
        accept: acceptAssignment,
    },
];

;// CONCATENATED MODULE: ./src/local-checks/rules-line-values.ts
// Secret assignments that span or shape whole lines, which the one-line generic rule cannot see: Java
// `.properties` entries separated by blanks alone (`db.password s3cr…`) or continued with `\`, values on
// the line after their name (YAML block scalars `|`/`>` and plain scalars, formatters' `apiKey:\n  '…'`),
// `name:`/`value:` pairs (Kubernetes `env`, ECS task definitions), and Terraform variables whose `default`
// sits lines below their name.
// Names and values are judged as in the generic rule (secret-names.ts, `literalSecretValue`).



/** A whole key at the start of a line that contains a secret term: `db.password`, `spring.mail.api-key`. */
const LINE_NAME = String.raw `(?<name>[\w.$-]{0,80}?${NAME_TERM}[\w.$-]{0,40})`;
/**
 * A properties entry: the key, then blanks alone or `=`/`:` with blanks, then a value that may run over
 * lines ending in `\` (the next line's leading blanks are dropped, as `java.util.Properties` reads it).
 */
const PROPERTIES_ENTRY = new RegExp(String.raw `^[ \t]*${LINE_NAME}(?<sep>[ \t]*[=:][ \t]*|[ \t]+)(?<value>(?:[^\s\\]*\\\r?\n[ \t]*)*[^\s\\]{1,4096})[ \t]*\r?$`, 'gim');
/** After `name:` or `name =` at a line end: a YAML block indicator (`|`, `>-`, `|+2`), blanks, a comment. */
const LINE_END = String.raw `[ \t]*(?:[|>][+-]?\d?[+-]?[ \t]*)?(?:#[^\n]*)?\r?\n`;
/**
 * A name ending its line with `:` or `=`, then, after blank lines, one more-indented line holding the whole
 * value (quoted, or bare for `:`), not followed by a further line of the same scalar. The scan stops only
 * at a `:` or `=` that ends its line and reads the name behind it (a lookbehind): scanning every line
 * start for a name cost four times as much.
 */
const NEXT_LINE_VALUE = new RegExp(String.raw `(?<sep>[:=])(?=${LINE_END})(?<=^(?<indent>[ \t]*)(?:- )?(?:(?:export|const|let|var|val|final|static|private|public|readonly)[ \t]+)*["']?(?<name>[\w.$-]{1,120})["']?[ \t]*[:=])${LINE_END}(?:[ \t]*\r?\n){0,3}\k<indent>[ \t]+(?:(?<q>["'\x60])(?<quoted>[^"'\x60\s\\]{10,4096})\k<q>|(?<bare>[^\s"'\x60#,;]{10,4096}))[ \t]*[,;]?[ \t]*\r?$(?!\n\k<indent>[ \t]+[^\s#])`, 'gim');
/** The value as the properties reader joins it: each `\` line end and the next line's indentation go. */
function joinContinuations(value) {
    return value.replace(/\\\r?\n[ \t]*/g, '');
}
/** A secret-looking name (the whole key) holding a literal value. */
function acceptNamed(secret, match) {
    const name = match.groups?.name ?? '';
    return looksLikeSecretName(name) && literalSecretValue(secret, name);
}
function acceptProperties(secret, match) {
    const { sep = '', value = '' } = match.groups ?? {};
    // `key=value` and `key: value` on one line are the generic rule's; this one adds blanks and continuations.
    return !(/[=:]/.test(sep) && !value.includes('\\')) && acceptNamed(secret, match);
}
function acceptNextLine(secret, match) {
    const { sep = '', bare } = match.groups ?? {};
    // After `=` only a quoted literal is a value (`TOKEN =\n  'x'`); a bare word is the next statement.
    return !(sep === '=' && bare !== undefined) && acceptNamed(secret, match);
}
/** A Terraform variable named as a secret whose `default` is a literal: the value ships with the code. */
const HCL_VARIABLE_DEFAULT = /variable[ \t]+"(?<name>[\w-]{1,80})"[ \t]*\{[^{}]{0,600}?\bdefault[ \t]*=[ \t]*"(?<value>[^"\s\\$]{10,4096})"/g;
/**
 * A `name`/`value` pair naming a secret: Kubernetes and compose `env` entries (`- name: DB_PASSWORD` then
 * `value: …` on the next line), ECS task definitions and app settings in JSON (`{"name": "API_KEY",
 * "value": "…"}`), CloudFormation `Name:`/`Value:`.
 */
const NAME_VALUE_PAIR = /\bname["']?[ \t]*:[ \t]*["']?(?<name>[\w.-]{1,80})["']?[ \t]*(?:,[ \t]*)?(?:\r?\n[ \t]*)?["']?value["']?[ \t]*:[ \t]*(?:(?<q>["'])(?<quoted>[^"'\s\\]{10,4096})\k<q>|(?<bare>[^\s"',}#]{10,4096}))/gi;
const LINE_VALUE_RULES = [
    {
        id: 'properties-secret',
        name: 'High-entropy value in a secret-named properties entry',
        severity: 'medium',
        confidence: 'context',
        keywords: NAME_KEYWORDS,
        pattern: PROPERTIES_ENTRY,
        // An entry starts its line, and its key (holding the name term) is on that first line.
        scope: 'line-start',
        secretOf: (m) => (m.groups?.value === undefined ? undefined : joinContinuations(m.groups.value)),
        minEntropy: MIN_GENERIC_ENTROPY,
        lineAtMatch: true,
        accept: acceptProperties,
    },
    {
        id: 'next-line-secret',
        name: 'High-entropy value on the line after a secret-looking name',
        severity: 'medium',
        confidence: 'context',
        keywords: NAME_KEYWORDS,
        pattern: NEXT_LINE_VALUE,
        secretOf: (m) => m.groups?.quoted ?? m.groups?.bare,
        minEntropy: MIN_GENERIC_ENTROPY,
        accept: acceptNextLine,
    },
    {
        id: 'name-value-secret',
        name: 'High-entropy value of a secret-named name/value pair',
        severity: 'medium',
        confidence: 'context',
        keywords: ['value', 'Value', 'VALUE'],
        pattern: NAME_VALUE_PAIR,
        secretOf: (m) => m.groups?.quoted ?? m.groups?.bare,
        minEntropy: MIN_GENERIC_ENTROPY,
        accept: acceptNamed,
    },
    {
        id: 'hcl-variable-default',
        name: 'High-entropy default of a secret-named Terraform variable',
        severity: 'medium',
        confidence: 'context',
        keywords: ['variable'],
        pattern: HCL_VARIABLE_DEFAULT,
        secretOf: (m) => m.groups?.value,
        minEntropy: MIN_GENERIC_ENTROPY,
        accept: acceptNamed,
    },
];

;// CONCATENATED MODULE: ./src/local-checks/rules-payment-tokens.ts
// Keys of payment and commerce providers, recognised by the prefix and length their providers document. Only
// live keys: test-mode keys (`sk_test_`, `EZTK`, `FLWSECK_TEST-`, Plaid sandbox) move no money.

const rules_payment_tokens_UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PAYMENT_TOKEN_RULES = [
    formatRule('stripe-secret-key', 'Stripe live secret or restricted key', 'critical', ['_live_'], '(?:sk|rk)_live_[A-Za-z0-9]{20,247}'),
    formatRule('stripe-webhook-secret', 'Stripe webhook signing secret', 'high', ['whsec_'], 'whsec_[A-Za-z0-9+/]{32,}'),
    formatRule('square-token', 'Square access token or secret', 'critical', ['EAAA', 'sq0'], 'EAAA[A-Za-z0-9_-]{60}|sq0(?:atp|csp)-[A-Za-z0-9_-]{22,43}'),
    formatRule('braintree-token', 'Braintree access token', 'critical', ['access_token$'], 'access_token\\$production\\$[a-z0-9]{16}\\$[a-f0-9]{32}'),
    formatRule('shopify-token', 'Shopify access token', 'high', ['shpat_', 'shpss_', 'shpca_', 'shppa_'], 'shp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}'),
    formatRule('shippo-token', 'Shippo live token', 'high', ['shippo_live_'], 'shippo_live_[a-f0-9]{40}'),
    formatRule('easypost-api-key', 'EasyPost production API key', 'high', ['EZAK'], 'EZAK[A-Za-z0-9]{54}'),
    formatRule('flutterwave-secret-key', 'Flutterwave live secret key', 'critical', ['FLWSECK-'], 'FLWSECK-[a-f0-9]{32}-X'),
    formatRule('plaid-access-token', 'Plaid production access token', 'critical', ['access-production-', 'access-development-'], `access-(?:production|development)-${rules_payment_tokens_UUID}`),
    formatRule('duffel-token', 'Duffel live access token', 'high', ['duffel_live_'], 'duffel_live_[A-Za-z0-9_=-]{43}'),
];

;// CONCATENATED MODULE: ./src/local-checks/rules-platform-tokens.ts
// Tokens of code hosts, package registries, clouds and infrastructure tools, recognised by the prefix and
// length their providers document. Facts only (prefix, length, alphabet); the patterns are this project's.


const PLATFORM_TOKEN_RULES = [
    formatRule('aws-access-key-id', 'AWS access key ID', 'high', ['AKIA', 'ASIA', 'ABIA', 'ACCA'], '(?:AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16}'),
    {
        id: 'aws-secret-access-key',
        name: 'AWS secret access key',
        severity: 'critical',
        confidence: 'format',
        keywords: [
            'secret_access_key',
            'SECRET_ACCESS_KEY',
            'SecretAccessKey',
            'secretAccessKey',
            'secret-access-key',
        ],
        pattern: /secret[_-]?access[_-]?key\\?["']?\s*[:=]\s*\\?["']?([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+])/gi,
    },
    formatRule('github-token', 'GitHub token', 'critical', ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_'], 'gh[pousr]_[A-Za-z0-9]{36,251}|github_pat_[A-Za-z0-9_]{80,120}'),
    formatRule('gitlab-token', 'GitLab token', 'critical', ['glpat-', 'gldt-', 'glptt-', 'glrt-', 'glcbt-', 'gloas-', 'glagent-', 'glsoat-', 'glft-', 'glimt-'], 'gl(?:pat|dt|ptt|rt|cbt|oas|agent|soat|ft|imt)-[A-Za-z0-9_-]{20,}'),
    formatRule('npm-token', 'npm access token', 'critical', ['npm_'], 'npm_[A-Za-z0-9]{36}'),
    formatRule('pypi-token', 'PyPI upload token', 'critical', ['pypi-'], 'pypi-AgE[A-Za-z0-9_-]{50,}'),
    formatRule('docker-hub-token', 'Docker Hub access token', 'high', ['dckr_'], 'dckr_(?:pat|oat)_[A-Za-z0-9_-]{27,}'),
    formatRule('rubygems-token', 'RubyGems API key', 'critical', ['rubygems_'], 'rubygems_[a-f0-9]{48}'),
    formatRule('nuget-api-key', 'NuGet API key', 'high', ['oy2'], 'oy2[a-z0-9]{43}', MIXED),
    formatRule('jfrog-token', 'JFrog Artifactory API key or reference token', 'high', ['AKCp', 'cmVmdGtuOjAxOj'], 'AKCp[A-Za-z0-9]{69}|cmVmdGtuOjAxOj[A-Za-z0-9]{40,}'),
    formatRule('google-api-key', 'Google API key', 'medium', ['AIza'], 'AIza[A-Za-z0-9_-]{35}'),
    formatRule('google-oauth-client-secret', 'Google OAuth client secret', 'high', ['GOCSPX-'], 'GOCSPX-[A-Za-z0-9_-]{28}'),
    formatRule('firebase-server-key', 'Firebase Cloud Messaging server key', 'high', [':APA91b'], 'AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{130,140}'),
    {
        id: 'azure-storage-key',
        name: 'Azure storage account or Service Bus key',
        severity: 'critical',
        confidence: 'format',
        keywords: ['AccountKey=', 'SharedAccessKey='],
        pattern: /(?:AccountKey=([A-Za-z0-9+/]{86}==)|SharedAccessKey=([A-Za-z0-9+/]{43}=))/g,
        secretOf: (m) => m[1] ?? m[2],
    },
    {
        id: 'azure-sas-signature',
        name: 'Azure shared access signature',
        severity: 'high',
        confidence: 'format',
        keywords: ['sig='],
        // A SAS URL carries its service version (`sv=`) next to the HMAC-SHA256 signature (44 base64 characters).
        pattern: /[?&]sv=[^\s"'&]+&(?:[^\s"'#]*?&)?sig=([A-Za-z0-9%+/]{43,60}(?:=|%3D))/gi,
    },
    formatRule('azure-ad-client-secret', 'Microsoft Entra ID (Azure AD) client secret', 'critical', ['Q~'], '[A-Za-z0-9_.~-]{3}\\dQ~[A-Za-z0-9_.~-]{31,34}', { accept: (secret) => /[a-z]/.test(secret) && /[A-Z]/.test(secret) && /\d/.test(secret) }),
    formatRule('digitalocean-token', 'DigitalOcean token', 'critical', ['_v1_'], 'do[por]_v1_[a-f0-9]{64}'),
    formatRule('cloudflare-api-token', 'Cloudflare API token or key', 'critical', ['cfk_', 'cfut_', 'cfat_'], '(?:cfk|cfut|cfat)_[A-Za-z0-9]{40,60}'),
    formatRule('cloudflare-origin-ca-key', 'Cloudflare Origin CA key', 'high', ['v1.0-'], 'v1\\.0-[a-f0-9]{24}-[a-f0-9]{146}'),
    formatRule('databricks-token', 'Databricks access token', 'critical', ['dapi', 'dose'], '(?:dapi|dose)[a-f0-9]{32}(?:-\\d)?', MIXED),
    formatRule('pulumi-token', 'Pulumi access token', 'critical', ['pul-'], 'pul-[a-f0-9]{40}'),
    formatRule('planetscale-token', 'PlanetScale token or password', 'critical', ['pscale_'], 'pscale_(?:tkn|pw|oauth)_[A-Za-z0-9_.-]{32,64}'),
    formatRule('terraform-cloud-token', 'Terraform Cloud / HCP Terraform token', 'critical', ['.atlasv1.'], '[A-Za-z0-9]{14}\\.atlasv1\\.[A-Za-z0-9_-]{60,70}'),
    {
        id: 'vault-token',
        name: 'HashiCorp Vault token',
        severity: 'critical',
        confidence: 'format',
        keywords: ['hvs.', 'hvb.', 'b.AAAAAQ', 'VAULT_TOKEN', 'vault_token', 'vaultToken', 'X-Vault-Token'],
        // Service (`hvs.`) and batch (`hvb.`, formerly `b.AAAAAQ`) tokens; before Vault 1.10 a service token was
        // `s.` and 24 characters, recognisable only by the name it is given.
        pattern: /(?:(?<=\\[nrt])|(?<![\w-]))(hv[sb]\.[A-Za-z0-9_-]{24,}|b\.AAAAAQ[A-Za-z0-9_-]{80,})(?![\w-])|(?:[Vv]ault[_-]?[Tt]oken|VAULT_TOKEN|X-Vault-Token)\\?["']?[ \t]*[:=][ \t]*\\?["']?(s\.[A-Za-z0-9]{24})(?![\w-])/g,
        secretOf: (m) => m[1] ?? m[2],
    },
    formatRule('doppler-token', 'Doppler token', 'critical', ['dp.'], 'dp\\.(?:pt|st|ct|sa|scim|audit)\\.(?:[a-z0-9_-]{2,35}\\.)?[A-Za-z0-9]{40,44}'),
    formatRule('onepassword-service-token', '1Password service account token', 'critical', ['ops_eyJ'], 'ops_eyJ[A-Za-z0-9+/=_-]{100,}'),
    formatRule('fly-token', 'Fly.io access token', 'critical', ['fm1', 'fm2'], 'fm[12][ar]?_[A-Za-z0-9+/=_-]{100,}'),
    formatRule('heroku-api-key', 'Heroku API key', 'critical', ['HRKU-'], 'HRKU-[A-Za-z0-9_-]{50,80}'),
    formatRule('tailscale-key', 'Tailscale key', 'critical', ['tskey-'], 'tskey-(?:auth|api|client|scim|webhook)-[A-Za-z0-9]{6,}-[A-Za-z0-9]{20,}'),
    formatRule('age-secret-key', 'age secret key', 'critical', ['AGE-SECRET-KEY-1'], 'AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}'),
    formatRule('sonarqube-token', 'SonarQube token', 'high', ['squ_', 'sqp_', 'sqa_'], 'sq[upa]_[a-f0-9]{40}'),
    formatRule('circleci-token', 'CircleCI personal API token', 'critical', ['CCIPAT_'], 'CCIPAT_[A-Za-z0-9]{22}_[a-f0-9]{40}'),
    formatRule('buildkite-token', 'Buildkite API token', 'critical', ['bkua_'], 'bkua_[a-f0-9]{40}'),
    formatRule('netlify-token', 'Netlify personal access token', 'critical', ['nfp_'], 'nfp_[A-Za-z0-9]{36}', MIXED),
    formatRule('render-api-key', 'Render API key', 'critical', ['rnd_'], 'rnd_[A-Za-z0-9]{32}', MIXED),
    formatRule('atlassian-api-token', 'Atlassian API token or Bitbucket app password', 'high', ['ATATT3', 'ATBB'], 'ATATT3[A-Za-z0-9_=-]{180,}|ATBB[A-Za-z0-9]{28,}'),
    formatRule('sourcegraph-token', 'Sourcegraph access token', 'high', ['sgp_'], 'sgp_(?:[a-f0-9]{16}_)?[a-f0-9]{40}'),
    formatRule('harness-token', 'Harness access token', 'high', ['pat.', 'sat.'], '(?:pat|sat)\\.[A-Za-z0-9_-]{22}\\.[a-f0-9]{24}\\.[A-Za-z0-9]{20}', MIXED),
    formatRule('supabase-access-token', 'Supabase personal access token', 'critical', ['sbp_'], 'sbp_[a-f0-9]{40}'),
    formatRule('dropbox-token', 'Dropbox access token', 'high', ['sl.', 'AAAAAAAAAA'], 'sl\\.(?:u\\.)?[A-Za-z0-9_-]{130,}|[A-Za-z0-9]{11}AAAAAAAAAA[A-Za-z0-9_-]{43}', 
    // Long-lived tokens carry ten `A`s by design: judge the rest.
    { isPlaceholder: (secret) => isPlaceholder(secret.replace('AAAAAAAAAA', '')) }),
];

;// CONCATENATED MODULE: ./src/local-checks/rules-service-tokens.ts
// Tokens of hosted services (chat, mail, AI, monitoring, productivity), recognised by the prefix
// and length their providers document. Facts only (prefix, length, alphabet); the patterns are this
// project's. Tokens without a prefix are recognised by the name they are given (Datadog, Okta).


const SERVICE_TOKEN_RULES = [
    formatRule('slack-token', 'Slack token', 'high', ['xox', 'xapp-'], 
    // Bot, user and legacy tokens: numeric workspace/user parts (one alone in old bot and user tokens),
    // then a random part; refresh and configuration tokens (`xoxe`); app-level tokens (`xapp-`).
    'xox[abposr]-(?:\\d{1,15}-){1,4}[A-Za-z0-9]{20,64}|xoxe(?:\\.xox[bp])?-\\d-[A-Za-z0-9]{100,180}|xapp-\\d-[A-Z0-9]{8,12}-\\d{8,15}-[a-f0-9]{64}', 
    // The random part mixes letters and digits: a word after the numbers (`xoxb-1234-notarealtoken…`) is not.
    { accept: (secret) => mixesLettersAndDigits(secret.slice(secret.lastIndexOf('-') + 1)) }),
    {
        id: 'slack-webhook',
        name: 'Slack incoming or workflow webhook URL',
        severity: 'medium',
        confidence: 'format',
        keywords: ['hooks.slack.com'],
        pattern: /(https?:\/\/hooks\.slack\.com\/(?:services\/T[A-Z0-9]{6,}\/B[A-Z0-9]{6,}\/[A-Za-z0-9]{20,}|(?:workflows|triggers)\/T[A-Z0-9]{6,}\/(?:A[A-Z0-9]{6,}\/)?\d{6,}\/[A-Za-z0-9]{20,}))/g,
    },
    {
        id: 'discord-webhook',
        name: 'Discord webhook URL',
        severity: 'medium',
        confidence: 'format',
        keywords: ['/api/webhooks/'],
        pattern: /(https:\/\/(?:ptb\.|canary\.)?discord(?:app)?\.com\/api\/webhooks\/\d{17,20}\/[A-Za-z0-9_-]{60,70})/g,
    },
    formatRule('discord-bot-token', 'Discord bot token', 'high', ['discord', 'Discord', 'DISCORD', 'bot', 'Bot', 'BOT', '.login('], 
    // The first part is the bot's numeric id in base64, which starts with M, N or O. Only where the file
    // talks of Discord or a bot (`client.login(…)`): the shape alone is close to other dotted tokens'.
    '[MNO][A-Za-z0-9_-]{23,27}\\.[A-Za-z0-9_-]{6}\\.[A-Za-z0-9_-]{27,40}', MIXED),
    {
        id: 'discord-client-secret',
        name: 'Discord OAuth2 client secret',
        severity: 'high',
        confidence: 'format',
        keywords: ['discord'],
        // 32 characters, no prefix: recognised under a Discord name (`DISCORD_CLIENT_SECRET`, or a `discord:`
        // section holding `clientSecret`, on its line or the next).
        pattern: /discord[\w"'.: {-]{0,40}?(?:\r?\n[ \t]*)?[\w"'.: {-]{0,40}?secret\\?["']?[ \t]*[:=][ \t]*\\?["']?([A-Za-z0-9_-]{32})(?![\w-])/gi,
        accept: (secret) => mixesLettersAndDigits(secret) || randomLetters(secret.replace(/[_-]/g, '')),
    },
    formatRule('twitter-bearer-token', 'X (Twitter) app-only bearer token', 'high', ['AAAAAAAAAAAAAAAAAAAA'], 
    // A run of `A`s (the encoded app id's leading zero bytes), URL-encoded base64 with its `=` as `%3D`,
    // then the random part.
    'A{20,24}[A-Za-z0-9%]{16,120}%3D[A-Za-z0-9]{40,60}', 
    // Runs of `A`s are the format, not a placeholder's repeats: judge the random part after `%3D`.
    { isPlaceholder: (secret) => isPlaceholder(secret.slice(secret.lastIndexOf('%3D') + 3)) }),
    // The bot's id (8 to 10 digits), then a secret of exactly 35 characters starting `AA`.
    formatRule('telegram-bot-token', 'Telegram bot token', 'high', [':AA'], '\\d{8,10}:AA[A-Za-z0-9_-]{33}'),
    formatRule('anthropic-api-key', 'Anthropic API key', 'critical', ['sk-ant-'], 'sk-ant-(?:api|admin)\\d{2}-[A-Za-z0-9_-]{32,}'),
    formatRule('openai-api-key', 'OpenAI API key', 'critical', ['sk-'], 'sk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{40,}|sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}'),
    formatRule('openrouter-api-key', 'OpenRouter API key', 'critical', ['sk-or-'], 'sk-or-v1-[a-f0-9]{64}'),
    formatRule('huggingface-token', 'Hugging Face access token', 'critical', ['hf_', 'api_org_'], 
    // The random part is often letters alone.
    '(?:hf|api_org)_[A-Za-z0-9]{34}', MIXED_OR_LETTERS),
    formatRule('groq-api-key', 'Groq API key', 'critical', ['gsk_'], 'gsk_[A-Za-z0-9]{52}', MIXED),
    formatRule('xai-api-key', 'xAI API key', 'critical', ['xai-'], 'xai-[A-Za-z0-9]{80}', MIXED),
    formatRule('perplexity-api-key', 'Perplexity API key', 'critical', ['pplx-'], 'pplx-[A-Za-z0-9]{48}'),
    formatRule('replicate-token', 'Replicate API token', 'critical', ['r8_'], 'r8_[A-Za-z0-9]{37}', MIXED),
    formatRule('langsmith-api-key', 'LangSmith API key', 'high', ['lsv2_'], 'lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}'),
    formatRule('pinecone-api-key', 'Pinecone API key', 'high', ['pcsk_'], 'pcsk_[A-Za-z0-9]{4,10}_[A-Za-z0-9]{40,80}'),
    formatRule('twilio-api-key', 'Twilio API key', 'high', ['SK'], 'SK[0-9a-f]{32}', MIXED),
    formatRule('sendgrid-api-key', 'SendGrid API key', 'high', ['SG.'], 'SG\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}'),
    {
        id: 'mailgun-api-key',
        name: 'Mailgun API key',
        severity: 'high',
        confidence: 'format',
        keywords: ['key-', 'mailgun', 'Mailgun', 'MAILGUN'],
        // Legacy keys carry a `key-` prefix; current ones (32 hex, 8 hex, 8 hex) only a Mailgun name.
        pattern: /(?:(?<=\\[nrt])|(?<![\w-]))(key-[a-f0-9]{32})(?![\w-])|mailgun[\w.-]{0,40}\\?["']?[ \t]*(?:[:=]|=>)[ \t]*\\?["']?([a-f0-9]{32}-[a-f0-9]{8}-[a-f0-9]{8})(?![\w-])/gi,
        secretOf: (m) => m[1] ?? m[2],
    },
    formatRule('mailchimp-api-key', 'Mailchimp API key', 'high', 
    // The data-centre suffix (`-us21`) ends every key.
    ['-us1', '-us2', '-us3', '-us4', '-us5', '-us6', '-us7', '-us8', '-us9'], '[a-f0-9]{32}-us\\d{1,2}'),
    formatRule('brevo-api-key', 'Brevo (Sendinblue) API key', 'high', ['xkeysib-'], 'xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}'),
    formatRule('resend-api-key', 'Resend API key', 'high', ['re_'], 're_[A-Za-z0-9]{8,10}_[A-Za-z0-9]{20,30}', MIXED),
    formatRule('linear-api-key', 'Linear API key', 'high', ['lin_api_', 'lin_oauth_'], 'lin_api_[A-Za-z0-9]{40}|lin_oauth_[a-f0-9]{64}'),
    formatRule('notion-token', 'Notion integration token', 'high', ['ntn_', 'secret_'], 'ntn_[A-Za-z0-9]{46}|secret_[A-Za-z0-9]{43}', MIXED),
    formatRule('airtable-token', 'Airtable personal access token', 'high', ['pat'], 'pat[A-Za-z0-9]{14}\\.[a-f0-9]{64}', MIXED),
    formatRule('figma-token', 'Figma personal access token', 'high', ['figd_'], 'figd_[A-Za-z0-9_-]{40,}'),
    formatRule('contentful-token', 'Contentful personal access token', 'high', ['CFPAT-'], 'CFPAT-[A-Za-z0-9_-]{43}'),
    formatRule('postman-api-key', 'Postman API key', 'high', ['PMAK-'], 'PMAK-[a-f0-9]{24}-[a-f0-9]{34}'),
    formatRule('sentry-token', 'Sentry auth token', 'high', ['sntryu_', 'sntrys_'], 'sntryu_[a-f0-9]{64}|sntrys_eyJ[A-Za-z0-9+/=_-]{60,400}'),
    formatRule('new-relic-key', 'New Relic API, license or insights key', 'high', ['NRAK-', 'NRAA-', 'NRII-', 'NRIQ-', 'NRAL'], 'NR(?:AK|AA)-[A-Z0-9]{27}|NRI[IQ]-[A-Za-z0-9_-]{32}|[a-z0-9]{36}NRAL'),
    formatRule('grafana-token', 'Grafana token or API key', 'high', ['glc_', 'glsa_', 'eyJrIjoi'], 'glc_[A-Za-z0-9+/]{32,400}={0,2}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}|eyJrIjoi[A-Za-z0-9+/]{50,}={0,2}'),
    {
        id: 'datadog-key',
        name: 'Datadog API or application key',
        severity: 'high',
        confidence: 'format',
        keywords: ['dd_', 'DD_', 'dd-', 'DD-', 'ddApi', 'ddApp', 'atadog', 'ATADOG'],
        // No prefix: a 32 (API) or 40 (application) hex key under a Datadog name or header.
        pattern: /(?:dd|datadog)[_-]?(?:api|app(?:lication)?)[_-]?key\\?["']?[ \t]*(?:[:=]|=>)[ \t]*\\?["']?([a-f0-9]{40}|[a-f0-9]{32})(?![A-Za-z0-9])/gi,
    },
    {
        id: 'okta-api-token',
        name: 'Okta API token',
        severity: 'critical',
        confidence: 'format',
        keywords: ['SSWS', 'okta', 'Okta', 'OKTA'],
        // No prefix beyond `00`: recognised in an `SSWS` authorization or under an Okta name.
        pattern: /(?:SSWS[ \t]+|okta[\w.-]{0,40}\\?["']?[ \t]*(?:[:=]|=>)[ \t]*\\?["']?)(00[A-Za-z0-9_-]{40})(?![A-Za-z0-9_-])/gi,
    },
    formatRule('adafruit-io-key', 'Adafruit IO key', 'medium', ['aio_'], 'aio_[A-Za-z0-9]{28}', MIXED),
    formatRule('mapbox-secret-token', 'Mapbox secret token', 'high', ['sk.eyJ'], 'sk\\.eyJ[A-Za-z0-9_-]{50,}\\.[A-Za-z0-9_-]{20,}'),
];

;// CONCATENATED MODULE: ./src/local-checks/rules-structured.ts
// Secrets recognised by the structure around them rather than a provider prefix: PEM private keys, JWTs,
// Kubernetes Secret manifests, Authorization headers, `curl` credentials and URLs with a password.




/** Schemes of URLs that carry a login: databases, brokers, directories, file and mail transfer, proxies. */
const CONNECTION_SCHEMES = [
    'postgres(?:ql)?',
    'mysqlx?',
    'mariadb',
    'mongodb',
    'rediss?',
    'valkey',
    'amqps?',
    'mssql',
    'sqlserver',
    'oracle',
    'snowflake',
    'db2',
    'cockroachdb',
    'clickhouse',
    'couchbases?',
    'couchdb',
    'cassandra',
    'influxdb',
    'elasticsearch',
    'opensearch',
    'neo4j',
    'bolt',
    'nats',
    'kafka',
    'mqtts?',
    'stomp',
    'ldaps?',
    's?ftps?',
    'scp',
    'ssh',
    'smtps?',
    'imaps?',
    'pop3s?',
    'socks[45]h?',
    'cloudinary',
    'https?',
].join('|');
const LOOPBACK_HOSTS = /^(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])(?::\d+)?$/i;
/**
 * A password a person or a default would not pick: long enough, not a stand-in, not a stock word, not a
 * value naming itself (`mysecretpassword`) nor a variable's name (`DB_PASSWORD`).
 */
function plausiblePassword(value) {
    return (value.length >= 6 &&
        !isPlaceholder(value) &&
        !DEFAULT_PASSWORDS.has(value.toLowerCase()) &&
        !describesItself(value) &&
        !/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(value));
}
/**
 * A JWT is a secret when it sits under a secret-looking name (`token`, `apiKey`, `Authorization: Bearer`)
 * or its payload reads like a credential: a role, scope or permission claim, or no expiry (an API key).
 * Not: unsigned tokens (`alg: none`), Supabase's publishable `anon`/`authenticated` roles, payloads
 * holding placeholders (the widely copied sample with `sub: 1234567890`), and harmless names (`sampleJwt`).
 */
function acceptJwt(secret, match) {
    const jwt = decodeJwt(secret);
    if (jwt === null || String(jwt.header.alg).toLowerCase() === 'none')
        return false;
    if (Object.values(jwt.claims).some((claim) => typeof claim === 'string' && isPlaceholder(claim)))
        return false;
    const role = jwtRole(secret);
    if (role === 'anon' || role === 'authenticated')
        return false;
    const name = assignedNameBefore(match.input, match.index);
    if (name !== null && namesSomethingHarmless(name))
        return false;
    if (name !== null && looksLikeSecretName(name))
        return true;
    const claims = Object.keys(jwt.claims);
    return (!claims.includes('exp') ||
        claims.some((claim) => /^(?:role|roles|scopes?|scp|permissions|perms|grants|admin|api_?key|key)$/i.test(claim)));
}
/** Entries of a Secret that identify rather than authenticate. */
const PUBLIC_SECRET_KEYS = /^(?:user(?:name)?|host(?:name)?|port|db|database|namespace|region|.*\.crt|.*cert(?:ificate)?)$/i;
function acceptManifestEntry(secret, match) {
    const key = match.groups?.key ?? '';
    const block = secretManifestBlock(match.input, match.index);
    if (block === null || PUBLIC_SECRET_KEYS.test(key))
        return false;
    if (block === 'stringData')
        return plausiblePassword(secret);
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(secret) || secret.length % 4 !== 0)
        return false;
    return plausibleSecretContent(Buffer.from(secret, 'base64').toString('utf8').trim());
}
/**
 * A Secret entry's decoded content: a password, binary key material, a whole file (a config, a key:
 * reported as it is), or JSON such as `.dockerconfigjson`, which holds a credential when a secret-named
 * field does (`auth` is base64 of `user:password`).
 */
function plausibleSecretContent(content) {
    // Bytes that are not text (an encryption key, a keystore) are key material whatever characters they hold.
    if (/[\uFFFD\x00-\x08\x0e-\x1f]/.test(content))
        return content.length >= 16;
    if (!content.startsWith('{'))
        return content.includes('\n') ? content.length >= 6 : plausiblePassword(content);
    try {
        return jsonHoldsSecret(JSON.parse(content), 0);
    }
    catch {
        return false;
    }
}
function jsonHoldsSecret(value, depth) {
    if (typeof value !== 'object' || value === null || depth > 8)
        return false;
    return Object.entries(value).some(([key, field]) => {
        if (typeof field !== 'string')
            return jsonHoldsSecret(field, depth + 1);
        if (key === 'auth') {
            const decoded = Buffer.from(field, 'base64').toString('utf8');
            return plausiblePassword(decoded.slice(decoded.indexOf(':') + 1));
        }
        return looksLikeSecretName(key) && plausiblePassword(field);
    });
}
function acceptAuthorization(secret, match) {
    if (secret.startsWith('eyJ'))
        return false; // a JWT: judged by the jwt rule
    if ((match[1] ?? '').toLowerCase() !== 'basic')
        return /[A-Za-z]/.test(secret) && /\d/.test(secret);
    const decoded = Buffer.from(secret, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return colon > 0 && /^[\x20-\x7e]+$/.test(decoded) && plausiblePassword(decoded.slice(colon + 1));
}
/** `-u user:pass` must belong to a `curl` command: no unescaped line break between `curl` and the flag. */
function insideCurl(text, index) {
    const start = text.lastIndexOf('curl', index);
    return start !== -1 && index - start < 2000 && !/(?<!\\)\r?\n/.test(text.slice(start, index));
}
/** First of all rules: a key body is long enough to hold any other token's shape by chance. */
const PRIVATE_KEY_RULE = {
    id: 'private-key',
    name: 'Private key (PEM block)',
    severity: 'critical',
    confidence: 'format',
    keywords: ['PRIVATE KEY'],
    pattern: /-----BEGIN[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----(?:\s|\\[rn])+(?:[A-Za-z-]+:[^\r\n\\]*(?:\s|\\[rn])+)*([A-Za-z0-9+/=\s\\]{64,16384})/g,
    secretOf: (m) => m[1]?.replace(/(?:\s|\\[rn])+$/, ''),
    minEntropy: 4.5,
    lineAtMatch: true,
    // A key body is long enough to hold any short word by chance: only elisions mark a stand-in.
    isPlaceholder: (secret) => /\.\.\.|…|xxxx|XXXX/.test(secret),
    accept: (secret) => !truncatedDer(secret),
};
/**
 * Whether a PEM body is DER cut short: its outer SEQUENCE declares more bytes than the body holds, as in a
 * documentation stub that shows a key's first line (`MIIEpQIBAAKCAQEA…` declares 1,193 bytes). Bodies that
 * are not DER (OpenSSH, PGP, encrypted legacy PEM) are not judged.
 */
function truncatedDer(body) {
    const bytes = Buffer.from(body.replace(/\\[rn]|[\s\\]/g, ''), 'base64');
    if (bytes.length < 2 || bytes[0] !== 0x30)
        return false;
    const first = bytes[1] ?? 0;
    if (first < 0x80)
        return bytes.length < 2 + first;
    const size = first & 0x7f;
    if (size === 0 || size > 3)
        return false;
    let length = 0;
    for (let i = 0; i < size; i += 1)
        length = length * 256 + (bytes[2 + i] ?? 0);
    return bytes.length < 2 + size + length;
}
/** Whether base64 text decodes to a PEM private key with a body (`LS0tLS1CRUdJTi` is `-----BEGIN `). */
function encodesPrivateKey(secret) {
    const pem = Buffer.from(secret, 'base64').toString('utf8');
    const body = /^-----BEGIN[A-Z0-9 ]{0,40}PRIVATE KEY-----\s+([\s\S]*?)-----END/.exec(pem)?.[1] ?? '';
    return body.replace(/\s+/g, '').length >= 64 && !PRIVATE_KEY_RULE.isPlaceholder?.(body);
}
const STRUCTURED_RULES = [
    {
        id: 'private-key-base64',
        name: 'Private key (base64-encoded PEM block)',
        severity: 'critical',
        confidence: 'format',
        keywords: ['LS0tLS1CRUdJTi'],
        // kubeconfig `client-key-data`, Helm values, CI variables: a PEM block as one base64 string.
        pattern: /(?<![A-Za-z0-9+/])(LS0tLS1CRUdJTi[A-Za-z0-9+/]{80,}={0,2})/g,
        minEntropy: 4.5,
        accept: encodesPrivateKey,
    },
    {
        id: 'putty-private-key',
        name: 'PuTTY private key',
        severity: 'critical',
        confidence: 'format',
        keywords: ['PuTTY-User-Key-File-'],
        pattern: /PuTTY-User-Key-File-\d:[^\n]*\n(?:[^\n]*\n){0,40}?Private-Lines:[ \t]*\d+\r?\n([A-Za-z0-9+/=\r\n]{64,8192})/g,
        secretOf: (m) => m[1]?.trim(),
        minEntropy: 4.5,
        lineAtMatch: true,
        isPlaceholder: (secret) => /xxxx|XXXX/.test(secret),
    },
    {
        id: 'supabase-secret-key',
        name: 'Supabase secret or service-role key',
        severity: 'critical',
        confidence: 'format',
        keywords: ['sb_secret_', 'eyJ'],
        pattern: /(?:(?<=\\[nrt])|(?<![\w-]))(sb_secret_[A-Za-z0-9_-]{20,}|eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{20,})/g,
        accept: (secret) => secret.startsWith('sb_secret_') || jwtRole(secret) === 'service_role',
    },
    {
        id: 'jwt',
        name: 'JSON Web Token used as a credential',
        severity: 'high',
        confidence: 'context',
        keywords: ['eyJ'],
        pattern: /(?:(?<=\\[nrt])|(?<![\w-]))(eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{16,})(?![\w-])/g,
        accept: acceptJwt,
    },
    {
        id: 'kubernetes-secret',
        name: 'Value in a Kubernetes Secret manifest',
        severity: 'high',
        confidence: 'context',
        keywords: ['kind: Secret', 'kind: "Secret"', "kind: 'Secret'", '"kind": "Secret"', '"kind":"Secret"'],
        // An entry on its own line: YAML `key: value`, or JSON `"key": "value",` as kubectl prints it.
        pattern: /^[ \t]+(["']?)(?<key>[\w.-]+)\1:[ \t]*(["']?)(?<value>[^\s"'#]{4,8192})\3[ \t]*,?[ \t]*\r?$/gm,
        secretOf: (m) => m.groups?.value,
        minEntropy: 0,
        isPlaceholder: (secret) => /[{}$<>]/.test(secret),
        accept: acceptManifestEntry,
    },
    {
        id: 'jwt-base64',
        name: 'JSON Web Token used as a credential, wrapped in base64',
        severity: 'high',
        confidence: 'context',
        // `eyJ` encoded again is `ZXlK`: CI variables, Helm values and config stores wrap tokens that way.
        keywords: ['ZXlK'],
        pattern: /(?<![A-Za-z0-9+/])(ZXlK[A-Za-z0-9+/]{80,8192}={0,2})(?![A-Za-z0-9+/=])/g,
        scope: 'line',
        minEntropy: 4,
        accept: (secret, match) => {
            const token = base64Jwt(secret);
            return token !== null && acceptJwt(token, match);
        },
    },
    {
        id: 'authorization-header',
        name: 'Credential in an Authorization header',
        severity: 'high',
        confidence: 'context',
        keywords: ['uthorization', 'UTHORIZATION'],
        // `Basic`, `Bearer` and `Token`, and the schemes of services that name their own (Discord's `Bot`,
        // `Api-Key`, `Key`, Splunk's, Opsgenie's `GenieKey`).
        pattern: /authorization\\?["']?[ \t]*[:=,][ \t]*\\?["'`]?[ \t]*(basic|bearer|token|bot|api-?key|key|splunk|geniekey)[ \t]+([A-Za-z0-9+/=._~-]{12,4096})/gi,
        secretOf: (m) => m[2],
        accept: acceptAuthorization,
    },
    {
        id: 'curl-user-password',
        name: 'Password in a curl command',
        severity: 'high',
        confidence: 'context',
        keywords: ['curl'],
        // The user may be an e-mail address (`-u jane@corp.net:…`); the command may end a quoted string
        // (`"deploy": "curl -u ci:…"`).
        pattern: /(?:^|[ \t])(?:-u[ \t]*|--user[ \t=]+)(["']?)[^\s"':$]{1,128}:([^\s"']{3,256})\1(?=[\s"'\\;|&)]|$)/gm,
        secretOf: (m) => m[2],
        minEntropy: 0,
        accept: (secret, m) => plausiblePassword(secret) && insideCurl(m.input, m.index),
    },
    {
        id: 'cli-password',
        name: 'Password on a database or SSH command line',
        severity: 'high',
        confidence: 'context',
        keywords: ['mysql', 'mariadb', 'sshpass'],
        // `mysql -p<password>`, `mysqldump --password=<password>`, `sshpass -p <password> ssh`; a bare `-p`
        // prompts.
        pattern: /\b(?:mysql(?:dump|admin)?|mariadb(?:-dump)?|sshpass)\b[^\n]{0,200}?[ \t](?:-p[ \t]*|--password=)(["']?)([^\s"'\x60$-][^\s"'\x60]{5,255})\1(?=\s|$)/g,
        secretOf: (m) => m[2],
        minEntropy: 0,
        accept: plausiblePassword,
    },
    {
        id: 'powershell-plain-password',
        name: 'Plain-text password turned into a PowerShell SecureString',
        severity: 'high',
        confidence: 'context',
        keywords: ['ConvertTo-SecureString'],
        pattern: /ConvertTo-SecureString[ \t]+(?:-String[ \t]+)?(["'])([^"'\s$]{6,256})\1[^\n]{0,60}?-AsPlainText/gi,
        secretOf: (m) => m[2],
        minEntropy: 0,
        accept: plausiblePassword,
    },
    {
        id: 'netrc-password',
        name: 'Password in a .netrc entry',
        severity: 'high',
        confidence: 'context',
        keywords: ['machine'],
        pattern: /\bmachine[ \t]+\S+(?:\s+(?:login|account)[ \t]+\S+){0,2}\s+password[ \t]+(\S{6,256})/g,
        minEntropy: 0,
        accept: plausiblePassword,
    },
    {
        id: 'connection-string-password',
        name: 'Database, broker or service URL with a password',
        severity: 'high',
        confidence: 'context',
        keywords: ['://', '@tcp(', '@unix(', 'oracle:thin:'],
        // URLs of data stores, brokers and services (`+driver` too: SQLAlchemy's `postgresql+psycopg2://`,
        // `mongodb+srv://`); the scheme is checked behind `://`, so the scan looks for that literal rather than
        // every scheme. Then Go's MySQL DSN (`user:pass@tcp(host)/db`, its login read behind `@tcp(` for the
        // same reason) and Oracle's thin JDBC URL (`jdbc:oracle:thin:user/pass@host`).
        pattern: new RegExp(String.raw `(?<=\b(?<scheme>${CONNECTION_SCHEMES})(?:\+[a-z0-9_]{1,20})?):\/\/[^\s:/@'"\x60]{0,128}:(?<password>[^\s@'"\x60/]{3,128})@(?<host>[^\s/'"\x60?]{0,255})` +
            String.raw `|(?<=(?<![\w.-])[\w.-]{1,64}:(?<dsn>[^\s@'"\x60/:]{3,128}))@(?:tcp|unix)\((?<dsnHost>[^\s)]{0,255})\)` +
            String.raw `|jdbc:oracle:thin:[^\s/@:'"\x60]{1,128}\/(?<oracle>[^\s@'"\x60]{3,128})@(?<oracleHost>[^\s/'"\x60:]{1,255})`, 'gi'),
        secretOf: (m) => m.groups?.password ?? m.groups?.dsn ?? m.groups?.oracle,
        minEntropy: 0,
        accept: (secret, m) => !LOOPBACK_HOSTS.test(m.groups?.host ?? m.groups?.dsnHost ?? m.groups?.oracleHost ?? '') &&
            // Shorter ones are development stand-ins (`app:dev@db`), not credentials anyone issued.
            plausiblePassword(secret) &&
            // Web URLs carry credentials less often than examples of the syntax: ask for a key-like password.
            (!/^https?$/i.test(m.groups?.scheme ?? '') || (secret.length >= 8 && shannonEntropy(secret) >= 3)),
    },
];

;// CONCATENATED MODULE: ./src/local-checks/rules-statements.ts
// Passwords set by SQL statements that create or alter a database user: PostgreSQL, SQL Server, MySQL and
// Oracle syntaxes. Init scripts and migrations carry them; a development stand-in (the user's own name, a
// stock password) and stored hashes are left alone.

/**
 * A SQL user's password: mixed letters and digits, not a stored hash (`*…`, `md5…`, `SCRAM-SHA-256$…`),
 * and not the user's own name (`CREATE USER keycloak … 'keycloak1'`: a development stand-in).
 */
function acceptSqlPassword(secret, match) {
    const user = /(?:USER|ROLE|LOGIN)[ \t]+['"\x60]?([\w.-]+)/i.exec(match[0])?.[1]?.toLowerCase() ?? '';
    return (plausiblePassword(secret) &&
        /\d/.test(secret) &&
        /[A-Za-z]/.test(secret) &&
        !/^(?:\*[0-9A-F]{40}$|md5[0-9a-f]{32}$|SCRAM-)/i.test(secret) &&
        (user === '' || !secret.toLowerCase().includes(user)));
}
const STATEMENT_RULES = [
    {
        id: 'sql-password',
        name: 'Password in a SQL statement creating or altering a user',
        severity: 'high',
        confidence: 'context',
        keywords: ['USER', 'ROLE', 'LOGIN', 'user', 'role', 'login'].flatMap((w) => [
            `CREATE ${w}`,
            `ALTER ${w}`,
        ]),
        // PostgreSQL `… WITH PASSWORD '…'`, SQL Server `… WITH PASSWORD = '…'`, MySQL and Oracle
        // `IDENTIFIED [WITH plugin] BY '…'`; stored hashes (`*…`, `md5…`, `SCRAM-SHA-256$…`) are not passwords.
        pattern: /\b(?:CREATE|ALTER)[ \t]+(?:USER|ROLE|LOGIN)\b[^;\n]{0,200}?\b(?:PASSWORD[ \t]*=?[ \t]*|IDENTIFIED[ \t]+(?:WITH[ \t]+\w+[ \t]+)?BY[ \t]+)(['"])([^'"\s]{6,256})\1/gi,
        secretOf: (m) => m[2],
        minEntropy: 0,
        accept: acceptSqlPassword,
    },
];

;// CONCATENATED MODULE: ./src/local-checks/rules-tooling-tokens.ts
// Tokens of operations and developer tools, recognised by the prefix and length their providers document.
// Facts only (prefix, length, alphabet); the patterns are this project's.

const TOOLING_TOKEN_RULES = [
    formatRule('dynatrace-token', 'Dynatrace API token', 'critical', ['dt0c01.'], 'dt0c01\\.[A-Z0-9]{24}\\.[A-Z0-9]{64}'),
    formatRule('openshift-token', 'OpenShift OAuth access token', 'critical', ['sha256~'], 'sha256~[A-Za-z0-9_-]{43}', MIXED),
    formatRule('clojars-token', 'Clojars deploy token', 'critical', ['CLOJARS_'], 'CLOJARS_[a-z0-9]{60}'),
    formatRule('scalingo-token', 'Scalingo API token', 'high', ['tk-us-'], 'tk-us-[A-Za-z0-9_-]{48}'),
    formatRule('infracost-api-key', 'Infracost API key', 'medium', ['ico-'], 'ico-[A-Za-z0-9]{32}', MIXED),
    formatRule('defined-networking-key', 'Defined Networking (Nebula) API key', 'high', ['dnkey-'], 'dnkey-[a-z0-9=_-]{26}-[a-z0-9=_-]{52}'),
    formatRule('prefect-api-key', 'Prefect API key', 'high', ['pnu_'], 'pnu_[A-Za-z0-9]{36}', MIXED),
    formatRule('readme-api-key', 'ReadMe API key', 'high', ['rdme_'], 'rdme_[a-z0-9]{70}'),
    formatRule('frameio-token', 'Frame.io developer token', 'high', ['fio-u-'], 'fio-u-[A-Za-z0-9_=-]{64}'),
    formatRule('typeform-token', 'Typeform personal access token', 'high', ['tfp_'], 'tfp_[A-Za-z0-9_.=-]{40,64}', MIXED),
    formatRule('maxmind-license-key', 'MaxMind license key', 'high', ['_mmk'], '[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk'),
    // 84 characters with Microsoft's fixed `AZDO` signature at positions 77–80 (the format since 2024).
    formatRule('azure-devops-pat', 'Azure DevOps personal access token', 'critical', ['AZDO'], '[A-Za-z0-9]{76}AZDO[A-Za-z0-9]{4}', MIXED),
    formatRule('alibaba-access-key-id', 'Alibaba Cloud AccessKey ID', 'high', ['LTAI'], 'LTAI[A-Za-z0-9]{12,20}', MIXED),
];

;// CONCATENATED MODULE: ./src/local-checks/secret-rule-order.ts
// The credential shapes every secret-aware check looks for, most specific first: where two rules match the
// same text, the earlier one wins. So a PEM block comes first, then tokens whose provider prefix names them,
// then structures that need their surroundings (JWTs, manifests, headers, URLs), then the generic rules.
// Each family lives in its own module (rules-*.ts); the shape of a rule is in secret-rule-shape.ts.









const secret_rule_order_SECRET_RULES = [
    PRIVATE_KEY_RULE,
    ...PLATFORM_TOKEN_RULES,
    ...SERVICE_TOKEN_RULES,
    ...PAYMENT_TOKEN_RULES,
    ...TOOLING_TOKEN_RULES,
    ...STRUCTURED_RULES,
    ...STATEMENT_RULES,
    ...GENERIC_RULES,
    ...LINE_VALUE_RULES,
];

;// CONCATENATED MODULE: ./src/local-checks/catalogue.ts
// Building rule-catalogue entries, so that every check describes its rules the same way.

/** One entry per secret rule, for a check that reports secrets found `where` (e.g. "in a tracked file"). */
function secretRuleCatalogue(checkId, where, help) {
    const entries = SECRET_RULES.map((rule) => [
        `${checkId}/${rule.id}`,
        { name: `${rule.name} ${where}`, description: `${rule.name} ${where}.`, help },
    ]);
    return Object.fromEntries(entries);
}
function rule(name, description, help) {
    return { name, description, help };
}

;// CONCATENATED MODULE: ./src/local-checks/expression-tokens.ts
// The tokens of a GitHub Actions expression (the text inside `${{ }}`), and where the `${{ }}` of a text are.
// Strings are single-quoted with `''` for a quote; identifiers may hold `-` (`steps.my-step`); numbers
// include hexadecimal, octal and exponents; `true`, `false`, `null`, `NaN` and `Infinity` are literals.
class expression_tokens_ExpressionSyntaxError extends (/* unused pure expression or super */ null && (Error)) {
    name = 'ExpressionSyntaxError';
}
const PUNCTUATION = (/* unused pure expression or super */ null && (['==', '!=', '<=', '>=', '&&', '||', '<', '>', '!', '(', ')', '[', ']', ',', '.', '*']));
const IDENTIFIER = /[A-Za-z_][A-Za-z0-9_-]*/y;
const NUMBER = /[-+]?(?:0x[0-9a-f]+|0o[0-7]+|(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)(?![\w.])/iy;
/** A Map, not an object: `constructor` or `toString` is an identifier, not an inherited key. */
const KEYWORDS = new Map([
    ['true', true],
    ['false', false],
    ['null', null],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
]);
function expression_tokens_tokenize(text) {
    const tokens = [];
    let at = 0;
    while (at < text.length) {
        const char = text[at] ?? '';
        if (/\s/.test(char)) {
            at += 1;
        }
        else if (char === "'") {
            at = readString(text, at, tokens);
        }
        else if (startsNumber(text, at, tokens.at(-1))) {
            NUMBER.lastIndex = at;
            const m = NUMBER.exec(text);
            if (m === null)
                throw new expression_tokens_ExpressionSyntaxError(`invalid number at ${at} in "${text}"`);
            tokens.push({ type: 'literal', value: Number(m[0].replace(/^\+/, '')) });
            at += m[0].length;
        }
        else if (/[A-Za-z_]/.test(char)) {
            IDENTIFIER.lastIndex = at;
            const word = IDENTIFIER.exec(text)?.[0] ?? char;
            tokens.push(KEYWORDS.has(word)
                ? { type: 'literal', value: KEYWORDS.get(word) ?? null }
                : { type: 'identifier', text: word });
            at += word.length;
        }
        else {
            const punct = PUNCTUATION.find((p) => text.startsWith(p, at));
            if (punct === undefined)
                throw new expression_tokens_ExpressionSyntaxError(`unexpected "${char}" at ${at} in "${text}"`);
            tokens.push({ type: 'punct', text: punct });
            at += punct.length;
        }
    }
    return tokens;
}
/** A single-quoted string (`''` is a quote); returns the offset after it. */
function readString(text, start, tokens) {
    let value = '';
    let at = start + 1;
    for (;;) {
        const end = text.indexOf("'", at);
        if (end === -1)
            throw new expression_tokens_ExpressionSyntaxError(`unterminated string in "${text}"`);
        value += text.slice(at, end);
        if (text[end + 1] !== "'") {
            tokens.push({ type: 'literal', value });
            return end + 1;
        }
        value += "'";
        at = end + 2;
    }
}
/** A number starts where an operand may: `-1`, `.5`, `2`, but not the `.` of a property access. */
function startsNumber(text, at, previous) {
    const operandEnded = previous !== undefined && (previous.type !== 'punct' || previous.text === ')' || previous.text === ']');
    if (operandEnded)
        return false;
    return /^(?:[-+]?\.?\d)/.test(text.slice(at, at + 3));
}
/** The `${{ … }}` of a text, with the offset of each `${{`; a `}}` inside a string literal ends none. */
function expression_tokens_embeddedExpressions(text) {
    const found = [];
    for (let at = text.indexOf('${{'); at !== -1;) {
        const end = closingBraces(text, at + 3);
        if (end === -1)
            break;
        found.push({ offset: at, text: text.slice(at + 3, end) });
        at = text.indexOf('${{', end + 2);
    }
    return found;
}
function closingBraces(text, from) {
    let quoted = false;
    for (let at = from; at < text.length; at += 1) {
        if (text[at] === "'")
            quoted = !quoted;
        else if (!quoted && text.startsWith('}}', at))
            return at;
    }
    return -1;
}

;// CONCATENATED MODULE: ./src/local-checks/expression-syntax.ts
// GitHub Actions expressions (the text inside `${{ }}`) read into a syntax tree: literals, contexts,
// property access (`.x`, `['x']`, `[expr]`), object filters (`.*`), function calls and the operators
// `! == != < <= > >= && || ( )`, with GitHub's precedence (`!`, then comparisons, equality, `&&`, `||`).
// Workflow text is untrusted: nesting is bounded so that no expression can exhaust the stack.

/** Deeper nesting than this is refused (GitHub bounds nesting too; real workflows stay far below). */
const MAX_EXPRESSION_DEPTH = 50;
function expression_syntax_parseExpression(text) {
    const parser = new Parser(tokenize(text), text);
    const expression = parser.expression(0);
    parser.expectEnd();
    return expression;
}
const LEVELS = (/* unused pure expression or super */ null && ([['||'], ['&&'], ['==', '!='], ['<', '<=', '>', '>=']]));
class Parser {
    at = 0;
    depth = 0;
    tokens;
    text;
    constructor(tokens, text) {
        this.tokens = tokens;
        this.text = text;
    }
    /** Binary operators from the loosest (`||`) to the tightest (comparisons), all left-associative. */
    expression(level) {
        const operators = LEVELS[level];
        if (operators === undefined)
            return this.unary();
        let left = this.expression(level + 1);
        for (let op = this.operator(operators); op !== null; op = this.operator(operators)) {
            left = { kind: 'binary', operator: op, left, right: this.expression(level + 1) };
        }
        return left;
    }
    expectEnd() {
        const token = this.tokens[this.at];
        if (token !== undefined)
            this.fail(`unexpected ${describe(token)}`);
    }
    unary() {
        if (!this.accept('!'))
            return this.postfix(this.primary());
        return this.nested(() => ({ kind: 'not', operand: this.unary() }));
    }
    primary() {
        const token = this.tokens[this.at++];
        if (token === undefined)
            return this.fail('the expression ends early');
        if (token.type === 'literal')
            return { kind: 'literal', value: token.value };
        if (token.type === 'identifier') {
            if (!this.accept('('))
                return { kind: 'context', name: token.text };
            return { kind: 'call', name: token.text, args: this.nested(() => this.args()) };
        }
        if (token.text !== '(')
            return this.fail(`unexpected ${describe(token)}`);
        const inner = this.nested(() => this.expression(0));
        this.expect(')');
        return inner;
    }
    args() {
        const args = [];
        if (this.accept(')'))
            return args;
        do
            args.push(this.expression(0));
        while (this.accept(','));
        this.expect(')');
        return args;
    }
    postfix(start) {
        let object = start;
        for (;;) {
            if (this.accept('.')) {
                object = this.accept('*')
                    ? { kind: 'filter', object }
                    : { kind: 'property', object, name: this.name() };
            }
            else if (this.accept('[')) {
                object = this.accept('*')
                    ? { kind: 'filter', object }
                    : { kind: 'index', object, index: this.nested(() => this.expression(0)) };
                this.expect(']');
            }
            else
                return object;
        }
    }
    name() {
        const token = this.tokens[this.at++];
        if (token?.type === 'identifier')
            return token.text;
        // `.true`, `.null`: keywords are valid property names.
        if (token?.type === 'literal' && typeof token.value !== 'string')
            return String(token.value);
        return this.fail('a property name must follow "."');
    }
    nested(read) {
        if (++this.depth > MAX_EXPRESSION_DEPTH)
            this.fail(`nested deeper than ${MAX_EXPRESSION_DEPTH}`);
        const value = read();
        this.depth -= 1;
        return value;
    }
    operator(operators) {
        const token = this.tokens[this.at];
        const op = operators.find((o) => token?.type === 'punct' && token.text === o);
        if (op !== undefined)
            this.at += 1;
        return op ?? null;
    }
    accept(punct) {
        const token = this.tokens[this.at];
        if (token?.type !== 'punct' || token.text !== punct)
            return false;
        this.at += 1;
        return true;
    }
    expect(punct) {
        if (!this.accept(punct))
            this.fail(`"${punct}" expected`);
    }
    fail(why) {
        throw new ExpressionSyntaxError(`${why} in expression "${this.text}"`);
    }
}
function describe(token) {
    if (token.type === 'literal')
        return `literal ${String(token.value)}`;
    return `"${token.text}"`;
}

;// CONCATENATED MODULE: ./src/local-checks/untrusted-fields.ts
// The fields whose text whoever triggers the event writes: titles, bodies, branch names, commit messages and
// authors, label names, page names, fork descriptions, workflow file paths. Numbers, SHAs, logins and repository
// names are left out: GitHub restricts them to characters that cannot break out of a script.
//
// A second class is text that the caller of a workflow or action supplies: `inputs.*` (workflow_call,
// workflow_dispatch, composite actions), `github.event.inputs.*` and `github.event.client_payload.*`
// (repository_dispatch). Whoever sends them holds write access, or the caller decides what it passes; zizmor
// flags them, so they are reported, at low severity (actions-injection.ts).
//
// An access path reaches untrusted text when it names one of these fields, or an object or array that holds
// one (`github.event`, `github.*`, `github.event.*.body`). A path longer than the field is a property of a
// string, which is null: `github.event.issue.title.foo` is not the title. A field ending in `**` is free-form
// JSON: any path below it is attacker text.
/**
 * `*` stands for any element of an array, `<name>` for any property (inputs are scalars: a property of one is
 * null). Names are matched without regard to case, as GitHub does.
 */
const COMMIT_AUTHOR = ['message', 'author.name', 'author.email', 'committer.name', 'committer.email'];
const BRANCH_REPOSITORY = ['ref', 'label', 'repo.default_branch', 'repo.description', 'repo.homepage'];
const LABELS = ['name', 'description'];
const UNTRUSTED_FIELDS = [
    'github.head_ref',
    'github.event.issue.title',
    'github.event.issue.body',
    ...LABELS.map((f) => `github.event.issue.labels.*.${f}`),
    'github.event.pull_request.title',
    'github.event.pull_request.body',
    ...LABELS.map((f) => `github.event.pull_request.labels.*.${f}`),
    ...BRANCH_REPOSITORY.map((f) => `github.event.pull_request.head.${f}`),
    ...LABELS.map((f) => `github.event.label.${f}`),
    'github.event.comment.body',
    'github.event.review.body',
    'github.event.review_comment.body',
    'github.event.discussion.title',
    'github.event.discussion.body',
    'github.event.pages.*.page_name',
    'github.event.pages.*.title',
    // the title or body an `edited` event replaced
    'github.event.changes.title.from',
    'github.event.changes.body.from',
    'github.event.release.name',
    'github.event.release.body',
    ...COMMIT_AUTHOR.map((f) => `github.event.commits.*.${f}`),
    ...COMMIT_AUTHOR.map((f) => `github.event.head_commit.${f}`),
    ...COMMIT_AUTHOR.map((f) => `github.event.merge_group.head_commit.${f}`),
    'github.event.merge_group.head_ref',
    'github.event.workflow_run.head_branch',
    'github.event.workflow_run.display_title',
    'github.event.workflow_run.head_repository.description',
    // a pull request from a fork can add a workflow file under any name
    'github.event.workflow_run.path',
    'github.event.workflow_run.referenced_workflows.*.path',
    ...COMMIT_AUTHOR.map((f) => `github.event.workflow_run.head_commit.${f}`),
    'github.event.workflow_run.pull_requests.*.head.ref',
    'github.event.check_suite.head_branch',
    'github.event.check_suite.pull_requests.*.head.ref',
    'github.event.check_run.check_suite.head_branch',
    'github.event.check_run.pull_requests.*.head.ref',
];
const CALLER_FIELDS = [
    'inputs.<name>',
    'github.event.inputs.<name>',
    'github.event.client_payload.**',
];
const EVENT_PATTERNS = UNTRUSTED_FIELDS.map((field) => field.split('.'));
const CALLER_PATTERNS = CALLER_FIELDS.map((field) => field.split('.'));
/** The path (`github.event.commits.*.message`), or null when it reaches no untrusted text. */
function untrusted_fields_untrustedPath(root, steps) {
    const path = [{ kind: 'name', name: root }, ...steps];
    const event = EVENT_PATTERNS.some((pattern) => reaches(path, pattern));
    if (!event && !CALLER_PATTERNS.some((pattern) => reaches(path, pattern)))
        return null;
    return { path: path.map(show).join('.'), callerSupplied: !event };
}
/** The path names the field, an object or array that holds it, or a part of a free-form (`**`) field. */
function reaches(path, pattern) {
    const free = pattern.at(-1) === '**';
    const fixed = free ? pattern.slice(0, -1) : pattern;
    if (path.length > fixed.length && !free)
        return false;
    return path.every((step, i) => i >= fixed.length || matches(step, fixed[i] ?? ''));
}
function matches(step, segment) {
    if (step.kind === 'any')
        return true;
    if (step.kind === 'element')
        return segment === '*';
    return segment === '<name>' || step.name.toLowerCase() === segment;
}
function show(step) {
    return step.kind === 'name' ? step.name.toLowerCase() : '*';
}

;// CONCATENATED MODULE: ./src/local-checks/expression-taint.ts
// Which attacker-controlled text can reach the string an expression expands to, judged on what the expression
// can return. `a && b` yields `b` or a falsy `a` (never text that can break out), `a || b` either; `!`,
// comparisons and predicate functions yield booleans; `format`, `join`, `toJSON` carry their arguments' text
// and `fromJSON` their structure (`fromJSON` of a boolean is a boolean, so it is clean because its argument
// is). An index selects from its container: `x[github.event.issue.title]` is an element of `x`, attacker text
// only when `x` holds some. After an object filter (`github.event.*.body`) the value is a list of matches, and
// an index picks one of them: `github.event.*.body[0]` is a body. Objects that hold untrusted fields
// (`github.event`, `toJSON(github)`) count, as zizmor judges them (docs/local-checks.md).



/** Functions whose result is a boolean or a hash: nothing of their arguments reaches the string. */
const CLEAN_RESULT = new Set([
    'contains',
    'startswith',
    'endswith',
    'success',
    'always',
    'cancelled',
    'failure',
    'hashfiles',
]);
/**
 * The untrusted fields (as paths, `github.event.issue.title`) that can reach the string of `${{ text }}`.
 * An expression that does not parse reaches nothing: GitHub refuses the workflow, so it never runs (zizmor
 * skips such expressions too).
 */
function expression_taint_untrustedFields(text, scope = {}) {
    let expression;
    try {
        expression = parseExpression(text);
    }
    catch (error) {
        if (error instanceof ExpressionSyntaxError)
            return [];
        throw error;
    }
    const unique = new Map(reached(values(expression, scope), scope).map((r) => [r.path, r]));
    return [...unique.values()];
}
function values(expression, scope) {
    switch (expression.kind) {
        case 'literal':
        case 'not':
            return [];
        case 'binary':
            if (expression.operator === '&&')
                return values(expression.right, scope);
            if (expression.operator === '||')
                return eitherValues(expression, scope);
            return [];
        case 'call':
            return callValues(expression.name.toLowerCase(), expression.args, scope);
        case 'context':
            return [{ kind: 'access', root: expression.name, steps: [], filtered: false }];
        case 'property':
        case 'filter':
        case 'index':
            return chainValues(expression, scope);
    }
}
/** `a || b || c` is read along its left spine in a loop: GitHub takes a chain of any length as one `||`. */
function eitherValues(expression, scope) {
    const sides = [];
    let left = expression;
    while (left.kind === 'binary' && left.operator === '||') {
        sides.push(left.right);
        left = left.left;
    }
    return [left, ...sides.reverse()].flatMap((side) => values(side, scope));
}
/**
 * A chain of `.x`, `.*`, `[i]`, followed from its base in a loop: the parser bounds nesting, not the length
 * of a chain, so a workflow's chain of any length costs no stack.
 */
function chainValues(expression, scope) {
    const links = [];
    let base = expression;
    while (base.kind === 'property' || base.kind === 'filter' || base.kind === 'index') {
        links.push(base);
        base = base.object;
    }
    let found = values(base, scope);
    for (const link of links.reverse())
        found = found.flatMap((v) => follow(v, link));
    return found;
}
function follow(value, link) {
    if (link.kind === 'property')
        return step(value, { kind: 'name', name: link.name });
    if (link.kind === 'filter')
        return step(value, { kind: 'any' }, true);
    return index(value, link.index);
}
function callValues(name, args, scope) {
    if (CLEAN_RESULT.has(name))
        return [];
    // case(predicate, value, …, default): the predicates are only tested, a value is returned as it is.
    if (name === 'case')
        return args.filter((_, i) => i % 2 === 1 || i === args.length - 1).flatMap((a) => values(a, scope));
    const inner = reached(args.flatMap((a) => values(a, scope)), scope);
    if (inner.length === 0)
        return [];
    return [{ kind: name === 'fromjson' ? 'parsed' : 'text', reached: inner }];
}
/** One more step down: a property of a string is null; any part of parsed attacker JSON is attacker text. */
function step(value, next, filter = false) {
    if (value.kind === 'text')
        return [];
    if (value.kind === 'parsed')
        return [value];
    return [{ ...value, steps: [...value.steps, next], filtered: value.filtered || filter }];
}
/**
 * An index selects from its container; its own value never reaches the string. On the matches of a filter,
 * any index but a name picks one match (one value out, so that no chain of filters and indexes multiplies).
 */
function index(value, key) {
    if (value.kind !== 'access')
        return step(value, { kind: 'any' });
    const literal = key.kind === 'literal' ? key.value : undefined;
    if (typeof literal === 'string')
        return step(value, { kind: 'name', name: literal });
    if (value.filtered)
        return [{ ...value, filtered: false }];
    return step(value, typeof literal === 'number' ? { kind: 'element' } : { kind: 'any' });
}
function reached(found, scope) {
    return found.flatMap((value) => {
        if (value.kind !== 'access')
            return value.reached;
        if (value.root.toLowerCase() === 'env')
            return envReached(value.steps, scope);
        const path = untrustedPath(value.root, value.steps);
        return path === null ? [] : [path];
    });
}
/** `env.NAME` reaches what its definition expanded; `env` and `env[computed]` reach every such variable. */
function envReached(steps, scope) {
    const env = scope.env ?? new Map();
    const [first, ...rest] = steps;
    if (rest.length > 0 || first?.kind === 'element')
        return [];
    const names = first?.kind === 'name' ? [first.name.toLowerCase()] : [...env.keys()];
    return names.flatMap((name) => env.get(name) ?? []);
}

;// CONCATENATED MODULE: ./src/local-checks/actions-injection.ts
// actions-injection: workflow scripts that expand attacker-controlled event fields (`${{ github.event.issue.title }}`,
// branch names, commit messages…) straight into a shell `run:` or an actions/github-script `script:`. Anyone who
// can open an issue or a pull request then runs code in the job. The fix is to pass the value through `env:`.
// Read: the steps of every job of `.github/workflows/*.yml` (steps grouped under `parallel:` too) and of
// composite actions (`action.yml` with `runs.using: composite`). Each expression is parsed and judged on what
// can reach the string (expression-taint.ts); `env.NAME` counts when the workflow, job or step `env:` that sets
// it expands untrusted text. Text only a caller supplies (`inputs.*`, dispatch payloads) is rated low. Workflows
// are parsed as data with bounded size and aliases; each result is on the line of its expression.






const HELP = 'Pass the value through an environment variable and quote it in the script: `env: { TITLE: ${{ github.event.issue.title }} }` ' +
    'then `run: echo "$TITLE"`. Never expand event fields inside `run:` or `script:`.';
const ACTIONS_INJECTION_RULES = {
    'actions-injection/untrusted-in-run': rule('Untrusted event field expanded in a run script', 'A workflow or composite action `run:` script interpolates a field that whoever triggers the event controls.', HELP),
    'actions-injection/untrusted-in-github-script': rule('Untrusted event field expanded in github-script', 'An actions/github-script `script:` input interpolates a field that whoever triggers the event controls.', HELP),
    'actions-injection/untrusted-in-action-script': rule('Untrusted event field expanded in code another action runs', 'An input that an action runs as code (a PowerShell or Python script, an Azure CLI script, a remote shell, a jq or yq program) interpolates a field that whoever triggers the event controls.', HELP),
};
const WORKFLOW_PATH = /^\.github\/workflows\/[^/]+\.ya?ml$/;
const ACTION_PATH = /(?:^|\/)action\.ya?ml$/;
/** Triggers that run with a write token and secrets on events from anyone. */
const PRIVILEGED_TRIGGERS = (/* unused pure expression or super */ null && (['pull_request_target', 'issue_comment', 'workflow_run']));
/** Triggers that anyone can fire (issues, discussions, reviews) with the repository's default token. */
const PUBLIC_TRIGGERS = (/* unused pure expression or super */ null && ([
    'issues',
    'discussion',
    'discussion_comment',
    'pull_request_review',
    'pull_request_review_comment',
]));
/** `parallel:` groups nest; deeper than this is not a workflow GitHub runs. */
const MAX_STEP_NESTING = 5;
/** A workflow or action file that cannot be parsed (over the YAML size bound, invalid) goes to `skipped`. */
function checkActionsInjection(files, skipped = []) {
    return files.flatMap((file) => {
        const workflow = WORKFLOW_PATH.test(file.path);
        if (!workflow && !ACTION_PATH.test(file.path))
            return [];
        const text = file.text();
        if (text === null)
            return [];
        const reading = readYaml(text);
        if ('refused' in reading) {
            skipped.push({ path: file.path, reason: `actions-injection: ${reading.refused}` });
            return [];
        }
        const { source } = reading;
        const found = workflow ? workflowSteps(source) : compositeSteps(source);
        if (found === null)
            return [];
        return scripts(source, found.steps).flatMap((script) => scriptResults({ file: file.path, text, source, setting: found.setting }, script));
    });
}
function workflowSteps(source) {
    const events = triggers(plain(source, child(source, source.doc.contents, 'on')));
    const trigger = events.find((e) => PRIVILEGED_TRIGGERS.includes(e) || PUBLIC_TRIGGERS.includes(e));
    const setting = { severity: severityFor(events), where: trigger === undefined ? '' : ` (on ${trigger})` };
    const workflowScope = envScope(source, source.doc.contents, {});
    const jobs = entries(source, child(source, source.doc.contents, 'jobs'));
    const steps = jobs.flatMap(([, job]) => scopedSteps(source, job, envScope(source, job, workflowScope)));
    return { steps, setting };
}
/** The steps of a composite action, which run in the caller's job with the caller's event; null for other actions. */
function compositeSteps(source) {
    const runs = child(source, source.doc.contents, 'runs');
    if (scalarText(child(source, runs, 'using'))?.value.toLowerCase() !== 'composite')
        return null;
    const setting = { severity: 'medium', where: ' (in a composite action)' };
    return { steps: scopedSteps(source, runs, {}), setting };
}
function scopedSteps(source, parent, scope) {
    return flatSteps(source, child(source, parent, 'steps')).map((step) => ({
        step,
        scope: envScope(source, step, scope),
    }));
}
/** The `env:` of `node` over the outer scope: a variable set from untrusted text reaches what that text does. */
function envScope(source, node, outer) {
    const declared = entries(source, child(source, node, 'env'));
    if (declared.length === 0)
        return outer;
    const env = new Map(outer.env);
    for (const [name, value] of declared) {
        const text = scalarText(value)?.value ?? '';
        const reached = embeddedExpressions(text).flatMap((e) => untrustedFields(e.text, outer));
        const through = reached.map((r) => ({ ...r, path: `${r.path} (through env.${name})` }));
        if (through.length > 0)
            env.set(name.toLowerCase(), through);
        else
            env.delete(name.toLowerCase());
    }
    return { env };
}
/**
 * Steps, with those grouped under `parallel:` (a list of steps, or of lists or `steps:` of steps) brought
 * up. Each node is taken once: a step or group reached again through an alias adds nothing, so nested
 * aliases (a "billion laughs" list) cost their written size, not their expanded size.
 */
function flatSteps(source, node) {
    const seen = new Set();
    const flatten = (list, depth) => {
        if (depth > MAX_STEP_NESTING || seen.has(list))
            return [];
        seen.add(list);
        return items(source, list).flatMap((step) => {
            if (seen.has(step))
                return [];
            const group = (0,dist/* isSeq */.oP)(step) ? step : (yaml_source_child(source, step, 'parallel') ?? yaml_source_child(source, step, 'steps'));
            if (group !== undefined)
                return flatten(group, depth + 1);
            seen.add(step);
            return [step];
        });
    };
    return flatten(node, 0);
}
/** `run:` of every step, and the input that runs as code of actions such as actions/github-script. */
function scripts(source, steps) {
    return steps.flatMap(({ step, scope }) => {
        const run = scalarText(child(source, step, 'run'));
        const uses = scalarText(child(source, step, 'uses'))?.value ?? '';
        const input = codeInput(uses);
        const code = input === null ? null : scalarText(child(source, child(source, step, 'with'), input));
        const ruleId = uses.toLowerCase().startsWith('actions/github-script@')
            ? 'actions-injection/untrusted-in-github-script'
            : 'actions-injection/untrusted-in-action-script';
        return [
            ...(run === null ? [] : [{ ruleId: 'actions-injection/untrusted-in-run', node: run.node, scope }]),
            ...(code === null ? [] : [{ ruleId, node: code.node, scope }]),
        ];
    });
}
function scriptResults(parsed, { ruleId, node, scope }) {
    const { file, text, source, setting } = parsed;
    // Expressions are read from the scalar's value (YAML escapes undone) and located in its raw source, so each
    // keeps its line; if the two disagree (an escaped `$`), the scalar's first line stands for all.
    const [start, end] = node.range ?? [0, 0];
    const raw = embeddedExpressions(text.slice(start, end));
    const expressions = embeddedExpressions(String(node.value));
    return expressions.flatMap((expression, i) => {
        const fields = untrustedFields(expression.text, scope);
        if (fields.length === 0)
            return [];
        const paths = fields.map((f) => f.path);
        const offset = raw.length === expressions.length ? (raw[i]?.offset ?? 0) : 0;
        return [
            {
                checkId: 'actions-injection',
                ruleId,
                severity: callerOnly(fields) ? 'low' : setting.severity,
                file,
                line: source.lineAt(start + offset),
                message: `${paths.join(', ')} ${paths.length > 1 ? 'are' : 'is'} expanded into the script${setting.where}: ${callerOnly(fields) ? 'text the caller or dispatcher passes' : 'whoever controls it'} can run commands in the job`,
                evidence: `\${{${expression.text}}}`.slice(0, 120),
            },
        ];
    });
}
/** Only text that the caller of the workflow or action supplies: rated low (docs/local-checks.md). */
function callerOnly(fields) {
    return fields.every((f) => f.callerSupplied);
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

;// CONCATENATED MODULE: ./src/commands/repository-check/uses-references.ts
// The `uses:` references of workflow and action files, read as data (see yaml-source.ts): job steps and
// reusable workflows in `.github/workflows/*.yml`, composite steps in `action.yml`. Pure.


/** `owner/repo[/path]@ref`, the form GitHub resolves on github.com. */
const REMOTE = /^([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)\/([A-Za-z0-9_.-]+)(?:\/[^@\s]*)?@[^\s@]+$/;
function isActionFile(path) {
    return WORKFLOW_PATH.test(path) || ACTION_PATH.test(path);
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
    const source = parseYaml(text);
    if (source === null)
        return null;
    return usesNodes(source).flatMap((node) => {
        const scalar = yaml_source_scalarText(node);
        if (scalar === null)
            return [];
        const value = scalar.value.trim();
        return [{ file, line: lineOf(source, scalar.node), value, ...classify(value) }];
    });
}
/**
 * `jobs.*.uses`, `jobs.*.steps[].uses` (workflows) and `runs.steps[].uses` (composite actions), with the
 * steps grouped under `parallel:` (nested groups too) brought up as the actions-injection check reads them.
 */
function usesNodes(source) {
    const root = source.doc.contents;
    const stepUses = (steps) => flatSteps(source, steps).map((step) => yaml_source_child(source, step, 'uses'));
    const jobs = yaml_source_entries(source, yaml_source_child(source, root, 'jobs')).flatMap(([, job]) => [
        yaml_source_child(source, job, 'uses'),
        ...stepUses(yaml_source_child(source, job, 'steps')),
    ]);
    return [...jobs, ...stepUses(yaml_source_child(source, yaml_source_child(source, root, 'runs'), 'steps'))];
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
        files.push({ path, text: await (0,git_commit.blobAt)(workspace, sha, path, MAX_YAML_BYTES) });
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
        files.push({ path, text: await api.fileAt(path, baseSha, MAX_YAML_BYTES) });
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
    toolkit.info(`${(0,plural/* plural */.LS)(head.length, 'workflow and action file')} compared with the base ${ctx.baseSha.slice(0, 12)}: ${(0,plural/* plural */.LS)(diff.repositories.length, 'repository', 'repositories')} newly referenced.`);
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
// EXTERNAL MODULE: ./src/policy/gate-rows.ts
var gate_rows = __webpack_require__(64261);
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
        ignoreIds: (0,repository_check_view/* repositoryIgnoreIds */.jA)(view.url),
        row: (0,gate_rows/* repositoryRow */.Nh)(view.url),
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
    toolkit.info(outcome === null ? `${target.url}: safe` : `${outcome.group.one}: ${outcome.item}`);
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

/***/ 49796:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gZ: () => (/* binding */ MAX_FILE_BYTES),
  Cw: () => (/* binding */ enumerateFiles)
});

// UNUSED EXPORTS: BINARY_SNIFF_BYTES, IGNORED_FOLDERS, MAX_FILES

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/local-checks/paths.ts
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

// EXTERNAL MODULE: ./src/workspace/git-tracked.ts
var git_tracked = __webpack_require__(330);
;// CONCATENATED MODULE: ./src/local-checks/files.ts
// Which files the local checks read: what git tracks (`git ls-files -z`), or outside a git checkout every
// file minus dependency and tool folders. Symlinks are never followed (they could point out of the
// workspace), neither a symlinked file nor a file reached through a symlinked folder, and text is read lazily with a size bound and a binary sniff, so a 200 MB tree never sits in
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
    const tracked = await (0,git_tracked/* gitTrackedFiles */.e)(workspace);
    const paths = tracked ?? walk(workspace);
    const maxFiles = options.maxFiles ?? MAX_FILES;
    const skipped = [];
    const files = [];
    const opening = {
        root: workspace,
        maxBytes: options.maxFileBytes ?? MAX_FILE_BYTES,
        skipped,
        inRealFolder: realFolders(workspace),
    };
    for (const path of paths.slice(0, maxFiles)) {
        const file = openFile(opening, path);
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
    const entries = (0,external_node_fs_.readdirSync)((0,external_node_path_.join)(root, prefix), { withFileTypes: true }).sort((a, b) => a.name < b.name ? -1 : 1);
    for (const entry of entries) {
        const path = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
        if (entry.isDirectory()) {
            // VCS metadata inside a web root is a finding (browser-artifacts), not the repository's own metadata.
            if (!IGNORED_FOLDERS.has(entry.name) || (VCS_FOLDERS.has(entry.name) && isServedPath(`${path}/`))) {
                paths.push(...walk(root, path));
            }
        }
        else
            paths.push(path);
    }
    return paths;
}
/**
 * Whether a workspace folder is reached without passing a symlink: git may list `dir/file` while the
 * working tree's `dir` is a symlink to anywhere on the runner. Each folder is resolved once.
 */
function realFolders(root) {
    const rootReal = (0,external_node_fs_.realpathSync)(root);
    const known = new Map();
    return (folder) => {
        let real = known.get(folder);
        if (real === undefined) {
            real = folder === '' || (0,external_node_fs_.realpathSync)((0,external_node_path_.join)(root, folder)) === (0,external_node_path_.join)(rootReal, folder);
            known.set(folder, real);
        }
        return real;
    };
}
function openFile({ root, maxBytes, skipped, inRealFolder }, path) {
    const absolute = (0,external_node_path_.join)(root, path);
    let size;
    try {
        const stat = (0,external_node_fs_.lstatSync)(absolute);
        if (stat.isSymbolicLink())
            return skip(skipped, path, 'symlink, not followed');
        if (!inRealFolder(dirName(path)))
            return skip(skipped, path, 'in a symlinked folder, not followed');
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
        return (0,external_node_fs_.readFileSync)(path);
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

/***/ 64261:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EH: () => (/* binding */ localRow),
/* harmony export */   MA: () => (/* binding */ monitorAdvisoryRow),
/* harmony export */   Nh: () => (/* binding */ repositoryRow),
/* harmony export */   Zl: () => (/* binding */ gateRows),
/* harmony export */   ex: () => (/* binding */ findingRow),
/* harmony export */   qP: () => (/* binding */ advisoryRow)
/* harmony export */ });
/** Row keys: unique per row of the report, unlike labels (two findings may share a code and a title). */
const findingRow = (f) => `finding ${f.id}`;
const advisoryRow = (a) => `advisory ${a.advisoryId} ${a.packageLabel}`;
const localRow = (r) => `local ${r.checkId} ${r.ruleId} ${r.file}:${r.line} ${r.message}`;
/** Rows a command judges itself, as outcomes: a repository check, an advisory new to the monitor. */
const repositoryRow = (url) => `repository ${url}`;
const monitorAdvisoryRow = (advisoryId) => `monitor advisory ${advisoryId}`;
const RANK = ['fails', 'over', 'reported'];
function gateRows(verdict) {
    const named = new Map();
    const name = (key, standing) => {
        const before = named.get(key);
        if (before === undefined || RANK.indexOf(standing) < RANK.indexOf(before))
            named.set(key, standing);
    };
    for (const reason of verdict.reasons) {
        const standing = reasonStanding(reason, verdict.verdict);
        // A report file of an earlier version names its items by label only.
        if (reason.rows === undefined)
            for (const item of reason.items)
                name(labelKey(reason.kind, item), standing);
        else
            for (const row of reason.rows)
                name(rowKey(reason.kind, row), standing);
    }
    return {
        any: named.size > 0,
        standing: (kind, row, label) => named.get(rowKey(kind, row)) ?? (label === undefined ? null : named.get(labelKey(kind, label))) ?? null,
    };
}
function reasonStanding(reason, verdict) {
    if (reason.level === 'warn')
        return 'reported';
    return verdict === 'warn' ? 'over' : 'fails';
}
const rowKey = (kind, row) => `${kind}\0row\0${row}`;
const labelKey = (kind, label) => `${kind}\0label\0${label}`;


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

/***/ 67997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GE: () => (/* binding */ judgeCheck),
/* harmony export */   SP: () => (/* binding */ explainFailure),
/* harmony export */   jA: () => (/* binding */ repositoryIgnoreIds)
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
/** What an `ignore:` entry may name to set a repository aside: its URL or `owner/repo`. */
const repositoryIgnoreIds = (url) => [url, url.split('/').slice(3).join('/')];
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
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(87848);
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
/** The commit HEAD names, or null when the workspace is no git checkout (or git takes over `timeoutMs`). */
async function headOf(workspace, timeoutMs = GIT_READ.timeoutMs) {
    const out = (await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .E)(workspace, ['rev-parse', '--verify', 'HEAD^{commit}'], { timeoutMs }))
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
