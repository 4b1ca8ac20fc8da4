export const id = 479;
export const ids = [479];
export const modules = {

/***/ 11479:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   collectSummary: () => (/* binding */ collectSummary)
/* harmony export */ });
/* harmony import */ var _render_summary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61692);
// The collect run's sections of the job summary: the policy only (what it wrote is in the log).

const collectSummary = (r) => [(0,_render_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .policySection */ .U4)(r)];


/***/ })

};
