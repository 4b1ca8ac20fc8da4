export const id = 319;
export const ids = [319];
export const modules = {

/***/ 74319:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  collectInventory: () => (/* binding */ collectInventory),
  mergePackages: () => (/* binding */ mergePackages),
  parseLockFile: () => (/* binding */ parseLockFile),
  sourcesOf: () => (/* binding */ sourcesOf)
});

// EXTERNAL MODULE: ./src/lockfiles/discover.ts
var discover = __webpack_require__(79447);
// EXTERNAL MODULE: ./src/lockfiles/names.ts
var names = __webpack_require__(94038);
// EXTERNAL MODULE: ./src/lockfiles/glob.ts
var lockfiles_glob = __webpack_require__(57722);
// EXTERNAL MODULE: ./src/lockfiles/text.ts
var lockfiles_text = __webpack_require__(88167);
;// CONCATENATED MODULE: ./src/lockfiles/json-error.ts
// The line of the first syntax error in text JSON.parse rejected, found by a small validator of the JSON
// grammar rather than read from V8's message: V8 names no position for "Unexpected token", and the line it
// names elsewhere also counts a lone \r as a line break, where every line the action reports counts \n.

/** Null only when the grammar finds no error in the text. */
function jsonErrorLine(text) {
    const offset = firstErrorOffset(text);
    return offset === null ? null : (0,lockfiles_text/* lineAtOffset */.dk)(text, offset);
}
const LITERAL = /true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const SPACE = /[ \t\n\r]*/y;
/** Offset of the first token that breaks the JSON grammar; null when none is found. */
function firstErrorOffset(text) {
    const expect = ['value'];
    let i = 0;
    for (let want = expect.pop(); want !== undefined; want = expect.pop()) {
        i = skipSpace(text, i);
        const next = step(text, i, want, expect);
        if (next === null)
            return i;
        i = next;
    }
    const rest = skipSpace(text, i);
    return rest < text.length ? rest : null;
}
/** Consumes one token that `want` allows, pushing what must follow; null when the token is wrong. */
function step(text, i, want, expect) {
    const c = text[i];
    switch (want) {
        case 'value':
            return value(text, i, expect);
        case 'key':
            return c === '"' ? key(text, i, expect) : null;
        case 'key-or-close':
            return c === '}' ? i + 1 : c === '"' ? key(text, i, expect) : null;
        case 'object-next':
            return c === '}' ? i + 1 : c === ',' ? (expect.push('key'), i + 1) : null;
        case ':':
            return c === ':' ? (expect.push('value'), i + 1) : null;
        case 'value-or-close':
            return c === ']' ? i + 1 : (expect.push('array-next'), value(text, i, expect));
        default: // 'array-next'
            return c === ']' ? i + 1 : c === ',' ? (expect.push('array-next', 'value'), i + 1) : null;
    }
}
function value(text, i, expect) {
    if (text[i] === '{')
        return (expect.push('key-or-close'), i + 1);
    if (text[i] === '[')
        return (expect.push('value-or-close'), i + 1);
    return match(text[i] === '"' ? STRING : LITERAL, text, i);
}
function key(text, i, expect) {
    expect.push('object-next', ':');
    return match(STRING, text, i);
}
function match(pattern, text, i) {
    pattern.lastIndex = i;
    return pattern.exec(text) === null ? null : pattern.lastIndex;
}
function skipSpace(text, i) {
    SPACE.lastIndex = i;
    SPACE.exec(text);
    return SPACE.lastIndex;
}

;// CONCATENATED MODULE: ./src/lockfiles/json-keys.ts
// One linear pass over JSON text that reports every object key with its line and the keys of the
// containers it sits in. JSON.parse gives the structure; this pass only adds where each key stands.
// It assumes the text is valid JSON (JSON.parse has accepted it already).
function scanJsonKeys(text, visit) {
    const ancestors = [];
    let pendingKey = null;
    let lastString = { start: 0, end: 0, line: 0 };
    let line = 1;
    for (let i = 0; i < text.length; i += 1) {
        const c = text.charCodeAt(i);
        if (c === 10)
            line += 1;
        else if (c === 34) {
            const end = closingQuote(text, i);
            lastString = { start: i, end, line };
            i = end;
        }
        else if (c === 58) {
            pendingKey = decodeKey(text, lastString.start, lastString.end);
            visit(ancestors, pendingKey, lastString.line);
        }
        else if (c === 123 || c === 91) {
            ancestors.push(pendingKey);
            pendingKey = null;
        }
        else if (c === 125 || c === 93) {
            // No `,` resets the key: in an object a key of its own follows it, and in an array the last `:` stood
            // inside an element, whose close is this one.
            ancestors.pop();
            pendingKey = null;
        }
    }
}
function closingQuote(text, open) {
    let end = text.indexOf('"', open + 1);
    while (end !== -1 && isEscaped(text, end))
        end = text.indexOf('"', end + 1);
    return end === -1 ? text.length : end;
}
function isEscaped(text, quote) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === 92)
        backslashes += 1;
    return backslashes % 2 === 1;
}
function decodeKey(text, open, close) {
    const raw = text.slice(open + 1, close);
    return raw.includes('\\') ? JSON.parse(`"${raw}"`) : raw;
}

;// CONCATENATED MODULE: ./src/lockfiles/exact-versions.ts
/** Numeric identifiers have no leading zero; pre-release identifiers are numeric or alphanumeric. */
const NUMBER = '(?:0|[1-9]\\d*)';
const PRERELEASE_ID = `(?:${NUMBER}|\\d*[A-Za-z-][0-9A-Za-z-]*)`;
const BUILD_ID = '[0-9A-Za-z-]+';
const SEMVER = new RegExp(`^${NUMBER}\\.${NUMBER}\\.${NUMBER}(?:-${PRERELEASE_ID}(?:\\.${PRERELEASE_ID})*)?(?:\\+${BUILD_ID}(?:\\.${BUILD_ID})*)?$`);
/**
 * PEP 440 with the spellings its normalisation accepts (`v1.0`, `1.0-RC1`, `1.0.post-2`, `1!2.0+local.7`):
 * epoch, release, pre, post, dev and local parts, in that order.
 */
const PEP440 = new RegExp([
    '^v?(?:\\d+!)?\\d+(?:\\.\\d+)*',
    '(?:[-_.]?(?:a|b|c|rc|alpha|beta|pre|preview)[-_.]?\\d*)?',
    '(?:-\\d+|[-_.]?(?:post|rev|r)[-_.]?\\d*)?',
    '(?:[-_.]?dev[-_.]?\\d*)?',
    '(?:\\+[a-z0-9]+(?:[-_.][a-z0-9]+)*)?$',
].join(''), 'i');
/**
 * npm names, old ones included (capitals, and `!'()*` that new names may no longer use): characters a URL
 * path keeps as they are, not starting with `.` or `_`, an optional `@scope/` in front.
 */
const NPM_NAME = /^(?:@[A-Za-z0-9~!'()*-][\w.~!'()*-]*\/)?[A-Za-z0-9~!'()*-][\w.~!'()*-]*$/;
const NPM_NAME_MAX = 214;
/** PEP 503-normalised project names. */
const PYPI_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A semver 2.0 version as npm publishes it: no range, no `v`, no spaces. */
function isExactSemver(version) {
    return SEMVER.test(version);
}
/** A PEP 440 version (a wildcard or a variable is not one). */
function isPep440Version(version) {
    return PEP440.test(version);
}
function isNpmPackageName(name) {
    return name.length <= NPM_NAME_MAX && NPM_NAME.test(name);
}
function isPypiProjectName(name) {
    return PYPI_NAME.test(name);
}
/** Why a name and version may not be uploaded for an ecosystem, or null when they may. */
function uploadRefusal(ecosystem, name, version) {
    const npm = ecosystem === 'npm';
    if (!(npm ? isNpmPackageName(name) : isPypiProjectName(name)))
        return 'invalid-name';
    if (!(npm ? isExactSemver(version) : isPep440Version(version)))
        return 'invalid-version';
    return null;
}

;// CONCATENATED MODULE: ./src/lockfiles/npm-specs.ts
// What an npm-family lock file says about where a package comes from: a registry version, or a git
// repository, a tarball, a local folder, a link or a workspace (counted, never uploaded).

const GIT_PREFIX = /^(?:git\+|git:|github:|gitlab:|bitbucket:|gist:|ssh:)/;
const SCP_LIKE_GIT = /^[\w.-]+@[\w.-]+:/;
const GITHUB_SHORTHAND = /^[\w.-]+\/[\w.-]+(?:#.*)?$/;
const GIT_HOST_URL = /^https?:\/\/(?:codeload\.github\.com|github\.com|gitlab\.com|bitbucket\.org)\//;
/** `@scope/name@range` → name and range; a descriptor without a range has range ''. */
function splitDescriptor(descriptor) {
    const at = descriptor.indexOf('@', 1);
    if (at === -1)
        return { name: descriptor, range: '' };
    return { name: descriptor.slice(0, at), range: descriptor.slice(at + 1) };
}
/** Why a dependency spec or resolved location is not a registry package, or null when it may be one. */
function nonRegistryReason(spec) {
    if (spec.startsWith('link:') || spec.startsWith('portal:'))
        return 'link';
    if (spec.startsWith('file:'))
        return 'file';
    if (spec.startsWith('workspace:'))
        return 'workspace';
    if (GIT_PREFIX.test(spec) || SCP_LIKE_GIT.test(spec))
        return 'git';
    if (/^https?:\/\//.test(spec))
        return GIT_HOST_URL.test(spec) || /\.git(?:#|$)/.test(spec) ? 'git' : 'tarball';
    if (/^(?:\.{1,2}\/|\/|~\/)/.test(spec))
        return 'file';
    if (GITHUB_SHORTHAND.test(spec))
        return 'git';
    return null;
}
/**
 * Whether a `resolved` URL is a registry tarball of this very package, as opposed to a tarball
 * dependency that merely has a version inside. Registries name the file `…/name/-/base-1.2.3.tgz` (npm,
 * Yarn's mirror, Verdaccio, Nexus, Azure Artifacts, CodeArtifact) or, for a scoped package, also
 * `…/@scope/name/-/@scope/name-1.2.3.tgz` (GitLab's `/api/v4/…/packages/npm/`, Artifactory's
 * `/api/npm/<repo>/`); the scope's `/` may be written `%2f`; GitHub Packages serves
 * `…/download/name/1.2.3/…`.
 */
function isRegistryTarball(url, name, version) {
    return (isNpmTarballPath(url, name, version) ||
        url.includes(`/download/${name}/${version}/`) ||
        isEncodedTarballPath(url, name, version));
}
/**
 * The slow path, for the shapes the fast one does not take: a scope in the file name, escapes, and
 * cnpm's `…/name/download/name-1.2.3.tgz` (npmmirror and the registries built on cnpm).
 */
function isEncodedTarballPath(url, name, version) {
    if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url))
        return false;
    let path;
    try {
        path = decodeURIComponent(url.slice(0, queryOrFragment(url)));
    }
    catch {
        return false;
    }
    const base = name.slice(name.lastIndexOf('/') + 1);
    return ['-', 'download'].some((folder) => path.endsWith(`/${name}/${folder}/${base}-${version}.tgz`) ||
        path.endsWith(`/${name}/${folder}/${name}-${version}.tgz`));
}
/** Checked from the end without building strings: it runs once per package of a 50k-package lock file. */
function isNpmTarballPath(url, name, version) {
    let at = (url.endsWith('.tgz') ? url.length : queryOrFragment(url)) - 4;
    if (!url.startsWith('.tgz', at))
        return false;
    at -= version.length + 1;
    if (url.charCodeAt(at) !== 45 || !url.startsWith(version, at + 1))
        return false;
    const base = name.lastIndexOf('/') + 1;
    at -= name.length - base;
    if (!sameText(url, at, name, base) || !url.startsWith('/-/', at - 3))
        return false;
    at -= 3 + name.length;
    return url.charCodeAt(at - 1) === 47 && url.startsWith(name, at);
}
/** Where the path of a URL ends: at its `?` or `#`, or at its end. */
function queryOrFragment(url) {
    const query = url.indexOf('?');
    const fragment = url.indexOf('#');
    return Math.min(query === -1 ? url.length : query, fragment === -1 ? url.length : fragment);
}
/** Whether `text` at `at` holds `source` from `from` to its end. */
function sameText(text, at, source, from) {
    for (let i = from; i < source.length; i += 1) {
        if (text.charCodeAt(at + i - from) !== source.charCodeAt(i))
            return false;
    }
    return at >= 0;
}
/**
 * Why an installed package is not a registry one, from its version (which may be a URL or a path) and
 * its `resolved` location; null for a registry package. Bundled packages have no `resolved` (''), which
 * names no source, so their version decides.
 */
function installedSourceReason(name, version, resolved) {
    const pinned = isExactSemver(version);
    if (pinned && isRegistryTarball(resolved, name, version))
        return null;
    const byVersion = nonRegistryReason(version);
    if (byVersion !== null)
        return byVersion;
    const byResolved = nonRegistryReason(resolved);
    if (byResolved !== null && byResolved !== 'tarball')
        return byResolved;
    if (!pinned)
        return 'unpinned';
    return byResolved === 'tarball' ? 'tarball' : null;
}

;// CONCATENATED MODULE: ./src/lockfiles/package-set.ts
// Collects one file's pinned packages (one entry per name@version and file, with every line it stands
// on) and its skipped entries. Both come out in file order, whatever order the parser met them in; the
// files a requirements file includes follow in the order they were first met. It is also the last gate
// before the upload: a name or version its ecosystem could not hold is skipped, never pinned.

class PackageSet {
    /** The first version met of each name (keyed by name, prefixed by the path for an included file)… */
    #firstVersion = new Map();
    /** …and any other version of the same name: most names have one, so most entries build no key string. */
    #otherVersions = new Map();
    #all = [];
    /** Entries every occurrence of which so far was marked development-only. */
    #developmentOnly = new Set();
    #skipped = [];
    #pathOrder = new Map();
    #ecosystem;
    #path;
    constructor(ecosystem, path) {
        this.#ecosystem = ecosystem;
        this.#path = path;
        this.#pathOrder.set(path, 0);
    }
    /** `development`: the file marks this occurrence as needed only to develop the project. */
    pin(name, version, line, path = this.#path, development = false) {
        if (path !== this.#path)
            this.#notePath(path);
        const nameKey = path === this.#path ? name : `${path}\0${name}`;
        const first = this.#firstVersion.get(nameKey);
        if (first === undefined) {
            const added = this.#add(name, version, line, path, development);
            if (added !== null)
                this.#firstVersion.set(nameKey, added);
        }
        else if (first.version === version)
            this.#addOccurrence(first, line, development);
        else {
            const versionKey = `${nameKey}\0${version}`;
            const other = this.#otherVersions.get(versionKey);
            if (other !== undefined)
                this.#addOccurrence(other, line, development);
            else {
                const added = this.#add(name, version, line, path, development);
                if (added !== null)
                    this.#otherVersions.set(versionKey, added);
            }
        }
    }
    #addOccurrence(pinned, line, development) {
        addLine(pinned, line);
        if (!development)
            this.#developmentOnly.delete(pinned);
    }
    skip(name, spec, reason, line, path = this.#path) {
        this.#notePath(path);
        this.#skipped.push({ name, spec, reason, path, line });
    }
    get packages() {
        const marked = this.#all.map((p) => this.#developmentOnly.has(p) ? { ...p, development: true } : p);
        return inOrder(marked, (a, b) => this.#compare(a.path, a.lines[0], b.path, b.lines[0]));
    }
    get skipped() {
        return inOrder([...this.#skipped], (a, b) => this.#compare(a.path, a.line, b.path, b.line));
    }
    /** A new name@version, checked once; one its ecosystem could not hold is skipped instead (null). */
    #add(name, version, line, path, development) {
        const refusal = uploadRefusal(this.#ecosystem, name, version);
        if (refusal !== null) {
            this.skip(name, version, refusal, line, path);
            return null;
        }
        const pinned = { ecosystem: this.#ecosystem, name, version, path, lines: [line] };
        this.#all.push(pinned);
        if (development)
            this.#developmentOnly.add(pinned);
        return pinned;
    }
    /** Places a file's entries after those of the files noted before it (an include, when it is read). */
    noteFile(path) {
        this.#notePath(path);
    }
    #notePath(path) {
        if (!this.#pathOrder.has(path))
            this.#pathOrder.set(path, this.#pathOrder.size);
    }
    #compare(pathA, lineA = 0, pathB, lineB = 0) {
        if (pathA === pathB)
            return lineA - lineB;
        // Each path was noted, at a place of its own, when its first entry came: two files never tie.
        return (this.#pathOrder.get(pathA) ?? 0) - (this.#pathOrder.get(pathB) ?? 0);
    }
}
/** Most parsers meet entries in file order already: sort only when they did not. */
function inOrder(items, compare) {
    for (let i = 1; i < items.length; i += 1) {
        if (compare(items[i - 1], items[i]) > 0)
            return items.sort(compare);
    }
    return items;
}
/** Lines mostly come in file order: then one comparison keeps them ascending and unique. */
function addLine(pinned, line) {
    const { lines } = pinned;
    if ((lines.at(-1) ?? 0) < line)
        lines.push(line);
    else if (!lines.includes(line)) {
        lines.push(line);
        lines.sort((a, b) => a - b);
    }
}

// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/lockfiles/npm.ts
// package-lock.json and npm-shrinkwrap.json: lockfileVersion 2 and 3 list installed packages under
// `packages` by install path ("node_modules/a/node_modules/b"); version 1 nests them in `dependencies`.
// JSON.parse gives the structure and one key scan gives each entry's line.






const NODE_MODULES = 'node_modules/';
/**
 * v1 `dependencies` nest one level per install folder, and npm hoists, so real trees stay a few levels
 * deep. Past this the file is refused: install paths grow with the depth, so their total with its square.
 */
const MAX_V1_NESTING = 128;
function parseNpmLock(path, text, source) {
    let doc;
    try {
        doc = JSON.parse(text);
    }
    catch (error) {
        const message = (0,src_errors/* errorMessage */.gJ)(error);
        // V8 quotes a piece of the text after "Unexpected token": the line number says where instead.
        const reason = message.replace(/, (?:\.\.\.)?".*$/s, '');
        return failed(path, source, jsonErrorLine(text), `invalid JSON: ${reason}`);
    }
    if (!isObject(doc))
        return failed(path, source, 1, 'not a package-lock: the top level is not an object');
    const set = new PackageSet('npm', path);
    const version = typeof doc.lockfileVersion === 'number' ? doc.lockfileVersion : 1;
    if (isObject(doc.packages))
        readPackages(text, doc.packages, set);
    else if (nestedDeeperThanLimit(doc.dependencies)) {
        const message = `\`dependencies\` nested more than ${MAX_V1_NESTING} levels deep: not read (accepted: at most ${MAX_V1_NESTING}; npm writes a few)`;
        return failed(path, source, firstKeyDeeperThanLimit(text), message);
    }
    else
        readNestedDependencies(doc, scannedDependencyLines(text), set);
    return {
        path,
        source,
        format: `npm-v${version}`,
        packages: set.packages,
        skipped: set.skipped,
        errors: [],
    };
}
/**
 * v2/v3: one entry per install path; `""` is the root project; a path outside node_modules is a
 * workspace (when the root's `workspaces` globs match it) or a local folder dependency.
 */
function readPackages(text, packages, set) {
    const lines = new PackageKeyLines(text);
    const isWorkspace = workspaceMatcher(packages['']);
    for (const key of Object.keys(packages)) {
        const entry = packages[key];
        if (!isObject(entry))
            continue;
        const line = lines.lineOf(key);
        const at = key.lastIndexOf(NODE_MODULES);
        if (key === '')
            set.skip(stringOr(entry.name, '(root)'), stringOr(entry.version, ''), 'root-project', line);
        else if (at === -1 && isWorkspace(key))
            set.skip(stringOr(entry.name, key), key, 'workspace', line);
        else if (at === -1)
            set.skip(stringOr(entry.name, key), `file:${key}`, 'file', line);
        else if (entry.link === true)
            readLink(packages, key.slice(at + NODE_MODULES.length), entry, line, set);
        else {
            const name = stringOr(entry.name, key.slice(at + NODE_MODULES.length));
            readInstalled(installed(name, entry, line), set);
        }
    }
}
/**
 * The root's `workspaces` as npm reads them: a list of globs, or Yarn's `{ "packages": [...] }`; a glob
 * may start with `./` or `/`, which npm drops (keys are relative to the root).
 */
function workspaceMatcher(root) {
    const declared = isObject(root) ? root.workspaces : undefined;
    const globs = isObject(declared) ? declared.packages : declared;
    const matchers = (Array.isArray(globs) ? globs : [])
        .filter((glob) => typeof glob === 'string')
        .map((glob) => (0,lockfiles_glob/* globMatcher */.f)(glob.replace(/^\.?\/+/, '')));
    return (path) => matchers.some((matches) => matches(path));
}
/**
 * A link to a folder that has its own entry is that folder (listed once, under its folder). A link that
 * names no folder is counted as one: without `resolved`, it is not a link to the root (key "").
 */
function readLink(packages, name, entry, line, set) {
    const target = entry.resolved;
    if (typeof target !== 'string')
        set.skip(name, 'link:', 'link', line);
    else if (!Object.hasOwn(packages, target))
        set.skip(name, `link:${target}`, 'link', line);
}
/** v1: `dependencies` nest by install location; an entry's version may be an alias or a URL. */
function readNestedDependencies(doc, lines, set) {
    if (typeof doc.name === 'string')
        set.skip(doc.name, stringOr(doc.version, ''), 'root-project', 1);
    const pending = [
        { prefix: '', dependencies: doc.dependencies },
    ];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        if (!isObject(next.dependencies))
            continue;
        for (const [name, entry] of Object.entries(next.dependencies)) {
            if (!isObject(entry))
                continue;
            const installPath = `${next.prefix}${NODE_MODULES}${name}`;
            const line = lines.get(installPath) ?? 1;
            readV1Entry(installed(name, entry, line), set);
            pending.push({ prefix: `${installPath}/`, dependencies: entry.dependencies });
        }
    }
}
function nestedDeeperThanLimit(dependencies) {
    const pending = [{ dependencies, depth: 1 }];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        if (!isObject(next.dependencies))
            continue;
        for (const entry of Object.values(next.dependencies)) {
            if (!isObject(entry))
                continue;
            if (next.depth > MAX_V1_NESTING)
                return true;
            pending.push({ dependencies: entry.dependencies, depth: next.depth + 1 });
        }
    }
    return false;
}
/** Line of the first v1 entry key past MAX_V1_NESTING: its ancestors are [root, dependencies, name, …]. */
function firstKeyDeeperThanLimit(text) {
    let line = null;
    scanJsonKeys(text, (ancestors, _key, at) => {
        if (line === null && ancestors.length > 2 * MAX_V1_NESTING && ancestors.at(-1) === 'dependencies')
            line = at;
    });
    return line ?? 1;
}
/** v1 versions may be an alias: `npm:real-name@1.0.0` installs the real name. */
function readV1Entry(entry, set) {
    if (!entry.version.startsWith('npm:'))
        readInstalled(entry, set);
    else {
        const real = splitDescriptor(entry.version.slice('npm:'.length));
        readInstalled({ ...entry, name: real.name, version: real.range }, set);
    }
}
/**
 * `dev: true`: only the devDependencies tree needs it. `devOptional` is not development-only: it is also an
 * optional dependency of a runtime package, which `npm install --omit=dev` still installs.
 */
const isDev = (entry) => entry.dev === true;
/** Fields of a v1 `dependencies` or v2/v3 `packages` entry. */
const installed = (name, entry, line) => ({
    name,
    version: stringOr(entry.version, ''),
    resolved: stringOr(entry.resolved, ''),
    line,
    development: isDev(entry),
});
function readInstalled(entry, set) {
    const { name, version, resolved, line } = entry;
    const reason = installedSourceReason(name, version, resolved);
    if (reason === null)
        set.pin(name, version, line, undefined, entry.development);
    else
        set.skip(name, resolved === '' ? version : resolved, reason, line);
}
/**
 * Line of each v2/v3 `packages` key, asked for in JSON.parse order. npm writes each key once as
 * `"key":` in that same order, so a forward search finds them all in one pass; anything else (keys
 * written with escapes, integer-like keys that JS reorders) falls back to the full key scan.
 */
class PackageKeyLines {
    #text;
    #cursor = 0;
    #line = 1;
    #scanned = null;
    constructor(text) {
        this.#text = text;
    }
    lineOf(key) {
        if (this.#scanned === null) {
            const at = this.#find(key);
            if (at !== -1) {
                this.#line += countNewlines(this.#text, this.#cursor, at);
                this.#cursor = at + key.length;
                return this.#line;
            }
            this.#scanned = scannedPackageLines(this.#text);
        }
        return this.#scanned.get(key) ?? 1;
    }
    /** Offset of `key` written as `"key":`, searching the key itself so no needle string is built per key. */
    #find(key) {
        const text = this.#text;
        for (let at = text.indexOf(key, this.#cursor); at !== -1; at = text.indexOf(key, at + 1)) {
            const end = at + key.length;
            if (text.charCodeAt(at - 1) === 34 && text.charCodeAt(end) === 34 && text.charCodeAt(end + 1) === 58) {
                return text.charCodeAt(at - 2) === 92 ? -1 : at;
            }
        }
        return -1;
    }
}
/** Line of every v2/v3 `packages` key (an install path already), from a full key scan. */
function scannedPackageLines(text) {
    const lines = new Map();
    scanJsonKeys(text, (ancestors, key, line) => {
        if (ancestors.length === 2 && ancestors.at(-1) === 'packages')
            lines.set(key, line);
    });
    return lines;
}
/** Line of every v1 entry by install path: its key sits in dependencies.<name>.dependencies.<name>…. */
function scannedDependencyLines(text) {
    const lines = new Map();
    scanJsonKeys(text, (ancestors, key, line) => {
        const prefix = nestedInstallPrefix(ancestors);
        if (prefix !== null)
            lines.set(`${prefix}${NODE_MODULES}${key}`, line);
    });
    return lines;
}
function countNewlines(text, from, to) {
    let count = 0;
    for (let at = text.indexOf('\n', from); at !== -1 && at < to; at = text.indexOf('\n', at + 1))
        count += 1;
    return count;
}
/**
 * For ancestors [root, 'dependencies', a, 'dependencies', b, 'dependencies'] → 'node_modules/a/node_modules/b/';
 * null for a key anywhere else (a field of an entry, a `requires` name).
 */
function nestedInstallPrefix(ancestors) {
    if (ancestors.length % 2 !== 0)
        return null;
    let prefix = '';
    for (let i = 1; i < ancestors.length; i += 2) {
        if (ancestors[i] !== 'dependencies')
            return null;
        const name = ancestors[i + 1];
        if (name === null)
            return null;
        if (name !== undefined)
            prefix += `${NODE_MODULES}${name}/`;
    }
    return prefix;
}
function failed(path, source, line, message) {
    return { path, source, format: 'npm', packages: [], skipped: [], errors: [{ path, line, message }] };
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function stringOr(value, fallback) {
    return typeof value === 'string' ? value : fallback;
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/lockfiles/yaml-scalars.ts
// Scalars of the YAML subset pnpm and yarn Berry write: plain, single- and double-quoted (on one line),
// and one-line flow mappings such as `{integrity: sha512-…, tarball: 'https://…'}`. Anchors and aliases
// are kept as text, never expanded, so no document can blow up in memory.

const ESCAPES = {
    '0': '\0',
    a: '\x07',
    b: '\b',
    t: '\t',
    '\t': '\t',
    n: '\n',
    v: '\v',
    f: '\f',
    r: '\r',
    e: '\x1b',
    ' ': ' ',
    '"': '"',
    '/': '/',
    '\\': '\\',
    N: '\x85',
    _: '\xa0',
    L: '\u2028',
    P: '\u2029',
};
const HEX_ESCAPE_LENGTH = { x: 2, u: 4, U: 8 };
/** A quoted scalar starting at `start` (on the quote). */
function readQuoted(text, start, line) {
    return text[start] === '"' ? readDoubleQuoted(text, start, line) : readSingleQuoted(text, start, line);
}
function readDoubleQuoted(text, start, line) {
    let value = '';
    let at = start + 1;
    for (;;) {
        const quote = text.indexOf('"', at);
        const backslash = text.indexOf('\\', at);
        if (quote === -1)
            throw new lockfiles_text/* LockFileSyntaxError */.rY(line, 'unterminated double-quoted string');
        if (backslash === -1 || backslash > quote)
            return { value: value + text.slice(at, quote), end: quote + 1 };
        value += text.slice(at, backslash);
        const escape = readEscape(text, backslash, line);
        value += escape.value;
        at = escape.end;
    }
}
function readEscape(text, backslash, line) {
    const code = text.charAt(backslash + 1);
    const simple = Object.hasOwn(ESCAPES, code) ? ESCAPES[code] : undefined;
    if (simple !== undefined)
        return { value: simple, end: backslash + 2 };
    const length = Object.hasOwn(HEX_ESCAPE_LENGTH, code) ? (HEX_ESCAPE_LENGTH[code] ?? 0) : 0;
    const hex = text.slice(backslash + 2, backslash + 2 + length);
    // An unknown code reads no digits; an escape cut short reads the closing quote, which is no digit.
    if (!/^[0-9a-fA-F]+$/.test(hex)) {
        throw new lockfiles_text/* LockFileSyntaxError */.rY(line, `invalid escape \\${code} in a double-quoted string`);
    }
    const point = Number.parseInt(hex, 16);
    if (point > 0x10ffff)
        throw new lockfiles_text/* LockFileSyntaxError */.rY(line, `invalid escape \\${code}${hex}`);
    return { value: String.fromCodePoint(point), end: backslash + 2 + length };
}
function readSingleQuoted(text, start, line) {
    let value = '';
    let at = start + 1;
    for (;;) {
        const quote = text.indexOf("'", at);
        if (quote === -1)
            throw new lockfiles_text/* LockFileSyntaxError */.rY(line, 'unterminated single-quoted string');
        value += text.slice(at, quote);
        if (text[quote + 1] !== "'")
            return { value, end: quote + 1 };
        value += "'";
        at = quote + 2;
    }
}
/**
 * The value after `key:` (already trimmed, not empty): a quoted or plain scalar, a flow mapping, or a
 * flow sequence (kept as its text).
 */
function readValue(text, line) {
    const first = text[0];
    if (first === '"' || first === "'") {
        const quoted = readQuoted(text, 0, line);
        expectEnd(text, quoted.end, line);
        return quoted.value;
    }
    if (first === '{') {
        const flow = readFlowMap(text, 0, line);
        expectEnd(text, flow.end, line);
        return flow.value;
    }
    if (first === '[') {
        const end = flowEnd(text, 0, line);
        if (end === null)
            throw new lockfiles_text/* LockFileSyntaxError */.rY(line, 'unterminated flow sequence: no closing ]');
        expectEnd(text, end, line);
        return text.slice(0, end);
    }
    return withoutComment(text);
}
/** A plain scalar ends at ` #` (a comment) or at the end of the line. */
function withoutComment(text) {
    const comment = text.indexOf(' #');
    return (comment === -1 ? text : text.slice(0, comment)).trimEnd();
}
function expectEnd(text, end, line) {
    const rest = text.slice(end).trim();
    if (rest !== '' && !rest.startsWith('#'))
        throw new lockfiles_text/* LockFileSyntaxError */.rY(line, `unexpected text after a value: ${(0,lockfiles_text/* excerpt */.Kb)(rest)}`);
}
/** `{a: b, 'c': "d", e: {nested}}`: nested flow collections are kept as their text. */
function readFlowMap(text, start, line) {
    const map = new Map();
    let at = skipSpaces(text, start + 1);
    while (text[at] !== '}') {
        if (at >= text.length)
            throw new lockfiles_text/* LockFileSyntaxError */.rY(line, 'unterminated flow mapping: no closing }');
        const key = readFlowScalar(text, at, line, 'key');
        if (text[key.end] !== ':')
            throw new lockfiles_text/* LockFileSyntaxError */.rY(line, `expected ':' after '${(0,lockfiles_text/* excerpt */.Kb)(key.value)}' in a flow mapping`);
        const value = readFlowScalar(text, skipSpaces(text, key.end + 1), line, 'value');
        map.set(key.value, value.value);
        at = skipSpaces(text, value.end);
        if (text[at] === ',')
            at = skipSpaces(text, at + 1);
        else if (text[at] !== '}')
            throw new lockfiles_text/* LockFileSyntaxError */.rY(line, 'unterminated flow mapping: no closing }');
    }
    return { value: map, end: at + 1 };
}
/**
 * A key or a value inside a flow mapping: quoted, a nested flow collection (kept as its text), or plain,
 * which ends at a flow indicator (`,` `[` `]` `{` `}`), and a key also at `: `.
 */
function readFlowScalar(text, start, line, role) {
    const first = text[start];
    if (first === '"' || first === "'") {
        const quoted = readQuoted(text, start, line);
        return { value: quoted.value, end: skipSpaces(text, quoted.end) };
    }
    if (first === '{' || first === '[') {
        // Left open, it runs to the end: the mapping around it then has no closing bracket.
        const end = flowEnd(text, start, line) ?? text.length;
        return { value: text.slice(start, end), end: skipSpaces(text, end) };
    }
    let at = start;
    while (at < text.length &&
        !',[]{}'.includes(text.charAt(at)) &&
        !(role === 'key' && text.startsWith(': ', at)))
        at += 1;
    return { value: text.slice(start, at).trimEnd(), end: at };
}
/**
 * Just past the bracket that closes the flow collection opening at `start`, or null when none does.
 * Quoted scalars are stepped over: a bracket inside one closes nothing.
 */
function flowEnd(text, start, line) {
    let depth = 0;
    let tokenStart = true;
    for (let at = start; at < text.length; at += 1) {
        const c = text.charAt(at);
        if (tokenStart && (c === '"' || c === "'"))
            at = readQuoted(text, at, line).end - 1;
        else if (c === '{' || c === '[')
            depth += 1;
        else if ((c === '}' || c === ']') && --depth === 0)
            return at + 1;
        if (c !== ' ')
            tokenStart = '{[,:'.includes(c);
    }
    return null;
}
function skipSpaces(text, at) {
    while (text[at] === ' ')
        at += 1;
    return at;
}

;// CONCATENATED MODULE: ./src/lockfiles/yaml-anchors.ts
// Finds YAML anchors (`&a`) and aliases (`*a`) in the block YAML of a lock file. The line reader keeps them
// as text (so nothing can expand), which would read an aliased entry as nothing at all; pnpm never writes
// them, so a file that has one is refused with its line instead.


const ANCHOR_MESSAGE = 'a YAML anchor (&) or alias (*): pnpm never writes them, so the file is not read (accepted: the YAML pnpm writes)';
/** A cheap first look (quotes and comments aside): `&` or `*` at a line start, after a node-start mark or a tag. */
const MAYBE_ANCHOR_OR_ALIAS = /(?:^|[-:?{[,]|!\S*)\s*[&*]/;
/**
 * Lines with an anchor or an alias where a node starts (line start, after `- `, `? ` or a tag there, after
 * `: `, or after `{`, `[`, `,` in a flow collection), outside quotes and comments: inside a plain scalar
 * (`use x - *not* y`) they are text. Lines of block scalars may be listed too: callers check only the
 * lines their reader visits.
 */
function anchorOrAliasLines(text) {
    const lines = new Set();
    (0,lockfiles_text/* eachLine */.IM)(text, (content, line) => {
        if (MAYBE_ANCHOR_OR_ALIAS.test(content) && startsNodeWithAnchorOrAlias(content, line))
            lines.add(line);
    });
    return lines;
}
function startsNodeWithAnchorOrAlias(content, line) {
    let nodeStart = true;
    // A flow collection runs to the end of the line (only a comment may follow), so its closing
    // brackets need no counting: from its opening one, a comma starts a node.
    let inFlow = false;
    for (let at = 0; at < content.length; at += 1) {
        const c = content.charAt(at);
        if (c === ' ')
            continue;
        if (nodeStart && (c === '&' || c === '*'))
            return true;
        if (c === '#' && (at === 0 || content[at - 1] === ' '))
            return false;
        const atNodeStart = nodeStart;
        nodeStart = false;
        if (atNodeStart && (c === "'" || c === '"')) {
            const end = quotedEnd(content, at, line);
            if (end === null)
                return false;
            at = end - 1;
        }
        else if (atNodeStart && c === '!') {
            // A tag: the node's anchor may follow it.
            at = tagEnd(content, at) - 1;
            nodeStart = true;
        }
        else if ((c === '{' || c === '[') && atNodeStart) {
            inFlow = true;
            nodeStart = true;
        }
        else if (c === ',' && inFlow)
            nodeStart = true;
        else if (content[at + 1] === ' ')
            nodeStart = c === ':' || (atNodeStart && (c === '-' || c === '?'));
    }
    return false;
}
/** Where a tag (`!!str`, `!local`) ends: at the first space, or at the end of the line. */
function tagEnd(content, start) {
    const space = content.indexOf(' ', start);
    return space === -1 ? content.length : space;
}
/** Where a quoted scalar ends; null for a broken one, which the line reader reports on its own. */
function quotedEnd(content, start, line) {
    try {
        return readQuoted(content, start, line).end;
    }
    catch {
        return null;
    }
}

;// CONCATENATED MODULE: ./src/lockfiles/yaml-lines.ts
// A linear, line-oriented reader for the block YAML that pnpm-lock.yaml and yarn Berry's yarn.lock are
// written in: `key: value` lines nested by indentation, `- item` lines, flow collections (folded into
// one line when spread over several), plain scalars continued on more-indented lines, block scalars
// skipped. General YAML parsers check key uniqueness in quadratic time on 50k-entry maps; this one
// does a constant amount of work per line and knows each entry's line for free.


/** A block scalar's header (`|`, `>-`, `|2+`…), a comment after it or not: the lines under it are its text. */
const BLOCK_SCALAR_HEADER = /^[|>][-+0-9]*(?:\s+#.*)?$/;
/** What a plain scalar starts with: not a quote, flow collection, block scalar, anchor, alias, tag or comment. */
const PLAIN_SCALAR_START = /^[^"'{[|>&*!#]/;
/**
 * Calls `visit` for every entry with its ancestors (the array is reused: copy what you keep).
 * Throws LockFileSyntaxError at the first line that breaks the subset.
 */
function readYamlLines(text, visit) {
    const levels = [];
    const keys = [];
    // Indented less than any line, so it is never closed.
    const root = { indent: -1, opensBlock: true, childIndent: null };
    let blockScalarIndent = -1;
    let plainScalarIndent = -1;
    // Typed by a cast: the callbacks below set it, which assignment narrowing would not see.
    let openFlow = null;
    const readAt = ({ key, rest }, indent, line) => {
        const entry = { key, value: opensBlock(rest) ? null : readValue(rest, line), line };
        visit(keys, entry);
        levels.push({ indent, opensBlock: entry.value === null || key === null, childIndent: null });
        keys.push(key ?? '-');
        if (BLOCK_SCALAR_HEADER.test(rest))
            blockScalarIndent = indent;
        else if (PLAIN_SCALAR_START.test(rest))
            plainScalarIndent = indent;
    };
    (0,lockfiles_text/* eachLine */.IM)(text, (content, line) => {
        if (openFlow !== null) {
            // A flow collection spread over lines is read as the one line YAML folds it into.
            const more = content.trim();
            const { head, scan } = openFlow;
            openFlow.head = { key: head.key, rest: `${head.rest} ${more.slice(0, scanFlow(more, 0, scan))}` };
            if (scan.depth > 0 && scan.quote === '')
                return;
            const { head: whole, indent, line: first } = openFlow;
            openFlow = null;
            readAt(whole, indent, first);
            return;
        }
        if (isBlankOrComment(content))
            return;
        const indent = (0,lockfiles_text/* indentOf */._j)(content, line);
        if (blockScalarIndent !== -1 && indent > blockScalarIndent)
            return;
        if (plainScalarIndent !== -1 && indent > plainScalarIndent && continuesPlainScalar(content, indent))
            return;
        blockScalarIndent = -1;
        plainScalarIndent = -1;
        if (DOCUMENT_MARKER.test(content)) {
            levels.length = 0;
            keys.length = 0;
            root.childIndent = null;
            return;
        }
        let parent = levels.at(-1) ?? root;
        while (parent.indent >= indent) {
            levels.pop();
            keys.pop();
            parent = levels.at(-1) ?? root;
        }
        placeUnder(parent, indent, line);
        const head = readHead(content, indent, line);
        // Only a flow value that does not end in a bracket may go on over several lines.
        if (isFlowStart(head.rest) && !endsInBracket(head.rest)) {
            const scan = { depth: 0, quote: '', prev: '' };
            const end = scanFlow(head.rest, 0, scan);
            // A quote left open is not folded: the line is read as it is and names the quote.
            if (scan.depth > 0 && scan.quote === '') {
                openFlow = { head: { key: head.key, rest: head.rest.slice(0, end) }, indent, line, scan };
                return;
            }
        }
        readAt(head, indent, line);
    });
    // Left open at the end: read as it is, which names the line that opened it.
    if (openFlow !== null)
        readAt(openFlow.head, openFlow.indent, openFlow.line);
}
/** `---` starts a document, `...` ends one: alone on their line or before a space. */
const DOCUMENT_MARKER = /^(?:---|\.\.\.)(?:\s|$)/;
/**
 * Follows flow brackets through `text` from `start`, updating `scan`: quoted scalars (a quote that
 * opens a token, after `{`, `[`, `,` or `:`) are stepped over. Returns where the text ends: at a ` #`
 * comment, or at its end.
 */
function scanFlow(text, start, scan) {
    for (let at = start; at < text.length; at += 1) {
        const c = text.charAt(at);
        if (scan.quote !== '') {
            // An escape (`\"` in double quotes, `''` in single quotes) leaves the scalar open.
            const escape = scan.quote === '"' ? c === '\\' : c === "'" && text[at + 1] === "'";
            if (escape)
                at += 1;
            else if (c === scan.quote)
                scan.quote = '';
            continue;
        }
        if (c === '{' || c === '[')
            scan.depth += 1;
        else if (c === '}' || c === ']')
            scan.depth -= 1;
        else if ((c === '"' || c === "'") && '{[,:'.includes(scan.prev))
            scan.quote = c;
        else if (c === '#' && (at === 0 || text[at - 1] === ' '))
            return at;
        if (c !== ' ')
            scan.prev = c;
    }
    return text.length;
}
function isFlowStart(rest) {
    return rest.startsWith('{') || rest.startsWith('[');
}
function endsInBracket(rest) {
    return rest.endsWith('}') || rest.endsWith(']');
}
/**
 * A more-indented line after a plain scalar continues it (YAML folds it in) unless it reads as an entry
 * of its own (`key: value`, `key:`, `- item`), which stays a nesting error.
 */
function continuesPlainScalar(content, indent) {
    const rest = content.slice(indent);
    return !rest.includes(': ') && !rest.endsWith(':') && !(rest === '-' || rest.startsWith('- '));
}
function isBlankOrComment(content) {
    for (let i = 0; i < content.length; i += 1) {
        const c = content.charCodeAt(i);
        if (c !== 32 && c !== 9)
            return c === 35;
    }
    return true;
}
/** Every child of a level must sit at the same indent, and only a `key:` with no value has children. */
function placeUnder(parent, indent, line) {
    if (!parent.opensBlock)
        throw new lockfiles_text/* LockFileSyntaxError */.rY(line, 'bad indentation: this line is nested under a value');
    if (parent.childIndent === null)
        parent.childIndent = indent;
    else if (parent.childIndent !== indent) {
        throw new lockfiles_text/* LockFileSyntaxError */.rY(line, `bad indentation: expected ${parent.childIndent} spaces, found ${indent}`);
    }
}
function readHead(content, indent, line) {
    const first = content[indent];
    if (first === '-' && (content.length === indent + 1 || content[indent + 1] === ' ')) {
        return { key: null, rest: content.slice(indent + 1).trim() };
    }
    if (first === '"' || first === "'") {
        const quoted = readQuoted(content, indent, line);
        let colon = quoted.end;
        while (content[colon] === ' ')
            colon += 1;
        if (content[colon] !== ':')
            throw new lockfiles_text/* LockFileSyntaxError */.rY(line, `expected ':' after the key "${(0,lockfiles_text/* excerpt */.Kb)(quoted.value)}"`);
        return { key: quoted.value, rest: content.slice(colon + 1).trim() };
    }
    const colon = plainKeyEnd(content, indent);
    if (colon === -1)
        throw new lockfiles_text/* LockFileSyntaxError */.rY(line, 'expected "key: value"');
    return { key: content.slice(indent, colon).trimEnd(), rest: content.slice(colon + 1).trim() };
}
/** Nothing after the colon or dash but a comment, an anchor or a tag: a nested block follows. */
function opensBlock(rest) {
    return rest === '' || rest.startsWith('#') || /^[&!][^\s]*(?:\s+#.*)?$/.test(rest);
}
/** A plain key ends at the first `: ` or at a `:` that ends the line. */
function plainKeyEnd(content, from) {
    const colon = content.indexOf(': ', from);
    if (colon !== -1)
        return colon;
    return content.endsWith(':') ? content.length - 1 : -1;
}

;// CONCATENATED MODULE: ./src/lockfiles/pnpm.ts
// pnpm-lock.yaml, lockfile versions 5.x, 6 and 9. Installed packages are the `packages` keys:
// `/name/1.2.3_peer@1` (v5), `/name@1.2.3(peer@1)` (v6), `name@1.2.3` (v9, peers moved to `snapshots`,
// whose lines are listed too). Projects are `importers` (or the root alone before workspaces).







/** Typed to be asked about any ancestor, even one past the end of the list. */
const DEPENDENCY_KINDS = new Set([
    'dependencies',
    'devDependencies',
    'optionalDependencies',
]);
function parsePnpmLock(path, text) {
    const doc = {
        format: 'pnpm',
        versionLine: 1,
        importers: new Map(),
        links: [],
        set: new PackageSet('npm', path),
        others: [],
        current: null,
        pending: null,
    };
    try {
        let dependency = { name: '', line: 0 };
        const anchored = anchorOrAliasLines(text);
        readYamlLines(text, (ancestors, entry) => {
            // Lines inside block scalars are never visited, so their text cannot be taken for an alias.
            if (anchored.has(entry.line))
                throw new lockfiles_text/* LockFileSyntaxError */.rY(entry.line, ANCHOR_MESSAGE);
            // Every field pnpm writes is a key: sequence items (`os`, `transitivePeerDependencies`) name nothing.
            const { key } = entry;
            if (key === null)
                return;
            if (isDependencyDepth(ancestors, ancestors.length))
                dependency = { name: key, line: entry.line };
            readEntry(doc, ancestors, key, entry, dependency);
        });
        pinPending(doc);
    }
    catch (error) {
        if (!(error instanceof lockfiles_text/* LockFileSyntaxError */.rY))
            throw error;
        const errors = [{ path, line: error.line, message: error.message }];
        return { path, source: 'pnpm-lock.yaml', format: 'pnpm', packages: [], skipped: [], errors };
    }
    const { set } = doc;
    listProjects(doc, set);
    for (const entry of doc.others)
        listOther(entry, set);
    return {
        path,
        source: 'pnpm-lock.yaml',
        format: doc.format,
        packages: set.packages,
        skipped: set.skipped,
        errors: [],
    };
}
/** `pnpm-v9` for lockfileVersion '9.0' (5.4, unquoted, before v6); `pnpm` when it names no major version. */
function formatOf(version) {
    const major = typeof version === 'string' ? /^\d+/.exec(version) : null;
    return major === null ? 'pnpm' : `pnpm-v${major[0]}`;
}
/** Dependencies of a project sit at `importers.<path>.<kind>.<name>` or, before workspaces, `<kind>.<name>`. */
function isDependencyDepth(ancestors, depth) {
    if (ancestors[0] === 'importers')
        return depth === 3 && DEPENDENCY_KINDS.has(ancestors[2]);
    return depth === 1 && DEPENDENCY_KINDS.has(ancestors[0]);
}
function readEntry(doc, ancestors, key, entry, dependency) {
    const section = ancestors[0];
    if (ancestors.length === 0 && key === 'lockfileVersion') {
        doc.format = formatOf(entry.value);
        doc.versionLine = entry.line;
    }
    else if (section === 'packages')
        readPackageLine(doc, ancestors, key, entry);
    else if (section === 'snapshots' && ancestors.length === 1)
        pinRegistryPackage(doc.set, key, entry.line);
    else if (section === 'importers' && ancestors.length === 1)
        doc.importers.set(key, entry.line);
    else
        readDependencyVersion(doc, ancestors, key, entry, dependency);
}
function readPackageLine(doc, ancestors, key, entry) {
    if (ancestors.length === 1) {
        pinPending(doc);
        const ref = parsePackageKey(key);
        const registry = ref !== null && isExactSemver(ref.version);
        doc.pending = registry ? { ...ref, line: entry.line, development: false } : null;
        doc.current = registry ? null : { key, line: entry.line };
        if (doc.current !== null)
            doc.others.push(doc.current);
    }
    else if (ancestors.length === 2 && doc.pending !== null) {
        if (key === 'dev')
            doc.pending.development = entry.value === 'true';
    }
    else if (ancestors.length === 2 && doc.current !== null) {
        if (key === 'name' && typeof entry.value === 'string')
            doc.current.name = entry.value;
        else if (key === 'version' && typeof entry.value === 'string')
            doc.current.version = entry.value;
        else if (key === 'dev')
            doc.current.development = entry.value === 'true';
        else if (key === 'resolution' && entry.value instanceof Map)
            doc.current.resolution = entry.value;
    }
}
function pinPending(doc) {
    const { pending } = doc;
    if (pending !== null)
        doc.set.pin(pending.name, pending.version, pending.line, undefined, pending.development);
    doc.pending = null;
}
/** Pins a `snapshots` key or a project's alias version that names a registry version. */
function pinRegistryPackage(set, key, line, development = false) {
    const ref = parsePackageKey(key);
    if (ref !== null && isExactSemver(ref.version))
        set.pin(ref.name, ref.version, line, undefined, development);
}
/**
 * A project's dependency: a registry version stands on the project's line too (where an annotation
 * helps most); one on `link:…` has no `packages` entry and is noted here.
 */
function readDependencyVersion(doc, ancestors, key, entry, dependency) {
    const direct = isDependencyDepth(ancestors, ancestors.length);
    const nested = key === 'version' && isDependencyDepth(ancestors, ancestors.length - 1);
    const version = direct || nested ? entry.value : null;
    if (typeof version !== 'string')
        return;
    if (!version.startsWith('link:')) {
        const kind = ancestors[0] === 'importers' ? ancestors[2] : ancestors[0];
        pinProjectDependency(doc.set, dependency, version, kind === 'devDependencies');
        return;
    }
    const importer = ancestors[0] === 'importers' ? (ancestors[1] ?? '.') : '.';
    doc.links.push({
        importer,
        name: dependency.name,
        target: version.slice('link:'.length),
        line: dependency.line,
    });
}
/** `18.2.0_peer@1` (v5), `6.1.1(peer@1)` (v6, v9), or an alias's package: `/name@1.0.0`, `name@1.0.0`. */
function pinProjectDependency(set, dependency, version, development) {
    const first = version.charCodeAt(0);
    if (first < 48 || first > 57) {
        pinRegistryPackage(set, version, dependency.line, development);
        return;
    }
    const peers = version.search(/[_(]/);
    const exact = peers === -1 ? version : version.slice(0, peers);
    if (isExactSemver(exact))
        set.pin(dependency.name, exact, dependency.line, undefined, development);
}
/** The root project and the workspaces; links to a workspace are that workspace, listed once. */
function listProjects(doc, set) {
    if (doc.importers.size === 0)
        set.skip('.', '', 'root-project', doc.versionLine);
    for (const [importer, line] of doc.importers) {
        set.skip(importer, importer, importer === '.' ? 'root-project' : 'workspace', line);
    }
    for (const link of doc.links) {
        // join() gives '.' for the root project, as its importer key is written.
        if (!doc.importers.has(external_node_path_.posix.join(link.importer, link.target)))
            set.skip(link.name, `link:${link.target}`, 'link', link.line);
    }
}
function listOther(entry, set) {
    const ref = parsePackageKey(entry.key);
    const release = registryTarballRelease(entry, ref?.name);
    if (release !== null) {
        set.pin(release.name, release.version, entry.line, undefined, entry.development ?? false);
        return;
    }
    const spec = entry.key.startsWith('/') ? entry.key.slice(1) : entry.key;
    set.skip(entry.name ?? ref?.name ?? entry.key, spec, skipReason(ref?.version ?? '', entry.resolution), entry.line);
}
/**
 * A key that is a registry's tarball URL (`https://npm.corp.example/@scope/name/-/name-1.2.3.tgz`, or its path
 * `/@scope/name/-/name-1.2.3.tgz`), as pnpm writes for a self-hosted registry, is the release its `name:` and
 * `version:` fields name, when the URL's `<name>/-/<name>-<version>.tgz` agrees with them.
 */
function registryTarballRelease(entry, nameInKey) {
    const name = entry.name ?? nameInKey;
    const { version } = entry;
    if (name === undefined || version === undefined || !isExactSemver(version))
        return null;
    const path = entry.key.replace(/%2f/gi, '/');
    const leaf = name.slice(name.lastIndexOf('/') + 1);
    const agrees = [leaf, name].some((file) => path.endsWith(`/${name}/-/${file}-${version}.tgz`));
    return agrees ? { name, version } : null;
}
function skipReason(version, resolution) {
    if (resolution?.get('type') === 'git')
        return 'git';
    if (resolution?.get('type') === 'directory' || resolution?.has('directory') === true)
        return 'file';
    const tarball = resolution?.get('tarball');
    return (nonRegistryReason(version) ?? (tarball === undefined ? null : nonRegistryReason(tarball)) ?? 'unsupported');
}
/** A registry host that pnpm before v9 put in front of keys of packages from a non-default registry. */
const REGISTRY_HOST = /^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+(?::\d+)?\//;
/** A key that starts with a protocol (`file:`, `link:`, `git+ssh:`, …) names a location, not a package. */
const PROTOCOL = /^[A-Za-z][A-Za-z0-9+.-]*:/;
/**
 * Name and version (peer suffix cut) of a `packages` or `snapshots` key of any lockfile version:
 * `/name/1.0.0_peer`, `/name@1.0.0(peer)`, `name@1.0.0`, `registry.example.com/name/1.0.0`, an alias
 * `alias@npm:name@1.0.0` as the package it installs; null for a key that is a location (`file:…`).
 */
function parsePackageKey(key) {
    const host = REGISTRY_HOST.exec(key)?.[0].length ?? 0;
    const bare = key.startsWith('/') ? key.slice(1) : key.slice(host);
    if (PROTOCOL.test(bare))
        return null;
    const unscoped = bare.startsWith('@') ? bare.indexOf('/') + 1 : 0;
    let separator = unscoped;
    while (separator < bare.length && bare[separator] !== '/' && bare[separator] !== '@')
        separator += 1;
    if (separator === bare.length || separator === 0)
        return null;
    const rest = bare.slice(separator + 1);
    if (rest.startsWith('npm:'))
        return parsePackageKey(rest.slice('npm:'.length));
    const peers = rest.search(/[_(]/);
    return { name: bare.slice(0, separator), version: peers === -1 ? rest : rest.slice(0, peers) };
}

// EXTERNAL MODULE: ./src/lockfiles/requirement-line.ts
var requirement_line = __webpack_require__(18020);
;// CONCATENATED MODULE: ./src/lockfiles/toml-lines.ts
// A line reader for the TOML that poetry.lock is written in: `[table]` and `[[array]]` headers and
// `key = value` lines. Only one-line string values are decoded; arrays and inline tables (which may
// span lines, like `files = [ … ]`) and multi-line strings are stepped over as text.


function readTomlLines(text, visit) {
    let open = { depth: 0, closer: null };
    let openedAt = 0;
    (0,lockfiles_text/* eachLine */.IM)(text, (content, line) => {
        if (open.closer !== null || open.depth > 0) {
            open = continueValue(content, open, line);
            return;
        }
        openedAt = line;
        const trimmed = content.trim();
        if (trimmed === '' || trimmed.startsWith('#'))
            return;
        if (trimmed.startsWith('['))
            visit(readHeader(trimmed, line));
        else {
            const entry = readKeyValue(trimmed, line);
            visit({ kind: 'value', key: entry.key, value: entry.value, raw: entry.raw, line });
            open = continueValue(entry.raw, { depth: 0, closer: null }, line);
        }
    });
    if (open.closer !== null || open.depth > 0) {
        throw new lockfiles_text/* LockFileSyntaxError */.rY(openedAt, 'unterminated array, inline table or string');
    }
}
function readHeader(trimmed, line) {
    const array = trimmed.startsWith('[[');
    const close = trimmed.indexOf(array ? ']]' : ']');
    const rest = trimmed.slice(close + (array ? 2 : 1)).trim(); // read only when `close` was found
    if (close === -1 || (rest !== '' && !rest.startsWith('#'))) {
        throw new lockfiles_text/* LockFileSyntaxError */.rY(line, 'malformed table header');
    }
    return { kind: 'table', name: trimmed.slice(array ? 2 : 1, close).trim(), array, line };
}
/** `key = value`: the value is decoded when it is a one-line string, kept raw (`raw`) for nesting. */
function readKeyValue(trimmed, line) {
    let key;
    let after;
    if (trimmed.startsWith('"') || trimmed.startsWith("'")) {
        const quoted = readQuoted(trimmed, 0, line);
        key = quoted.value;
        after = quoted.end;
    }
    else {
        after = trimmed.indexOf('=');
        key = trimmed.slice(0, after).trim(); // without an `=`, the check below throws
    }
    const equals = trimmed.indexOf('=', after);
    if (key === '' || equals === -1 || trimmed.slice(after, equals).trim() !== '') {
        throw new lockfiles_text/* LockFileSyntaxError */.rY(line, 'expected "key = value"');
    }
    const raw = trimmed.slice(equals + 1).trim();
    if (raw === '')
        throw new lockfiles_text/* LockFileSyntaxError */.rY(line, `no value for "${(0,lockfiles_text/* excerpt */.Kb)(key)}"`);
    const startsString = (raw.startsWith('"') || raw.startsWith("'")) && !/^("""|''')/.test(raw);
    return { key, value: startsString ? readQuoted(raw, 0, line).value : null, raw };
}
/**
 * Follows brackets and strings through `text` from state `open`: the depth of open arrays and inline
 * tables, and the closer of a multi-line string still open at the end of the line.
 */
function continueValue(text, open, line) {
    let { depth, closer } = open;
    let at = 0;
    while (at < text.length) {
        if (closer !== null) {
            const end = text.indexOf(closer, at);
            if (end === -1)
                return { depth, closer };
            at = end + closer.length;
            closer = null;
            continue;
        }
        const c = text.charAt(at);
        if (c === '#')
            break;
        if (text.startsWith('"""', at) || text.startsWith("'''", at)) {
            closer = text.slice(at, at + 3);
            at += 3;
        }
        else if (c === '"' || c === "'")
            at = stringEnd(text, at, line);
        else {
            if (c === '[' || c === '{')
                depth += 1;
            else if (c === ']' || c === '}')
                depth -= 1;
            at += 1;
        }
    }
    return { depth, closer };
}
function stringEnd(text, open, line) {
    const quote = text.charAt(open);
    let at = open + 1;
    while (at < text.length && text[at] !== quote)
        at += quote === '"' && text[at] === '\\' ? 2 : 1;
    if (at >= text.length)
        throw new lockfiles_text/* LockFileSyntaxError */.rY(line, 'unterminated string');
    return at + 1;
}

;// CONCATENATED MODULE: ./src/lockfiles/poetry.ts
// poetry.lock (lock-version 1.x and 2.x): one `[[package]]` table per installed package with `name`
// and `version`; a `[package.source]` table marks packages from git, a URL, a file or a directory
// (a `legacy` or `pypi` source is a package index: still a registry package; another type is not read).




const SOURCE_REASONS = new Map([
    ['', null],
    ['legacy', null],
    ['pypi', null],
    ['git', 'git'],
    ['url', 'url'],
    ['file', 'file'],
    ['directory', 'file'],
]);
function parsePoetryLock(path, text) {
    const packages = [];
    let lockVersion = '';
    try {
        let table = '';
        readTomlLines(text, (entry) => {
            if (entry.kind === 'table') {
                table = entry.name;
                if (entry.array && entry.name === 'package')
                    packages.push({ line: entry.line });
                return;
            }
            if (table === 'metadata' && entry.key === 'lock-version')
                lockVersion = entry.value ?? '';
            const current = packages.at(-1);
            if (current === undefined)
                return;
            if (table === 'package' && entry.key === 'groups')
                current.development = !inMainGroup(entry.raw);
            else if (entry.value !== null)
                readPackageValue(current, table, entry.key, entry.value, entry.line);
        });
    }
    catch (error) {
        if (!(error instanceof lockfiles_text/* LockFileSyntaxError */.rY))
            throw error;
        const errors = [{ path, line: error.line, message: error.message }];
        return { path, source: 'poetry.lock', format: 'poetry', packages: [], skipped: [], errors };
    }
    const set = new PackageSet('pypi', path);
    const errors = [];
    for (const entry of packages)
        listPackage(path, entry, set, errors);
    const format = lockVersion === '' ? 'poetry' : `poetry-v${lockVersion.split('.')[0] ?? ''}`;
    return { path, source: 'poetry.lock', format, packages: set.packages, skipped: set.skipped, errors };
}
function readPackageValue(current, table, key, value, line) {
    if (table === 'package' && key === 'name')
        current.name = { value, line };
    else if (table === 'package' && key === 'version')
        current.version = value;
    else if (table === 'package' && key === 'category')
        current.development = value === 'dev';
    else if (isSourceField(table, key, 'type'))
        current.sourceType = value;
    else if (isSourceField(table, key, 'url'))
        current.sourceUrl = value;
}
/**
 * `groups = ["main", "dev"]`, as poetry writes it on one line: `main` is what the project needs to run. An
 * array that goes on past its first line is not read: the package counts as runtime.
 */
function inMainGroup(raw) {
    if (!/^\[[^\]]*\]/.test(raw))
        return true;
    return [...raw.matchAll(/"([^"]*)"|'([^']*)'/g)].some((m) => (m[1] ?? m[2]) === 'main');
}
/** `type` under `[package.source]`, or the dotted `source.type` under `[[package]]`. */
function isSourceField(table, key, field) {
    return (table === 'package.source' && key === field) || (table === 'package' && key === `source.${field}`);
}
function listPackage(path, entry, set, errors) {
    if (entry.name === undefined || entry.version === undefined) {
        errors.push({ path, line: entry.line, message: '[[package]] without a name and a version' });
        return;
    }
    const name = (0,requirement_line/* normalizePypiName */.Ty)(entry.name.value);
    const type = entry.sourceType ?? '';
    const reason = SOURCE_REASONS.has(type) ? (SOURCE_REASONS.get(type) ?? null) : 'unsupported';
    if (reason === null)
        set.pin(name, entry.version, entry.name.line, path, entry.development);
    else
        set.skip(name, entry.sourceUrl ?? entry.version, reason, entry.name.line);
}

// EXTERNAL MODULE: ./src/lockfiles/read.ts
var read = __webpack_require__(91676);
;// CONCATENATED MODULE: ./src/lockfiles/pip-lines.ts
// The lines of a requirements file as pip's documented format prepares them, in pip's order: split at
// every line boundary Python knows, join a line ending in `\` with the next (a line that starts as a
// comment is never joined, but ends a continuation), strip comments (`#` at the start or after
// whitespace, to the end of the joined line: a comment ending in `\` swallows the next line), trim, and
// drop what is empty. Then each line splits into the requirement and the options after it.
const HASH = 35;
/** `\n`, `\r\n`, `\r`, and the other boundaries of Python's `str.splitlines`. */
const LINE_BREAK = /\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/;
/** From U+1680 up, Python's whitespace (`\s`, `str.isspace`) is JavaScript's `\s`, less U+FEFF. */
const WIDE_SPACE = /^(?!\ufeff)\s$/;
/** Calls `visit` with each logical line, trimmed and without comments, and its first line number. */
function eachPipLine(text, visit) {
    let joined = null;
    let first = 0;
    let line = 0;
    const emit = (content, at) => {
        const stripped = pythonStrip(pip_lines_withoutComment(content));
        if (stripped !== '')
            visit(stripped, at);
    };
    for (const raw of physicalLines(text)) {
        line += 1;
        const commentLine = isCommentLine(raw);
        if (!raw.endsWith('\\') || commentLine) {
            // pip joins a comment line after a space, so that its `#` starts a comment to the end: it adds nothing.
            const content = commentLine ? '' : raw;
            if (joined === null)
                emit(content, line);
            else
                emit(joined + content, first);
            joined = null;
        }
        else {
            if (joined === null)
                first = line;
            joined = (joined ?? '') + stripBackslashes(raw);
        }
    }
    if (joined !== null)
        emit(joined, first);
}
/**
 * A regex of its own per file: an include is read while the including file's lines are paused. The text
 * after the last break comes too: empty when the text ends with a break, an empty line that visits nothing.
 */
function* physicalLines(text) {
    const breaks = new RegExp(LINE_BREAK.source, 'g');
    let start = 0;
    for (let match = breaks.exec(text); match !== null; match = breaks.exec(text)) {
        yield text.slice(start, match.index);
        start = breaks.lastIndex;
    }
    yield text.slice(start);
}
/** Whether the first character that is not whitespace is `#`. */
function isCommentLine(raw) {
    let at = 0;
    while (at < raw.length && isPythonSpace(raw.charCodeAt(at)))
        at += 1;
    return raw.charCodeAt(at) === HASH;
}
/** Cut at the first `#` that starts the line or follows whitespace (found in one pass, no regex). */
function pip_lines_withoutComment(content) {
    for (let at = content.indexOf('#'); at !== -1; at = content.indexOf('#', at + 1)) {
        if (at === 0 || isPythonSpace(content.charCodeAt(at - 1)))
            return content.slice(0, at);
    }
    return content;
}
/** Python's `str.strip()`: whitespace as `str.isspace` has it at both ends. */
function pythonStrip(text) {
    let start = 0;
    let end = text.length;
    while (start < end && isPythonSpace(text.charCodeAt(start)))
        start += 1;
    while (end > start && isPythonSpace(text.charCodeAt(end - 1)))
        end -= 1;
    return text.slice(start, end);
}
/** Up to the space: `\t` to `\r`, and U+001C to U+0020 (the four separators and the space itself). */
function isPythonSpace(c) {
    if (c <= 32)
        return (c >= 9 && c <= 13) || c >= 28;
    return c === 0x85 || c === 0xa0 || (c >= 0x1680 && WIDE_SPACE.test(String.fromCharCode(c)));
}
/** Backslashes at both ends go, as pip strips them from a continued line. */
function stripBackslashes(raw) {
    let start = 0;
    let end = raw.length;
    while (raw.charCodeAt(start) === 92)
        start += 1;
    while (end > start && raw.charCodeAt(end - 1) === 92)
        end -= 1;
    return raw.slice(start, end);
}
/**
 * pip splits a line at single spaces: the requirement is every word before the first that starts
 * with `-` (`-C`, `--hash`, `--config-settings`, `--global-option`, …), the options are the rest.
 */
function splitRequirementOptions(content) {
    const words = content.split(' ');
    const optionAt = words.findIndex((word) => word.startsWith('-'));
    if (optionAt === -1)
        return { requirement: content, options: '' };
    return { requirement: words.slice(0, optionAt).join(' '), options: words.slice(optionAt).join(' ') };
}

;// CONCATENATED MODULE: ./src/lockfiles/requirements.ts
// requirements.txt and requirements*.txt as pip reads them: lines joined and comments stripped as pip
// does (pip-lines.ts), `-r` includes (relative to the including file, each read once, cycles
// reported), `-c` constraints (they pin nothing that is installed), `-e` editables, global options
// (ignored) and per-requirement options after a requirement (`--hash`, `-C`, `--global-option`, …).






/** Includes nested deeper than this are refused: real projects nest a few levels, a longer chain is a trap. */
const MAX_INCLUDE_DEPTH = 32;
function parseRequirements(path, text, options = {}) {
    const reading = {
        set: new PackageSet('pypi', path),
        errors: [],
        readInclude: options.readInclude ?? (() => null),
        visited: new Set(),
    };
    readFile(reading, text, { file: path, files: [path] });
    const { set, errors } = reading;
    return {
        path,
        source: 'requirements.txt',
        format: 'requirements',
        packages: set.packages,
        skipped: set.skipped,
        errors,
    };
}
function readFile(reading, text, chain) {
    eachPipLine(text, (content, line) => {
        try {
            readLine(reading, content, line, chain);
        }
        catch (error) {
            reading.errors.push({
                path: chain.file,
                line,
                message: (0,src_errors/* errorMessage */.gJ)(error),
            });
        }
    });
}
function readLine(reading, content, line, chain) {
    const { requirement: text, options } = splitRequirementOptions(content);
    if (text === '') {
        readOptionLine(reading, options, line, chain);
        return;
    }
    const requirement = (0,requirement_line/* readRequirement */.MZ)(text);
    if (requirement.kind === 'pinned')
        reading.set.pin(requirement.name, requirement.version, line, chain.file);
    else
        reading.set.skip(requirement.name, requirement.spec, requirement.reason, line, chain.file);
}
/** `-r` and `-e` lines; `-c` constraints and global options install nothing. */
function readOptionLine(reading, options, line, chain) {
    const include = optionArgument(options, '-r', '--requirement');
    const editable = optionArgument(options, '-e', '--editable');
    if (include !== null)
        readInclude(reading, include, line, chain);
    else if (editable !== null) {
        reading.set.skip((0,requirement_line/* locationName */.zb)(editable), editable, 'editable', line, chain.file);
    }
}
function readInclude(reading, target, line, chain) {
    if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(target))
        throw new Error(`remote include not fetched: ${(0,lockfiles_text/* excerpt */.Kb)(target)}`);
    if (requirement_line/* ENV_VARIABLE */.zl.test(target)) {
        throw new Error(`include not read: ${(0,lockfiles_text/* excerpt */.Kb)(target)} names an environment variable, which pip fills in at install time`);
    }
    const path = includePath(chain.file, target);
    if (path === null)
        throw new Error(`include outside the workspace: ${(0,lockfiles_text/* excerpt */.Kb)(target)}`);
    if (chain.files.includes(path))
        throw new Error(`include cycle: ${[...chain.files, path].join(' → ')}`);
    if (chain.files.length > MAX_INCLUDE_DEPTH)
        throw new Error(`includes nested over ${MAX_INCLUDE_DEPTH} deep: ${path} not read`);
    if (reading.visited.has(path))
        return;
    reading.visited.add(path);
    const text = reading.readInclude(path);
    if (text === null)
        throw new Error(`included file not found: ${(0,lockfiles_text/* excerpt */.Kb)(target)}${target === path ? '' : ` (${path})`}`);
    reading.set.noteFile(path);
    readFile(reading, text, { file: path, files: [...chain.files, path] });
}
/** Workspace-relative path of an include, or null when it leaves the workspace. */
function includePath(from, target) {
    if (external_node_path_.posix.isAbsolute(target) || /^[A-Za-z]:[/\\]/.test(target))
        return null;
    const path = external_node_path_.posix.normalize(external_node_path_.posix.join(external_node_path_.posix.dirname(from), target.replaceAll('\\', '/')));
    return path === '..' || path.startsWith('../') ? null : path;
}
/**
 * `-r file`, `-rfile`, `--requirement file` or `--requirement=file`: the first word after the option,
 * unquoted; null for another line. The option without its argument throws: pip refuses the file.
 */
function optionArgument(content, short, long) {
    for (const prefix of [`${long}=`, long, short]) {
        if (!content.startsWith(prefix))
            continue;
        const rest = content.slice(prefix.length);
        if (prefix === long && rest !== '' && !/^\s/.test(rest))
            continue;
        const word = /^\s*(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(rest);
        if (word === null)
            throw new Error(`${prefix.replace('=', '')} without its argument`);
        return word[1] ?? word[2] ?? word[3] ?? null;
    }
    return null;
}

;// CONCATENATED MODULE: ./src/lockfiles/yarn-berry.ts
// yarn.lock of Yarn 2 and later ("Berry", recognised by `__metadata`): YAML, one entry per resolution,
// keyed by the descriptors that resolved to it. The `resolution` field says where the package came from:
// `name@npm:1.2.3`, `name@workspace:path`, `name@patch:…` (a patched npm package), links, git, tarballs.





function parseYarnBerry(path, text) {
    const entries = [];
    try {
        readYamlLines(text, (ancestors, entry) => {
            if (ancestors.length === 0 && entry.key !== null && entry.key !== '__metadata') {
                entries.push({ descriptors: entry.key, line: entry.line });
            }
            else if (ancestors.length === 1 && entry.key === 'resolution' && typeof entry.value === 'string') {
                const current = entries.at(-1);
                if (current !== undefined && current.descriptors === ancestors[0])
                    current.resolution = entry.value;
            }
        });
    }
    catch (error) {
        if (!(error instanceof lockfiles_text/* LockFileSyntaxError */.rY))
            throw error;
        const errors = [{ path, line: error.line, message: error.message }];
        return { path, source: 'yarn.lock', format: 'yarn-berry', packages: [], skipped: [], errors };
    }
    const set = new PackageSet('npm', path);
    const errors = [];
    for (const entry of entries)
        listEntry(path, entry, set, errors);
    return {
        path,
        source: 'yarn.lock',
        format: 'yarn-berry',
        packages: set.packages,
        skipped: set.skipped,
        errors,
    };
}
function listEntry(path, entry, set, errors) {
    if (entry.resolution === undefined) {
        errors.push({ path, line: entry.line, message: `entry "${entry.descriptors}" has no resolution` });
        return;
    }
    const { name, range } = splitDescriptor(entry.resolution);
    const resolved = resolveRange(name, range);
    if ('version' in resolved)
        set.pin(resolved.name, resolved.version, entry.line);
    else
        set.skip(name, range, resolved.reason, entry.line);
}
/**
 * What a resolution's range (`npm:1.2.3`, `npm:other@1.2.3` for an alias, `workspace:.`, `patch:…`, a
 * bare `1.2.3` inside a patch, …) installs.
 */
function resolveRange(name, range) {
    const protocol = range.slice(0, range.indexOf(':') + 1);
    const reference = range.slice(protocol.length);
    if (protocol === 'npm:') {
        const exact = reference.split('::', 1)[0] ?? '';
        const alias = exact.lastIndexOf('@') > 0 ? splitDescriptor(exact) : { name, range: exact };
        return isExactSemver(alias.range) ? { name: alias.name, version: alias.range } : { reason: 'unpinned' };
    }
    // A range with a protocol holds a `:`, which no exact version does.
    if (isExactSemver(range))
        return { name, version: range };
    if (protocol === 'workspace:')
        return { reason: reference === '.' ? 'root-project' : 'workspace' };
    if (protocol === 'patch:')
        return resolvePatch(reference);
    return { reason: nonRegistryReason(range) ?? 'unsupported' };
}
/** `patch:lodash@npm%3A4.17.21#./patches/…` installs lodash 4.17.21, patched: the advisories still apply. */
function resolvePatch(reference) {
    const hash = reference.indexOf('#');
    let patched;
    try {
        patched = decodeURIComponent(hash === -1 ? reference : reference.slice(0, hash));
    }
    catch {
        return { reason: 'unsupported' };
    }
    const inner = splitDescriptor(patched);
    return inner.range.startsWith('patch:') ? { reason: 'unsupported' } : resolveRange(inner.name, inner.range);
}

;// CONCATENATED MODULE: ./src/lockfiles/yarn-classic-lines.ts
// One line of Yarn 1's lockfile grammar. Indentation is two spaces per level; a line is one or more
// keys separated by commas, then either `:` (a nested block follows) or a value. Keys and values are
// double-quoted strings with JSON escapes or plain tokens; `#` after whitespace starts a comment. Yarn
// itself writes some keys quoted and others plain, and other tools quote every key
// (`"version" "1.0.0"`, `"dependencies":`): both read the same here.

/** Deeper lines (the `dependencies` of each entry, most of a file) are checked without copying text. */
const KEPT_DEPTH = 1;
const NO_KEYS = [];
const yarn_classic_lines_SPACE = 32;
const TAB = 9;
const QUOTE = 34;
const yarn_classic_lines_HASH = 35;
const COMMA = 44;
const COLON = 58;
const BACKSLASH = 92;
/** Reads one line; null for a blank or comment line. Throws LockFileSyntaxError naming what is wrong. */
function readClassicLine(content, line) {
    let at = 0;
    while (content.charCodeAt(at) === yarn_classic_lines_SPACE)
        at += 1;
    if (at === content.length || content.charCodeAt(at) === yarn_classic_lines_HASH)
        return null;
    if (content.charCodeAt(at) === TAB)
        throw new lockfiles_text/* LockFileSyntaxError */.rY(line, 'tab in indentation');
    if (at % 2 === 1)
        throw new lockfiles_text/* LockFileSyntaxError */.rY(line, `bad indentation: ${at} spaces here`);
    const depth = at / 2;
    const keep = depth <= KEPT_DEPTH;
    const keys = keep ? [] : NO_KEYS;
    // Yarn quotes a descriptor with a space; hand-written headers may not (`a@>= 1.0 < 2:`).
    const headerEnd = depth === 0 ? headerColon(content) : -1;
    let keyStart = at;
    for (;;) {
        const key = readKey(content, at, line, headerEnd, keep);
        if (keep)
            keys.push(key.value);
        at = yarn_classic_lines_skipSpaces(content, key.end);
        if (content.charCodeAt(at) !== COMMA)
            break;
        at = yarn_classic_lines_skipSpaces(content, at + 1);
        keyStart = at;
    }
    if (content.charCodeAt(at) === COLON) {
        yarn_classic_lines_expectEnd(content, at + 1, line);
        return { depth, keys, value: null };
    }
    if (at === content.length || content.charCodeAt(at) === yarn_classic_lines_HASH) {
        // A deeper key was not kept: read it again to name it.
        const key = readKey(content, keyStart, line, headerEnd, true).value;
        throw new lockfiles_text/* LockFileSyntaxError */.rY(line, `expected a value or ":" after the key "${(0,lockfiles_text/* excerpt */.Kb)(key)}"`);
    }
    const value = content.charCodeAt(at) === QUOTE
        ? readString(content, at, line, keep)
        : readPlainValue(content, at, keep);
    yarn_classic_lines_expectEnd(content, value.end, line);
    return { depth, keys, value: value.value };
}
/** The `:` that ends a header line (only blanks after it), or -1. The line starts with a key. */
function headerColon(content) {
    let end = content.length;
    while (content.charCodeAt(end - 1) === yarn_classic_lines_SPACE || content.charCodeAt(end - 1) === TAB)
        end -= 1;
    return content.charCodeAt(end - 1) === COLON ? end - 1 : -1;
}
/** `headerEnd` ≥ 0: a plain key may hold spaces and runs to a comma or that colon. */
function readKey(content, at, line, headerEnd, keep) {
    if (content.charCodeAt(at) === QUOTE) {
        const key = readString(content, at, line, keep);
        if (key.end === at + 2)
            throw new lockfiles_text/* LockFileSyntaxError */.rY(line, 'empty key');
        return key;
    }
    if (!isPlainStart(content.charCodeAt(at))) {
        const found = at < content.length ? `"${content.charAt(at)}"` : 'the end of the line';
        throw new lockfiles_text/* LockFileSyntaxError */.rY(line, `expected a key (a name or a quoted string), found ${found}`);
    }
    return headerEnd === -1 ? readPlainKey(content, at, keep) : readHeaderKey(content, at, headerEnd);
}
/** Only blanks follow the header's colon: a comma after `start`, if any, comes before it. */
function readHeaderKey(content, start, headerEnd) {
    const comma = content.indexOf(',', start);
    let end = comma === -1 ? headerEnd : comma;
    while (content.charCodeAt(end - 1) === yarn_classic_lines_SPACE || content.charCodeAt(end - 1) === TAB)
        end -= 1;
    return { value: content.slice(start, end), end };
}
/** Names and descriptors (`lodash@^4.0.0`, `@babel/core@7.1.0`, `-`): not a conflict marker or a sign. */
function isPlainStart(c) {
    return ((c >= 65 && c <= 90) ||
        (c >= 97 && c <= 122) ||
        (c >= 48 && c <= 57) ||
        c === 64 ||
        c === 47 ||
        c === 45 ||
        c === 46 ||
        c === 95);
}
/** A plain key ends at a space, a comma, or a `:` that ends it (one inside, as in `a@npm:b@1`, stays). */
function readPlainKey(content, start, keep) {
    let at = start;
    for (; at < content.length; at += 1) {
        const c = content.charCodeAt(at);
        if (c === yarn_classic_lines_SPACE || c === TAB || c === COMMA)
            break;
        if (c === COLON) {
            const next = content.charCodeAt(at + 1);
            if (at + 1 === content.length || next === yarn_classic_lines_SPACE || next === TAB || next === COMMA)
                break;
        }
    }
    return { value: keep ? content.slice(start, at) : '', end: at };
}
/** A plain value runs to the next blank (native searches: an `integrity` value is ~90 characters). */
function readPlainValue(content, start, keep) {
    const space = content.indexOf(' ', start);
    const tab = content.indexOf('\t', start);
    let end = space === -1 ? content.length : space;
    if (tab !== -1 && tab < end)
        end = tab;
    return { value: keep ? content.slice(start, end) : '', end };
}
/** A double-quoted string: ends at the first quote not escaped; escapes are JSON's (checked, kept or not). */
function readString(content, start, line, keep) {
    const close = content.indexOf('"', start + 1);
    const backslash = content.indexOf('\\', start + 1);
    // Most strings have no escape: the native search finds their end.
    if (close !== -1 && (backslash === -1 || backslash > close)) {
        return { value: keep ? content.slice(start + 1, close) : '', end: close + 1 };
    }
    for (let at = start + 1; at < content.length; at += 1) {
        const c = content.charCodeAt(at);
        if (c === BACKSLASH)
            at += 1;
        else if (c === QUOTE)
            return { value: decodeJsonString(content.slice(start, at + 1), line), end: at + 1 };
    }
    throw new lockfiles_text/* LockFileSyntaxError */.rY(line, 'unterminated double-quoted string');
}
function decodeJsonString(quoted, line) {
    try {
        return JSON.parse(quoted);
    }
    catch {
        throw new lockfiles_text/* LockFileSyntaxError */.rY(line, 'invalid escape in a double-quoted string (JSON escapes only)');
    }
}
function yarn_classic_lines_expectEnd(content, from, line) {
    const at = yarn_classic_lines_skipSpaces(content, from);
    if (at === content.length)
        return;
    if (at > from && content.charCodeAt(at) === yarn_classic_lines_HASH)
        return;
    throw new lockfiles_text/* LockFileSyntaxError */.rY(line, `unexpected text after a value: ${(0,lockfiles_text/* excerpt */.Kb)(content.slice(at))}`);
}
function yarn_classic_lines_skipSpaces(content, from) {
    let at = from;
    while (content.charCodeAt(at) === yarn_classic_lines_SPACE || content.charCodeAt(at) === TAB)
        at += 1;
    return at;
}

;// CONCATENATED MODULE: ./src/lockfiles/yarn-classic.ts
// yarn.lock of Yarn 1 ("classic"): not YAML but a line format of its own (see yarn-classic-lines.ts).
// An entry is a header line listing the descriptors that resolved to it (`"a@^1.0.0", a@^1.1.0:`),
// then `key value` fields indented by two spaces, with nested blocks such as `dependencies:` below.




function parseYarnClassic(path, text) {
    let entries;
    try {
        entries = readEntries(text);
    }
    catch (error) {
        if (!(error instanceof lockfiles_text/* LockFileSyntaxError */.rY))
            throw error;
        const errors = [{ path, line: error.line, message: error.message }];
        return { path, source: 'yarn.lock', format: 'yarn-classic', packages: [], skipped: [], errors };
    }
    const set = new PackageSet('npm', path);
    for (const entry of entries)
        yarn_classic_listEntry(entry, set);
    return {
        path,
        source: 'yarn.lock',
        format: 'yarn-classic',
        packages: set.packages,
        skipped: set.skipped,
        errors: [],
    };
}
/**
 * Entries are the blocks at depth 0; their `version` and `resolved` fields sit at depth 1. Deeper
 * blocks (`dependencies`, `optionalDependencies`, …) are only checked for their shape.
 */
function readEntries(text) {
    const entries = [];
    let current = null;
    let deepest = 0;
    (0,lockfiles_text/* eachLine */.IM)(text, (content, line) => {
        const parsed = readClassicLine(content, line);
        if (parsed === null)
            return;
        const { depth, keys, value } = parsed;
        if (depth > deepest) {
            throw new lockfiles_text/* LockFileSyntaxError */.rY(line, `bad indentation: ${depth * 2} spaces where ${deepest * 2} at most fit`);
        }
        if (depth === 0) {
            current = value === null ? { descriptor: keys[0] ?? '', line, version: '', resolved: '' } : null;
            if (current !== null)
                entries.push(current);
        }
        else if (depth === 1 && current !== null && value !== null)
            readField(current, keys, value);
        deepest = value === null ? depth + 1 : depth;
    });
    return entries;
}
function readField(entry, keys, value) {
    for (const key of keys) {
        if (key === 'version')
            entry.version = value;
        else if (key === 'resolved')
            entry.resolved = value;
    }
}
function yarn_classic_listEntry(entry, set) {
    let { name, range } = splitDescriptor(entry.descriptor);
    if (range.startsWith('npm:'))
        ({ name, range } = splitDescriptor(range.slice('npm:'.length)));
    const reason = nonRegistryReason(range) ?? installedSourceReason(name, entry.version, entry.resolved);
    if (reason === null)
        set.pin(name, entry.version, entry.line);
    else
        set.skip(name, entry.resolved === '' ? range : entry.resolved, reason, entry.line);
}

;// CONCATENATED MODULE: ./src/lockfiles/index.ts
// The lock-file inventory: find the lock files, read and parse each (a broken or refused file is
// recorded and the others go on), and merge their pinned packages into the upload's `packages`.











/** Parses one lock file by its name; no code in it is run. Throws for a name that is not a lock file. */
function parseLockFile(path, text, options = {}) {
    const source = (0,names/* lockFileSource */.pE)(path);
    const body = (0,lockfiles_text/* stripBom */.F8)(text);
    switch (source) {
        case 'package-lock.json':
        case 'npm-shrinkwrap.json':
            return parseNpmLock(path, body, source);
        case 'pnpm-lock.yaml':
            return parsePnpmLock(path, body);
        case 'yarn.lock':
            return isBerry(body) ? parseYarnBerry(path, body) : parseYarnClassic(path, body);
        case 'requirements.txt':
            return parseRequirements(path, body, options);
        case 'poetry.lock':
            return parsePoetryLock(path, body);
        case null:
            throw new Error(`${path} is not a lock file this action reads`);
    }
}
/**
 * Berry writes `__metadata` first, after its header comments; a Berry file without it still has YAML
 * fields (`  resolution: …`), which classic files never have (`  version "1.0.0"`). The start is enough.
 */
function isBerry(yarnLock) {
    return /^(?:__metadata:| {2}(?:version|resolution|languageName|linkType): )/m.test(yarnLock.slice(0, 64 * 1024));
}
async function collectInventory(workspace, selection, options = {}) {
    const maxBytes = options.maxFileBytes ?? read/* MAX_LOCK_FILE_BYTES */.y6;
    const { paths, errors } = await (0,discover.discoverLockFiles)(workspace, selection);
    const files = [];
    for (const path of paths) {
        try {
            const file = parseLockFile(path, (0,read/* readWorkspaceFile */.sL)(workspace, path, maxBytes), {
                readInclude: (include) => lockfiles_readInclude(workspace, include, maxBytes),
            });
            files.push(file);
            errors.push(...file.errors);
        }
        catch (error) {
            errors.push({ path, line: null, message: (0,src_errors/* errorMessage */.gJ)(error) });
        }
    }
    return { files, errors };
}
/** A missing include is null (the parser names the line that asked for it); other refusals throw. */
function lockfiles_readInclude(workspace, path, maxBytes) {
    try {
        return (0,read/* readWorkspaceFile */.sL)(workspace, path, maxBytes);
    }
    catch (error) {
        if (error instanceof read/* LockFileReadError */.qh && error.failure === 'missing')
            return null;
        throw error;
    }
}
/** The upload's `packages`: each ecosystem, name and version once, sorted. */
function mergePackages(files) {
    const merged = new Map();
    for (const file of files) {
        for (const { ecosystem, name, version } of file.packages) {
            merged.set(`${ecosystem}\0${name}\0${version}`, { ecosystem, name, version });
        }
    }
    return [...merged.values()].sort((a, b) => compare(a.ecosystem, b.ecosystem) || compare(a.name, b.name) || compare(a.version, b.version));
}
/** The upload's `sources`: the allowed names of the files that gave at least one package. */
function sourcesOf(files) {
    const used = new Set(files.filter((file) => file.packages.length > 0).map((file) => file.source));
    return names/* LOCK_FILE_NAMES */.A4.filter((name) => used.has(name));
}
function compare(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}


/***/ })

};
