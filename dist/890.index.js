export const id = 890;
export const ids = [890];
export const modules = {

/***/ 60890:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   repositoryCheckSummary: () => (/* binding */ repositoryCheckSummary)
/* harmony export */ });
/* harmony import */ var _render_repository_summary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64875);
/* harmony import */ var _render_summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61692);
// The repository check's sections of the job summary, in order; loaded with the report side, after the run.


const repositoryCheckSummary = (r) => [(0,_render_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .policySection */ .U4)(r), (0,_render_repository_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .repositoryChecksSection */ .d)(r)];


/***/ })

};
