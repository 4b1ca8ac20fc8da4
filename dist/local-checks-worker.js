import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 7349:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var resolveBlockMap = __nccwpck_require__(7103);
var resolveBlockSeq = __nccwpck_require__(334);
var resolveFlowCollection = __nccwpck_require__(3142);

function resolveCollection(CN, ctx, token, onError, tagName, tag) {
    const coll = token.type === 'block-map'
        ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag)
        : token.type === 'block-seq'
            ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag)
            : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
    const Coll = coll.constructor;
    // If we got a tagName matching the class, or the tag name is '!',
    // then use the tagName from the node class used to create it.
    if (tagName === '!' || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
    }
    if (tagName)
        coll.tag = tagName;
    return coll;
}
function composeCollection(CN, ctx, token, props, onError) {
    const tagToken = props.tag;
    const tagName = !tagToken
        ? null
        : ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg));
    if (token.type === 'block-seq') {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken
            ? anchor.offset > tagToken.offset
                ? anchor
                : tagToken
            : (anchor ?? tagToken);
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
            const message = 'Missing newline after block sequence props';
            onError(lastProp, 'MISSING_CHAR', message);
        }
    }
    const expType = token.type === 'block-map'
        ? 'map'
        : token.type === 'block-seq'
            ? 'seq'
            : token.start.source === '{'
                ? 'map'
                : 'seq';
    // shortcut: check if it's a generic YAMLMap or YAMLSeq
    // before jumping into the custom tag logic.
    if (!tagToken ||
        !tagName ||
        tagName === '!' ||
        (tagName === YAMLMap.YAMLMap.tagName && expType === 'map') ||
        (tagName === YAMLSeq.YAMLSeq.tagName && expType === 'seq')) {
        return resolveCollection(CN, ctx, token, onError, tagName);
    }
    let tag = ctx.schema.tags.find(t => t.tag === tagName && t.collection === expType);
    if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
            ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
            tag = kt;
        }
        else {
            if (kt) {
                onError(tagToken, 'BAD_COLLECTION_TYPE', `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? 'scalar'}`, true);
            }
            else {
                onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, true);
            }
            return resolveCollection(CN, ctx, token, onError, tagName);
        }
    }
    const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
    const res = tag.resolve?.(coll, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg), ctx.options) ?? coll;
    const node = identity.isNode(res)
        ? res
        : new Scalar.Scalar(res);
    node.range = coll.range;
    node.tag = tagName;
    if (tag?.format)
        node.format = tag.format;
    return node;
}

exports.composeCollection = composeCollection;


/***/ }),

/***/ 3683:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Document = __nccwpck_require__(3021);
var composeNode = __nccwpck_require__(5937);
var resolveEnd = __nccwpck_require__(7788);
var resolveProps = __nccwpck_require__(4631);

function composeDoc(options, directives, { offset, start, value, end }, onError) {
    const opts = Object.assign({ _directives: directives }, options);
    const doc = new Document.Document(undefined, opts);
    const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
    };
    const props = resolveProps.resolveProps(start, {
        indicator: 'doc-start',
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
    });
    if (props.found) {
        doc.directives.docStart = true;
        if (value &&
            (value.type === 'block-map' || value.type === 'block-seq') &&
            !props.hasNewline)
            onError(props.end, 'MISSING_CHAR', 'Block collection cannot start on same line with directives-end marker');
    }
    // @ts-expect-error If Contents is set, let's trust the user
    doc.contents = value
        ? composeNode.composeNode(ctx, value, props, onError)
        : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
    const contentEnd = doc.contents.range[2];
    const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
    if (re.comment)
        doc.comment = re.comment;
    doc.range = [offset, contentEnd, re.offset];
    return doc;
}

exports.composeDoc = composeDoc;


/***/ }),

/***/ 5937:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var composeCollection = __nccwpck_require__(7349);
var composeScalar = __nccwpck_require__(5413);
var resolveEnd = __nccwpck_require__(7788);
var utilEmptyScalarPosition = __nccwpck_require__(2599);

const CN = { composeNode, composeEmptyNode };
function composeNode(ctx, token, props, onError) {
    const atKey = ctx.atKey;
    const { spaceBefore, comment, anchor, tag } = props;
    let node;
    let isSrcToken = true;
    switch (token.type) {
        case 'alias':
            node = composeAlias(ctx, token, onError);
            if (anchor || tag)
                onError(token, 'ALIAS_PROPS', 'An alias node must not specify any properties');
            break;
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'block-scalar':
            node = composeScalar.composeScalar(ctx, token, tag, onError);
            if (anchor)
                node.anchor = anchor.source.substring(1);
            break;
        case 'block-map':
        case 'block-seq':
        case 'flow-collection':
            try {
                node = composeCollection.composeCollection(CN, ctx, token, props, onError);
                if (anchor)
                    node.anchor = anchor.source.substring(1);
            }
            catch (error) {
                // Almost certainly here due to a stack overflow
                const message = error instanceof Error ? error.message : String(error);
                onError(token, 'RESOURCE_EXHAUSTION', message);
            }
            break;
        default: {
            const message = token.type === 'error'
                ? token.message
                : `Unsupported token (type: ${token.type})`;
            onError(token, 'UNEXPECTED_TOKEN', message);
            isSrcToken = false;
        }
    }
    node ?? (node = composeEmptyNode(ctx, token.offset, undefined, null, props, onError));
    if (anchor && node.anchor === '')
        onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    if (atKey &&
        ctx.options.stringKeys &&
        (!identity.isScalar(node) ||
            typeof node.value !== 'string' ||
            (node.tag && node.tag !== 'tag:yaml.org,2002:str'))) {
        const msg = 'With stringKeys, all keys must be strings';
        onError(tag ?? token, 'NON_STRING_KEY', msg);
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        if (token.type === 'scalar' && token.source === '')
            node.comment = comment;
        else
            node.commentBefore = comment;
    }
    // @ts-expect-error Type checking misses meaning of isSrcToken
    if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
    return node;
}
function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
    const token = {
        type: 'scalar',
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ''
    };
    const node = composeScalar.composeScalar(ctx, token, tag, onError);
    if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === '')
            onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        node.comment = comment;
        node.range[2] = end;
    }
    return node;
}
function composeAlias({ options }, { offset, source, end }, onError) {
    const alias = new Alias.Alias(source.substring(1));
    if (alias.source === '')
        onError(offset, 'BAD_ALIAS', 'Alias cannot be an empty string');
    if (alias.source.endsWith(':'))
        onError(offset + source.length - 1, 'BAD_ALIAS', 'Alias ending in : is ambiguous', true);
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
    alias.range = [offset, valueEnd, re.offset];
    if (re.comment)
        alias.comment = re.comment;
    return alias;
}

exports.composeEmptyNode = composeEmptyNode;
exports.composeNode = composeNode;


/***/ }),

/***/ 5413:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var resolveBlockScalar = __nccwpck_require__(8913);
var resolveFlowScalar = __nccwpck_require__(6842);

function composeScalar(ctx, token, tagToken, onError) {
    const { value, type, comment, range } = token.type === 'block-scalar'
        ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError)
        : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
    const tagName = tagToken
        ? ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg))
        : null;
    let tag;
    if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
    }
    else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
    else if (token.type === 'scalar')
        tag = findScalarTagByTest(ctx, value, token, onError);
    else
        tag = ctx.schema[identity.SCALAR];
    let scalar;
    try {
        const res = tag.resolve(value, msg => onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
    }
    catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg);
        scalar = new Scalar.Scalar(value);
    }
    scalar.range = range;
    scalar.source = value;
    if (type)
        scalar.type = type;
    if (tagName)
        scalar.tag = tagName;
    if (tag.format)
        scalar.format = tag.format;
    if (comment)
        scalar.comment = comment;
    return scalar;
}
function findScalarTagByName(schema, value, tagName, tagToken, onError) {
    if (tagName === '!')
        return schema[identity.SCALAR]; // non-specific tag
    const matchWithTest = [];
    for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
            if (tag.default && tag.test)
                matchWithTest.push(tag);
            else
                return tag;
        }
    }
    for (const tag of matchWithTest)
        if (tag.test?.test(value))
            return tag;
    const kt = schema.knownTags[tagName];
    if (kt && !kt.collection) {
        // Ensure that the known tag is available for stringifying,
        // but does not get used by default.
        schema.tags.push(Object.assign({}, kt, { default: false, test: undefined }));
        return kt;
    }
    onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, tagName !== 'tag:yaml.org,2002:str');
    return schema[identity.SCALAR];
}
function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
    const tag = schema.tags.find(tag => (tag.default === true || (atKey && tag.default === 'key')) &&
        tag.test?.test(value)) || schema[identity.SCALAR];
    if (schema.compat) {
        const compat = schema.compat.find(tag => tag.default && tag.test?.test(value)) ??
            schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
            const ts = directives.tagString(tag.tag);
            const cs = directives.tagString(compat.tag);
            const msg = `Value may be parsed as either ${ts} or ${cs}`;
            onError(token, 'TAG_RESOLVE_FAILED', msg, true);
        }
    }
    return tag;
}

exports.composeScalar = composeScalar;


/***/ }),

/***/ 9984:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);
var directives = __nccwpck_require__(1342);
var Document = __nccwpck_require__(3021);
var errors = __nccwpck_require__(1464);
var identity = __nccwpck_require__(1127);
var composeDoc = __nccwpck_require__(3683);
var resolveEnd = __nccwpck_require__(7788);

function getErrorPos(src) {
    if (typeof src === 'number')
        return [src, src + 1];
    if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
    const { offset, source } = src;
    return [offset, offset + (typeof source === 'string' ? source.length : 1)];
}
function parsePrelude(prelude) {
    let comment = '';
    let atComment = false;
    let afterEmptyLine = false;
    for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
            case '#':
                comment +=
                    (comment === '' ? '' : afterEmptyLine ? '\n\n' : '\n') +
                        (source.substring(1) || ' ');
                atComment = true;
                afterEmptyLine = false;
                break;
            case '%':
                if (prelude[i + 1]?.[0] !== '#')
                    i += 1;
                atComment = false;
                break;
            default:
                // This may be wrong after doc-end, but in that case it doesn't matter
                if (!atComment)
                    afterEmptyLine = true;
                atComment = false;
        }
    }
    return { comment, afterEmptyLine };
}
/**
 * Compose a stream of CST nodes into a stream of YAML Documents.
 *
 * ```ts
 * import { Composer, Parser } from 'yaml'
 *
 * const src: string = ...
 * const tokens = new Parser().parse(src)
 * const docs = new Composer().compose(tokens)
 * ```
 */
class Composer {
    constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
            const pos = getErrorPos(source);
            if (warning)
                this.warnings.push(new errors.YAMLWarning(pos, code, message));
            else
                this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        this.directives = new directives.Directives({ version: options.version || '1.2' });
        this.options = options;
    }
    decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        //console.log({ dc: doc.comment, prelude, comment })
        if (comment) {
            const dc = doc.contents;
            if (afterDoc) {
                doc.comment = doc.comment ? `${doc.comment}\n${comment}` : comment;
            }
            else if (afterEmptyLine || doc.directives.docStart || !dc) {
                doc.commentBefore = comment;
            }
            else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
                let it = dc.items[0];
                if (identity.isPair(it))
                    it = it.key;
                const cb = it.commentBefore;
                it.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
            else {
                const cb = dc.commentBefore;
                dc.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
        }
        if (afterDoc) {
            for (let i = 0; i < this.errors.length; ++i)
                doc.errors.push(this.errors[i]);
            for (let i = 0; i < this.warnings.length; ++i)
                doc.warnings.push(this.warnings[i]);
        }
        else {
            doc.errors = this.errors;
            doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
    }
    /**
     * Current stream status information.
     *
     * Mostly useful at the end of input for an empty stream.
     */
    streamInfo() {
        return {
            comment: parsePrelude(this.prelude).comment,
            directives: this.directives,
            errors: this.errors,
            warnings: this.warnings
        };
    }
    /**
     * Compose tokens into documents.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
            yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
    }
    /** Advance the composer by one CST token. */
    *next(token) {
        if (node_process.env.LOG_STREAM)
            console.dir(token, { depth: null });
        switch (token.type) {
            case 'directive':
                this.directives.add(token.source, (offset, message, warning) => {
                    const pos = getErrorPos(token);
                    pos[0] += offset;
                    this.onError(pos, 'BAD_DIRECTIVE', message, warning);
                });
                this.prelude.push(token.source);
                this.atDirectives = true;
                break;
            case 'document': {
                const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
                if (this.atDirectives && !doc.directives.docStart)
                    this.onError(token, 'MISSING_CHAR', 'Missing directives-end/doc-start indicator line');
                this.decorate(doc, false);
                if (this.doc)
                    yield this.doc;
                this.doc = doc;
                this.atDirectives = false;
                break;
            }
            case 'byte-order-mark':
            case 'space':
                break;
            case 'comment':
            case 'newline':
                this.prelude.push(token.source);
                break;
            case 'error': {
                const msg = token.source
                    ? `${token.message}: ${JSON.stringify(token.source)}`
                    : token.message;
                const error = new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg);
                if (this.atDirectives || !this.doc)
                    this.errors.push(error);
                else
                    this.doc.errors.push(error);
                break;
            }
            case 'doc-end': {
                if (!this.doc) {
                    const msg = 'Unexpected doc-end without preceding document';
                    this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg));
                    break;
                }
                this.doc.directives.docEnd = true;
                const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
                this.decorate(this.doc, true);
                if (end.comment) {
                    const dc = this.doc.comment;
                    this.doc.comment = dc ? `${dc}\n${end.comment}` : end.comment;
                }
                this.doc.range[2] = end.offset;
                break;
            }
            default:
                this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', `Unsupported token ${token.type}`));
        }
    }
    /**
     * Call at end of input to yield any remaining document.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
            this.decorate(this.doc, true);
            yield this.doc;
            this.doc = null;
        }
        else if (forceDoc) {
            const opts = Object.assign({ _directives: this.directives }, this.options);
            const doc = new Document.Document(undefined, opts);
            if (this.atDirectives)
                this.onError(endOffset, 'MISSING_CHAR', 'Missing directives-end indicator line');
            doc.range = [0, endOffset, endOffset];
            this.decorate(doc, false);
            yield doc;
        }
    }
}

exports.Composer = Composer;


/***/ }),

/***/ 7103:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);
var resolveProps = __nccwpck_require__(4631);
var utilContainsNewline = __nccwpck_require__(9499);
var utilFlowIndentCheck = __nccwpck_require__(4051);
var utilMapIncludes = __nccwpck_require__(1187);

const startColMsg = 'All mapping items must start at the same column';
function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
    const map = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    let offset = bm.offset;
    let commentEnd = null;
    for (const collItem of bm.items) {
        const { start, key, sep, value } = collItem;
        // key properties
        const keyProps = resolveProps.resolveProps(start, {
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: bm.indent,
            startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
            if (key) {
                if (key.type === 'block-seq')
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'A block sequence may not be used as an implicit map key');
                else if ('indent' in key && key.indent !== bm.indent)
                    onError(offset, 'BAD_INDENT', startColMsg);
            }
            if (!keyProps.anchor && !keyProps.tag && !sep) {
                commentEnd = keyProps.end;
                if (keyProps.comment) {
                    if (map.comment)
                        map.comment += '\n' + keyProps.comment;
                    else
                        map.comment = keyProps.comment;
                }
                continue;
            }
            if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
                onError(key ?? start[start.length - 1], 'MULTILINE_IMPLICIT_KEY', 'Implicit keys need to be on a single line');
            }
        }
        else if (keyProps.found?.indent !== bm.indent) {
            onError(offset, 'BAD_INDENT', startColMsg);
        }
        // key value
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key
            ? composeNode(ctx, key, keyProps, onError)
            : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
            onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
        // value properties
        const valueProps = resolveProps.resolveProps(sep ?? [], {
            indicator: 'map-value-ind',
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: bm.indent,
            startOnNewline: !key || key.type === 'block-scalar'
        });
        offset = valueProps.end;
        if (valueProps.found) {
            if (implicitKey) {
                if (value?.type === 'block-map' && !valueProps.hasNewline)
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'Nested mappings are not allowed in compact mappings');
                if (ctx.options.strict &&
                    keyProps.start < valueProps.found.offset - 1024)
                    onError(keyNode.range, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit block mapping key');
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
            if (ctx.schema.compat)
                utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
            offset = valueNode.range[2];
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
        else {
            // key with no value
            if (implicitKey)
                onError(keyNode.range, 'MISSING_CHAR', 'Implicit map keys need to be followed by map values');
            if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
    }
    if (commentEnd && commentEnd < offset)
        onError(commentEnd, 'IMPOSSIBLE', 'Map comment with trailing content');
    map.range = [bm.offset, offset, commentEnd ?? offset];
    return map;
}

exports.resolveBlockMap = resolveBlockMap;


/***/ }),

/***/ 8913:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

function resolveBlockScalar(ctx, scalar, onError) {
    const start = scalar.offset;
    const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
    if (!header)
        return { value: '', type: null, comment: '', range: [start, start, start] };
    const type = header.mode === '>' ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
    const lines = scalar.source ? splitLines(scalar.source) : [];
    // determine the end of content & start of chomping
    let chompStart = lines.length;
    for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === '' || content === '\r')
            chompStart = i;
        else
            break;
    }
    // shortcut for empty contents
    if (chompStart === 0) {
        const value = header.chomp === '+' && lines.length > 0
            ? '\n'.repeat(Math.max(1, lines.length - 1))
            : '';
        let end = start + header.length;
        if (scalar.source)
            end += scalar.source.length;
        return { value, type, comment: header.comment, range: [start, end, end] };
    }
    // find the indentation level to trim from start
    let trimIndent = scalar.indent + header.indent;
    let offset = scalar.offset + header.length;
    let contentStart = 0;
    for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === '' || content === '\r') {
            if (header.indent === 0 && indent.length > trimIndent)
                trimIndent = indent.length;
        }
        else {
            if (indent.length < trimIndent) {
                const message = 'Block scalars with more-indented leading empty lines must use an explicit indentation indicator';
                onError(offset + indent.length, 'MISSING_CHAR', message);
            }
            if (header.indent === 0)
                trimIndent = indent.length;
            contentStart = i;
            if (trimIndent === 0 && !ctx.atRoot) {
                const message = 'Block scalar values in collections must be indented';
                onError(offset, 'BAD_INDENT', message);
            }
            break;
        }
        offset += indent.length + content.length + 1;
    }
    // include trailing more-indented empty lines in content
    for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
            chompStart = i + 1;
    }
    let value = '';
    let sep = '';
    let prevMoreIndented = false;
    // leading whitespace is kept intact
    for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + '\n';
    for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === '\r';
        if (crlf)
            content = content.slice(0, -1);
        /* istanbul ignore if already caught in lexer */
        if (content && indent.length < trimIndent) {
            const src = header.indent
                ? 'explicit indentation indicator'
                : 'first line';
            const message = `Block scalar lines must not be less indented than their ${src}`;
            onError(offset - content.length - (crlf ? 2 : 1), 'BAD_INDENT', message);
            indent = '';
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
        }
        else if (indent.length > trimIndent || content[0] === '\t') {
            // more-indented content within a folded block
            if (sep === ' ')
                sep = '\n';
            else if (!prevMoreIndented && sep === '\n')
                sep = '\n\n';
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
            prevMoreIndented = true;
        }
        else if (content === '') {
            // empty line
            if (sep === '\n')
                value += '\n';
            else
                sep = '\n';
        }
        else {
            value += sep + content;
            sep = ' ';
            prevMoreIndented = false;
        }
    }
    switch (header.chomp) {
        case '-':
            break;
        case '+':
            for (let i = chompStart; i < lines.length; ++i)
                value += '\n' + lines[i][0].slice(trimIndent);
            if (value[value.length - 1] !== '\n')
                value += '\n';
            break;
        default:
            value += '\n';
    }
    const end = start + header.length + scalar.source.length;
    return { value, type, comment: header.comment, range: [start, end, end] };
}
function parseBlockScalarHeader({ offset, props }, strict, onError) {
    /* istanbul ignore if should not happen */
    if (props[0].type !== 'block-scalar-header') {
        onError(props[0], 'IMPOSSIBLE', 'Block scalar header not found');
        return null;
    }
    const { source } = props[0];
    const mode = source[0];
    let indent = 0;
    let chomp = '';
    let error = -1;
    for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === '-' || ch === '+'))
            chomp = ch;
        else {
            const n = Number(ch);
            if (!indent && n)
                indent = n;
            else if (error === -1)
                error = offset + i;
        }
    }
    if (error !== -1)
        onError(error, 'UNEXPECTED_TOKEN', `Block scalar header includes extra characters: ${source}`);
    let hasSpace = false;
    let comment = '';
    let length = source.length;
    for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
            case 'space':
                hasSpace = true;
            // fallthrough
            case 'newline':
                length += token.source.length;
                break;
            case 'comment':
                if (strict && !hasSpace) {
                    const message = 'Comments must be separated from other tokens by white space characters';
                    onError(token, 'MISSING_CHAR', message);
                }
                length += token.source.length;
                comment = token.source.substring(1);
                break;
            case 'error':
                onError(token, 'UNEXPECTED_TOKEN', token.message);
                length += token.source.length;
                break;
            /* istanbul ignore next should not happen */
            default: {
                const message = `Unexpected token in block scalar header: ${token.type}`;
                onError(token, 'UNEXPECTED_TOKEN', message);
                const ts = token.source;
                if (ts && typeof ts === 'string')
                    length += ts.length;
            }
        }
    }
    return { mode, indent, chomp, comment, length };
}
/** @returns Array of lines split up as `[indent, content]` */
function splitLines(source) {
    const split = source.split(/\n( *)/);
    const first = split[0];
    const m = first.match(/^( *)/);
    const line0 = m?.[1]
        ? [m[1], first.slice(m[1].length)]
        : ['', first];
    const lines = [line0];
    for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
    return lines;
}

exports.resolveBlockScalar = resolveBlockScalar;


/***/ }),

/***/ 334:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var YAMLSeq = __nccwpck_require__(2223);
var resolveProps = __nccwpck_require__(4631);
var utilFlowIndentCheck = __nccwpck_require__(4051);

function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
    const seq = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = bs.offset;
    let commentEnd = null;
    for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
            indicator: 'seq-item-ind',
            next: value,
            offset,
            onError,
            parentIndent: bs.indent,
            startOnNewline: true
        });
        if (!props.found) {
            if (props.anchor || props.tag || value) {
                if (value?.type === 'block-seq')
                    onError(props.end, 'BAD_INDENT', 'All sequence items must start at the same column');
                else
                    onError(offset, 'MISSING_CHAR', 'Sequence item without - indicator');
            }
            else {
                commentEnd = props.end;
                if (props.comment)
                    seq.comment = props.comment;
                continue;
            }
        }
        const node = value
            ? composeNode(ctx, value, props, onError)
            : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
    }
    seq.range = [bs.offset, offset, commentEnd ?? offset];
    return seq;
}

exports.resolveBlockSeq = resolveBlockSeq;


/***/ }),

/***/ 7788:
/***/ ((__unused_webpack_module, exports) => {



function resolveEnd(end, offset, reqSpace, onError) {
    let comment = '';
    if (end) {
        let hasSpace = false;
        let sep = '';
        for (const token of end) {
            const { source, type } = token;
            switch (type) {
                case 'space':
                    hasSpace = true;
                    break;
                case 'comment': {
                    if (reqSpace && !hasSpace)
                        onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                    const cb = source.substring(1) || ' ';
                    if (!comment)
                        comment = cb;
                    else
                        comment += sep + cb;
                    sep = '';
                    break;
                }
                case 'newline':
                    if (comment)
                        sep += source;
                    hasSpace = true;
                    break;
                default:
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${type} at node end`);
            }
            offset += source.length;
        }
    }
    return { comment, offset };
}

exports.resolveEnd = resolveEnd;


/***/ }),

/***/ 3142:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var resolveEnd = __nccwpck_require__(7788);
var resolveProps = __nccwpck_require__(4631);
var utilContainsNewline = __nccwpck_require__(9499);
var utilMapIncludes = __nccwpck_require__(1187);

const blockMsg = 'Block collections are not allowed within flow collections';
const isBlock = (token) => token && (token.type === 'block-map' || token.type === 'block-seq');
function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
    const isMap = fc.start.source === '{';
    const fcName = isMap ? 'flow map' : 'flow sequence';
    const NodeClass = (tag?.nodeClass ?? (isMap ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq));
    const coll = new NodeClass(ctx.schema);
    coll.flow = true;
    const atRoot = ctx.atRoot;
    if (atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = fc.offset + fc.start.source.length;
    for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep, value } = collItem;
        const props = resolveProps.resolveProps(start, {
            flow: fcName,
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
        });
        if (!props.found) {
            if (!props.anchor && !props.tag && !sep && !value) {
                if (i === 0 && props.comma)
                    onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
                else if (i < fc.items.length - 1)
                    onError(props.start, 'UNEXPECTED_TOKEN', `Unexpected empty item in ${fcName}`);
                if (props.comment) {
                    if (coll.comment)
                        coll.comment += '\n' + props.comment;
                    else
                        coll.comment = props.comment;
                }
                offset = props.end;
                continue;
            }
            if (!isMap && ctx.options.strict && utilContainsNewline.containsNewline(key))
                onError(key, // checked by containsNewline()
                'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
        }
        if (i === 0) {
            if (props.comma)
                onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
        }
        else {
            if (!props.comma)
                onError(props.start, 'MISSING_CHAR', `Missing , between ${fcName} items`);
            if (props.comment) {
                let prevItemComment = '';
                loop: for (const st of start) {
                    switch (st.type) {
                        case 'comma':
                        case 'space':
                            break;
                        case 'comment':
                            prevItemComment = st.source.substring(1);
                            break loop;
                        default:
                            break loop;
                    }
                }
                if (prevItemComment) {
                    let prev = coll.items[coll.items.length - 1];
                    if (identity.isPair(prev))
                        prev = prev.value ?? prev.key;
                    if (prev.comment)
                        prev.comment += '\n' + prevItemComment;
                    else
                        prev.comment = prevItemComment;
                    props.comment = props.comment.substring(prevItemComment.length + 1);
                }
            }
        }
        if (!isMap && !sep && !props.found) {
            // item is a value in a seq
            // → key & sep are empty, start does not include ? or :
            const valueNode = value
                ? composeNode(ctx, value, props, onError)
                : composeEmptyNode(ctx, props.end, sep, null, props, onError);
            coll.items.push(valueNode);
            offset = valueNode.range[2];
            if (isBlock(value))
                onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
        }
        else {
            // item is a key+value pair
            // key value
            ctx.atKey = true;
            const keyStart = props.end;
            const keyNode = key
                ? composeNode(ctx, key, props, onError)
                : composeEmptyNode(ctx, keyStart, start, null, props, onError);
            if (isBlock(key))
                onError(keyNode.range, 'BLOCK_IN_FLOW', blockMsg);
            ctx.atKey = false;
            // value properties
            const valueProps = resolveProps.resolveProps(sep ?? [], {
                flow: fcName,
                indicator: 'map-value-ind',
                next: value,
                offset: keyNode.range[2],
                onError,
                parentIndent: fc.indent,
                startOnNewline: false
            });
            if (valueProps.found) {
                if (!isMap && !props.found && ctx.options.strict) {
                    if (sep)
                        for (const st of sep) {
                            if (st === valueProps.found)
                                break;
                            if (st.type === 'newline') {
                                onError(st, 'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
                                break;
                            }
                        }
                    if (props.start < valueProps.found.offset - 1024)
                        onError(valueProps.found, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit flow sequence key');
                }
            }
            else if (value) {
                if ('source' in value && value.source?.[0] === ':')
                    onError(value, 'MISSING_CHAR', `Missing space after : in ${fcName}`);
                else
                    onError(valueProps.start, 'MISSING_CHAR', `Missing , or : between ${fcName} items`);
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : valueProps.found
                    ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError)
                    : null;
            if (valueNode) {
                if (isBlock(value))
                    onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
            }
            else if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            if (isMap) {
                const map = coll;
                if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
                    onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
                map.items.push(pair);
            }
            else {
                const map = new YAMLMap.YAMLMap(ctx.schema);
                map.flow = true;
                map.items.push(pair);
                const endRange = (valueNode ?? keyNode).range;
                map.range = [keyNode.range[0], endRange[1], endRange[2]];
                coll.items.push(map);
            }
            offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
    }
    const expectedEnd = isMap ? '}' : ']';
    const [ce, ...ee] = fc.end;
    let cePos = offset;
    if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
    else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot
            ? `${name} must end with a ${expectedEnd}`
            : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? 'MISSING_CHAR' : 'BAD_INDENT', msg);
        if (ce && ce.source.length !== 1)
            ee.unshift(ce);
    }
    if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
            if (coll.comment)
                coll.comment += '\n' + end.comment;
            else
                coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
    }
    else {
        coll.range = [fc.offset, cePos, cePos];
    }
    return coll;
}

exports.resolveFlowCollection = resolveFlowCollection;


/***/ }),

/***/ 6842:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var resolveEnd = __nccwpck_require__(7788);

function resolveFlowScalar(scalar, strict, onError) {
    const { offset, type, source, end } = scalar;
    let _type;
    let value;
    const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
    switch (type) {
        case 'scalar':
            _type = Scalar.Scalar.PLAIN;
            value = plainValue(source, _onError);
            break;
        case 'single-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_SINGLE;
            value = singleQuotedValue(source, _onError);
            break;
        case 'double-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_DOUBLE;
            value = doubleQuotedValue(source, _onError);
            break;
        /* istanbul ignore next should not happen */
        default:
            onError(scalar, 'UNEXPECTED_TOKEN', `Expected a flow scalar value, but found: ${type}`);
            return {
                value: '',
                type: null,
                comment: '',
                range: [offset, offset + source.length, offset + source.length]
            };
    }
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
    return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
    };
}
function plainValue(source, onError) {
    let badChar = '';
    switch (source[0]) {
        /* istanbul ignore next should not happen */
        case '\t':
            badChar = 'a tab character';
            break;
        case ',':
            badChar = 'flow indicator character ,';
            break;
        case '%':
            badChar = 'directive indicator character %';
            break;
        case '|':
        case '>': {
            badChar = `block scalar indicator ${source[0]}`;
            break;
        }
        case '@':
        case '`': {
            badChar = `reserved character ${source[0]}`;
            break;
        }
    }
    if (badChar)
        onError(0, 'BAD_SCALAR_START', `Plain value cannot start with ${badChar}`);
    return unfoldLines(source);
}
function singleQuotedValue(source, onError) {
    if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, 'MISSING_CHAR', "Missing closing 'quote");
    return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
}
function unfoldLines(source) {
    const line = /(.*?)\r?\n/sy;
    let match = line.exec(source);
    if (!match)
        return source;
    /**
     * The negative lookbehinds in these RegExps are to
     * prevent causing a polynomial search time in certain cases.
     *
     * The try-catch is for Safari < 16.4 and other old browsers:
     * https://caniuse.com/js-regexp-lookbehind
     */
    let trimEnd, trimBoth;
    try {
        trimEnd = new RegExp('(?<![ \t])[ \t]+$');
        trimBoth = new RegExp('^[ \t]+|(?<![ \t])[ \t]+$', 'g');
    }
    catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
    }
    let res = match[1].replace(trimEnd, '');
    let sep = ' ';
    let pos = line.lastIndex;
    while ((match = line.exec(source))) {
        const lm = match[1].replace(trimBoth, '');
        if (lm === '') {
            if (sep === '\n')
                res += sep;
            else
                sep = '\n';
        }
        else {
            res += sep + lm;
            sep = ' ';
        }
        pos = line.lastIndex;
    }
    const last = /[ \t]*(.*)/sy;
    last.lastIndex = pos;
    match = last.exec(source);
    return res + sep + (match?.[1] ?? '');
}
function doubleQuotedValue(source, onError) {
    let res = '';
    for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === '\r' && source[i + 1] === '\n')
            continue;
        if (ch === '\n') {
            const { fold, offset } = foldNewline(source, i);
            res += fold;
            i = offset;
        }
        else if (ch === '\\') {
            let next = source[++i];
            const cc = escapeCodes[next];
            if (cc)
                res += cc;
            else if (next === '\n') {
                // skip escaped newlines, but still trim the following line
                next = source[i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === '\r' && source[i + 1] === '\n') {
                // skip escaped CRLF newlines, but still trim the following line
                next = source[++i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === 'x' || next === 'u' || next === 'U') {
                const length = next === 'x' ? 2 : next === 'u' ? 4 : 8;
                res += parseCharCode(source, i + 1, length, onError);
                i += length;
            }
            else {
                const raw = source.substr(i - 1, 2);
                onError(i - 1, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
                res += raw;
            }
        }
        else if (ch === ' ' || ch === '\t') {
            // trim trailing whitespace
            const wsStart = i;
            let next = source[i + 1];
            while (next === ' ' || next === '\t')
                next = source[++i + 1];
            if (next !== '\n' && !(next === '\r' && source[i + 2] === '\n'))
                res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        }
        else {
            res += ch;
        }
    }
    if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, 'MISSING_CHAR', 'Missing closing "quote');
    return res;
}
/**
 * Fold a single newline into a space, multiple newlines to N - 1 newlines.
 * Presumes `source[offset] === '\n'`
 */
function foldNewline(source, offset) {
    let fold = '';
    let ch = source[offset + 1];
    while (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
        if (ch === '\r' && source[offset + 2] !== '\n')
            break;
        if (ch === '\n')
            fold += '\n';
        offset += 1;
        ch = source[offset + 1];
    }
    if (!fold)
        fold = ' ';
    return { fold, offset };
}
const escapeCodes = {
    '0': '\0', // null character
    a: '\x07', // bell character
    b: '\b', // backspace
    e: '\x1b', // escape character
    f: '\f', // form feed
    n: '\n', // line feed
    r: '\r', // carriage return
    t: '\t', // horizontal tab
    v: '\v', // vertical tab
    N: '\u0085', // Unicode next line
    _: '\u00a0', // Unicode non-breaking space
    L: '\u2028', // Unicode line separator
    P: '\u2029', // Unicode paragraph separator
    ' ': ' ',
    '"': '"',
    '/': '/',
    '\\': '\\',
    '\t': '\t'
};
function parseCharCode(source, offset, length, onError) {
    const cc = source.substr(offset, length);
    const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
    const code = ok ? parseInt(cc, 16) : NaN;
    try {
        return String.fromCodePoint(code);
    }
    catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
        return raw;
    }
}

exports.resolveFlowScalar = resolveFlowScalar;


/***/ }),

/***/ 4631:
/***/ ((__unused_webpack_module, exports) => {



function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
    let spaceBefore = false;
    let atNewline = startOnNewline;
    let hasSpace = startOnNewline;
    let comment = '';
    let commentSep = '';
    let hasNewline = false;
    let reqSpace = false;
    let tab = null;
    let anchor = null;
    let tag = null;
    let newlineAfterProp = null;
    let comma = null;
    let found = null;
    let start = null;
    for (const token of tokens) {
        if (reqSpace) {
            if (token.type !== 'space' &&
                token.type !== 'newline' &&
                token.type !== 'comma')
                onError(token.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
            reqSpace = false;
        }
        if (tab) {
            if (atNewline && token.type !== 'comment' && token.type !== 'newline') {
                onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
            }
            tab = null;
        }
        switch (token.type) {
            case 'space':
                // At the doc level, tabs at line start may be parsed
                // as leading white space rather than indentation.
                // In a flow collection, only the parser handles indent.
                if (!flow &&
                    (indicator !== 'doc-start' || next?.type !== 'flow-collection') &&
                    token.source.includes('\t')) {
                    tab = token;
                }
                hasSpace = true;
                break;
            case 'comment': {
                if (!hasSpace)
                    onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                const cb = token.source.substring(1) || ' ';
                if (!comment)
                    comment = cb;
                else
                    comment += commentSep + cb;
                commentSep = '';
                atNewline = false;
                break;
            }
            case 'newline':
                if (atNewline) {
                    if (comment)
                        comment += token.source;
                    else if (!found || indicator !== 'seq-item-ind')
                        spaceBefore = true;
                }
                else
                    commentSep += token.source;
                atNewline = true;
                hasNewline = true;
                if (anchor || tag)
                    newlineAfterProp = token;
                hasSpace = true;
                break;
            case 'anchor':
                if (anchor)
                    onError(token, 'MULTIPLE_ANCHORS', 'A node can have at most one anchor');
                if (token.source.endsWith(':'))
                    onError(token.offset + token.source.length - 1, 'BAD_ALIAS', 'Anchor ending in : is ambiguous', true);
                anchor = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            case 'tag': {
                if (tag)
                    onError(token, 'MULTIPLE_TAGS', 'A node can have at most one tag');
                tag = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            }
            case indicator:
                // Could here handle preceding comments differently
                if (anchor || tag)
                    onError(token, 'BAD_PROP_ORDER', `Anchors and tags must be after the ${token.source} indicator`);
                if (found)
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.source} in ${flow ?? 'collection'}`);
                found = token;
                atNewline =
                    indicator === 'seq-item-ind' || indicator === 'explicit-key-ind';
                hasSpace = false;
                break;
            case 'comma':
                if (flow) {
                    if (comma)
                        onError(token, 'UNEXPECTED_TOKEN', `Unexpected , in ${flow}`);
                    comma = token;
                    atNewline = false;
                    hasSpace = false;
                    break;
                }
            // else fallthrough
            default:
                onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.type} token`);
                atNewline = false;
                hasSpace = false;
        }
    }
    const last = tokens[tokens.length - 1];
    const end = last ? last.offset + last.source.length : offset;
    if (reqSpace &&
        next &&
        next.type !== 'space' &&
        next.type !== 'newline' &&
        next.type !== 'comma' &&
        (next.type !== 'scalar' || next.source !== '')) {
        onError(next.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
    }
    if (tab &&
        ((atNewline && tab.indent <= parentIndent) ||
            next?.type === 'block-map' ||
            next?.type === 'block-seq'))
        onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
    return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
    };
}

exports.resolveProps = resolveProps;


/***/ }),

/***/ 9499:
/***/ ((__unused_webpack_module, exports) => {



function containsNewline(key) {
    if (!key)
        return null;
    switch (key.type) {
        case 'alias':
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            if (key.source.includes('\n'))
                return true;
            if (key.end)
                for (const st of key.end)
                    if (st.type === 'newline')
                        return true;
            return false;
        case 'flow-collection':
            for (const it of key.items) {
                for (const st of it.start)
                    if (st.type === 'newline')
                        return true;
                if (it.sep)
                    for (const st of it.sep)
                        if (st.type === 'newline')
                            return true;
                if (containsNewline(it.key) || containsNewline(it.value))
                    return true;
            }
            return false;
        default:
            return true;
    }
}

exports.containsNewline = containsNewline;


/***/ }),

/***/ 2599:
/***/ ((__unused_webpack_module, exports) => {



function emptyScalarPosition(offset, before, pos) {
    if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
            let st = before[i];
            switch (st.type) {
                case 'space':
                case 'comment':
                case 'newline':
                    offset -= st.source.length;
                    continue;
            }
            // Technically, an empty scalar is immediately after the last non-empty
            // node, but it's more useful to place it after any whitespace.
            st = before[++i];
            while (st?.type === 'space') {
                offset += st.source.length;
                st = before[++i];
            }
            break;
        }
    }
    return offset;
}

exports.emptyScalarPosition = emptyScalarPosition;


/***/ }),

/***/ 4051:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var utilContainsNewline = __nccwpck_require__(9499);

function flowIndentCheck(indent, fc, onError) {
    if (fc?.type === 'flow-collection') {
        const end = fc.end[0];
        if (end.indent === indent &&
            (end.source === ']' || end.source === '}') &&
            utilContainsNewline.containsNewline(fc)) {
            const msg = 'Flow end indicator should be more indented than parent';
            onError(end, 'BAD_INDENT', msg, true);
        }
    }
}

exports.flowIndentCheck = flowIndentCheck;


/***/ }),

/***/ 1187:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

function mapIncludes(ctx, items, search) {
    const { uniqueKeys } = ctx.options;
    if (uniqueKeys === false)
        return false;
    const isEqual = typeof uniqueKeys === 'function'
        ? uniqueKeys
        : (a, b) => a === b || (identity.isScalar(a) && identity.isScalar(b) && a.value === b.value);
    return items.some(pair => isEqual(pair.key, search));
}

exports.mapIncludes = mapIncludes;


/***/ }),

/***/ 3021:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var toJS = __nccwpck_require__(4043);
var Schema = __nccwpck_require__(5840);
var stringifyDocument = __nccwpck_require__(6829);
var anchors = __nccwpck_require__(1596);
var applyReviver = __nccwpck_require__(3661);
var createNode = __nccwpck_require__(2404);
var directives = __nccwpck_require__(1342);

class Document {
    constructor(value, replacer, options) {
        /** A comment before this Document */
        this.commentBefore = null;
        /** A comment immediately after this Document */
        this.comment = null;
        /** Errors encountered during parsing. */
        this.errors = [];
        /** Warnings encountered during parsing. */
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === 'function' || Array.isArray(replacer)) {
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const opt = Object.assign({
            intAsBigInt: false,
            keepSourceTokens: false,
            logLevel: 'warn',
            prettyErrors: true,
            strict: true,
            stringKeys: false,
            uniqueKeys: true,
            version: '1.2'
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
            this.directives = options._directives.atDocument();
            if (this.directives.yaml.explicit)
                version = this.directives.yaml.version;
        }
        else
            this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        // @ts-expect-error We can't really know that this matches Contents.
        this.contents =
            value === undefined ? null : this.createNode(value, _replacer, options);
    }
    /**
     * Create a deep copy of this Document and its contents.
     *
     * Custom Node values that inherit from `Object` still refer to their original instances.
     */
    clone() {
        const copy = Object.create(Document.prototype, {
            [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
            copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        // @ts-expect-error We can't really know that this matches Contents.
        copy.contents = identity.isNode(this.contents)
            ? this.contents.clone(copy.schema)
            : this.contents;
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** Adds a value to the document. */
    add(value) {
        if (assertCollection(this.contents))
            this.contents.add(value);
    }
    /** Adds a value to the document. */
    addIn(path, value) {
        if (assertCollection(this.contents))
            this.contents.addIn(path, value);
    }
    /**
     * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
     *
     * If `node` already has an anchor, `name` is ignored.
     * Otherwise, the `node.anchor` value will be set to `name`,
     * or if an anchor with that name is already present in the document,
     * `name` will be used as a prefix for a new unique anchor.
     * If `name` is undefined, the generated anchor will use 'a' as a prefix.
     */
    createAlias(node, name) {
        if (!node.anchor) {
            const prev = anchors.anchorNames(this);
            node.anchor =
                // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
                !name || prev.has(name) ? anchors.findNewAnchor(name || 'a', prev) : name;
        }
        return new Alias.Alias(node.anchor);
    }
    createNode(value, replacer, options) {
        let _replacer = undefined;
        if (typeof replacer === 'function') {
            value = replacer.call({ '': value }, '', value);
            _replacer = replacer;
        }
        else if (Array.isArray(replacer)) {
            const keyToStr = (v) => typeof v === 'number' || v instanceof String || v instanceof Number;
            const asStr = replacer.filter(keyToStr).map(String);
            if (asStr.length > 0)
                replacer = replacer.concat(asStr);
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(this, 
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        anchorPrefix || 'a');
        const ctx = {
            aliasDuplicateObjects: aliasDuplicateObjects ?? true,
            keepUndefined: keepUndefined ?? false,
            onAnchor,
            onTagObj,
            replacer: _replacer,
            schema: this.schema,
            sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
            node.flow = true;
        setAnchors();
        return node;
    }
    /**
     * Convert a key and a value into a `Pair` using the current schema,
     * recursively wrapping all values as `Scalar` or `Collection` nodes.
     */
    createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        if (Collection.isEmptyPath(path)) {
            if (this.contents == null)
                return false;
            // @ts-expect-error Presumed impossible if Strict extends false
            this.contents = null;
            return true;
        }
        return assertCollection(this.contents)
            ? this.contents.deleteIn(path)
            : false;
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    get(key, keepScalar) {
        return identity.isCollection(this.contents)
            ? this.contents.get(key, keepScalar)
            : undefined;
    }
    /**
     * Returns item at `path`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        if (Collection.isEmptyPath(path))
            return !keepScalar && identity.isScalar(this.contents)
                ? this.contents.value
                : this.contents;
        return identity.isCollection(this.contents)
            ? this.contents.getIn(path, keepScalar)
            : undefined;
    }
    /**
     * Checks if the document includes a value with the key `key`.
     */
    has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
    }
    /**
     * Checks if the document includes a value at `path`.
     */
    hasIn(path) {
        if (Collection.isEmptyPath(path))
            return this.contents !== undefined;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path) : false;
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    set(key, value) {
        if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, [key], value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.set(key, value);
        }
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        if (Collection.isEmptyPath(path)) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = value;
        }
        else if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.setIn(path, value);
        }
    }
    /**
     * Change the YAML version and schema used by the document.
     * A `null` version disables support for directives, explicit tags, anchors, and aliases.
     * It also requires the `schema` option to be given as a `Schema` instance value.
     *
     * Overrides all previously set schema options.
     */
    setSchema(version, options = {}) {
        if (typeof version === 'number')
            version = String(version);
        let opt;
        switch (version) {
            case '1.1':
                if (this.directives)
                    this.directives.yaml.version = '1.1';
                else
                    this.directives = new directives.Directives({ version: '1.1' });
                opt = { resolveKnownTags: false, schema: 'yaml-1.1' };
                break;
            case '1.2':
            case 'next':
                if (this.directives)
                    this.directives.yaml.version = version;
                else
                    this.directives = new directives.Directives({ version });
                opt = { resolveKnownTags: true, schema: 'core' };
                break;
            case null:
                if (this.directives)
                    delete this.directives;
                opt = null;
                break;
            default: {
                const sv = JSON.stringify(version);
                throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
            }
        }
        // Not using `instanceof Schema` to allow for duck typing
        if (options.schema instanceof Object)
            this.schema = options.schema;
        else if (opt)
            this.schema = new Schema.Schema(Object.assign(opt, options));
        else
            throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
    }
    // json & jsonArg are only used from toJSON()
    toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
            anchors: new Map(),
            doc: this,
            keep: !json,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
    /**
     * A JSON representation of the document `contents`.
     *
     * @param jsonArg Used by `JSON.stringify` to indicate the array index or
     *   property name.
     */
    toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
    }
    /** A YAML representation of the document. */
    toString(options = {}) {
        if (this.errors.length > 0)
            throw new Error('Document with errors cannot be stringified');
        if ('indent' in options &&
            (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
            const s = JSON.stringify(options.indent);
            throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
    }
}
function assertCollection(contents) {
    if (identity.isCollection(contents))
        return true;
    throw new Error('Expected a YAML collection as document contents');
}

exports.Document = Document;


/***/ }),

/***/ 1596:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var visit = __nccwpck_require__(204);

/**
 * Verify that the input string is a valid anchor.
 *
 * Will throw on errors.
 */
function anchorIsValid(anchor) {
    if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
    }
    return true;
}
function anchorNames(root) {
    const anchors = new Set();
    visit.visit(root, {
        Value(_key, node) {
            if (node.anchor)
                anchors.add(node.anchor);
        }
    });
    return anchors;
}
/** Find a new anchor name with the given `prefix` and a one-indexed suffix. */
function findNewAnchor(prefix, exclude) {
    for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
            return name;
    }
}
function createNodeAnchors(doc, prefix) {
    const aliasObjects = [];
    const sourceObjects = new Map();
    let prevAnchors = null;
    return {
        onAnchor: (source) => {
            aliasObjects.push(source);
            prevAnchors ?? (prevAnchors = anchorNames(doc));
            const anchor = findNewAnchor(prefix, prevAnchors);
            prevAnchors.add(anchor);
            return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
            for (const source of aliasObjects) {
                const ref = sourceObjects.get(source);
                if (typeof ref === 'object' &&
                    ref.anchor &&
                    (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
                    ref.node.anchor = ref.anchor;
                }
                else {
                    const error = new Error('Failed to resolve repeated object (this should not happen)');
                    error.source = source;
                    throw error;
                }
            }
        },
        sourceObjects
    };
}

exports.anchorIsValid = anchorIsValid;
exports.anchorNames = anchorNames;
exports.createNodeAnchors = createNodeAnchors;
exports.findNewAnchor = findNewAnchor;


/***/ }),

/***/ 3661:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Applies the JSON.parse reviver algorithm as defined in the ECMA-262 spec,
 * in section 24.5.1.1 "Runtime Semantics: InternalizeJSONProperty" of the
 * 2021 edition: https://tc39.es/ecma262/#sec-json.parse
 *
 * Includes extensions for handling Map and Set objects.
 */
function applyReviver(reviver, obj, key, val) {
    if (val && typeof val === 'object') {
        if (Array.isArray(val)) {
            for (let i = 0, len = val.length; i < len; ++i) {
                const v0 = val[i];
                const v1 = applyReviver(reviver, val, String(i), v0);
                // eslint-disable-next-line @typescript-eslint/no-array-delete
                if (v1 === undefined)
                    delete val[i];
                else if (v1 !== v0)
                    val[i] = v1;
            }
        }
        else if (val instanceof Map) {
            for (const k of Array.from(val.keys())) {
                const v0 = val.get(k);
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    val.delete(k);
                else if (v1 !== v0)
                    val.set(k, v1);
            }
        }
        else if (val instanceof Set) {
            for (const v0 of Array.from(val)) {
                const v1 = applyReviver(reviver, val, v0, v0);
                if (v1 === undefined)
                    val.delete(v0);
                else if (v1 !== v0) {
                    val.delete(v0);
                    val.add(v1);
                }
            }
        }
        else {
            for (const [k, v0] of Object.entries(val)) {
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    delete val[k];
                else if (v1 !== v0)
                    val[k] = v1;
            }
        }
    }
    return reviver.call(obj, key, val);
}

exports.applyReviver = applyReviver;


/***/ }),

/***/ 2404:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);

const defaultTagPrefix = 'tag:yaml.org,2002:';
function findTagObject(value, tagName, tags) {
    if (tagName) {
        const match = tags.filter(t => t.tag === tagName);
        const tagObj = match.find(t => !t.format) ?? match[0];
        if (!tagObj)
            throw new Error(`Tag ${tagName} not found`);
        return tagObj;
    }
    return tags.find(t => t.identify?.(value) && !t.format);
}
function createNode(value, tagName, ctx) {
    if (identity.isDocument(value))
        value = value.contents;
    if (identity.isNode(value))
        return value;
    if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
    }
    if (value instanceof String ||
        value instanceof Number ||
        value instanceof Boolean ||
        (typeof BigInt !== 'undefined' && value instanceof BigInt) // not supported everywhere
    ) {
        // https://tc39.es/ecma262/#sec-serializejsonproperty
        value = value.valueOf();
    }
    const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
    // Detect duplicate references to the same object & use Alias nodes for all
    // after first. The `ref` wrapper allows for circular references to resolve.
    let ref = undefined;
    if (aliasDuplicateObjects && value && typeof value === 'object') {
        ref = sourceObjects.get(value);
        if (ref) {
            ref.anchor ?? (ref.anchor = onAnchor(value));
            return new Alias.Alias(ref.anchor);
        }
        else {
            ref = { anchor: null, node: null };
            sourceObjects.set(value, ref);
        }
    }
    if (tagName?.startsWith('!!'))
        tagName = defaultTagPrefix + tagName.slice(2);
    let tagObj = findTagObject(value, tagName, schema.tags);
    if (!tagObj) {
        if (value && typeof value.toJSON === 'function') {
            // eslint-disable-next-line @typescript-eslint/no-unsafe-call
            value = value.toJSON();
        }
        if (!value || typeof value !== 'object') {
            const node = new Scalar.Scalar(value);
            if (ref)
                ref.node = node;
            return node;
        }
        tagObj =
            value instanceof Map
                ? schema[identity.MAP]
                : Symbol.iterator in Object(value)
                    ? schema[identity.SEQ]
                    : schema[identity.MAP];
    }
    if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
    }
    const node = tagObj?.createNode
        ? tagObj.createNode(ctx.schema, value, ctx)
        : typeof tagObj?.nodeClass?.from === 'function'
            ? tagObj.nodeClass.from(ctx.schema, value, ctx)
            : new Scalar.Scalar(value);
    if (tagName)
        node.tag = tagName;
    else if (!tagObj.default)
        node.tag = tagObj.tag;
    if (ref)
        ref.node = node;
    return node;
}

exports.createNode = createNode;


/***/ }),

/***/ 1342:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var visit = __nccwpck_require__(204);

const escapeChars = {
    '!': '%21',
    ',': '%2C',
    '[': '%5B',
    ']': '%5D',
    '{': '%7B',
    '}': '%7D'
};
const escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, ch => escapeChars[ch]);
class Directives {
    constructor(yaml, tags) {
        /**
         * The directives-end/doc-start marker `---`. If `null`, a marker may still be
         * included in the document's stringified representation.
         */
        this.docStart = null;
        /** The doc-end marker `...`.  */
        this.docEnd = false;
        this.yaml = Object.assign({}, Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, Directives.defaultTags, tags);
    }
    clone() {
        const copy = new Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
    }
    /**
     * During parsing, get a Directives instance for the current document and
     * update the stream state according to the current version's spec.
     */
    atDocument() {
        const res = new Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
            case '1.1':
                this.atNextDocument = true;
                break;
            case '1.2':
                this.atNextDocument = false;
                this.yaml = {
                    explicit: Directives.defaultYaml.explicit,
                    version: '1.2'
                };
                this.tags = Object.assign({}, Directives.defaultTags);
                break;
        }
        return res;
    }
    /**
     * @param onError - May be called even if the action was successful
     * @returns `true` on success
     */
    add(line, onError) {
        if (this.atNextDocument) {
            this.yaml = { explicit: Directives.defaultYaml.explicit, version: '1.1' };
            this.tags = Object.assign({}, Directives.defaultTags);
            this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
            case '%TAG': {
                if (parts.length !== 2) {
                    onError(0, '%TAG directive should contain exactly two parts');
                    if (parts.length < 2)
                        return false;
                }
                const [handle, prefix] = parts;
                this.tags[handle] = prefix;
                return true;
            }
            case '%YAML': {
                this.yaml.explicit = true;
                if (parts.length !== 1) {
                    onError(0, '%YAML directive should contain exactly one part');
                    return false;
                }
                const [version] = parts;
                if (version === '1.1' || version === '1.2') {
                    this.yaml.version = version;
                    return true;
                }
                else {
                    const isValid = /^\d+\.\d+$/.test(version);
                    onError(6, `Unsupported YAML version ${version}`, isValid);
                    return false;
                }
            }
            default:
                onError(0, `Unknown directive ${name}`, true);
                return false;
        }
    }
    /**
     * Resolves a tag, matching handles to those defined in %TAG directives.
     *
     * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
     *   `'!local'` tag, or `null` if unresolvable.
     */
    tagName(source, onError) {
        if (source === '!')
            return '!'; // non-specific tag
        if (source[0] !== '!') {
            onError(`Not a valid tag: ${source}`);
            return null;
        }
        if (source[1] === '<') {
            const verbatim = source.slice(2, -1);
            if (verbatim === '!' || verbatim === '!!') {
                onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
                return null;
            }
            if (source[source.length - 1] !== '>')
                onError('Verbatim tags must end with a >');
            return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
            onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
            try {
                return prefix + decodeURIComponent(suffix);
            }
            catch (error) {
                onError(String(error));
                return null;
            }
        }
        if (handle === '!')
            return source; // local tag
        onError(`Could not resolve tag: ${source}`);
        return null;
    }
    /**
     * Given a fully resolved tag, returns its printable string form,
     * taking into account current tag prefixes and defaults.
     */
    tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
            if (tag.startsWith(prefix))
                return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === '!' ? tag : `!<${tag}>`;
    }
    toString(doc) {
        const lines = this.yaml.explicit
            ? [`%YAML ${this.yaml.version || '1.2'}`]
            : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
            const tags = {};
            visit.visit(doc.contents, (_key, node) => {
                if (identity.isNode(node) && node.tag)
                    tags[node.tag] = true;
            });
            tagNames = Object.keys(tags);
        }
        else
            tagNames = [];
        for (const [handle, prefix] of tagEntries) {
            if (handle === '!!' && prefix === 'tag:yaml.org,2002:')
                continue;
            if (!doc || tagNames.some(tn => tn.startsWith(prefix)))
                lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join('\n');
    }
}
Directives.defaultYaml = { explicit: false, version: '1.2' };
Directives.defaultTags = { '!!': 'tag:yaml.org,2002:' };

exports.Directives = Directives;


/***/ }),

/***/ 1464:
/***/ ((__unused_webpack_module, exports) => {



class YAMLError extends Error {
    constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
    }
}
class YAMLParseError extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLParseError', pos, code, message);
    }
}
class YAMLWarning extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLWarning', pos, code, message);
    }
}
const prettifyError = (src, lc) => (error) => {
    if (error.pos[0] === -1)
        return;
    error.linePos = error.pos.map(pos => lc.linePos(pos));
    const { line, col } = error.linePos[0];
    error.message += ` at line ${line}, column ${col}`;
    let ci = col - 1;
    let lineStr = src
        .substring(lc.lineStarts[line - 1], lc.lineStarts[line])
        .replace(/[\n\r]+$/, '');
    // Trim to max 80 chars, keeping col position near the middle
    if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = '…' + lineStr.substring(trimStart);
        ci -= trimStart - 1;
    }
    if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + '…';
    // Include previous line in context if pointing at line start
    if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        // Regexp won't match if start is trimmed
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
            prev = prev.substring(0, 79) + '…\n';
        lineStr = prev + lineStr;
    }
    if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
            count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = ' '.repeat(ci) + '^'.repeat(count);
        error.message += `:\n\n${lineStr}\n${pointer}\n`;
    }
};

exports.YAMLError = YAMLError;
exports.YAMLParseError = YAMLParseError;
exports.YAMLWarning = YAMLWarning;
exports.prettifyError = prettifyError;


/***/ }),

/***/ 8815:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

var __webpack_unused_export__;


var composer = __nccwpck_require__(9984);
var Document = __nccwpck_require__(3021);
var Schema = __nccwpck_require__(5840);
var errors = __nccwpck_require__(1464);
var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var cst = __nccwpck_require__(3461);
var lexer = __nccwpck_require__(361);
var lineCounter = __nccwpck_require__(6628);
var parser = __nccwpck_require__(3456);
var publicApi = __nccwpck_require__(4047);
var visit = __nccwpck_require__(204);



__webpack_unused_export__ = composer.Composer;
__webpack_unused_export__ = Document.Document;
__webpack_unused_export__ = Schema.Schema;
__webpack_unused_export__ = errors.YAMLError;
__webpack_unused_export__ = errors.YAMLParseError;
__webpack_unused_export__ = errors.YAMLWarning;
__webpack_unused_export__ = Alias.Alias;
exports.Vj = identity.isAlias;
__webpack_unused_export__ = identity.isCollection;
__webpack_unused_export__ = identity.isDocument;
exports.jh = identity.isMap;
exports.Ll = identity.isNode;
__webpack_unused_export__ = identity.isPair;
exports.jn = identity.isScalar;
exports.oP = identity.isSeq;
__webpack_unused_export__ = Pair.Pair;
__webpack_unused_export__ = Scalar.Scalar;
__webpack_unused_export__ = YAMLMap.YAMLMap;
__webpack_unused_export__ = YAMLSeq.YAMLSeq;
__webpack_unused_export__ = cst;
__webpack_unused_export__ = lexer.Lexer;
exports.HN = lineCounter.LineCounter;
__webpack_unused_export__ = parser.Parser;
__webpack_unused_export__ = publicApi.parse;
__webpack_unused_export__ = publicApi.parseAllDocuments;
exports.Tp = publicApi.parseDocument;
__webpack_unused_export__ = publicApi.stringify;
__webpack_unused_export__ = visit.visit;
__webpack_unused_export__ = visit.visitAsync;


/***/ }),

/***/ 7249:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);

function debug(logLevel, ...messages) {
    if (logLevel === 'debug')
        console.log(...messages);
}
function warn(logLevel, warning) {
    if (logLevel === 'debug' || logLevel === 'warn') {
        if (typeof node_process.emitWarning === 'function')
            node_process.emitWarning(warning);
        else
            console.warn(warning);
    }
}

exports.debug = debug;
exports.warn = warn;


/***/ }),

/***/ 4065:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var anchors = __nccwpck_require__(1596);
var visit = __nccwpck_require__(204);
var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);
var toJS = __nccwpck_require__(4043);

class Alias extends Node.NodeBase {
    constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, 'tag', {
            set() {
                throw new Error('Alias nodes cannot have tags');
            }
        });
    }
    /**
     * Resolve the value of this alias within `doc`, finding the last
     * instance of the `source` anchor before this node.
     */
    resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
            throw new ReferenceError('Alias resolution is disabled');
        let nodes;
        if (ctx?.aliasResolveCache) {
            nodes = ctx.aliasResolveCache;
        }
        else {
            nodes = [];
            visit.visit(doc, {
                Node: (_key, node) => {
                    if (identity.isAlias(node) || identity.hasAnchor(node))
                        nodes.push(node);
                }
            });
            if (ctx)
                ctx.aliasResolveCache = nodes;
        }
        let found = undefined;
        for (const node of nodes) {
            if (node === this)
                break;
            if (node.anchor === this.source)
                found = node;
        }
        if (found && ctx) {
            const { anchors, doc, maxAliasCount } = ctx;
            let data = anchors.get(found);
            if (!data) {
                // Resolve anchors for Node.prototype.toJS()
                toJS.toJS(found, null, ctx);
                data = anchors.get(found);
            }
            /* istanbul ignore if */
            if (data?.res === undefined) {
                const msg = 'This should not happen: Alias anchor was not resolved?';
                throw new ReferenceError(msg);
            }
            if (maxAliasCount >= 0) {
                data.count += 1;
                if (data.aliasCount === 0)
                    data.aliasCount = getAliasCount(doc, found, anchors);
                if (data.count * data.aliasCount > maxAliasCount) {
                    const msg = 'Excessive alias count indicates a resource exhaustion attack';
                    throw new ReferenceError(msg);
                }
            }
        }
        return found;
    }
    toJSON(_arg, ctx) {
        if (!ctx)
            return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
    }
    toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
            anchors.anchorIsValid(this.source);
            if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
                const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
                throw new Error(msg);
            }
            if (ctx.implicitKey)
                return `${src} `;
        }
        return src;
    }
}
function getAliasCount(doc, node, anchors) {
    if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors && source && anchors.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
    }
    else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
            const c = getAliasCount(doc, item, anchors);
            if (c > count)
                count = c;
        }
        return count;
    }
    else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors);
        const vc = getAliasCount(doc, node.value, anchors);
        return Math.max(kc, vc);
    }
    return 1;
}

exports.Alias = Alias;


/***/ }),

/***/ 101:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);

function collectionFromPath(schema, path, value) {
    let v = value;
    for (let i = path.length - 1; i >= 0; --i) {
        const k = path[i];
        if (typeof k === 'number' && Number.isInteger(k) && k >= 0) {
            const a = [];
            a[k] = v;
            v = a;
        }
        else {
            v = new Map([[k, v]]);
        }
    }
    return createNode.createNode(v, undefined, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
            throw new Error('This should not happen, please report a bug.');
        },
        schema,
        sourceObjects: new Map()
    });
}
// Type guard is intentionally a little wrong so as to be more useful,
// as it does not cover untypable empty non-string iterables (e.g. []).
const isEmptyPath = (path) => path == null ||
    (typeof path === 'object' && !!path[Symbol.iterator]().next().done);
class Collection extends Node.NodeBase {
    constructor(type, schema) {
        super(type);
        Object.defineProperty(this, 'schema', {
            value: schema,
            configurable: true,
            enumerable: false,
            writable: true
        });
    }
    /**
     * Create a copy of this collection.
     *
     * @param schema - If defined, overwrites the original's schema
     */
    clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
            copy.schema = schema;
        copy.items = copy.items.map(it => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /**
     * Adds a value to the collection. For `!!map` and `!!omap` the value must
     * be a Pair instance or a `{ key, value }` object, which may not have a key
     * that already exists in the map.
     */
    addIn(path, value) {
        if (isEmptyPath(path))
            this.add(value);
        else {
            const [key, ...rest] = path;
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.addIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
    /**
     * Removes a value from the collection.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
            return node.deleteIn(rest);
        else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        const [key, ...rest] = path;
        const node = this.get(key, true);
        if (rest.length === 0)
            return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
            return identity.isCollection(node) ? node.getIn(rest, keepScalar) : undefined;
    }
    hasAllNullValues(allowScalar) {
        return this.items.every(node => {
            if (!identity.isPair(node))
                return false;
            const n = node.value;
            return (n == null ||
                (allowScalar &&
                    identity.isScalar(n) &&
                    n.value == null &&
                    !n.commentBefore &&
                    !n.comment &&
                    !n.tag));
        });
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     */
    hasIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        const [key, ...rest] = path;
        if (rest.length === 0) {
            this.set(key, value);
        }
        else {
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.setIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
}

exports.Collection = Collection;
exports.collectionFromPath = collectionFromPath;
exports.isEmptyPath = isEmptyPath;


/***/ }),

/***/ 6673:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var applyReviver = __nccwpck_require__(3661);
var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);

class NodeBase {
    constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
    }
    /** Create a copy of this node.  */
    clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** A plain JavaScript representation of this node. */
    toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
            throw new TypeError('A document argument is required');
        const ctx = {
            anchors: new Map(),
            doc,
            keep: true,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
}

exports.NodeBase = NodeBase;


/***/ }),

/***/ 7165:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var stringifyPair = __nccwpck_require__(9748);
var addPairToJSMap = __nccwpck_require__(7104);
var identity = __nccwpck_require__(1127);

function createPair(key, value, ctx) {
    const k = createNode.createNode(key, undefined, ctx);
    const v = createNode.createNode(value, undefined, ctx);
    return new Pair(k, v);
}
class Pair {
    constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
    }
    clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
            key = key.clone(schema);
        if (identity.isNode(value))
            value = value.clone(schema);
        return new Pair(key, value);
    }
    toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
    }
    toString(ctx, onComment, onChompKeep) {
        return ctx?.doc
            ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep)
            : JSON.stringify(this);
    }
}

exports.Pair = Pair;
exports.createPair = createPair;


/***/ }),

/***/ 3301:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);
var toJS = __nccwpck_require__(4043);

const isScalarValue = (value) => !value || (typeof value !== 'function' && typeof value !== 'object');
class Scalar extends Node.NodeBase {
    constructor(value) {
        super(identity.SCALAR);
        this.value = value;
    }
    toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
    }
    toString() {
        return String(this.value);
    }
}
Scalar.BLOCK_FOLDED = 'BLOCK_FOLDED';
Scalar.BLOCK_LITERAL = 'BLOCK_LITERAL';
Scalar.PLAIN = 'PLAIN';
Scalar.QUOTE_DOUBLE = 'QUOTE_DOUBLE';
Scalar.QUOTE_SINGLE = 'QUOTE_SINGLE';

exports.Scalar = Scalar;
exports.isScalarValue = isScalarValue;


/***/ }),

/***/ 4454:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyCollection = __nccwpck_require__(1212);
var addPairToJSMap = __nccwpck_require__(7104);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);

function findPair(items, key) {
    const k = identity.isScalar(key) ? key.value : key;
    for (const it of items) {
        if (identity.isPair(it)) {
            if (it.key === key || it.key === k)
                return it;
            if (identity.isScalar(it.key) && it.key.value === k)
                return it;
        }
    }
    return undefined;
}
class YAMLMap extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:map';
    }
    constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
    }
    /**
     * A generic collection parsing method that can be extended
     * to other node classes that inherit from YAMLMap
     */
    static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
            if (typeof replacer === 'function')
                value = replacer.call(obj, key, value);
            else if (Array.isArray(replacer) && !replacer.includes(key))
                return;
            if (value !== undefined || keepUndefined)
                map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
            for (const [key, value] of obj)
                add(key, value);
        }
        else if (obj && typeof obj === 'object') {
            for (const key of Object.keys(obj))
                add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === 'function') {
            map.items.sort(schema.sortMapEntries);
        }
        return map;
    }
    /**
     * Adds a value to the collection.
     *
     * @param overwrite - If not set `true`, using a key that is already in the
     *   collection will throw. Otherwise, overwrites the previous value.
     */
    add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
            _pair = pair;
        else if (!pair || typeof pair !== 'object' || !('key' in pair)) {
            // In TypeScript, this never happens.
            _pair = new Pair.Pair(pair, pair?.value);
        }
        else
            _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
            if (!overwrite)
                throw new Error(`Key ${_pair.key} already set`);
            // For scalars, keep the old node & its comments and anchors
            if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
                prev.value.value = _pair.value;
            else
                prev.value = _pair.value;
        }
        else if (sortEntries) {
            const i = this.items.findIndex(item => sortEntries(_pair, item) < 0);
            if (i === -1)
                this.items.push(_pair);
            else
                this.items.splice(i, 0, _pair);
        }
        else {
            this.items.push(_pair);
        }
    }
    delete(key) {
        const it = findPair(this.items, key);
        if (!it)
            return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? undefined;
    }
    has(key) {
        return !!findPair(this.items, key);
    }
    set(key, value) {
        this.add(new Pair.Pair(key, value), true);
    }
    /**
     * @param ctx - Conversion context, originally set in Document#toJS()
     * @param {Class} Type - If set, forces the returned collection type
     * @returns Instance of Type, Map, or Object
     */
    toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? new Map() : {};
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const item of this.items)
            addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        for (const item of this.items) {
            if (!identity.isPair(item))
                throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
            ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '',
            flowChars: { start: '{', end: '}' },
            itemIndent: ctx.indent || '',
            onChompKeep,
            onComment
        });
    }
}

exports.YAMLMap = YAMLMap;
exports.findPair = findPair;


/***/ }),

/***/ 2223:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var stringifyCollection = __nccwpck_require__(1212);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var toJS = __nccwpck_require__(4043);

class YAMLSeq extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:seq';
    }
    constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
    }
    add(value) {
        this.items.push(value);
    }
    /**
     * Removes a value from the collection.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     *
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return undefined;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     */
    has(key) {
        const idx = asItemIndex(key);
        return typeof idx === 'number' && idx < this.items.length;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     *
     * If `key` does not contain a representation of an integer, this will throw.
     * It may be wrapped in a `Scalar`.
     */
    set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
            prev.value = value;
        else
            this.items[idx] = value;
    }
    toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
            ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
            seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '- ',
            flowChars: { start: '[', end: ']' },
            itemIndent: (ctx.indent || '') + '  ',
            onChompKeep,
            onComment
        });
    }
    static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
            let i = 0;
            for (let it of obj) {
                if (typeof replacer === 'function') {
                    const key = obj instanceof Set ? it : String(i++);
                    it = replacer.call(obj, key, it);
                }
                seq.items.push(createNode.createNode(it, undefined, ctx));
            }
        }
        return seq;
    }
}
function asItemIndex(key) {
    let idx = identity.isScalar(key) ? key.value : key;
    if (idx && typeof idx === 'string')
        idx = Number(idx);
    return typeof idx === 'number' && Number.isInteger(idx) && idx >= 0
        ? idx
        : null;
}

exports.YAMLSeq = YAMLSeq;


/***/ }),

/***/ 7104:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var log = __nccwpck_require__(7249);
var merge = __nccwpck_require__(452);
var stringify = __nccwpck_require__(2148);
var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);

function addPairToJSMap(ctx, map, { key, value }) {
    if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
    // TODO: Should drop this special case for bare << handling
    else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
    else {
        const jsKey = toJS.toJS(key, '', ctx);
        if (map instanceof Map) {
            map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        }
        else if (map instanceof Set) {
            map.add(jsKey);
        }
        else {
            const stringKey = stringifyKey(key, jsKey, ctx);
            const jsValue = toJS.toJS(value, stringKey, ctx);
            if (stringKey in map)
                Object.defineProperty(map, stringKey, {
                    value: jsValue,
                    writable: true,
                    enumerable: true,
                    configurable: true
                });
            else
                map[stringKey] = jsValue;
        }
    }
    return map;
}
function stringifyKey(key, jsKey, ctx) {
    if (jsKey === null)
        return '';
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    if (typeof jsKey !== 'object')
        return String(jsKey);
    if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = new Set();
        for (const node of ctx.anchors.keys())
            strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
            let jsonStr = JSON.stringify(strKey);
            if (jsonStr.length > 40)
                jsonStr = jsonStr.substring(0, 36) + '..."';
            log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
            ctx.mapKeyWarned = true;
        }
        return strKey;
    }
    return JSON.stringify(jsKey);
}

exports.addPairToJSMap = addPairToJSMap;


/***/ }),

/***/ 1127:
/***/ ((__unused_webpack_module, exports) => {



const ALIAS = Symbol.for('yaml.alias');
const DOC = Symbol.for('yaml.document');
const MAP = Symbol.for('yaml.map');
const PAIR = Symbol.for('yaml.pair');
const SCALAR = Symbol.for('yaml.scalar');
const SEQ = Symbol.for('yaml.seq');
const NODE_TYPE = Symbol.for('yaml.node.type');
const isAlias = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === ALIAS;
const isDocument = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === DOC;
const isMap = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === MAP;
const isPair = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === PAIR;
const isScalar = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SCALAR;
const isSeq = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SEQ;
function isCollection(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case MAP:
            case SEQ:
                return true;
        }
    return false;
}
function isNode(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case ALIAS:
            case MAP:
            case SCALAR:
            case SEQ:
                return true;
        }
    return false;
}
const hasAnchor = (node) => (isScalar(node) || isCollection(node)) && !!node.anchor;

exports.ALIAS = ALIAS;
exports.DOC = DOC;
exports.MAP = MAP;
exports.NODE_TYPE = NODE_TYPE;
exports.PAIR = PAIR;
exports.SCALAR = SCALAR;
exports.SEQ = SEQ;
exports.hasAnchor = hasAnchor;
exports.isAlias = isAlias;
exports.isCollection = isCollection;
exports.isDocument = isDocument;
exports.isMap = isMap;
exports.isNode = isNode;
exports.isPair = isPair;
exports.isScalar = isScalar;
exports.isSeq = isSeq;


/***/ }),

/***/ 4043:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

/**
 * Recursively convert any node or its contents to native JavaScript
 *
 * @param value - The input value
 * @param arg - If `value` defines a `toJSON()` method, use this
 *   as its first argument
 * @param ctx - Conversion context, originally set in Document#toJS(). If
 *   `{ keep: true }` is not set, output should be suitable for JSON
 *   stringification.
 */
function toJS(value, arg, ctx) {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-return
    if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
    if (value && typeof value.toJSON === 'function') {
        // eslint-disable-next-line @typescript-eslint/no-unsafe-call
        if (!ctx || !identity.hasAnchor(value))
            return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: undefined };
        ctx.anchors.set(value, data);
        ctx.onCreate = res => {
            data.res = res;
            delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
            ctx.onCreate(res);
        return res;
    }
    if (typeof value === 'bigint' && !ctx?.keep)
        return Number(value);
    return value;
}

exports.toJS = toJS;


/***/ }),

/***/ 110:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var resolveBlockScalar = __nccwpck_require__(8913);
var resolveFlowScalar = __nccwpck_require__(6842);
var errors = __nccwpck_require__(1464);
var stringifyString = __nccwpck_require__(3069);

function resolveAsScalar(token, strict = true, onError) {
    if (token) {
        const _onError = (pos, code, message) => {
            const offset = typeof pos === 'number' ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
            if (onError)
                onError(offset, code, message);
            else
                throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
            case 'block-scalar':
                return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
    }
    return null;
}
/**
 * Create a new scalar token with `value`
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.end Comments and whitespace after the end of the value, or after the block scalar header. If undefined, a newline will be added.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.indent The indent level of the token.
 * @param context.inFlow Is this scalar within a flow collection? This may affect the resolved type of the token's value.
 * @param context.offset The offset position of the token.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function createScalarToken(value, context) {
    const { implicitKey = false, indent, inFlow = false, offset = -1, type = 'PLAIN' } = context;
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    const end = context.end ?? [
        { type: 'newline', offset: -1, indent, source: '\n' }
    ];
    switch (source[0]) {
        case '|':
        case '>': {
            const he = source.indexOf('\n');
            const head = source.substring(0, he);
            const body = source.substring(he + 1) + '\n';
            const props = [
                { type: 'block-scalar-header', offset, indent, source: head }
            ];
            if (!addEndtoBlockProps(props, end))
                props.push({ type: 'newline', offset: -1, indent, source: '\n' });
            return { type: 'block-scalar', offset, indent, props, source: body };
        }
        case '"':
            return { type: 'double-quoted-scalar', offset, indent, source, end };
        case "'":
            return { type: 'single-quoted-scalar', offset, indent, source, end };
        default:
            return { type: 'scalar', offset, indent, source, end };
    }
}
/**
 * Set the value of `token` to the given string `value`, overwriting any previous contents and type that it may have.
 *
 * Best efforts are made to retain any comments previously associated with the `token`,
 * though all contents within a collection's `items` will be overwritten.
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param token Any token. If it does not include an `indent` value, the value will be stringified as if it were an implicit key.
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.afterKey In most cases, values after a key should have an additional level of indentation.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.inFlow Being within a flow collection may affect the resolved type of the token's value.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function setScalarValue(token, value, context = {}) {
    let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
    let indent = 'indent' in token ? token.indent : null;
    if (afterKey && typeof indent === 'number')
        indent += 2;
    if (!type)
        switch (token.type) {
            case 'single-quoted-scalar':
                type = 'QUOTE_SINGLE';
                break;
            case 'double-quoted-scalar':
                type = 'QUOTE_DOUBLE';
                break;
            case 'block-scalar': {
                const header = token.props[0];
                if (header.type !== 'block-scalar-header')
                    throw new Error('Invalid block scalar header');
                type = header.source[0] === '>' ? 'BLOCK_FOLDED' : 'BLOCK_LITERAL';
                break;
            }
            default:
                type = 'PLAIN';
        }
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    switch (source[0]) {
        case '|':
        case '>':
            setBlockScalarValue(token, source);
            break;
        case '"':
            setFlowScalarValue(token, source, 'double-quoted-scalar');
            break;
        case "'":
            setFlowScalarValue(token, source, 'single-quoted-scalar');
            break;
        default:
            setFlowScalarValue(token, source, 'scalar');
    }
}
function setBlockScalarValue(token, source) {
    const he = source.indexOf('\n');
    const head = source.substring(0, he);
    const body = source.substring(he + 1) + '\n';
    if (token.type === 'block-scalar') {
        const header = token.props[0];
        if (header.type !== 'block-scalar-header')
            throw new Error('Invalid block scalar header');
        header.source = head;
        token.source = body;
    }
    else {
        const { offset } = token;
        const indent = 'indent' in token ? token.indent : -1;
        const props = [
            { type: 'block-scalar-header', offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, 'end' in token ? token.end : undefined))
            props.push({ type: 'newline', offset: -1, indent, source: '\n' });
        for (const key of Object.keys(token))
            if (key !== 'type' && key !== 'offset')
                delete token[key];
        Object.assign(token, { type: 'block-scalar', indent, props, source: body });
    }
}
/** @returns `true` if last token is a newline */
function addEndtoBlockProps(props, end) {
    if (end)
        for (const st of end)
            switch (st.type) {
                case 'space':
                case 'comment':
                    props.push(st);
                    break;
                case 'newline':
                    props.push(st);
                    return true;
            }
    return false;
}
function setFlowScalarValue(token, source, type) {
    switch (token.type) {
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            token.type = type;
            token.source = source;
            break;
        case 'block-scalar': {
            const end = token.props.slice(1);
            let oa = source.length;
            if (token.props[0].type === 'block-scalar-header')
                oa -= token.props[0].source.length;
            for (const tok of end)
                tok.offset += oa;
            delete token.props;
            Object.assign(token, { type, source, end });
            break;
        }
        case 'block-map':
        case 'block-seq': {
            const offset = token.offset + source.length;
            const nl = { type: 'newline', offset, indent: token.indent, source: '\n' };
            delete token.items;
            Object.assign(token, { type, source, end: [nl] });
            break;
        }
        default: {
            const indent = 'indent' in token ? token.indent : -1;
            const end = 'end' in token && Array.isArray(token.end)
                ? token.end.filter(st => st.type === 'space' ||
                    st.type === 'comment' ||
                    st.type === 'newline')
                : [];
            for (const key of Object.keys(token))
                if (key !== 'type' && key !== 'offset')
                    delete token[key];
            Object.assign(token, { type, indent, source, end });
        }
    }
}

exports.createScalarToken = createScalarToken;
exports.resolveAsScalar = resolveAsScalar;
exports.setScalarValue = setScalarValue;


/***/ }),

/***/ 1733:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringify a CST document, token, or collection item
 *
 * Fair warning: This applies no validation whatsoever, and
 * simply concatenates the sources in their logical order.
 */
const stringify = (cst) => 'type' in cst ? stringifyToken(cst) : stringifyItem(cst);
function stringifyToken(token) {
    switch (token.type) {
        case 'block-scalar': {
            let res = '';
            for (const tok of token.props)
                res += stringifyToken(tok);
            return res + token.source;
        }
        case 'block-map':
        case 'block-seq': {
            let res = '';
            for (const item of token.items)
                res += stringifyItem(item);
            return res;
        }
        case 'flow-collection': {
            let res = token.start.source;
            for (const item of token.items)
                res += stringifyItem(item);
            for (const st of token.end)
                res += st.source;
            return res;
        }
        case 'document': {
            let res = stringifyItem(token);
            if (token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
        default: {
            let res = token.source;
            if ('end' in token && token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
    }
}
function stringifyItem({ start, key, sep, value }) {
    let res = '';
    for (const st of start)
        res += st.source;
    if (key)
        res += stringifyToken(key);
    if (sep)
        for (const st of sep)
            res += st.source;
    if (value)
        res += stringifyToken(value);
    return res;
}

exports.stringify = stringify;


/***/ }),

/***/ 7715:
/***/ ((__unused_webpack_module, exports) => {



const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove item');
/**
 * Apply a visitor to a CST document or item.
 *
 * Walks through the tree (depth-first) starting from the root, calling a
 * `visitor` function with two arguments when entering each item:
 *   - `item`: The current item, which included the following members:
 *     - `start: SourceToken[]` – Source tokens before the key or value,
 *       possibly including its anchor or tag.
 *     - `key?: Token | null` – Set for pair values. May then be `null`, if
 *       the key before the `:` separator is empty.
 *     - `sep?: SourceToken[]` – Source tokens between the key and the value,
 *       which should include the `:` map value indicator if `value` is set.
 *     - `value?: Token` – The value of a sequence item, or of a map pair.
 *   - `path`: The steps from the root to the current node, as an array of
 *     `['key' | 'value', number]` tuples.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this token, continue with
 *      next sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current item, then continue with the next one
 *   - `number`: Set the index of the next step. This is useful especially if
 *     the index of the current token has changed.
 *   - `function`: Define the next visitor for this item. After the original
 *     visitor is called on item entry, next visitors are called after handling
 *     a non-empty `key` and when exiting the item.
 */
function visit(cst, visitor) {
    if ('type' in cst && cst.type === 'document')
        cst = { start: cst.start, value: cst.value };
    _visit(Object.freeze([]), cst, visitor);
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current item */
visit.SKIP = SKIP;
/** Remove the current item */
visit.REMOVE = REMOVE;
/** Find the item at `path` from `cst` as the root */
visit.itemAtPath = (cst, path) => {
    let item = cst;
    for (const [field, index] of path) {
        const tok = item?.[field];
        if (tok && 'items' in tok) {
            item = tok.items[index];
        }
        else
            return undefined;
    }
    return item;
};
/**
 * Get the immediate parent collection of the item at `path` from `cst` as the root.
 *
 * Throws an error if the collection is not found, which should never happen if the item itself exists.
 */
visit.parentCollection = (cst, path) => {
    const parent = visit.itemAtPath(cst, path.slice(0, -1));
    const field = path[path.length - 1][0];
    const coll = parent?.[field];
    if (coll && 'items' in coll)
        return coll;
    throw new Error('Parent collection not found');
};
function _visit(path, item, visitor) {
    let ctrl = visitor(item, path);
    if (typeof ctrl === 'symbol')
        return ctrl;
    for (const field of ['key', 'value']) {
        const token = item[field];
        if (token && 'items' in token) {
            for (let i = 0; i < token.items.length; ++i) {
                const ci = _visit(Object.freeze(path.concat([[field, i]])), token.items[i], visitor);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    token.items.splice(i, 1);
                    i -= 1;
                }
            }
            if (typeof ctrl === 'function' && field === 'key')
                ctrl = ctrl(item, path);
        }
    }
    return typeof ctrl === 'function' ? ctrl(item, path) : ctrl;
}

exports.visit = visit;


/***/ }),

/***/ 3461:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var cstScalar = __nccwpck_require__(110);
var cstStringify = __nccwpck_require__(1733);
var cstVisit = __nccwpck_require__(7715);

/** The byte order mark */
const BOM = '\u{FEFF}';
/** Start of doc-mode */
const DOCUMENT = '\x02'; // C0: Start of Text
/** Unexpected end of flow-mode */
const FLOW_END = '\x18'; // C0: Cancel
/** Next token is a scalar value */
const SCALAR = '\x1f'; // C0: Unit Separator
/** @returns `true` if `token` is a flow or block collection */
const isCollection = (token) => !!token && 'items' in token;
/** @returns `true` if `token` is a flow or block scalar; not an alias */
const isScalar = (token) => !!token &&
    (token.type === 'scalar' ||
        token.type === 'single-quoted-scalar' ||
        token.type === 'double-quoted-scalar' ||
        token.type === 'block-scalar');
/* istanbul ignore next */
/** Get a printable representation of a lexer token */
function prettyToken(token) {
    switch (token) {
        case BOM:
            return '<BOM>';
        case DOCUMENT:
            return '<DOC>';
        case FLOW_END:
            return '<FLOW_END>';
        case SCALAR:
            return '<SCALAR>';
        default:
            return JSON.stringify(token);
    }
}
/** Identify the type of a lexer token. May return `null` for unknown tokens. */
function tokenType(source) {
    switch (source) {
        case BOM:
            return 'byte-order-mark';
        case DOCUMENT:
            return 'doc-mode';
        case FLOW_END:
            return 'flow-error-end';
        case SCALAR:
            return 'scalar';
        case '---':
            return 'doc-start';
        case '...':
            return 'doc-end';
        case '':
        case '\n':
        case '\r\n':
            return 'newline';
        case '-':
            return 'seq-item-ind';
        case '?':
            return 'explicit-key-ind';
        case ':':
            return 'map-value-ind';
        case '{':
            return 'flow-map-start';
        case '}':
            return 'flow-map-end';
        case '[':
            return 'flow-seq-start';
        case ']':
            return 'flow-seq-end';
        case ',':
            return 'comma';
    }
    switch (source[0]) {
        case ' ':
        case '\t':
            return 'space';
        case '#':
            return 'comment';
        case '%':
            return 'directive-line';
        case '*':
            return 'alias';
        case '&':
            return 'anchor';
        case '!':
            return 'tag';
        case "'":
            return 'single-quoted-scalar';
        case '"':
            return 'double-quoted-scalar';
        case '|':
        case '>':
            return 'block-scalar-header';
    }
    return null;
}

exports.createScalarToken = cstScalar.createScalarToken;
exports.resolveAsScalar = cstScalar.resolveAsScalar;
exports.setScalarValue = cstScalar.setScalarValue;
exports.stringify = cstStringify.stringify;
exports.visit = cstVisit.visit;
exports.BOM = BOM;
exports.DOCUMENT = DOCUMENT;
exports.FLOW_END = FLOW_END;
exports.SCALAR = SCALAR;
exports.isCollection = isCollection;
exports.isScalar = isScalar;
exports.prettyToken = prettyToken;
exports.tokenType = tokenType;


/***/ }),

/***/ 361:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var cst = __nccwpck_require__(3461);

/*
START -> stream

stream
  directive -> line-end -> stream
  indent + line-end -> stream
  [else] -> line-start

line-end
  comment -> line-end
  newline -> .
  input-end -> END

line-start
  doc-start -> doc
  doc-end -> stream
  [else] -> indent -> block-start

block-start
  seq-item-start -> block-start
  explicit-key-start -> block-start
  map-value-start -> block-start
  [else] -> doc

doc
  line-end -> line-start
  spaces -> doc
  anchor -> doc
  tag -> doc
  flow-start -> flow -> doc
  flow-end -> error -> doc
  seq-item-start -> error -> doc
  explicit-key-start -> error -> doc
  map-value-start -> doc
  alias -> doc
  quote-start -> quoted-scalar -> doc
  block-scalar-header -> line-end -> block-scalar(min) -> line-start
  [else] -> plain-scalar(false, min) -> doc

flow
  line-end -> flow
  spaces -> flow
  anchor -> flow
  tag -> flow
  flow-start -> flow -> flow
  flow-end -> .
  seq-item-start -> error -> flow
  explicit-key-start -> flow
  map-value-start -> flow
  alias -> flow
  quote-start -> quoted-scalar -> flow
  comma -> flow
  [else] -> plain-scalar(true, 0) -> flow

quoted-scalar
  quote-end -> .
  [else] -> quoted-scalar

block-scalar(min)
  newline + peek(indent < min) -> .
  [else] -> block-scalar(min)

plain-scalar(is-flow, min)
  scalar-end(is-flow) -> .
  peek(newline + (indent < min)) -> .
  [else] -> plain-scalar(min)
*/
function isEmpty(ch) {
    switch (ch) {
        case undefined:
        case ' ':
        case '\n':
        case '\r':
        case '\t':
            return true;
        default:
            return false;
    }
}
const hexDigits = new Set('0123456789ABCDEFabcdef');
const tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
const flowIndicatorChars = new Set(',[]{}');
const invalidAnchorChars = new Set(' ,[]{}\n\r\t');
const isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
/**
 * Splits an input string into lexical tokens, i.e. smaller strings that are
 * easily identifiable by `tokens.tokenType()`.
 *
 * Lexing starts always in a "stream" context. Incomplete input may be buffered
 * until a complete token can be emitted.
 *
 * In addition to slices of the original input, the following control characters
 * may also be emitted:
 *
 * - `\x02` (Start of Text): A document starts with the next token
 * - `\x18` (Cancel): Unexpected end of flow-mode (indicates an error)
 * - `\x1f` (Unit Separator): Next token is a scalar value
 * - `\u{FEFF}` (Byte order mark): Emitted separately outside documents
 */
class Lexer {
    constructor() {
        /**
         * Flag indicating whether the end of the current buffer marks the end of
         * all input
         */
        this.atEnd = false;
        /**
         * Explicit indent set in block scalar header, as an offset from the current
         * minimum indent, so e.g. set to 1 from a header `|2+`. Set to -1 if not
         * explicitly set.
         */
        this.blockScalarIndent = -1;
        /**
         * Block scalars that include a + (keep) chomping indicator in their header
         * include trailing empty lines, which are otherwise excluded from the
         * scalar's contents.
         */
        this.blockScalarKeep = false;
        /** Current input */
        this.buffer = '';
        /**
         * Flag noting whether the map value indicator : can immediately follow this
         * node within a flow context.
         */
        this.flowKey = false;
        /** Count of surrounding flow collection levels. */
        this.flowLevel = 0;
        /**
         * Minimum level of indentation required for next lines to be parsed as a
         * part of the current scalar value.
         */
        this.indentNext = 0;
        /** Indentation level of the current line. */
        this.indentValue = 0;
        /** Position of the next \n character. */
        this.lineEndPos = null;
        /** Stores the state of the lexer if reaching the end of incpomplete input */
        this.next = null;
        /** A pointer to `buffer`; the current position of the lexer. */
        this.pos = 0;
    }
    /**
     * Generate YAML tokens from the `source` string. If `incomplete`,
     * a part of the last line may be left as a buffer for the next call.
     *
     * @returns A generator of lexical tokens
     */
    *lex(source, incomplete = false) {
        if (source) {
            if (typeof source !== 'string')
                throw TypeError('source is not a string');
            this.buffer = this.buffer ? this.buffer + source : source;
            this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? 'stream';
        while (next && (incomplete || this.hasChars(1)))
            next = yield* this.parseNext(next);
    }
    atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === ' ' || ch === '\t')
            ch = this.buffer[++i];
        if (!ch || ch === '#' || ch === '\n')
            return true;
        if (ch === '\r')
            return this.buffer[i + 1] === '\n';
        return false;
    }
    charAt(n) {
        return this.buffer[this.pos + n];
    }
    continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
            let indent = 0;
            while (ch === ' ')
                ch = this.buffer[++indent + offset];
            if (ch === '\r') {
                const next = this.buffer[indent + offset + 1];
                if (next === '\n' || (!next && !this.atEnd))
                    return offset + indent + 1;
            }
            return ch === '\n' || indent >= this.indentNext || (!ch && !this.atEnd)
                ? offset + indent
                : -1;
        }
        if (ch === '-' || ch === '.') {
            const dt = this.buffer.substr(offset, 3);
            if ((dt === '---' || dt === '...') && isEmpty(this.buffer[offset + 3]))
                return -1;
        }
        return offset;
    }
    getLine() {
        let end = this.lineEndPos;
        if (typeof end !== 'number' || (end !== -1 && end < this.pos)) {
            end = this.buffer.indexOf('\n', this.pos);
            this.lineEndPos = end;
        }
        if (end === -1)
            return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === '\r')
            end -= 1;
        return this.buffer.substring(this.pos, end);
    }
    hasChars(n) {
        return this.pos + n <= this.buffer.length;
    }
    setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
    }
    peek(n) {
        return this.buffer.substr(this.pos, n);
    }
    *parseNext(next) {
        switch (next) {
            case 'stream':
                return yield* this.parseStream();
            case 'line-start':
                return yield* this.parseLineStart();
            case 'block-start':
                return yield* this.parseBlockStart();
            case 'doc':
                return yield* this.parseDocument();
            case 'flow':
                return yield* this.parseFlowCollection();
            case 'quoted-scalar':
                return yield* this.parseQuotedScalar();
            case 'block-scalar':
                return yield* this.parseBlockScalar();
            case 'plain-scalar':
                return yield* this.parsePlainScalar();
        }
    }
    *parseStream() {
        let line = this.getLine();
        if (line === null)
            return this.setNext('stream');
        if (line[0] === cst.BOM) {
            yield* this.pushCount(1);
            line = line.substring(1);
        }
        if (line[0] === '%') {
            let dirEnd = line.length;
            let cs = line.indexOf('#');
            while (cs !== -1) {
                const ch = line[cs - 1];
                if (ch === ' ' || ch === '\t') {
                    dirEnd = cs - 1;
                    break;
                }
                else {
                    cs = line.indexOf('#', cs + 1);
                }
            }
            while (true) {
                const ch = line[dirEnd - 1];
                if (ch === ' ' || ch === '\t')
                    dirEnd -= 1;
                else
                    break;
            }
            const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
            yield* this.pushCount(line.length - n); // possible comment
            this.pushNewline();
            return 'stream';
        }
        if (this.atLineEnd()) {
            const sp = yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - sp);
            yield* this.pushNewline();
            return 'stream';
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
    }
    *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
            return this.setNext('line-start');
        if (ch === '-' || ch === '.') {
            if (!this.atEnd && !this.hasChars(4))
                return this.setNext('line-start');
            const s = this.peek(3);
            if ((s === '---' || s === '...') && isEmpty(this.charAt(3))) {
                yield* this.pushCount(3);
                this.indentValue = 0;
                this.indentNext = 0;
                return s === '---' ? 'doc' : 'stream';
            }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
            this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
    }
    *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
            return this.setNext('block-start');
        if ((ch0 === '-' || ch0 === '?' || ch0 === ':') && isEmpty(ch1)) {
            const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
            this.indentNext = this.indentValue + 1;
            this.indentValue += n;
            return 'block-start';
        }
        return 'doc';
    }
    *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
            return this.setNext('doc');
        let n = yield* this.pushIndicators();
        switch (line[n]) {
            case '#':
                yield* this.pushCount(line.length - n);
            // fallthrough
            case undefined:
                yield* this.pushNewline();
                return yield* this.parseLineStart();
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel = 1;
                return 'flow';
            case '}':
            case ']':
                // this is an error
                yield* this.pushCount(1);
                return 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'doc';
            case '"':
            case "'":
                return yield* this.parseQuotedScalar();
            case '|':
            case '>':
                n += yield* this.parseBlockScalarHeader();
                n += yield* this.pushSpaces(true);
                yield* this.pushCount(line.length - n);
                yield* this.pushNewline();
                return yield* this.parseBlockScalar();
            default:
                return yield* this.parsePlainScalar();
        }
    }
    *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
            nl = yield* this.pushNewline();
            if (nl > 0) {
                sp = yield* this.pushSpaces(false);
                this.indentValue = indent = sp;
            }
            else {
                sp = 0;
            }
            sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
            return this.setNext('flow');
        if ((indent !== -1 && indent < this.indentNext && line[0] !== '#') ||
            (indent === 0 &&
                (line.startsWith('---') || line.startsWith('...')) &&
                isEmpty(line[3]))) {
            // Allowing for the terminal ] or } at the same (rather than greater)
            // indent level as the initial [ or { is technically invalid, but
            // failing here would be surprising to users.
            const atFlowEndMarker = indent === this.indentNext - 1 &&
                this.flowLevel === 1 &&
                (line[0] === ']' || line[0] === '}');
            if (!atFlowEndMarker) {
                // this is an error
                this.flowLevel = 0;
                yield cst.FLOW_END;
                return yield* this.parseLineStart();
            }
        }
        let n = 0;
        while (line[n] === ',') {
            n += yield* this.pushCount(1);
            n += yield* this.pushSpaces(true);
            this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
            case undefined:
                return 'flow';
            case '#':
                yield* this.pushCount(line.length - n);
                return 'flow';
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel += 1;
                return 'flow';
            case '}':
            case ']':
                yield* this.pushCount(1);
                this.flowKey = true;
                this.flowLevel -= 1;
                return this.flowLevel ? 'flow' : 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'flow';
            case '"':
            case "'":
                this.flowKey = true;
                return yield* this.parseQuotedScalar();
            case ':': {
                const next = this.charAt(1);
                if (this.flowKey || isEmpty(next) || next === ',') {
                    this.flowKey = false;
                    yield* this.pushCount(1);
                    yield* this.pushSpaces(true);
                    return 'flow';
                }
            }
            // fallthrough
            default:
                this.flowKey = false;
                return yield* this.parsePlainScalar();
        }
    }
    *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
            while (end !== -1 && this.buffer[end + 1] === "'")
                end = this.buffer.indexOf("'", end + 2);
        }
        else {
            // double-quote
            while (end !== -1) {
                let n = 0;
                while (this.buffer[end - 1 - n] === '\\')
                    n += 1;
                if (n % 2 === 0)
                    break;
                end = this.buffer.indexOf('"', end + 1);
            }
        }
        // Only looking for newlines within the quotes
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf('\n', this.pos);
        if (nl !== -1) {
            while (nl !== -1) {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = qb.indexOf('\n', cs);
            }
            if (nl !== -1) {
                // this is an error caused by an unexpected unindent
                end = nl - (qb[nl - 1] === '\r' ? 2 : 1);
            }
        }
        if (end === -1) {
            if (!this.atEnd)
                return this.setNext('quoted-scalar');
            end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? 'flow' : 'doc';
    }
    *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
            const ch = this.buffer[++i];
            if (ch === '+')
                this.blockScalarKeep = true;
            else if (ch > '0' && ch <= '9')
                this.blockScalarIndent = Number(ch) - 1;
            else if (ch !== '-')
                break;
        }
        return yield* this.pushUntil(ch => isEmpty(ch) || ch === '#');
    }
    *parseBlockScalar() {
        let nl = this.pos - 1; // may be -1 if this.pos === 0
        let indent = 0;
        let ch;
        loop: for (let i = this.pos; (ch = this.buffer[i]); ++i) {
            switch (ch) {
                case ' ':
                    indent += 1;
                    break;
                case '\n':
                    nl = i;
                    indent = 0;
                    break;
                case '\r': {
                    const next = this.buffer[i + 1];
                    if (!next && !this.atEnd)
                        return this.setNext('block-scalar');
                    if (next === '\n')
                        break;
                } // fallthrough
                default:
                    break loop;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('block-scalar');
        if (indent >= this.indentNext) {
            if (this.blockScalarIndent === -1)
                this.indentNext = indent;
            else {
                this.indentNext =
                    this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
            }
            do {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = this.buffer.indexOf('\n', cs);
            } while (nl !== -1);
            if (nl === -1) {
                if (!this.atEnd)
                    return this.setNext('block-scalar');
                nl = this.buffer.length;
            }
        }
        // Trailing insufficiently indented tabs are invalid.
        // To catch that during parsing, we include them in the block scalar value.
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === ' ')
            ch = this.buffer[++i];
        if (ch === '\t') {
            while (ch === '\t' || ch === ' ' || ch === '\r' || ch === '\n')
                ch = this.buffer[++i];
            nl = i - 1;
        }
        else if (!this.blockScalarKeep) {
            do {
                let i = nl - 1;
                let ch = this.buffer[i];
                if (ch === '\r')
                    ch = this.buffer[--i];
                const lastChar = i; // Drop the line if last char not more indented
                while (ch === ' ')
                    ch = this.buffer[--i];
                if (ch === '\n' && i >= this.pos && i + 1 + indent > lastChar)
                    nl = i;
                else
                    break;
            } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
    }
    *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while ((ch = this.buffer[++i])) {
            if (ch === ':') {
                const next = this.buffer[i + 1];
                if (isEmpty(next) || (inFlow && flowIndicatorChars.has(next)))
                    break;
                end = i;
            }
            else if (isEmpty(ch)) {
                let next = this.buffer[i + 1];
                if (ch === '\r') {
                    if (next === '\n') {
                        i += 1;
                        ch = '\n';
                        next = this.buffer[i + 1];
                    }
                    else
                        end = i;
                }
                if (next === '#' || (inFlow && flowIndicatorChars.has(next)))
                    break;
                if (ch === '\n') {
                    const cs = this.continueScalar(i + 1);
                    if (cs === -1)
                        break;
                    i = Math.max(i, cs - 2); // to advance, but still account for ' #'
                }
            }
            else {
                if (inFlow && flowIndicatorChars.has(ch))
                    break;
                end = i;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('plain-scalar');
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? 'flow' : 'doc';
    }
    *pushCount(n) {
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos += n;
            return n;
        }
        return 0;
    }
    *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
            yield s;
            this.pos += s.length;
            return s.length;
        }
        else if (allowEmpty)
            yield '';
        return 0;
    }
    *pushIndicators() {
        let n = 0;
        loop: while (true) {
            switch (this.charAt(0)) {
                case '!':
                    n += yield* this.pushTag();
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '&':
                    n += yield* this.pushUntil(isNotAnchorChar);
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '-': // this is an error
                case '?': // this is an error outside flow collections
                case ':': {
                    const inFlow = this.flowLevel > 0;
                    const ch1 = this.charAt(1);
                    if (isEmpty(ch1) || (inFlow && flowIndicatorChars.has(ch1))) {
                        if (!inFlow)
                            this.indentNext = this.indentValue + 1;
                        else if (this.flowKey)
                            this.flowKey = false;
                        n += yield* this.pushCount(1);
                        n += yield* this.pushSpaces(true);
                        continue loop;
                    }
                }
            }
            break loop;
        }
        return n;
    }
    *pushTag() {
        if (this.charAt(1) === '<') {
            let i = this.pos + 2;
            let ch = this.buffer[i];
            while (!isEmpty(ch) && ch !== '>')
                ch = this.buffer[++i];
            return yield* this.pushToIndex(ch === '>' ? i + 1 : i, false);
        }
        else {
            let i = this.pos + 1;
            let ch = this.buffer[i];
            while (ch) {
                if (tagChars.has(ch))
                    ch = this.buffer[++i];
                else if (ch === '%' &&
                    hexDigits.has(this.buffer[i + 1]) &&
                    hexDigits.has(this.buffer[i + 2])) {
                    ch = this.buffer[(i += 3)];
                }
                else
                    break;
            }
            return yield* this.pushToIndex(i, false);
        }
    }
    *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === '\n')
            return yield* this.pushCount(1);
        else if (ch === '\r' && this.charAt(1) === '\n')
            return yield* this.pushCount(2);
        else
            return 0;
    }
    *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
            ch = this.buffer[++i];
        } while (ch === ' ' || (allowTabs && ch === '\t'));
        const n = i - this.pos;
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos = i;
        }
        return n;
    }
    *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
            ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
    }
}

exports.Lexer = Lexer;


/***/ }),

/***/ 6628:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Tracks newlines during parsing in order to provide an efficient API for
 * determining the one-indexed `{ line, col }` position for any offset
 * within the input.
 */
class LineCounter {
    constructor() {
        this.lineStarts = [];
        /**
         * Should be called in ascending order. Otherwise, call
         * `lineCounter.lineStarts.sort()` before calling `linePos()`.
         */
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        /**
         * Performs a binary search and returns the 1-indexed { line, col }
         * position of `offset`. If `line === 0`, `addNewLine` has never been
         * called or `offset` is before the first known newline.
         */
        this.linePos = (offset) => {
            let low = 0;
            let high = this.lineStarts.length;
            while (low < high) {
                const mid = (low + high) >> 1; // Math.floor((low + high) / 2)
                if (this.lineStarts[mid] < offset)
                    low = mid + 1;
                else
                    high = mid;
            }
            if (this.lineStarts[low] === offset)
                return { line: low + 1, col: 1 };
            if (low === 0)
                return { line: 0, col: offset };
            const start = this.lineStarts[low - 1];
            return { line: low, col: offset - start + 1 };
        };
    }
}

exports.LineCounter = LineCounter;


/***/ }),

/***/ 3456:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);
var cst = __nccwpck_require__(3461);
var lexer = __nccwpck_require__(361);

function includesToken(list, type) {
    for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
            return true;
    return false;
}
function findNonEmptyIndex(list) {
    for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
            case 'space':
            case 'comment':
            case 'newline':
                break;
            default:
                return i;
        }
    }
    return -1;
}
function isFlowToken(token) {
    switch (token?.type) {
        case 'alias':
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'flow-collection':
            return true;
        default:
            return false;
    }
}
function getPrevProps(parent) {
    switch (parent.type) {
        case 'document':
            return parent.start;
        case 'block-map': {
            const it = parent.items[parent.items.length - 1];
            return it.sep ?? it.start;
        }
        case 'block-seq':
            return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
            return [];
    }
}
/** Note: May modify input array */
function getFirstKeyStartProps(prev) {
    if (prev.length === 0)
        return [];
    let i = prev.length;
    loop: while (--i >= 0) {
        switch (prev[i].type) {
            case 'doc-start':
            case 'explicit-key-ind':
            case 'map-value-ind':
            case 'seq-item-ind':
            case 'newline':
                break loop;
        }
    }
    while (prev[++i]?.type === 'space') {
        /* loop */
    }
    return prev.splice(i, prev.length);
}
function arrayPushArray(target, source) {
    // May exhaust call stack with large `source` array
    if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
    else
        for (let i = 0; i < source.length; ++i)
            target.push(source[i]);
}
function fixFlowSeqItems(fc) {
    if (fc.start.type === 'flow-seq-start') {
        for (const it of fc.items) {
            if (it.sep &&
                !it.value &&
                !includesToken(it.start, 'explicit-key-ind') &&
                !includesToken(it.sep, 'map-value-ind')) {
                if (it.key)
                    it.value = it.key;
                delete it.key;
                if (isFlowToken(it.value)) {
                    if (it.value.end)
                        arrayPushArray(it.value.end, it.sep);
                    else
                        it.value.end = it.sep;
                }
                else
                    arrayPushArray(it.start, it.sep);
                delete it.sep;
            }
        }
    }
}
/**
 * A YAML concrete syntax tree (CST) parser
 *
 * ```ts
 * const src: string = ...
 * for (const token of new Parser().parse(src)) {
 *   // token: Token
 * }
 * ```
 *
 * To use the parser with a user-provided lexer:
 *
 * ```ts
 * function* parse(source: string, lexer: Lexer) {
 *   const parser = new Parser()
 *   for (const lexeme of lexer.lex(source))
 *     yield* parser.next(lexeme)
 *   yield* parser.end()
 * }
 *
 * const src: string = ...
 * const lexer = new Lexer()
 * for (const token of parse(src, lexer)) {
 *   // token: Token
 * }
 * ```
 */
class Parser {
    /**
     * @param onNewLine - If defined, called separately with the start position of
     *   each new line (in `parse()`, including the start of input).
     */
    constructor(onNewLine) {
        /** If true, space and sequence indicators count as indentation */
        this.atNewLine = true;
        /** If true, next token is a scalar value */
        this.atScalar = false;
        /** Current indentation level */
        this.indent = 0;
        /** Current offset since the start of parsing */
        this.offset = 0;
        /** On the same line with a block map key */
        this.onKeyLine = false;
        /** Top indicates the node that's currently being built */
        this.stack = [];
        /** The source of the current token, set in parse() */
        this.source = '';
        /** The type of the current token, set in parse() */
        this.type = '';
        // Must be defined after `next()`
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
    }
    /**
     * Parse `source` as a YAML stream.
     * If `incomplete`, a part of the last line may be left as a buffer for the next call.
     *
     * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
     *
     * @returns A generator of tokens representing each directive, document, and other structure.
     */
    *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
            this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
            yield* this.next(lexeme);
        if (!incomplete)
            yield* this.end();
    }
    /**
     * Advance the parser by the `source` of one lexical token.
     */
    *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
            console.log('|', cst.prettyToken(source));
        if (this.atScalar) {
            this.atScalar = false;
            yield* this.step();
            this.offset += source.length;
            return;
        }
        const type = cst.tokenType(source);
        if (!type) {
            const message = `Not a YAML token: ${source}`;
            yield* this.pop({ type: 'error', offset: this.offset, message, source });
            this.offset += source.length;
        }
        else if (type === 'scalar') {
            this.atNewLine = false;
            this.atScalar = true;
            this.type = 'scalar';
        }
        else {
            this.type = type;
            yield* this.step();
            switch (type) {
                case 'newline':
                    this.atNewLine = true;
                    this.indent = 0;
                    if (this.onNewLine)
                        this.onNewLine(this.offset + source.length);
                    break;
                case 'space':
                    if (this.atNewLine && source[0] === ' ')
                        this.indent += source.length;
                    break;
                case 'explicit-key-ind':
                case 'map-value-ind':
                case 'seq-item-ind':
                    if (this.atNewLine)
                        this.indent += source.length;
                    break;
                case 'doc-mode':
                case 'flow-error-end':
                    return;
                default:
                    this.atNewLine = false;
            }
            this.offset += source.length;
        }
    }
    /** Call at end of input to push out any remaining constructions */
    *end() {
        while (this.stack.length > 0)
            yield* this.pop();
    }
    get sourceToken() {
        const st = {
            type: this.type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
        return st;
    }
    *step() {
        const top = this.peek(1);
        if (this.type === 'doc-end' && top?.type !== 'doc-end') {
            while (this.stack.length > 0)
                yield* this.pop();
            this.stack.push({
                type: 'doc-end',
                offset: this.offset,
                source: this.source
            });
            return;
        }
        if (!top)
            return yield* this.stream();
        switch (top.type) {
            case 'document':
                return yield* this.document(top);
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return yield* this.scalar(top);
            case 'block-scalar':
                return yield* this.blockScalar(top);
            case 'block-map':
                return yield* this.blockMap(top);
            case 'block-seq':
                return yield* this.blockSequence(top);
            case 'flow-collection':
                return yield* this.flowCollection(top);
            case 'doc-end':
                return yield* this.documentEnd(top);
        }
        /* istanbul ignore next should not happen */
        yield* this.pop();
    }
    peek(n) {
        return this.stack[this.stack.length - n];
    }
    *pop(error) {
        const token = error ?? this.stack.pop();
        /* istanbul ignore if should not happen */
        if (!token) {
            const message = 'Tried to pop an empty stack';
            yield { type: 'error', offset: this.offset, source: '', message };
        }
        else if (this.stack.length === 0) {
            yield token;
        }
        else {
            const top = this.peek(1);
            if (token.type === 'block-scalar') {
                // Block scalars use their parent rather than header indent
                token.indent = 'indent' in top ? top.indent : 0;
            }
            else if (token.type === 'flow-collection' && top.type === 'document') {
                // Ignore all indent for top-level flow collections
                token.indent = 0;
            }
            if (token.type === 'flow-collection')
                fixFlowSeqItems(token);
            switch (top.type) {
                case 'document':
                    top.value = token;
                    break;
                case 'block-scalar':
                    top.props.push(token); // error
                    break;
                case 'block-map': {
                    const it = top.items[top.items.length - 1];
                    if (it.value) {
                        top.items.push({ start: [], key: token, sep: [] });
                        this.onKeyLine = true;
                        return;
                    }
                    else if (it.sep) {
                        it.value = token;
                    }
                    else {
                        Object.assign(it, { key: token, sep: [] });
                        this.onKeyLine = !it.explicitKey;
                        return;
                    }
                    break;
                }
                case 'block-seq': {
                    const it = top.items[top.items.length - 1];
                    if (it.value)
                        top.items.push({ start: [], value: token });
                    else
                        it.value = token;
                    break;
                }
                case 'flow-collection': {
                    const it = top.items[top.items.length - 1];
                    if (!it || it.value)
                        top.items.push({ start: [], key: token, sep: [] });
                    else if (it.sep)
                        it.value = token;
                    else
                        Object.assign(it, { key: token, sep: [] });
                    return;
                }
                /* istanbul ignore next should not happen */
                default:
                    yield* this.pop();
                    yield* this.pop(token);
            }
            if ((top.type === 'document' ||
                top.type === 'block-map' ||
                top.type === 'block-seq') &&
                (token.type === 'block-map' || token.type === 'block-seq')) {
                const last = token.items[token.items.length - 1];
                if (last &&
                    !last.sep &&
                    !last.value &&
                    last.start.length > 0 &&
                    findNonEmptyIndex(last.start) === -1 &&
                    (token.indent === 0 ||
                        last.start.every(st => st.type !== 'comment' || st.indent < token.indent))) {
                    if (top.type === 'document')
                        top.end = last.start;
                    else
                        top.items.push({ start: last.start });
                    token.items.splice(-1, 1);
                }
            }
        }
    }
    *stream() {
        switch (this.type) {
            case 'directive-line':
                yield { type: 'directive', offset: this.offset, source: this.source };
                return;
            case 'byte-order-mark':
            case 'space':
            case 'comment':
            case 'newline':
                yield this.sourceToken;
                return;
            case 'doc-mode':
            case 'doc-start': {
                const doc = {
                    type: 'document',
                    offset: this.offset,
                    start: []
                };
                if (this.type === 'doc-start')
                    doc.start.push(this.sourceToken);
                this.stack.push(doc);
                return;
            }
        }
        yield {
            type: 'error',
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML stream`,
            source: this.source
        };
    }
    *document(doc) {
        if (doc.value)
            return yield* this.lineEnd(doc);
        switch (this.type) {
            case 'doc-start': {
                if (findNonEmptyIndex(doc.start) !== -1) {
                    yield* this.pop();
                    yield* this.step();
                }
                else
                    doc.start.push(this.sourceToken);
                return;
            }
            case 'anchor':
            case 'tag':
            case 'space':
            case 'comment':
            case 'newline':
                doc.start.push(this.sourceToken);
                return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
            this.stack.push(bv);
        else {
            yield {
                type: 'error',
                offset: this.offset,
                message: `Unexpected ${this.type} token in YAML document`,
                source: this.source
            };
        }
    }
    *scalar(scalar) {
        if (this.type === 'map-value-ind') {
            const prev = getPrevProps(this.peek(2));
            const start = getFirstKeyStartProps(prev);
            let sep;
            if (scalar.end) {
                sep = scalar.end;
                sep.push(this.sourceToken);
                delete scalar.end;
            }
            else
                sep = [this.sourceToken];
            const map = {
                type: 'block-map',
                offset: scalar.offset,
                indent: scalar.indent,
                items: [{ start, key: scalar, sep }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
        }
        else
            yield* this.lineEnd(scalar);
    }
    *blockScalar(scalar) {
        switch (this.type) {
            case 'space':
            case 'comment':
            case 'newline':
                scalar.props.push(this.sourceToken);
                return;
            case 'scalar':
                scalar.source = this.source;
                // block-scalar source includes trailing newline
                this.atNewLine = true;
                this.indent = 0;
                if (this.onNewLine) {
                    let nl = this.source.indexOf('\n') + 1;
                    while (nl !== 0) {
                        this.onNewLine(this.offset + nl);
                        nl = this.source.indexOf('\n', nl) + 1;
                    }
                }
                yield* this.pop();
                break;
            /* istanbul ignore next should not happen */
            default:
                yield* this.pop();
                yield* this.step();
        }
    }
    *blockMap(map) {
        const it = map.items[map.items.length - 1];
        // it.sep is true-ish if pair already has key or : separator
        switch (this.type) {
            case 'newline':
                this.onKeyLine = false;
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    it.start.push(this.sourceToken);
                }
                return;
            case 'space':
            case 'comment':
                if (it.value) {
                    map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    if (this.atIndentedComment(it.start, map.indent)) {
                        const prev = map.items[map.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            map.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
        }
        if (this.indent >= map.indent) {
            const atMapIndent = !this.onKeyLine && this.indent === map.indent;
            const atNextItem = atMapIndent &&
                (it.sep || it.explicitKey) &&
                this.type !== 'seq-item-ind';
            // For empty nodes, assign newline-separated not indented empty tokens to following node
            let start = [];
            if (atNextItem && it.sep && !it.value) {
                const nl = [];
                for (let i = 0; i < it.sep.length; ++i) {
                    const st = it.sep[i];
                    switch (st.type) {
                        case 'newline':
                            nl.push(i);
                            break;
                        case 'space':
                            break;
                        case 'comment':
                            if (st.indent > map.indent)
                                nl.length = 0;
                            break;
                        default:
                            nl.length = 0;
                    }
                }
                if (nl.length >= 2)
                    start = it.sep.splice(nl[1]);
            }
            switch (this.type) {
                case 'anchor':
                case 'tag':
                    if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        it.sep.push(this.sourceToken);
                    }
                    else {
                        it.start.push(this.sourceToken);
                    }
                    return;
                case 'explicit-key-ind':
                    if (!it.sep && !it.explicitKey) {
                        it.start.push(this.sourceToken);
                        it.explicitKey = true;
                    }
                    else if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start, explicitKey: true });
                    }
                    else {
                        this.stack.push({
                            type: 'block-map',
                            offset: this.offset,
                            indent: this.indent,
                            items: [{ start: [this.sourceToken], explicitKey: true }]
                        });
                    }
                    this.onKeyLine = true;
                    return;
                case 'map-value-ind':
                    if (it.explicitKey) {
                        if (!it.sep) {
                            if (includesToken(it.start, 'newline')) {
                                Object.assign(it, { key: null, sep: [this.sourceToken] });
                            }
                            else {
                                const start = getFirstKeyStartProps(it.start);
                                this.stack.push({
                                    type: 'block-map',
                                    offset: this.offset,
                                    indent: this.indent,
                                    items: [{ start, key: null, sep: [this.sourceToken] }]
                                });
                            }
                        }
                        else if (it.value) {
                            map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else if (isFlowToken(it.key) &&
                            !includesToken(it.sep, 'newline')) {
                            const start = getFirstKeyStartProps(it.start);
                            const key = it.key;
                            const sep = it.sep;
                            sep.push(this.sourceToken);
                            // @ts-expect-error type guard is wrong here
                            delete it.key;
                            // @ts-expect-error type guard is wrong here
                            delete it.sep;
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key, sep }]
                            });
                        }
                        else if (start.length > 0) {
                            // Not actually at next item
                            it.sep = it.sep.concat(start, this.sourceToken);
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    else {
                        if (!it.sep) {
                            Object.assign(it, { key: null, sep: [this.sourceToken] });
                        }
                        else if (it.value || atNextItem) {
                            map.items.push({ start, key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start: [], key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    this.onKeyLine = true;
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (atNextItem || it.value) {
                        map.items.push({ start, key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        this.stack.push(fs);
                    }
                    else {
                        Object.assign(it, { key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    return;
                }
                default: {
                    const bv = this.startBlockValue(map);
                    if (bv) {
                        if (bv.type === 'block-seq') {
                            if (!it.explicitKey &&
                                it.sep &&
                                !includesToken(it.sep, 'newline')) {
                                yield* this.pop({
                                    type: 'error',
                                    offset: this.offset,
                                    message: 'Unexpected block-seq-ind on same line with key',
                                    source: this.source
                                });
                                return;
                            }
                        }
                        else if (atMapIndent) {
                            map.items.push({ start });
                        }
                        this.stack.push(bv);
                        return;
                    }
                }
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
            case 'newline':
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        seq.items.push({ start: [this.sourceToken] });
                }
                else
                    it.start.push(this.sourceToken);
                return;
            case 'space':
            case 'comment':
                if (it.value)
                    seq.items.push({ start: [this.sourceToken] });
                else {
                    if (this.atIndentedComment(it.start, seq.indent)) {
                        const prev = seq.items[seq.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            seq.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
            case 'anchor':
            case 'tag':
                if (it.value || this.indent <= seq.indent)
                    break;
                it.start.push(this.sourceToken);
                return;
            case 'seq-item-ind':
                if (this.indent !== seq.indent)
                    break;
                if (it.value || includesToken(it.start, 'seq-item-ind'))
                    seq.items.push({ start: [this.sourceToken] });
                else
                    it.start.push(this.sourceToken);
                return;
        }
        if (this.indent > seq.indent) {
            const bv = this.startBlockValue(seq);
            if (bv) {
                this.stack.push(bv);
                return;
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === 'flow-error-end') {
            let top;
            do {
                yield* this.pop();
                top = this.peek(1);
            } while (top?.type === 'flow-collection');
        }
        else if (fc.end.length === 0) {
            switch (this.type) {
                case 'comma':
                case 'explicit-key-ind':
                    if (!it || it.sep)
                        fc.items.push({ start: [this.sourceToken] });
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'map-value-ind':
                    if (!it || it.value)
                        fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        Object.assign(it, { key: null, sep: [this.sourceToken] });
                    return;
                case 'space':
                case 'comment':
                case 'newline':
                case 'anchor':
                case 'tag':
                    if (!it || it.value)
                        fc.items.push({ start: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (!it || it.value)
                        fc.items.push({ start: [], key: fs, sep: [] });
                    else if (it.sep)
                        this.stack.push(fs);
                    else
                        Object.assign(it, { key: fs, sep: [] });
                    return;
                }
                case 'flow-map-end':
                case 'flow-seq-end':
                    fc.end.push(this.sourceToken);
                    return;
            }
            const bv = this.startBlockValue(fc);
            /* istanbul ignore else should not happen */
            if (bv)
                this.stack.push(bv);
            else {
                yield* this.pop();
                yield* this.step();
            }
        }
        else {
            const parent = this.peek(2);
            if (parent.type === 'block-map' &&
                ((this.type === 'map-value-ind' && parent.indent === fc.indent) ||
                    (this.type === 'newline' &&
                        !parent.items[parent.items.length - 1].sep))) {
                yield* this.pop();
                yield* this.step();
            }
            else if (this.type === 'map-value-ind' &&
                parent.type !== 'flow-collection') {
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                fixFlowSeqItems(fc);
                const sep = fc.end.splice(1, fc.end.length);
                sep.push(this.sourceToken);
                const map = {
                    type: 'block-map',
                    offset: fc.offset,
                    indent: fc.indent,
                    items: [{ start, key: fc, sep }]
                };
                this.onKeyLine = true;
                this.stack[this.stack.length - 1] = map;
            }
            else {
                yield* this.lineEnd(fc);
            }
        }
    }
    flowScalar(type) {
        if (this.onNewLine) {
            let nl = this.source.indexOf('\n') + 1;
            while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf('\n', nl) + 1;
            }
        }
        return {
            type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
    }
    startBlockValue(parent) {
        switch (this.type) {
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return this.flowScalar(this.type);
            case 'block-scalar-header':
                return {
                    type: 'block-scalar',
                    offset: this.offset,
                    indent: this.indent,
                    props: [this.sourceToken],
                    source: ''
                };
            case 'flow-map-start':
            case 'flow-seq-start':
                return {
                    type: 'flow-collection',
                    offset: this.offset,
                    indent: this.indent,
                    start: this.sourceToken,
                    items: [],
                    end: []
                };
            case 'seq-item-ind':
                return {
                    type: 'block-seq',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [this.sourceToken] }]
                };
            case 'explicit-key-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                start.push(this.sourceToken);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, explicitKey: true }]
                };
            }
            case 'map-value-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                };
            }
        }
        return null;
    }
    atIndentedComment(start, indent) {
        if (this.type !== 'comment')
            return false;
        if (this.indent <= indent)
            return false;
        return start.every(st => st.type === 'newline' || st.type === 'space');
    }
    *documentEnd(docEnd) {
        if (this.type !== 'doc-mode') {
            if (docEnd.end)
                docEnd.end.push(this.sourceToken);
            else
                docEnd.end = [this.sourceToken];
            if (this.type === 'newline')
                yield* this.pop();
        }
    }
    *lineEnd(token) {
        switch (this.type) {
            case 'comma':
            case 'doc-start':
            case 'doc-end':
            case 'flow-seq-end':
            case 'flow-map-end':
            case 'map-value-ind':
                yield* this.pop();
                yield* this.step();
                break;
            case 'newline':
                this.onKeyLine = false;
            // fallthrough
            case 'space':
            case 'comment':
            default:
                // all other values are errors
                if (token.end)
                    token.end.push(this.sourceToken);
                else
                    token.end = [this.sourceToken];
                if (this.type === 'newline')
                    yield* this.pop();
        }
    }
}

exports.Parser = Parser;


/***/ }),

/***/ 4047:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var composer = __nccwpck_require__(9984);
var Document = __nccwpck_require__(3021);
var errors = __nccwpck_require__(1464);
var log = __nccwpck_require__(7249);
var identity = __nccwpck_require__(1127);
var lineCounter = __nccwpck_require__(6628);
var parser = __nccwpck_require__(3456);

function parseOptions(options) {
    const prettyErrors = options.prettyErrors !== false;
    const lineCounter$1 = options.lineCounter || (prettyErrors && new lineCounter.LineCounter()) || null;
    return { lineCounter: lineCounter$1, prettyErrors };
}
/**
 * Parse the input as a stream of YAML documents.
 *
 * Documents should be separated from each other by `...` or `---` marker lines.
 *
 * @returns If an empty `docs` array is returned, it will be of type
 *   EmptyStream and contain additional stream information. In
 *   TypeScript, you should use `'empty' in docs` as a type guard for it.
 */
function parseAllDocuments(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    const docs = Array.from(composer$1.compose(parser$1.parse(source)));
    if (prettyErrors && lineCounter)
        for (const doc of docs) {
            doc.errors.forEach(errors.prettifyError(source, lineCounter));
            doc.warnings.forEach(errors.prettifyError(source, lineCounter));
        }
    if (docs.length > 0)
        return docs;
    return Object.assign([], { empty: true }, composer$1.streamInfo());
}
/** Parse an input string into a single YAML.Document */
function parseDocument(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    // `doc` is always set by compose.end(true) at the very latest
    let doc = null;
    for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
            doc = _doc;
        else if (doc.options.logLevel !== 'silent') {
            doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), 'MULTIPLE_DOCS', 'Source contains multiple documents; please use YAML.parseAllDocuments()'));
            break;
        }
    }
    if (prettyErrors && lineCounter) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter));
    }
    return doc;
}
function parse(src, reviver, options) {
    let _reviver = undefined;
    if (typeof reviver === 'function') {
        _reviver = reviver;
    }
    else if (options === undefined && reviver && typeof reviver === 'object') {
        options = reviver;
    }
    const doc = parseDocument(src, options);
    if (!doc)
        return null;
    doc.warnings.forEach(warning => log.warn(doc.options.logLevel, warning));
    if (doc.errors.length > 0) {
        if (doc.options.logLevel !== 'silent')
            throw doc.errors[0];
        else
            doc.errors = [];
    }
    return doc.toJS(Object.assign({ reviver: _reviver }, options));
}
function stringify(value, replacer, options) {
    let _replacer = null;
    if (typeof replacer === 'function' || Array.isArray(replacer)) {
        _replacer = replacer;
    }
    else if (options === undefined && replacer) {
        options = replacer;
    }
    if (typeof options === 'string')
        options = options.length;
    if (typeof options === 'number') {
        const indent = Math.round(options);
        options = indent < 1 ? undefined : indent > 8 ? { indent: 8 } : { indent };
    }
    if (value === undefined) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
            return undefined;
    }
    if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
    return new Document.Document(value, _replacer, options).toString(options);
}

exports.parse = parse;
exports.parseAllDocuments = parseAllDocuments;
exports.parseDocument = parseDocument;
exports.stringify = stringify;


/***/ }),

/***/ 5840:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var map = __nccwpck_require__(7451);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var tags = __nccwpck_require__(18);

const sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
class Schema {
    constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat)
            ? tags.getTags(compat, 'compat')
            : compat
                ? tags.getTags(null, compat)
                : null;
        this.name = (typeof schema === 'string' && schema) || 'core';
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        // Used by createMap()
        this.sortMapEntries =
            typeof sortMapEntries === 'function'
                ? sortMapEntries
                : sortMapEntries === true
                    ? sortMapEntriesByKey
                    : null;
    }
    clone() {
        const copy = Object.create(Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
    }
}

exports.Schema = Schema;


/***/ }),

/***/ 7451:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var YAMLMap = __nccwpck_require__(4454);

const map = {
    collection: 'map',
    default: true,
    nodeClass: YAMLMap.YAMLMap,
    tag: 'tag:yaml.org,2002:map',
    resolve(map, onError) {
        if (!identity.isMap(map))
            onError('Expected a mapping for this tag');
        return map;
    },
    createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
};

exports.map = map;


/***/ }),

/***/ 3632:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

const nullTag = {
    identify: value => value == null,
    createNode: () => new Scalar.Scalar(null),
    default: true,
    tag: 'tag:yaml.org,2002:null',
    test: /^(?:~|[Nn]ull|NULL)?$/,
    resolve: () => new Scalar.Scalar(null),
    stringify: ({ source }, ctx) => typeof source === 'string' && nullTag.test.test(source)
        ? source
        : ctx.options.nullStr
};

exports.nullTag = nullTag;


/***/ }),

/***/ 1706:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var YAMLSeq = __nccwpck_require__(2223);

const seq = {
    collection: 'seq',
    default: true,
    nodeClass: YAMLSeq.YAMLSeq,
    tag: 'tag:yaml.org,2002:seq',
    resolve(seq, onError) {
        if (!identity.isSeq(seq))
            onError('Expected a sequence for this tag');
        return seq;
    },
    createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
};

exports.seq = seq;


/***/ }),

/***/ 6464:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyString = __nccwpck_require__(3069);

const string = {
    identify: value => typeof value === 'string',
    default: true,
    tag: 'tag:yaml.org,2002:str',
    resolve: str => str,
    stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
    }
};

exports.string = string;


/***/ }),

/***/ 3959:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

const boolTag = {
    identify: value => typeof value === 'boolean',
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
    resolve: str => new Scalar.Scalar(str[0] === 't' || str[0] === 'T'),
    stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
            const sv = source[0] === 't' || source[0] === 'T';
            if (value === sv)
                return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
};

exports.boolTag = boolTag;


/***/ }),

/***/ 8405:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var stringifyNumber = __nccwpck_require__(8689);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: str => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
    resolve: str => parseFloat(str),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf('.');
        if (dot !== -1 && str[str.length - 1] === '0')
            node.minFractionDigits = str.length - dot - 1;
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 9874:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
const intResolve = (str, offset, radix, { intAsBigInt }) => (intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix));
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
    return stringifyNumber.stringifyNumber(node);
}
const intOct = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^0o[0-7]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
    stringify: node => intStringify(node, 8, '0o')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^0x[0-9a-fA-F]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 896:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var bool = __nccwpck_require__(3959);
var float = __nccwpck_require__(8405);
var int = __nccwpck_require__(9874);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.boolTag,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float
];

exports.schema = schema;


/***/ }),

/***/ 3559:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var map = __nccwpck_require__(7451);
var seq = __nccwpck_require__(1706);

function intIdentify(value) {
    return typeof value === 'bigint' || Number.isInteger(value);
}
const stringifyJSON = ({ value }) => JSON.stringify(value);
const jsonScalars = [
    {
        identify: value => typeof value === 'string',
        default: true,
        tag: 'tag:yaml.org,2002:str',
        resolve: str => str,
        stringify: stringifyJSON
    },
    {
        identify: value => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: 'tag:yaml.org,2002:null',
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
    },
    {
        identify: value => typeof value === 'boolean',
        default: true,
        tag: 'tag:yaml.org,2002:bool',
        test: /^true$|^false$/,
        resolve: str => str === 'true',
        stringify: stringifyJSON
    },
    {
        identify: intIdentify,
        default: true,
        tag: 'tag:yaml.org,2002:int',
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
    },
    {
        identify: value => typeof value === 'number',
        default: true,
        tag: 'tag:yaml.org,2002:float',
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: str => parseFloat(str),
        stringify: stringifyJSON
    }
];
const jsonError = {
    default: true,
    tag: '',
    test: /^/,
    resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
    }
};
const schema = [map.map, seq.seq].concat(jsonScalars, jsonError);

exports.schema = schema;


/***/ }),

/***/ 18:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var bool = __nccwpck_require__(3959);
var float = __nccwpck_require__(8405);
var int = __nccwpck_require__(9874);
var schema = __nccwpck_require__(896);
var schema$1 = __nccwpck_require__(3559);
var binary = __nccwpck_require__(6083);
var merge = __nccwpck_require__(452);
var omap = __nccwpck_require__(303);
var pairs = __nccwpck_require__(8385);
var schema$2 = __nccwpck_require__(5913);
var set = __nccwpck_require__(1528);
var timestamp = __nccwpck_require__(6752);

const schemas = new Map([
    ['core', schema.schema],
    ['failsafe', [map.map, seq.seq, string.string]],
    ['json', schema$1.schema],
    ['yaml11', schema$2.schema],
    ['yaml-1.1', schema$2.schema]
]);
const tagsByName = {
    binary: binary.binary,
    bool: bool.boolTag,
    float: float.float,
    floatExp: float.floatExp,
    floatNaN: float.floatNaN,
    floatTime: timestamp.floatTime,
    int: int.int,
    intHex: int.intHex,
    intOct: int.intOct,
    intTime: timestamp.intTime,
    map: map.map,
    merge: merge.merge,
    null: _null.nullTag,
    omap: omap.omap,
    pairs: pairs.pairs,
    seq: seq.seq,
    set: set.set,
    timestamp: timestamp.timestamp
};
const coreKnownTags = {
    'tag:yaml.org,2002:binary': binary.binary,
    'tag:yaml.org,2002:merge': merge.merge,
    'tag:yaml.org,2002:omap': omap.omap,
    'tag:yaml.org,2002:pairs': pairs.pairs,
    'tag:yaml.org,2002:set': set.set,
    'tag:yaml.org,2002:timestamp': timestamp.timestamp
};
function getTags(customTags, schemaName, addMergeTag) {
    const schemaTags = schemas.get(schemaName);
    if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge)
            ? schemaTags.concat(merge.merge)
            : schemaTags.slice();
    }
    let tags = schemaTags;
    if (!tags) {
        if (Array.isArray(customTags))
            tags = [];
        else {
            const keys = Array.from(schemas.keys())
                .filter(key => key !== 'yaml11')
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
    }
    if (Array.isArray(customTags)) {
        for (const tag of customTags)
            tags = tags.concat(tag);
    }
    else if (typeof customTags === 'function') {
        tags = customTags(tags.slice());
    }
    if (addMergeTag)
        tags = tags.concat(merge.merge);
    return tags.reduce((tags, tag) => {
        const tagObj = typeof tag === 'string' ? tagsByName[tag] : tag;
        if (!tagObj) {
            const tagName = JSON.stringify(tag);
            const keys = Object.keys(tagsByName)
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags.includes(tagObj))
            tags.push(tagObj);
        return tags;
    }, []);
}

exports.coreKnownTags = coreKnownTags;
exports.getTags = getTags;


/***/ }),

/***/ 6083:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_buffer = __nccwpck_require__(181);
var Scalar = __nccwpck_require__(3301);
var stringifyString = __nccwpck_require__(3069);

const binary = {
    identify: value => value instanceof Uint8Array, // Buffer inherits from Uint8Array
    default: false,
    tag: 'tag:yaml.org,2002:binary',
    /**
     * Returns a Buffer in node and an Uint8Array in browsers
     *
     * To use the resulting buffer as an image, you'll want to do something like:
     *
     *   const blob = new Blob([buffer], { type: 'image/jpeg' })
     *   document.querySelector('#photo').src = URL.createObjectURL(blob)
     */
    resolve(src, onError) {
        if (typeof node_buffer.Buffer === 'function') {
            return node_buffer.Buffer.from(src, 'base64');
        }
        else if (typeof atob === 'function') {
            // On IE 11, atob() can't handle newlines
            const str = atob(src.replace(/[\n\r]/g, ''));
            const buffer = new Uint8Array(str.length);
            for (let i = 0; i < str.length; ++i)
                buffer[i] = str.charCodeAt(i);
            return buffer;
        }
        else {
            onError('This environment does not support reading binary tags; either Buffer or atob is required');
            return src;
        }
    },
    stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
            return '';
        const buf = value; // checked earlier by binary.identify()
        let str;
        if (typeof node_buffer.Buffer === 'function') {
            str =
                buf instanceof node_buffer.Buffer
                    ? buf.toString('base64')
                    : node_buffer.Buffer.from(buf.buffer).toString('base64');
        }
        else if (typeof btoa === 'function') {
            let s = '';
            for (let i = 0; i < buf.length; ++i)
                s += String.fromCharCode(buf[i]);
            str = btoa(s);
        }
        else {
            throw new Error('This environment does not support writing binary tags; either Buffer or btoa is required');
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
            const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
            const n = Math.ceil(str.length / lineWidth);
            const lines = new Array(n);
            for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
                lines[i] = str.substr(o, lineWidth);
            }
            str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? '\n' : ' ');
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
    }
};

exports.binary = binary;


/***/ }),

/***/ 8398:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

function boolStringify({ value, source }, ctx) {
    const boolObj = value ? trueTag : falseTag;
    if (source && boolObj.test.test(source))
        return source;
    return value ? ctx.options.trueStr : ctx.options.falseStr;
}
const trueTag = {
    identify: value => value === true,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
    resolve: () => new Scalar.Scalar(true),
    stringify: boolStringify
};
const falseTag = {
    identify: value => value === false,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
    resolve: () => new Scalar.Scalar(false),
    stringify: boolStringify
};

exports.falseTag = falseTag;
exports.trueTag = trueTag;


/***/ }),

/***/ 5782:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var stringifyNumber = __nccwpck_require__(8689);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: (str) => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
    resolve: (str) => parseFloat(str.replace(/_/g, '')),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, '')));
        const dot = str.indexOf('.');
        if (dot !== -1) {
            const f = str.substring(dot + 1).replace(/_/g, '');
            if (f[f.length - 1] === '0')
                node.minFractionDigits = f.length;
        }
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 873:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
function intResolve(str, offset, radix, { intAsBigInt }) {
    const sign = str[0];
    if (sign === '-' || sign === '+')
        offset += 1;
    str = str.substring(offset).replace(/_/g, '');
    if (intAsBigInt) {
        switch (radix) {
            case 2:
                str = `0b${str}`;
                break;
            case 8:
                str = `0o${str}`;
                break;
            case 16:
                str = `0x${str}`;
                break;
        }
        const n = BigInt(str);
        return sign === '-' ? BigInt(-1) * n : n;
    }
    const n = parseInt(str, radix);
    return sign === '-' ? -1 * n : n;
}
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? '-' + prefix + str.substr(1) : prefix + str;
    }
    return stringifyNumber.stringifyNumber(node);
}
const intBin = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'BIN',
    test: /^[-+]?0b[0-1_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
    stringify: node => intStringify(node, 2, '0b')
};
const intOct = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^[-+]?0[0-7_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
    stringify: node => intStringify(node, 8, '0')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9][0-9_]*$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^[-+]?0x[0-9a-fA-F_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intBin = intBin;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 452:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);

// If the value associated with a merge key is a single mapping node, each of
// its key/value pairs is inserted into the current mapping, unless the key
// already exists in it. If the value associated with the merge key is a
// sequence, then this sequence is expected to contain mapping nodes and each
// of these nodes is merged in turn according to its order in the sequence.
// Keys in mapping nodes earlier in the sequence override keys specified in
// later mapping nodes. -- http://yaml.org/type/merge.html
const MERGE_KEY = '<<';
const merge = {
    identify: value => value === MERGE_KEY ||
        (typeof value === 'symbol' && value.description === MERGE_KEY),
    default: 'key',
    tag: 'tag:yaml.org,2002:merge',
    test: /^<<$/,
    resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
    }),
    stringify: () => MERGE_KEY
};
const isMergeKey = (ctx, key) => (merge.identify(key) ||
    (identity.isScalar(key) &&
        (!key.type || key.type === Scalar.Scalar.PLAIN) &&
        merge.identify(key.value))) &&
    ctx?.doc.schema.tags.some(tag => tag.tag === merge.tag && tag.default);
function addMergeToJSMap(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (identity.isSeq(source))
        for (const it of source.items)
            mergeValue(ctx, map, it);
    else if (Array.isArray(source))
        for (const it of source)
            mergeValue(ctx, map, it);
    else
        mergeValue(ctx, map, source);
}
function mergeValue(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (!identity.isMap(source))
        throw new Error('Merge sources must be maps or map aliases');
    const srcMap = source.toJSON(null, ctx, Map);
    for (const [key, value] of srcMap) {
        if (map instanceof Map) {
            if (!map.has(key))
                map.set(key, value);
        }
        else if (map instanceof Set) {
            map.add(key);
        }
        else if (!Object.prototype.hasOwnProperty.call(map, key)) {
            Object.defineProperty(map, key, {
                value,
                writable: true,
                enumerable: true,
                configurable: true
            });
        }
    }
    return map;
}
function resolveAliasValue(ctx, value) {
    return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
}

exports.addMergeToJSMap = addMergeToJSMap;
exports.isMergeKey = isMergeKey;
exports.merge = merge;


/***/ }),

/***/ 303:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var pairs = __nccwpck_require__(8385);

class YAMLOMap extends YAMLSeq.YAMLSeq {
    constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = YAMLOMap.tag;
    }
    /**
     * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
     * but TypeScript won't allow widening the signature of a child method.
     */
    toJSON(_, ctx) {
        if (!ctx)
            return super.toJSON(_);
        const map = new Map();
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const pair of this.items) {
            let key, value;
            if (identity.isPair(pair)) {
                key = toJS.toJS(pair.key, '', ctx);
                value = toJS.toJS(pair.value, key, ctx);
            }
            else {
                key = toJS.toJS(pair, '', ctx);
            }
            if (map.has(key))
                throw new Error('Ordered maps must not include duplicate keys');
            map.set(key, value);
        }
        return map;
    }
    static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap = new this();
        omap.items = pairs$1.items;
        return omap;
    }
}
YAMLOMap.tag = 'tag:yaml.org,2002:omap';
const omap = {
    collection: 'seq',
    identify: value => value instanceof Map,
    nodeClass: YAMLOMap,
    default: false,
    tag: 'tag:yaml.org,2002:omap',
    resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
            if (identity.isScalar(key)) {
                if (seenKeys.includes(key.value)) {
                    onError(`Ordered maps must not include duplicate keys: ${key.value}`);
                }
                else {
                    seenKeys.push(key.value);
                }
            }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
    },
    createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
};

exports.YAMLOMap = YAMLOMap;
exports.omap = omap;


/***/ }),

/***/ 8385:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);
var YAMLSeq = __nccwpck_require__(2223);

function resolvePairs(seq, onError) {
    if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
            let item = seq.items[i];
            if (identity.isPair(item))
                continue;
            else if (identity.isMap(item)) {
                if (item.items.length > 1)
                    onError('Each pair must have its own sequence indicator');
                const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
                if (item.commentBefore)
                    pair.key.commentBefore = pair.key.commentBefore
                        ? `${item.commentBefore}\n${pair.key.commentBefore}`
                        : item.commentBefore;
                if (item.comment) {
                    const cn = pair.value ?? pair.key;
                    cn.comment = cn.comment
                        ? `${item.comment}\n${cn.comment}`
                        : item.comment;
                }
                item = pair;
            }
            seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
    }
    else
        onError('Expected a sequence for this tag');
    return seq;
}
function createPairs(schema, iterable, ctx) {
    const { replacer } = ctx;
    const pairs = new YAMLSeq.YAMLSeq(schema);
    pairs.tag = 'tag:yaml.org,2002:pairs';
    let i = 0;
    if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
            if (typeof replacer === 'function')
                it = replacer.call(iterable, String(i++), it);
            let key, value;
            if (Array.isArray(it)) {
                if (it.length === 2) {
                    key = it[0];
                    value = it[1];
                }
                else
                    throw new TypeError(`Expected [key, value] tuple: ${it}`);
            }
            else if (it && it instanceof Object) {
                const keys = Object.keys(it);
                if (keys.length === 1) {
                    key = keys[0];
                    value = it[key];
                }
                else {
                    throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
                }
            }
            else {
                key = it;
            }
            pairs.items.push(Pair.createPair(key, value, ctx));
        }
    return pairs;
}
const pairs = {
    collection: 'seq',
    default: false,
    tag: 'tag:yaml.org,2002:pairs',
    resolve: resolvePairs,
    createNode: createPairs
};

exports.createPairs = createPairs;
exports.pairs = pairs;
exports.resolvePairs = resolvePairs;


/***/ }),

/***/ 5913:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var binary = __nccwpck_require__(6083);
var bool = __nccwpck_require__(8398);
var float = __nccwpck_require__(5782);
var int = __nccwpck_require__(873);
var merge = __nccwpck_require__(452);
var omap = __nccwpck_require__(303);
var pairs = __nccwpck_require__(8385);
var set = __nccwpck_require__(1528);
var timestamp = __nccwpck_require__(6752);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.trueTag,
    bool.falseTag,
    int.intBin,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float,
    binary.binary,
    merge.merge,
    omap.omap,
    pairs.pairs,
    set.set,
    timestamp.intTime,
    timestamp.floatTime,
    timestamp.timestamp
];

exports.schema = schema;


/***/ }),

/***/ 1528:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);

class YAMLSet extends YAMLMap.YAMLMap {
    constructor(schema) {
        super(schema);
        this.tag = YAMLSet.tag;
    }
    add(key) {
        let pair;
        if (identity.isPair(key))
            pair = key;
        else if (key &&
            typeof key === 'object' &&
            'key' in key &&
            'value' in key &&
            key.value === null)
            pair = new Pair.Pair(key.key, null);
        else
            pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
            this.items.push(pair);
    }
    /**
     * If `keepPair` is `true`, returns the Pair matching `key`.
     * Otherwise, returns the value of that Pair's key.
     */
    get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair)
            ? identity.isScalar(pair.key)
                ? pair.key.value
                : pair.key
            : pair;
    }
    set(key, value) {
        if (typeof value !== 'boolean')
            throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
            this.items.splice(this.items.indexOf(prev), 1);
        }
        else if (!prev && value) {
            this.items.push(new Pair.Pair(key));
        }
    }
    toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        if (this.hasAllNullValues(true))
            return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
            throw new Error('Set items must all have null values');
    }
    static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
            for (let value of iterable) {
                if (typeof replacer === 'function')
                    value = replacer.call(iterable, value, value);
                set.items.push(Pair.createPair(value, null, ctx));
            }
        return set;
    }
}
YAMLSet.tag = 'tag:yaml.org,2002:set';
const set = {
    collection: 'map',
    identify: value => value instanceof Set,
    nodeClass: YAMLSet,
    default: false,
    tag: 'tag:yaml.org,2002:set',
    createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
    resolve(map, onError) {
        if (identity.isMap(map)) {
            if (map.hasAllNullValues(true))
                return Object.assign(new YAMLSet(), map);
            else
                onError('Set items must all have null values');
        }
        else
            onError('Expected a mapping for this tag');
        return map;
    }
};

exports.YAMLSet = YAMLSet;
exports.set = set;


/***/ }),

/***/ 6752:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

/** Internal types handle bigint as number, because TS can't figure it out. */
function parseSexagesimal(str, asBigInt) {
    const sign = str[0];
    const parts = sign === '-' || sign === '+' ? str.substring(1) : str;
    const num = (n) => asBigInt ? BigInt(n) : Number(n);
    const res = parts
        .replace(/_/g, '')
        .split(':')
        .reduce((res, p) => res * num(60) + num(p), num(0));
    return (sign === '-' ? num(-1) * res : res);
}
/**
 * hhhh:mm:ss.sss
 *
 * Internal types handle bigint as number, because TS can't figure it out.
 */
function stringifySexagesimal(node) {
    let { value } = node;
    let num = (n) => n;
    if (typeof value === 'bigint')
        num = n => BigInt(n);
    else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
    let sign = '';
    if (value < 0) {
        sign = '-';
        value *= num(-1);
    }
    const _60 = num(60);
    const parts = [value % _60]; // seconds, including ms
    if (value < 60) {
        parts.unshift(0); // at least one : is required
    }
    else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60); // minutes
        if (value >= 60) {
            value = (value - parts[0]) / _60;
            parts.unshift(value); // hours
        }
    }
    return (sign +
        parts
            .map(n => String(n).padStart(2, '0'))
            .join(':')
            .replace(/000000\d*$/, '') // % 60 may introduce error
    );
}
const intTime = {
    identify: value => typeof value === 'bigint' || Number.isInteger(value),
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
    resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
    stringify: stringifySexagesimal
};
const floatTime = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
    resolve: str => parseSexagesimal(str, false),
    stringify: stringifySexagesimal
};
const timestamp = {
    identify: value => value instanceof Date,
    default: true,
    tag: 'tag:yaml.org,2002:timestamp',
    // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
    // may be omitted altogether, resulting in a date format. In such a case, the time part is
    // assumed to be 00:00:00Z (start of day, UTC).
    test: RegExp('^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})' + // YYYY-Mm-Dd
        '(?:' + // time is optional
        '(?:t|T|[ \\t]+)' + // t | T | whitespace
        '([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)' + // Hh:Mm:Ss(.ss)?
        '(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?' + // Z | +5 | -03:30
        ')?$'),
    resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
            throw new Error('!!timestamp expects a date, starting with yyyy-mm-dd');
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + '00').substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== 'Z') {
            let d = parseSexagesimal(tz, false);
            if (Math.abs(d) < 30)
                d *= 60;
            date -= 60000 * d;
        }
        return new Date(date);
    },
    stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, '') ?? ''
};

exports.floatTime = floatTime;
exports.intTime = intTime;
exports.timestamp = timestamp;


/***/ }),

/***/ 4475:
/***/ ((__unused_webpack_module, exports) => {



const FOLD_FLOW = 'flow';
const FOLD_BLOCK = 'block';
const FOLD_QUOTED = 'quoted';
/**
 * Tries to keep input at up to `lineWidth` characters, splitting only on spaces
 * not followed by newlines or spaces unless `mode` is `'quoted'`. Lines are
 * terminated with `\n` and started with `indent`.
 */
function foldFlowLines(text, indent, mode = 'flow', { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
    if (!lineWidth || lineWidth < 0)
        return text;
    if (lineWidth < minContentWidth)
        minContentWidth = 0;
    const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
    if (text.length <= endStep)
        return text;
    const folds = [];
    const escapedFolds = {};
    let end = lineWidth - indent.length;
    if (typeof indentAtStart === 'number') {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
            folds.push(0);
        else
            end = lineWidth - indentAtStart;
    }
    let split = undefined;
    let prev = undefined;
    let overflow = false;
    let i = -1;
    let escStart = -1;
    let escEnd = -1;
    if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
            end = i + endStep;
    }
    for (let ch; (ch = text[(i += 1)]);) {
        if (mode === FOLD_QUOTED && ch === '\\') {
            escStart = i;
            switch (text[i + 1]) {
                case 'x':
                    i += 3;
                    break;
                case 'u':
                    i += 5;
                    break;
                case 'U':
                    i += 9;
                    break;
                default:
                    i += 1;
            }
            escEnd = i;
        }
        if (ch === '\n') {
            if (mode === FOLD_BLOCK)
                i = consumeMoreIndentedLines(text, i, indent.length);
            end = i + indent.length + endStep;
            split = undefined;
        }
        else {
            if (ch === ' ' &&
                prev &&
                prev !== ' ' &&
                prev !== '\n' &&
                prev !== '\t') {
                // space surrounded by non-space can be replaced with newline + indent
                const next = text[i + 1];
                if (next && next !== ' ' && next !== '\n' && next !== '\t')
                    split = i;
            }
            if (i >= end) {
                if (split) {
                    folds.push(split);
                    end = split + endStep;
                    split = undefined;
                }
                else if (mode === FOLD_QUOTED) {
                    // white-space collected at end may stretch past lineWidth
                    while (prev === ' ' || prev === '\t') {
                        prev = ch;
                        ch = text[(i += 1)];
                        overflow = true;
                    }
                    // Account for newline escape, but don't break preceding escape
                    const j = i > escEnd + 1 ? i - 2 : escStart - 1;
                    // Bail out if lineWidth & minContentWidth are shorter than an escape string
                    if (escapedFolds[j])
                        return text;
                    folds.push(j);
                    escapedFolds[j] = true;
                    end = j + endStep;
                    split = undefined;
                }
                else {
                    overflow = true;
                }
            }
        }
        prev = ch;
    }
    if (overflow && onOverflow)
        onOverflow();
    if (folds.length === 0)
        return text;
    if (onFold)
        onFold();
    let res = text.slice(0, folds[0]);
    for (let i = 0; i < folds.length; ++i) {
        const fold = folds[i];
        const end = folds[i + 1] || text.length;
        if (fold === 0)
            res = `\n${indent}${text.slice(0, end)}`;
        else {
            if (mode === FOLD_QUOTED && escapedFolds[fold])
                res += `${text[fold]}\\`;
            res += `\n${indent}${text.slice(fold + 1, end)}`;
        }
    }
    return res;
}
/**
 * Presumes `i + 1` is at the start of a line
 * @returns index of last newline in more-indented block
 */
function consumeMoreIndentedLines(text, i, indent) {
    let end = i;
    let start = i + 1;
    let ch = text[start];
    while (ch === ' ' || ch === '\t') {
        if (i < start + indent) {
            ch = text[++i];
        }
        else {
            do {
                ch = text[++i];
            } while (ch && ch !== '\n');
            end = i;
            start = i + 1;
            ch = text[start];
        }
    }
    return end;
}

exports.FOLD_BLOCK = FOLD_BLOCK;
exports.FOLD_FLOW = FOLD_FLOW;
exports.FOLD_QUOTED = FOLD_QUOTED;
exports.foldFlowLines = foldFlowLines;


/***/ }),

/***/ 2148:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var anchors = __nccwpck_require__(1596);
var identity = __nccwpck_require__(1127);
var stringifyComment = __nccwpck_require__(9799);
var stringifyString = __nccwpck_require__(3069);

function createStringifyContext(doc, options) {
    const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: 'PLAIN',
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: 'false',
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: 'null',
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: 'true',
        verifyAliasOrder: true
    }, doc.schema.toStringOptions, options);
    let inFlow;
    switch (opt.collectionStyle) {
        case 'block':
            inFlow = false;
            break;
        case 'flow':
            inFlow = true;
            break;
        default:
            inFlow = null;
    }
    return {
        anchors: new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? ' ' : '',
        indent: '',
        indentStep: typeof opt.indent === 'number' ? ' '.repeat(opt.indent) : '  ',
        inFlow,
        options: opt
    };
}
function getTagObject(tags, item) {
    if (item.tag) {
        const match = tags.filter(t => t.tag === item.tag);
        if (match.length > 0)
            return match.find(t => t.format === item.format) ?? match[0];
    }
    let tagObj = undefined;
    let obj;
    if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter(t => t.identify?.(obj));
        if (match.length > 1) {
            const testMatch = match.filter(t => t.test);
            if (testMatch.length > 0)
                match = testMatch;
        }
        tagObj =
            match.find(t => t.format === item.format) ?? match.find(t => !t.format);
    }
    else {
        obj = item;
        tagObj = tags.find(t => t.nodeClass && obj instanceof t.nodeClass);
    }
    if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? 'null' : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
    }
    return tagObj;
}
// needs to be called before value stringifier to allow for circular anchor refs
function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
    if (!doc.directives)
        return '';
    const props = [];
    const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
    if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
    }
    const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
    if (tag)
        props.push(doc.directives.tagString(tag));
    return props.join(' ');
}
function stringify(item, ctx, onComment, onChompKeep) {
    if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
    if (identity.isAlias(item)) {
        if (ctx.doc.directives)
            return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
            throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        }
        else {
            if (ctx.resolvedAliases)
                ctx.resolvedAliases.add(item);
            else
                ctx.resolvedAliases = new Set([item]);
            item = item.resolve(ctx.doc);
        }
    }
    let tagObj = undefined;
    const node = identity.isNode(item)
        ? item
        : ctx.doc.createNode(item, { onTagObj: o => (tagObj = o) });
    tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
    const props = stringifyProps(node, tagObj, ctx);
    if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
    const str = typeof tagObj.stringify === 'function'
        ? tagObj.stringify(node, ctx, onComment, onChompKeep)
        : identity.isScalar(node)
            ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep)
            : node.toString(ctx, onComment, onChompKeep);
    if (!props)
        return str;
    return identity.isScalar(node) || str[0] === '{' || str[0] === '['
        ? `${props} ${str}`
        : `${props}\n${ctx.indent}${str}`;
}

exports.createStringifyContext = createStringifyContext;
exports.stringify = stringify;


/***/ }),

/***/ 1212:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyCollection(collection, ctx, options) {
    const flow = ctx.inFlow ?? collection.flow;
    const stringify = flow ? stringifyFlowCollection : stringifyBlockCollection;
    return stringify(collection, ctx, options);
}
function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
    const { indent, options: { commentString } } = ctx;
    const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
    let chompKeep = false; // flag for the preceding node's status
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (!chompKeep && item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (!chompKeep && ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
            }
        }
        chompKeep = false;
        let str = stringify.stringify(item, itemCtx, () => (comment = null), () => (chompKeep = true));
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        if (chompKeep && comment)
            chompKeep = false;
        lines.push(blockItemPrefix + str);
    }
    let str;
    if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
    }
    else {
        str = lines[0];
        for (let i = 1; i < lines.length; ++i) {
            const line = lines[i];
            str += line ? `\n${indent}${line}` : '\n';
        }
    }
    if (comment) {
        str += '\n' + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
            onComment();
    }
    else if (chompKeep && onChompKeep)
        onChompKeep();
    return str;
}
function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
    const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
    itemIndent += indentStep;
    const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
    });
    let reqNewline = false;
    let linesAtValue = 0;
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, false);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, false);
                if (ik.comment)
                    reqNewline = true;
            }
            const iv = identity.isNode(item.value) ? item.value : null;
            if (iv) {
                if (iv.comment)
                    comment = iv.comment;
                if (iv.commentBefore)
                    reqNewline = true;
            }
            else if (item.value == null && ik?.comment) {
                comment = ik.comment;
            }
        }
        if (comment)
            reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => (comment = null));
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes('\n'));
        if (i < items.length - 1) {
            str += ',';
        }
        else if (ctx.options.trailingComma) {
            if (ctx.options.lineWidth > 0) {
                reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) +
                    (str.length + 2) >
                    ctx.options.lineWidth);
            }
            if (reqNewline) {
                str += ',';
            }
        }
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
    }
    const { start, end } = flowChars;
    if (lines.length === 0) {
        return start + end;
    }
    else {
        if (!reqNewline) {
            const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
            reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
            let str = start;
            for (const line of lines)
                str += line ? `\n${indentStep}${indent}${line}` : '\n';
            return `${str}\n${indent}${end}`;
        }
        else {
            return `${start}${fcPadding}${lines.join(' ')}${fcPadding}${end}`;
        }
    }
}
function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
    if (comment && chompKeep)
        comment = comment.replace(/^\n+/, '');
    if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart()); // Avoid double indent on first line
    }
}

exports.stringifyCollection = stringifyCollection;


/***/ }),

/***/ 9799:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringifies a comment.
 *
 * Empty comment lines are left empty,
 * lines consisting of a single space are replaced by `#`,
 * and all other lines are prefixed with a `#`.
 */
const stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, '#');
function indentComment(comment, indent) {
    if (/^\n+$/.test(comment))
        return comment.substring(1);
    return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
}
const lineComment = (str, indent, comment) => str.endsWith('\n')
    ? indentComment(comment, indent)
    : comment.includes('\n')
        ? '\n' + indentComment(comment, indent)
        : (str.endsWith(' ') ? '' : ' ') + comment;

exports.indentComment = indentComment;
exports.lineComment = lineComment;
exports.stringifyComment = stringifyComment;


/***/ }),

/***/ 6829:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyDocument(doc, options) {
    const lines = [];
    let hasDirectives = options.directives === true;
    if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
            lines.push(dir);
            hasDirectives = true;
        }
        else if (doc.directives.docStart)
            hasDirectives = true;
    }
    if (hasDirectives)
        lines.push('---');
    const ctx = stringify.createStringifyContext(doc, options);
    const { commentString } = ctx.options;
    if (doc.commentBefore) {
        if (lines.length !== 1)
            lines.unshift('');
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ''));
    }
    let chompKeep = false;
    let contentComment = null;
    if (doc.contents) {
        if (identity.isNode(doc.contents)) {
            if (doc.contents.spaceBefore && hasDirectives)
                lines.push('');
            if (doc.contents.commentBefore) {
                const cs = commentString(doc.contents.commentBefore);
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            // top-level block scalars need to be indented if followed by a comment
            ctx.forceBlockIndent = !!doc.comment;
            contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? undefined : () => (chompKeep = true);
        let body = stringify.stringify(doc.contents, ctx, () => (contentComment = null), onChompKeep);
        if (contentComment)
            body += stringifyComment.lineComment(body, '', commentString(contentComment));
        if ((body[0] === '|' || body[0] === '>') &&
            lines[lines.length - 1] === '---') {
            // Top-level block scalars with a preceding doc marker ought to use the
            // same line for their header.
            lines[lines.length - 1] = `--- ${body}`;
        }
        else
            lines.push(body);
    }
    else {
        lines.push(stringify.stringify(doc.contents, ctx));
    }
    if (doc.directives?.docEnd) {
        if (doc.comment) {
            const cs = commentString(doc.comment);
            if (cs.includes('\n')) {
                lines.push('...');
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            else {
                lines.push(`... ${cs}`);
            }
        }
        else {
            lines.push('...');
        }
    }
    else {
        let dc = doc.comment;
        if (dc && chompKeep)
            dc = dc.replace(/^\n+/, '');
        if (dc) {
            if ((!chompKeep || contentComment) && lines[lines.length - 1] !== '')
                lines.push('');
            lines.push(stringifyComment.indentComment(commentString(dc), ''));
        }
    }
    return lines.join('\n') + '\n';
}

exports.stringifyDocument = stringifyDocument;


/***/ }),

/***/ 8689:
/***/ ((__unused_webpack_module, exports) => {



function stringifyNumber({ format, minFractionDigits, tag, value }) {
    if (typeof value === 'bigint')
        return String(value);
    const num = typeof value === 'number' ? value : Number(value);
    if (!isFinite(num))
        return isNaN(num) ? '.nan' : num < 0 ? '-.inf' : '.inf';
    let n = Object.is(value, -0) ? '-0' : JSON.stringify(value);
    if (!format &&
        minFractionDigits &&
        (!tag || tag === 'tag:yaml.org,2002:float') &&
        /^-?\d/.test(n) &&
        !n.includes('e')) {
        let i = n.indexOf('.');
        if (i < 0) {
            i = n.length;
            n += '.';
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
            n += '0';
    }
    return n;
}

exports.stringifyNumber = stringifyNumber;


/***/ }),

/***/ 9748:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
    const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
    let keyComment = (identity.isNode(key) && key.comment) || null;
    if (simpleKeys) {
        if (keyComment) {
            throw new Error('With simple keys, key nodes cannot have comments');
        }
        if (identity.isCollection(key) || (!identity.isNode(key) && typeof key === 'object')) {
            const msg = 'With simple keys, collection cannot be used as a key value';
            throw new Error(msg);
        }
    }
    let explicitKey = !simpleKeys &&
        (!key ||
            (keyComment && value == null && !ctx.inFlow) ||
            identity.isCollection(key) ||
            (identity.isScalar(key)
                ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL
                : typeof key === 'object'));
    ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
    });
    let keyCommentDone = false;
    let chompKeep = false;
    let str = stringify.stringify(key, ctx, () => (keyCommentDone = true), () => (chompKeep = true));
    if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
            throw new Error('With simple keys, single line scalar must not span more than 1024 characters');
        explicitKey = true;
    }
    if (ctx.inFlow) {
        if (allNullValues || value == null) {
            if (keyCommentDone && onComment)
                onComment();
            return str === '' ? '?' : explicitKey ? `? ${str}` : str;
        }
    }
    else if ((allNullValues && !simpleKeys) || (value == null && explicitKey)) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        }
        else if (chompKeep && onChompKeep)
            onChompKeep();
        return str;
    }
    if (keyCommentDone)
        keyComment = null;
    if (explicitKey) {
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}\n${indent}:`;
    }
    else {
        str = `${str}:`;
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
    }
    let vsb, vcb, valueComment;
    if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
    }
    else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === 'object')
            value = doc.createNode(value);
    }
    ctx.implicitKey = false;
    if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
    chompKeep = false;
    if (!indentSeq &&
        indentStep.length >= 2 &&
        !ctx.inFlow &&
        !explicitKey &&
        identity.isSeq(value) &&
        !value.flow &&
        !value.tag &&
        !value.anchor) {
        // If indentSeq === false, consider '- ' as part of indentation where possible
        ctx.indent = ctx.indent.substring(2);
    }
    let valueCommentDone = false;
    const valueStr = stringify.stringify(value, ctx, () => (valueCommentDone = true), () => (chompKeep = true));
    let ws = ' ';
    if (keyComment || vsb || vcb) {
        ws = vsb ? '\n' : '';
        if (vcb) {
            const cs = commentString(vcb);
            ws += `\n${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === '' && !ctx.inFlow) {
            if (ws === '\n' && valueComment)
                ws = '\n\n';
        }
        else {
            ws += `\n${ctx.indent}`;
        }
    }
    else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf('\n');
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
            let hasPropsLine = false;
            if (hasNewline && (vs0 === '&' || vs0 === '!')) {
                let sp0 = valueStr.indexOf(' ');
                if (vs0 === '&' &&
                    sp0 !== -1 &&
                    sp0 < nl0 &&
                    valueStr[sp0 + 1] === '!') {
                    sp0 = valueStr.indexOf(' ', sp0 + 1);
                }
                if (sp0 === -1 || nl0 < sp0)
                    hasPropsLine = true;
            }
            if (!hasPropsLine)
                ws = `\n${ctx.indent}`;
        }
    }
    else if (valueStr === '' || valueStr[0] === '\n') {
        ws = '';
    }
    str += ws + valueStr;
    if (ctx.inFlow) {
        if (valueCommentDone && onComment)
            onComment();
    }
    else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
    }
    else if (chompKeep && onChompKeep) {
        onChompKeep();
    }
    return str;
}

exports.stringifyPair = stringifyPair;


/***/ }),

/***/ 3069:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var foldFlowLines = __nccwpck_require__(4475);

const getFoldOptions = (ctx, isBlock) => ({
    indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
    lineWidth: ctx.options.lineWidth,
    minContentWidth: ctx.options.minContentWidth
});
// Also checks for lines starting with %, as parsing the output as YAML 1.1 will
// presume that's starting a new document.
const containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
function lineLengthOverLimit(str, lineWidth, indentLength) {
    if (!lineWidth || lineWidth < 0)
        return false;
    const limit = lineWidth - indentLength;
    const strLen = str.length;
    if (strLen <= limit)
        return false;
    for (let i = 0, start = 0; i < strLen; ++i) {
        if (str[i] === '\n') {
            if (i - start > limit)
                return true;
            start = i + 1;
            if (strLen - start <= limit)
                return false;
        }
    }
    return true;
}
function doubleQuotedString(value, ctx) {
    const json = JSON.stringify(value);
    if (ctx.options.doubleQuotedAsJSON)
        return json;
    const { implicitKey } = ctx;
    const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    let str = '';
    let start = 0;
    for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === ' ' && json[i + 1] === '\\' && json[i + 2] === 'n') {
            // space before newline needs to be escaped to not be folded
            str += json.slice(start, i) + '\\ ';
            i += 1;
            start = i;
            ch = '\\';
        }
        if (ch === '\\')
            switch (json[i + 1]) {
                case 'u':
                    {
                        str += json.slice(start, i);
                        const code = json.substr(i + 2, 4);
                        switch (code) {
                            case '0000':
                                str += '\\0';
                                break;
                            case '0007':
                                str += '\\a';
                                break;
                            case '000b':
                                str += '\\v';
                                break;
                            case '001b':
                                str += '\\e';
                                break;
                            case '0085':
                                str += '\\N';
                                break;
                            case '00a0':
                                str += '\\_';
                                break;
                            case '2028':
                                str += '\\L';
                                break;
                            case '2029':
                                str += '\\P';
                                break;
                            default:
                                if (code.substr(0, 2) === '00')
                                    str += '\\x' + code.substr(2);
                                else
                                    str += json.substr(i, 6);
                        }
                        i += 5;
                        start = i + 1;
                    }
                    break;
                case 'n':
                    if (implicitKey ||
                        json[i + 2] === '"' ||
                        json.length < minMultiLineLength) {
                        i += 1;
                    }
                    else {
                        // folding will eat first newline
                        str += json.slice(start, i) + '\n\n';
                        while (json[i + 2] === '\\' &&
                            json[i + 3] === 'n' &&
                            json[i + 4] !== '"') {
                            str += '\n';
                            i += 2;
                        }
                        str += indent;
                        // space after newline needs to be escaped to not be folded
                        if (json[i + 2] === ' ')
                            str += '\\';
                        i += 1;
                        start = i + 1;
                    }
                    break;
                default:
                    i += 1;
            }
    }
    str = start ? str + json.slice(start) : json;
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
}
function singleQuotedString(value, ctx) {
    if (ctx.options.singleQuote === false ||
        (ctx.implicitKey && value.includes('\n')) ||
        /[ \t]\n|\n[ \t]/.test(value) // single quoted string can't have leading or trailing whitespace around newline
    )
        return doubleQuotedString(value, ctx);
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&\n${indent}`) + "'";
    return ctx.implicitKey
        ? res
        : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function quotedString(value, ctx) {
    const { singleQuote } = ctx.options;
    let qs;
    if (singleQuote === false)
        qs = doubleQuotedString;
    else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
            qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
            qs = doubleQuotedString;
        else
            qs = singleQuote ? singleQuotedString : doubleQuotedString;
    }
    return qs(value, ctx);
}
// The negative lookbehind avoids a polynomial search,
// but isn't supported yet on Safari: https://caniuse.com/js-regexp-lookbehind
let blockEndNewlines;
try {
    blockEndNewlines = new RegExp('(^|(?<!\n))\n+(?!\n|$)', 'g');
}
catch {
    blockEndNewlines = /\n+(?!\n|$)/g;
}
function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
    const { blockQuote, commentString, lineWidth } = ctx.options;
    // 1. Block can't end in whitespace unless the last line is non-empty.
    // 2. Strings consisting of only whitespace are best rendered explicitly.
    if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
    }
    const indent = ctx.indent ||
        (ctx.forceBlockIndent || containsDocumentMarker(value) ? '  ' : '');
    const literal = blockQuote === 'literal'
        ? true
        : blockQuote === 'folded' || type === Scalar.Scalar.BLOCK_FOLDED
            ? false
            : type === Scalar.Scalar.BLOCK_LITERAL
                ? true
                : !lineLengthOverLimit(value, lineWidth, indent.length);
    if (!value)
        return literal ? '|\n' : '>\n';
    // determine chomping from whitespace at value end
    let chomp;
    let endStart;
    for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== '\n' && ch !== '\t' && ch !== ' ')
            break;
    }
    let end = value.substring(endStart);
    const endNlPos = end.indexOf('\n');
    if (endNlPos === -1) {
        chomp = '-'; // strip
    }
    else if (value === end || endNlPos !== end.length - 1) {
        chomp = '+'; // keep
        if (onChompKeep)
            onChompKeep();
    }
    else {
        chomp = ''; // clip
    }
    if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === '\n')
            end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
    }
    // determine indent indicator from whitespace at value start
    let startWithSpace = false;
    let startEnd;
    let startNlPos = -1;
    for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === ' ')
            startWithSpace = true;
        else if (ch === '\n')
            startNlPos = startEnd;
        else
            break;
    }
    let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
    if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
    }
    const indentSize = indent ? '2' : '1'; // root is at -1
    // Leading | or > is added later
    let header = (startWithSpace ? indentSize : '') + chomp;
    if (comment) {
        header += ' ' + commentString(comment.replace(/ ?[\r\n]+/g, ' '));
        if (onComment)
            onComment();
    }
    if (!literal) {
        const foldedValue = value
            .replace(/\n+/g, '\n$&')
            .replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, '$1$2') // more-indented lines aren't folded
            //                ^ more-ind. ^ empty     ^ capture next empty lines only at end of indent
            .replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== 'folded' && type !== Scalar.Scalar.BLOCK_FOLDED) {
            foldOptions.onOverflow = () => {
                literalFallback = true;
            };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
            return `>${header}\n${indent}${body}`;
    }
    value = value.replace(/\n+/g, `$&${indent}`);
    return `|${header}\n${indent}${start}${value}${end}`;
}
function plainString(item, ctx, onComment, onChompKeep) {
    const { type, value } = item;
    const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
    if ((implicitKey && value.includes('\n')) ||
        (inFlow && /[[\]{},]/.test(value))) {
        return quotedString(value, ctx);
    }
    if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        // not allowed:
        // - '-' or '?'
        // - start with an indicator character (except [?:-]) or /[?-] /
        // - '\n ', ': ' or ' \n' anywhere
        // - '#' not preceded by a non-space char
        // - end with ' ' or ':'
        return implicitKey || inFlow || !value.includes('\n')
            ? quotedString(value, ctx)
            : blockString(item, ctx, onComment, onChompKeep);
    }
    if (!implicitKey &&
        !inFlow &&
        type !== Scalar.Scalar.PLAIN &&
        value.includes('\n')) {
        // Where allowed & type not set explicitly, prefer block style for multiline strings
        return blockString(item, ctx, onComment, onChompKeep);
    }
    if (containsDocumentMarker(value)) {
        if (indent === '') {
            ctx.forceBlockIndent = true;
            return blockString(item, ctx, onComment, onChompKeep);
        }
        else if (implicitKey && indent === indentStep) {
            return quotedString(value, ctx);
        }
    }
    const str = value.replace(/\n+/g, `$&\n${indent}`);
    // Verify that output will be parsed as a string, as e.g. plain numbers and
    // booleans get parsed with those types in v1.2 (e.g. '42', 'true' & '0.9e-3'),
    // and others in v1.1.
    if (actualString) {
        const test = (tag) => tag.default && tag.tag !== 'tag:yaml.org,2002:str' && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
            return quotedString(value, ctx);
    }
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function stringifyString(item, ctx, onComment, onChompKeep) {
    const { implicitKey, inFlow } = ctx;
    const ss = typeof item.value === 'string'
        ? item
        : Object.assign({}, item, { value: String(item.value) });
    let { type } = item;
    if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        // force double quotes on control characters & unpaired surrogates
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
            type = Scalar.Scalar.QUOTE_DOUBLE;
    }
    const _stringify = (_type) => {
        switch (_type) {
            case Scalar.Scalar.BLOCK_FOLDED:
            case Scalar.Scalar.BLOCK_LITERAL:
                return implicitKey || inFlow
                    ? quotedString(ss.value, ctx) // blocks are not valid inside flow containers
                    : blockString(ss, ctx, onComment, onChompKeep);
            case Scalar.Scalar.QUOTE_DOUBLE:
                return doubleQuotedString(ss.value, ctx);
            case Scalar.Scalar.QUOTE_SINGLE:
                return singleQuotedString(ss.value, ctx);
            case Scalar.Scalar.PLAIN:
                return plainString(ss, ctx, onComment, onChompKeep);
            default:
                return null;
        }
    };
    let res = _stringify(type);
    if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = (implicitKey && defaultKeyType) || defaultStringType;
        res = _stringify(t);
        if (res === null)
            throw new Error(`Unsupported default string type ${t}`);
    }
    return res;
}

exports.stringifyString = stringifyString;


/***/ }),

/***/ 204:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove node');
/**
 * Apply a visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
function visit(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        visit_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current node */
visit.SKIP = SKIP;
/** Remove the current node */
visit.REMOVE = REMOVE;
function visit_(key, node, visitor, path) {
    const ctrl = callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visit_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = visit_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = visit_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = visit_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
/**
 * Apply an async visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `Promise`: Must resolve to one of the following values
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
async function visitAsync(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visitAsync.BREAK = BREAK;
/** Do not visit the children of the current node */
visitAsync.SKIP = SKIP;
/** Remove the current node */
visitAsync.REMOVE = REMOVE;
async function visitAsync_(key, node, visitor, path) {
    const ctrl = await callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visitAsync_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = await visitAsync_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = await visitAsync_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = await visitAsync_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
function initVisitor(visitor) {
    if (typeof visitor === 'object' &&
        (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
            Alias: visitor.Node,
            Map: visitor.Node,
            Scalar: visitor.Node,
            Seq: visitor.Node
        }, visitor.Value && {
            Map: visitor.Value,
            Scalar: visitor.Value,
            Seq: visitor.Value
        }, visitor.Collection && {
            Map: visitor.Collection,
            Seq: visitor.Collection
        }, visitor);
    }
    return visitor;
}
function callVisitor(key, node, visitor, path) {
    if (typeof visitor === 'function')
        return visitor(key, node, path);
    if (identity.isMap(node))
        return visitor.Map?.(key, node, path);
    if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path);
    if (identity.isPair(node))
        return visitor.Pair?.(key, node, path);
    if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path);
    if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path);
    return undefined;
}
function replaceNode(key, path, node) {
    const parent = path[path.length - 1];
    if (identity.isCollection(parent)) {
        parent.items[key] = node;
    }
    else if (identity.isPair(parent)) {
        if (key === 'key')
            parent.key = node;
        else
            parent.value = node;
    }
    else if (identity.isDocument(parent)) {
        parent.contents = node;
    }
    else {
        const pt = identity.isAlias(parent) ? 'alias' : 'scalar';
        throw new Error(`Cannot replace node with ${pt} parent`);
    }
}

exports.visit = visit;
exports.visitAsync = visitAsync;


/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __nccwpck_require__(8815);
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
function codeInput(uses) {
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









const SECRET_RULES = [
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
class ExpressionSyntaxError extends Error {
    name = 'ExpressionSyntaxError';
}
const PUNCTUATION = ['==', '!=', '<=', '>=', '&&', '||', '<', '>', '!', '(', ')', '[', ']', ',', '.', '*'];
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
function tokenize(text) {
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
                throw new ExpressionSyntaxError(`invalid number at ${at} in "${text}"`);
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
                throw new ExpressionSyntaxError(`unexpected "${char}" at ${at} in "${text}"`);
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
            throw new ExpressionSyntaxError(`unterminated string in "${text}"`);
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
function embeddedExpressions(text) {
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
function parseExpression(text) {
    const parser = new Parser(tokenize(text), text);
    const expression = parser.expression(0);
    parser.expectEnd();
    return expression;
}
const LEVELS = [['||'], ['&&'], ['==', '!='], ['<', '<=', '>', '>=']];
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
function untrustedPath(root, steps) {
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
function untrustedFields(text, scope = {}) {
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

;// CONCATENATED MODULE: ./src/local-checks/yaml-source.ts
// Parsing repository YAML (workflows, compose files) as data: bounded in size and alias expansion, never
// executed, with a way back from a node to its line. Walking works on nodes (not plain values) so that
// every value keeps its position; aliases are followed one step (no copies, so no expansion bomb).

const MAX_YAML_BYTES = 1024 * 1024;
const MAX_YAML_ALIASES = 100;
function readYaml(text) {
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
    const reading = readYaml(text);
    return 'source' in reading ? reading.source : null;
}
/** A node as plain values, aliases expanded within MAX_YAML_ALIASES; null when over the bound. */
function plain(source, node) {
    const resolved = resolve(source, node);
    if (!(0,dist/* isNode */.Ll)(resolved))
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
function child(source, node, key) {
    const map = resolve(source, node);
    return (0,dist/* isMap */.jh)(map) ? resolve(source, map.get(key, true)) : undefined;
}
function entries(source, node) {
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
function scalarText(node) {
    if (!(0,dist/* isScalar */.jn)(node) || (typeof node.value !== 'string' && typeof node.value !== 'number'))
        return null;
    return { value: String(node.value), node };
}
/** Line of a node's first character. */
function lineOf(source, node) {
    return source.lineAt(node.range?.[0] ?? 0);
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
const PRIVILEGED_TRIGGERS = ['pull_request_target', 'issue_comment', 'workflow_run'];
/** Triggers that anyone can fire (issues, discussions, reviews) with the repository's default token. */
const PUBLIC_TRIGGERS = [
    'issues',
    'discussion',
    'discussion_comment',
    'pull_request_review',
    'pull_request_review_comment',
];
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
            const group = (0,dist/* isSeq */.oP)(step) ? step : (child(source, step, 'parallel') ?? child(source, step, 'steps'));
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

;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
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
    const hash = (0,external_node_crypto_namespaceObject.createHash)('sha256').update(secret).digest('hex');
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
const secrets_KEYWORDS = new KeywordScanner(SECRET_RULES.flatMap((rule) => rule.keywords), { ignoreCase: true });
const RULE_KEYWORDS = SECRET_RULES.map((rule) => {
    const indexes = rule.keywords.map((keyword) => secrets_KEYWORDS.indexOf(keyword));
    const flags = new Uint8Array(secrets_KEYWORDS.keywords.length);
    for (const index of indexes)
        flags[index] = 1;
    return { indexes, flags };
});
/** A text with more matches than this is a dump or a fixture, not a config: the rest add nothing. */
const MAX_MATCHES_PER_TEXT = 200;
/** Every secret in a text, at most one per stretch of text (the most specific rule wins). */
function findSecrets(text, options = {}) {
    const hits = secrets_KEYWORDS.scan(text);
    const found = [];
    for (const [index, rule] of SECRET_RULES.entries()) {
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
    return (!(rule.isPlaceholder ?? isPlaceholder)(secret) &&
        shannonEntropy(secret) >= (rule.minEntropy ?? MIN_ENTROPY) &&
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
const browser_artifacts_HELP = 'Remove the file from the served folder and from the repository, and keep such files out of public ' +
    'roots and build output (.gitignore, build excludes). If it held credentials or personal data, treat them as leaked.';
const BROWSER_ARTIFACTS_RULES = Object.fromEntries(KINDS.map((k) => [
    `browser-artifacts/${k.rule}`,
    rule(`${k.what} in a served folder`, `A public web root or build output holds ${k.what}.`, browser_artifacts_HELP),
]));
function checkBrowserArtifacts(files) {
    const results = [];
    for (const { path } of files) {
        if (!isServedPath(path) || isExamplePath(path))
            continue;
        const kind = KINDS.find((k) => k.matches(baseName(path), path));
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

;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
;// CONCATENATED MODULE: ./src/local-checks/dockerfile.ts
// Reading Dockerfiles and compose files for the container checks: instructions with their line, which
// files are which, and which build context each Dockerfile gets.



function isDockerfile(path) {
    const name = baseName(path);
    return (/^(?:Dockerfile|Containerfile)(?:\..+)?$/i.test(name) || /\.(?:dockerfile|containerfile)$/i.test(name));
}
function isComposeFile(path) {
    return /^(?:docker-)?compose(?:\.[\w-]+)*\.ya?ml$/i.test(baseName(path));
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
        const source = parseYaml(text);
        if (source === null)
            continue;
        for (const [, service] of entries(source, child(source, source.doc.contents, 'services'))) {
            const build = child(source, service, 'build');
            const short = scalarText(build)?.value;
            const context = short ?? scalarText(child(source, build, 'context'))?.value ?? '.';
            const dockerfile = short === undefined
                ? (scalarText(child(source, build, 'dockerfile'))?.value ?? 'Dockerfile')
                : 'Dockerfile';
            if (build === undefined || /^[a-z]+:\/\//i.test(context))
                continue;
            const contextPath = external_node_path_namespaceObject.posix.normalize(external_node_path_namespaceObject.posix.join(dirName(path) || '.', context));
            contexts.set(external_node_path_namespaceObject.posix.normalize(external_node_path_namespaceObject.posix.join(contextPath, dockerfile)), contextPath === '.' ? '' : contextPath);
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
    'container-files/copies-secret-file': rule('Secret file copied into the image', 'A COPY or ADD instruction copies an env file, a private key or a credentials file into an image layer.', 'Pass secrets at build time with `RUN --mount=type=secret` and at run time through the environment or a secret store.'),
    'container-files/context-not-ignored': rule('Whole build context copied without excluding secrets', 'COPY . / ADD . copies the build context, and no .dockerignore keeps `.env` (or the key files in the context) out.', 'Add a .dockerignore next to the context root that excludes `.env`, `.env.*`, `*.pem`, `*.key` and `id_*` (or copy only what the image needs).'),
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
        const dir = contexts.get(dockerfile.path) ?? dirName(dockerfile.path);
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
    const name = baseName(source.replace(/\/+$/, ''));
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
        .filter((p) => p !== null && KEY_FILE.test(external_node_path_namespaceObject.posix.basename(p)) && !(ignore?.excludes(p) ?? false));
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
function runFingerprint(key = fingerprintKey()) {
    return (value) => (0,external_node_crypto_namespaceObject.createHmac)('sha256', key).update(value, 'utf8').digest('base64url');
}
/**
 * A fresh key for `runFingerprint`. The local checks run in a worker thread of this process
 * (`thread.ts`): the head's run and the base's are given the same key so their fingerprints compare.
 */
function fingerprintKey() {
    return (0,external_node_crypto_namespaceObject.randomBytes)(32);
}

;// CONCATENATED MODULE: ./src/local-checks/container-values.ts
// container-values: secret values written into Dockerfile ENV/ARG instructions or compose `environment`
// and `build.args`. ENV and ARG values are stored in the image (`docker history`, `docker inspect`).
// References (`$VAR`, `${VAR}`), empty values, placeholders and stock development passwords are not reported.








const container_values_HELP = 'Do not bake secrets into images or compose files: use `RUN --mount=type=secret` at build time, and ' +
    '`${VAR}` references, env_file (not committed) or compose/swarm secrets at run time. Rotate the exposed value.';
const CONTAINER_VALUES_RULES = {
    'container-values/secret-value': rule('Credential written into a container definition', 'An ENV/ARG instruction or a compose environment entry holds a value shaped like a credential.', container_values_HELP),
    'container-values/secret-name': rule('Literal value for a secret-named container variable', 'An ENV/ARG instruction or a compose environment entry gives a secret-named variable (PASSWORD, TOKEN…) a literal value.', container_values_HELP),
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
    if (value === '' || value.includes('$') || isPlaceholder(value))
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
    if (!looksLikeSecretName(name) ||
        DEFAULT_PASSWORDS.has(value.toLowerCase()) ||
        // `POSTGRES_PASSWORD: mysecretpassword`: a stand-in naming itself, or words describing a value.
        describesItself(value) ||
        isDescriptiveText(value))
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
    const source = parseYaml(text);
    if (source === null)
        return [];
    return entries(source, child(source, source.doc.contents, 'services')).flatMap(([, service]) => [
        ...variables(source, child(source, service, 'environment')),
        ...variables(source, child(source, child(source, service, 'build'), 'args')),
    ]);
}
/** Compose accepts both `KEY: value` maps and `- KEY=value` lists. */
function variables(source, node) {
    const fromMap = entries(source, node).flatMap(([name, valueNode]) => {
        const scalar = scalarText(valueNode);
        return scalar === null ? [] : [{ name, value: scalar.value, line: lineOf(source, scalar.node) }];
    });
    const fromList = items(source, node).flatMap((item) => {
        const scalar = scalarText(item);
        const m = scalar === null ? null : /^([^=]+)=(.*)$/.exec(scalar.value);
        return scalar === null || m === null
            ? []
            : [{ name: m[1] ?? '', value: m[2] ?? '', line: lineOf(source, scalar.node) }];
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
    'public-environment/secret-value': rule('Credential in a browser-published variable', 'A variable that the bundler publishes to the browser holds a value shaped like a credential.', public_environment_HELP),
    'public-environment/secret-name': rule('Secret-named browser-published variable', 'A variable that the bundler publishes to the browser is named like a secret (SECRET, PASSWORD, SERVICE_ROLE…) and has a value.', public_environment_HELP),
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
    const name = baseName(path);
    const prefixed = (read) => (text) => read(text).filter((v) => PUBLIC_PREFIX.test(v.name));
    if (isEnvFile(path))
        return prefixed(envVariables);
    if (CONFIG_FILE.test(name))
        return prefixed(configVariables);
    // Everything under Expo's `extra` ships with the app, whatever its name.
    return name === 'app.json' ? expoExtra : null;
}
/** A finding for one published variable, or null when its value is empty, a placeholder or public by design. */
function public_environment_judge(variable, file) {
    const { name, value, line } = variable;
    if (value === '' || isPlaceholder(value) || PUBLISHABLE_VALUE.test(value) || jwtRole(value) === 'anon')
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
    'database-client/privileged-key-in-browser': rule('Privileged database credential in browser code', 'A database client receives a service-role key or a server secret in browser code, or through a variable whose public prefix publishes it to the browser.', database_client_HELP),
    'database-client/server-variable-in-browser': rule('Server-only database variable read in browser code', 'Browser code passes a server-only (unprefixed) secret variable to a database client: it is undefined in the bundle or, if inlined by a custom build, leaked.', database_client_HELP),
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
        if (!isScriptFile(file.path) || isExamplePath(file.path))
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
    'database-migrations/table-without-rls': rule('Exposed table without row-level security', 'A migration creates a table in the public schema and no migration enables row-level security on it.', 'Add `alter table <name> enable row level security;` and policies that allow only what each role needs.'),
    'database-migrations/broad-grant': rule('Broad grant to an API role', 'A migration grants ALL, INSERT, UPDATE, DELETE or TRUNCATE to anon, public or authenticated on tables without ' +
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

;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: external "node:child_process"
const external_node_child_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");
;// CONCATENATED MODULE: ./src/workspace/git.ts
// Runs git in the checkout and gives back what it printed, or null when git fails (missing, not a
// checkout, an unknown object, over the output bound or the time bound): callers fall back on null.

/** Never wait for a credential prompt: a fetch without access must fail, not hang the job. */
const gitEnv = (extra) => ({ ...process.env, GIT_TERMINAL_PROMPT: '0', ...extra });
function runGit(cwd, args, options = {}) {
    const { maxBuffer = 64 * 1024 * 1024, timeoutMs = 0 } = options;
    return new Promise((resolve) => {
        (0,external_node_child_process_namespaceObject.execFile)('git', args, { cwd, encoding: 'buffer', maxBuffer, timeout: timeoutMs, env: gitEnv(options.env) }, (error, stdout, stderr) => {
            if (error === null)
                options.stderr?.(stderr.toString('utf8'));
            resolve(error === null ? stdout : null);
        });
    });
}
const UNITS = { bytes: 1, KiB: 1024, MiB: 1024 ** 2, GiB: 1024 ** 3 };
/**
 * `git fetch` bounded in time and in the bytes it receives (as its progress on stderr counts them): over
 * either bound it is stopped and the fetch fails. True when it succeeded.
 */
function fetchBounded(cwd, args, options) {
    return new Promise((resolve) => {
        // A kept pack (unpackLimit 1) is received by index-pack, whose progress counts the bytes, and shown
        // from the start (no progress delay), so the bound holds for a small, fast fetch as well.
        const git = spawn('git', ['-c', 'fetch.unpackLimit=1', 'fetch', '--progress', ...args], {
            cwd,
            env: gitEnv({ ...options.env, GIT_PROGRESS_DELAY: '0' }),
            stdio: ['ignore', 'ignore', 'pipe'],
            // Its own process group, so that stopping it stops the index-pack receiving the pack too.
            detached: true,
        });
        let stopped = false;
        const stop = () => {
            stopped = true;
            try {
                if (git.pid !== undefined)
                    process.kill(-git.pid, 'SIGTERM');
            }
            catch {
                // Already gone.
            }
        };
        const timer = setTimeout(stop, options.timeoutMs);
        let tail = '';
        git.stderr.on('data', (chunk) => {
            // `Receiving objects: 42% (420/1000), 12.50 MiB | 3.00 MiB/s`: the size received, not the rate. Lines
            // end in \r; a short tail keeps a line split across chunks readable.
            tail = (tail + chunk.toString('utf8')).slice(-300);
            const sizes = [...tail.matchAll(/Receiving objects:[^\r\n,]*, (\d+(?:\.\d+)?) (bytes|KiB|MiB|GiB)/g)];
            const last = sizes.at(-1);
            if (last && Number(last[1]) * (UNITS[last[2] ?? 'bytes'] ?? 1) > options.maxBytes)
                stop();
        });
        git.once('error', () => {
            clearTimeout(timer);
            resolve(false);
        });
        git.once('close', (code) => {
            clearTimeout(timer);
            // Stopped over a bound, the fetch fails even when git finished before the signal reached it.
            resolve(code === 0 && !stopped);
        });
    });
}

;// CONCATENATED MODULE: ./src/workspace/git-tracked.ts
// The files git tracks in a checkout: what the lock-file discovery and the local checks read first.

/** Room for the listing of a very large monorepo (a few million paths). */
const MAX_LISTING_BYTES = 512 * 1024 * 1024;
/** Workspace-relative paths, or null when the folder is not a git checkout (or git is missing or refuses it). */
async function gitTrackedFiles(workspace) {
    // quotepath=off: paths come back as they are, not octal-escaped.
    const listing = await runGit(workspace, ['-c', 'core.quotepath=off', 'ls-files', '-z'], {
        maxBuffer: MAX_LISTING_BYTES,
    });
    return listing === null
        ? null
        : listing
            .toString('utf8')
            .split('\0')
            .filter((path) => path !== '');
}

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
    const tracked = await gitTrackedFiles(workspace);
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
    const entries = (0,external_node_fs_namespaceObject.readdirSync)((0,external_node_path_namespaceObject.join)(root, prefix), { withFileTypes: true }).sort((a, b) => a.name < b.name ? -1 : 1);
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
    const rootReal = (0,external_node_fs_namespaceObject.realpathSync)(root);
    const known = new Map();
    return (folder) => {
        let real = known.get(folder);
        if (real === undefined) {
            real = folder === '' || (0,external_node_fs_namespaceObject.realpathSync)((0,external_node_path_namespaceObject.join)(root, folder)) === (0,external_node_path_namespaceObject.join)(rootReal, folder);
            known.set(folder, real);
        }
        return real;
    };
}
function openFile({ root, maxBytes, skipped, inRealFolder }, path) {
    const absolute = (0,external_node_path_namespaceObject.join)(root, path);
    let size;
    try {
        const stat = (0,external_node_fs_namespaceObject.lstatSync)(absolute);
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
        return (0,external_node_fs_namespaceObject.readFileSync)(path);
    }
    catch {
        return null;
    }
}
function skip(skipped, path, reason) {
    skipped.push({ path, reason });
    return null;
}

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
        regions.push({ first: test_modules_lineOf(text, match.index), last: test_modules_lineOf(text, close) });
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
function test_modules_lineOf(text, offset) {
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






const TRACKED_SECRETS_RULES = secretRuleCatalogue('tracked-secrets', 'in a tracked file', 'Revoke or rotate the credential first (it is in the repository history), then remove it from the file and ' +
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





const GIT_HISTORY_RULES = secretRuleCatalogue('git-history', 'in the git history', 'The credential was committed and later removed, but every clone still holds it. Revoke or rotate it; ' +
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

;// CONCATENATED MODULE: external "node:readline"
const external_node_readline_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:readline");
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
        for await (const line of (0,external_node_readline_namespaceObject.createInterface)({ input: git.stdout })) {
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
    const git = (0,external_node_child_process_namespaceObject.spawn)('git', args, { cwd: workspace, stdio: ['ignore', 'pipe', 'pipe'] });
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
    const answer = await runGit(workspace, ['rev-list', '--count', range, '--']);
    const count = Number.parseInt(answer?.toString('utf8') ?? '', 10);
    return Number.isSafeInteger(count) ? count : null;
}
async function isShallow(workspace) {
    const answer = await runGit(workspace, ['rev-parse', '--is-shallow-repository']);
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

;// CONCATENATED MODULE: ./src/local-checks/partial-checks.ts
/** More results than this from one check are cut (with a note): past it, the repository needs a cleanup, not a list. */
const MAX_RESULTS_PER_CHECK = 1000;
/**
 * The checks of a run whose results are not the whole of what they cover: results cut at
 * MAX_RESULTS_PER_CHECK, a history read partly (a shallow clone, a bound, git stopping) or not at all.
 * Their results are still reported; what they left out is said apart, so nothing takes them for the whole.
 */
function partialChecks(run) {
    const partial = [];
    for (const [id, stats] of Object.entries(run.perCheck)) {
        if (stats.results > MAX_RESULTS_PER_CHECK)
            partial.push({ id, why: `${stats.results} results, only the first ${MAX_RESULTS_PER_CHECK} kept` });
    }
    const history = run.history;
    if (history === undefined)
        return partial;
    // Nothing read and nothing counted: git could not read the history at all (not a checkout, no commits).
    if (history.commitsRead === 0 && history.commitsInRange === null)
        partial.push({ id: 'git-history', why: 'no git history could be read' });
    else if (history.gaps.length > 0)
        partial.push({ id: 'git-history', why: `history read partly (${history.gaps.join('; ')})` });
    return partial;
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
    'source-maps/map-file': rule('Source map in a served folder', "A *.map file sits in a public web root or in a site's build output.", source_maps_HELP),
    'source-maps/map-reference': rule('Served script points to a source map', "A script or stylesheet in a public web root or a site's build output ends with a sourceMappingURL comment.", source_maps_HELP),
    'source-maps/inline-map': rule('Served script embeds its source map', "A script or stylesheet in a public web root or a site's build output carries its source map inline (data: URL).", source_maps_HELP),
};
const MAPPING_COMMENT = /^[ \t]*(?:\/\/|\/\*)[#@][ \t]*sourceMappingURL=([^\s*]+)/gm;
/** Build output: served only when it is a site's (see servedToBrowsers). */
const BUILD_OUTPUT = new Set(['dist', 'build', 'out']);
const DECLARATION_MAP = /\.d\.[cm]?ts\.map$/;
const PAGE = /\.html?$/i;
function checkSourceMaps(files) {
    const pageFolders = new Set(files.filter((f) => PAGE.test(f.path)).map((f) => dirName(f.path)));
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
    if (!isServedPath(path))
        return false;
    const folders = dirName(path).split('/');
    const withoutBuildOutput = [...folders.filter((f) => !BUILD_OUTPUT.has(f)), baseName(path)].join('/');
    if (isServedPath(withoutBuildOutput))
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

;// CONCATENATED MODULE: ./src/settings/choices.ts
// Allowed values of the enumerated inputs, in one place for the parser, the docs and the tests.
const COMMANDS = (/* unused pure expression or super */ null && ([
    'scan',
    'monitor',
    'repository-check',
    'quick-check',
    'verify-ownership',
    'dns-recheck',
    'collect',
    'report',
]));
// What each command reads, needs and does is its spec's (src/commands/<name>/spec.ts); this list only names them.
const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'];
const FAIL_ON = [...SEVERITIES, 'never'];
const SCAN_KINDS = (/* unused pure expression or super */ null && (['pulse', 'deep', 'none']));
const ROUTES = (/* unused pure expression or super */ null && (['agent', 'legacy']));
/** What a wait that ended before a final status does to the gate (`on-timeout`). */
const ON_TIMEOUT = (/* unused pure expression or super */ null && (['fail', 'warn']));
/** Which packages' advisories fail the gate: `runtime` leaves out those the lock files mark development. */
const DEPENDENCY_SCOPES = (/* unused pure expression or super */ null && (['all', 'runtime']));
const FAIL_SCOPES = (/* unused pure expression or super */ null && (['new', 'all', 'auto']));
const COMMENT_MODES = (/* unused pure expression or super */ null && (['always', 'on-change', 'on-failure', 'never']));
/** What a fork's pull-request run without a key does (`fork-pull-requests`). */
const FORK_MODES = (/* unused pure expression or super */ null && (['skip', 'fail']));
const VERIFY_METHODS = (/* unused pure expression or super */ null && (['dns', 'file', 'meta']));
const MONITOR_VIEWS = (/* unused pure expression or super */ null && (['latest', 'sites', 'exploited', 'following']));
const MONITOR_KINDS = (/* unused pure expression or super */ null && (['all', 'vulnerability', 'malicious_package']));
const MONITOR_ECOSYSTEMS = (/* unused pure expression or super */ null && (['all', 'npm', 'pypi', 'composer', 'wordpress']));
const MONITOR_SEVERITIES = (/* unused pure expression or super */ null && (['all', 'critical', 'high', 'medium', 'low', 'unknown']));
/** How the monitor keeps its issues (`monitor-issues`): one per new advisory, or one per site kept current. */
const MONITOR_ISSUE_MODES = (/* unused pure expression or super */ null && (['per-advisory', 'dashboard']));
const REPOSITORY_CHECK_MODES = (/* unused pure expression or super */ null && (['skill', 'app']));
const REPOSITORY_CHECK_DEPTHS = (/* unused pure expression or super */ null && (['free', 'deep']));
/** The spec's ten local check ids (Local assessment admission). */
const LOCAL_CHECK_IDS = (/* unused pure expression or super */ null && ([
    'tracked-secrets',
    'public-environment',
    'browser-artifacts',
    'database-client',
    'database-migrations',
    'git-history',
    'container-files',
    'container-values',
    'actions-injection',
    'source-maps',
]));
/** Events on which `fail-scope: auto` means `new`: the change is what is judged. */
const CHANGE_EVENTS = (/* unused pure expression or super */ null && (['pull_request', 'pull_request_target', 'merge_group']));
const isChangeEvent = (eventName) => CHANGE_EVENTS.includes(eventName);

;// CONCATENATED MODULE: ./src/local-checks/types.ts


;// CONCATENATED MODULE: ./src/local-checks/index.ts
// The local repository checks: enumerate the workspace once, run the chosen checks over it, and report
// results with per-check counts and times. Checks are pure functions over the file list; only the file
// enumeration and the git history reader touch the disk or spawn git.

















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
    ...ACTIONS_INJECTION_RULES,
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
    'actions-injection': checkActionsInjection,
    'source-maps': checkSourceMaps,
};
async function runLocalChecks(workspace, checkIds, options) {
    const { files, skipped, source } = await enumerateFiles(workspace, options.files);
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

;// CONCATENATED MODULE: ./src/local-checks/thread.ts
// The local checks in a worker thread. They read and match every file of the checkout (seconds of CPU on a
// large repository), which on the main thread would hold up the scan's polls, the cancellation signal and
// every timer. The worker gets plain data and sends back the run; a worker that fails, or stops without a
// run, rejects: never an empty run, which would pass what was not checked.

/**
 * The worker's module: `thread-worker.ts` beside this file in the sources; in dist/, where ncc bundles
 * it as an entry of its own (scripts/build.ts), `local-checks-worker.js` beside the chunk holding this.
 */
function workerEntry() {
    const here = import.meta.url;
    return new URL(here.endsWith('.ts') ? './thread-worker.ts' : './local-checks-worker.js', here);
}
/**
 * How long a cancelled worker has to stop its git read (killing git) before it is ended: its answer is not
 * waited for (the runner's grace period is short), only its child process is given the chance to go.
 */
const ABORT_GRACE_MS = 250;
/** The message that asks the worker to stop (thread-worker.ts). */
const ABORT = 'abort';
/** Runs the checks in a worker; `signal` rejects at once, and ends the worker (see ABORT_GRACE_MS). */
function runLocalChecksInThread(request, signal, entry = workerEntry()) {
    signal.throwIfAborted();
    return new Promise((resolve, reject) => {
        const worker = new Worker(entry, { workerData: request });
        let settled = false;
        const settle = (done, graceMs = 0) => {
            if (settled)
                return;
            settled = true;
            signal.removeEventListener('abort', onAbort);
            done();
            if (graceMs === 0) {
                void worker.terminate();
                return;
            }
            worker.postMessage(ABORT);
            setTimeout(() => void worker.terminate(), graceMs);
        };
        const onAbort = () => settle(() => reject(abortReason(signal)), ABORT_GRACE_MS);
        signal.addEventListener('abort', onAbort, { once: true });
        worker.on('message', (answer) => settle(() => answer.ok ? resolve(answer.run) : reject(new Error(`the local checks failed: ${answer.message}`))));
        worker.on('error', (error) => settle(() => reject(new Error(`the local checks' worker failed: ${error.message}`))));
        worker.on('exit', (code) => settle(() => reject(new Error(`the local checks' worker stopped (exit code ${code}) without a result`))));
    });
}
/** What the run was aborted with (`cancelled by SIGINT`), as the waits and requests throw it. */
function abortReason(signal) {
    const reason = signal.reason;
    return reason instanceof Error ? reason : new Error(String(reason));
}

;// CONCATENATED MODULE: ./src/local-checks/thread-worker.ts
// The worker thread's entry (see thread.ts): runs the checks it is given and posts the run back. Built as
// an entry of its own into dist/local-checks-worker.js.




const request = external_node_worker_threads_namespaceObject.workerData;
const handedOver = performance.now();
// A cancelled run asks the checks to stop, so the git-history read kills git before the thread is ended.
const stop = new AbortController();
external_node_worker_threads_namespaceObject.parentPort?.on('message', (message) => {
    if (message === ABORT)
        stop.abort();
});
runLocalChecks(request.workspace, request.checks, {
    // The run's clock cannot cross threads: it goes on from where it stood when the work was handed over.
    now: () => request.startedAt + (performance.now() - handedOver),
    fingerprint: runFingerprint(request.fingerprintKey),
    signal: stop.signal,
    ...(request.history === undefined ? {} : { history: request.history }),
}).then((run) => post({ ok: true, run }), (error) => post({ ok: false, message: error instanceof Error ? error.message : String(error) }));
function post(answer) {
    external_node_worker_threads_namespaceObject.parentPort?.postMessage(answer);
}

