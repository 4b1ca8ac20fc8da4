export const id = 759;
export const ids = [759];
export const modules = {

/***/ 82759:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EnvHttpProxyAgent: () => (/* reexport default from dynamic */ undici_lib_dispatcher_env_http_proxy_agent_js__WEBPACK_IMPORTED_MODULE_2___default.a)
/* harmony export */ });
/* harmony import */ var undici_lib_api_api_connect_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34660);
/* harmony import */ var undici_lib_api_api_connect_js__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(undici_lib_api_api_connect_js__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var undici_lib_dispatcher_dispatcher_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(30883);
/* harmony import */ var undici_lib_dispatcher_dispatcher_js__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(undici_lib_dispatcher_dispatcher_js__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var undici_lib_dispatcher_env_http_proxy_agent_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53137);
/* harmony import */ var undici_lib_dispatcher_env_http_proxy_agent_js__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(undici_lib_dispatcher_env_http_proxy_agent_js__WEBPACK_IMPORTED_MODULE_2__);
// undici's proxy agent, loaded only when a proxy variable is set (see createDispatcher): with its
// SOCKS5 parts it is the largest piece of undici a direct connection never runs.


// The proxy agent opens its tunnel with the dispatcher's connect(), which undici's index would add.
Object.assign((undici_lib_dispatcher_dispatcher_js__WEBPACK_IMPORTED_MODULE_1___default().prototype), { connect: (undici_lib_api_api_connect_js__WEBPACK_IMPORTED_MODULE_0___default()) });



/***/ })

};
