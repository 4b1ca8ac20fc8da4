export const id = 501;
export const ids = [501];
export const modules = {

/***/ 16501:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fingerprintKey: () => (/* binding */ fingerprintKey)
/* harmony export */ });
/* unused harmony exports reportingSecret, heldSecret, runFingerprint */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
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
    return (value) => createHmac('sha256', key).update(value, 'utf8').digest('base64url');
}
/**
 * A fresh key for `runFingerprint`. The local checks run in a worker thread of this process
 * (`thread.ts`): the head's run and the base's are given the same key so their fingerprints compare.
 */
function fingerprintKey() {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(32);
}


/***/ })

};
