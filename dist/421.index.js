export const id = 421;
export const ids = [421];
export const modules = {

/***/ 43421:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reportSummary: () => (/* binding */ reportSummary)
/* harmony export */ });
/* harmony import */ var _render_summary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61692);
// The report run's own sections of the job summary: the policy only (the scan's summary it posts is the
// scan's spec's, written by ./index.ts).

const reportSummary = (r) => [(0,_render_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .policySection */ .U4)(r)];


/***/ })

};
