export const id = 269;
export const ids = [269];
export const modules = {

/***/ 78269:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  verifyOwnershipSummary: () => (/* binding */ verifyOwnershipSummary)
});

// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(42495);
// EXTERNAL MODULE: ./src/render/untrusted.ts + 2 modules
var untrusted = __webpack_require__(50589);
;// CONCATENATED MODULE: ./src/render/verification-summary.ts


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

// EXTERNAL MODULE: ./src/render/summary.ts
var summary = __webpack_require__(61692);
;// CONCATENATED MODULE: ./src/commands/verify-ownership/summary.ts
// The ownership verification's sections of the job summary, in order; loaded with the report side.


const verifyOwnershipSummary = (r) => [verificationSection(r), (0,summary/* policySection */.U4)(r)];


/***/ })

};
