export const id = 579;
export const ids = [579];
export const modules = {

/***/ 84579:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runLocalChecksInThread: () => (/* binding */ runLocalChecksInThread)
/* harmony export */ });
/* unused harmony exports workerEntry, ABORT */
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
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
        const worker = new node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.Worker(entry, { workerData: request });
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


/***/ })

};
