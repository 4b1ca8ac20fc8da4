export const id = 421;
export const ids = [421];
export const modules = {

/***/ 43421:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reportSummary: () => (/* binding */ reportSummary)
/* harmony export */ });
const reportSummary = () => [];


/***/ })

};
