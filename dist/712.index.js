export const id = 712;
export const ids = [712];
export const modules = {

/***/ 37712:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fetchEnv: () => (/* binding */ fetchEnv)
/* harmony export */ });
/* unused harmony export hasPersistedCredential */
/* harmony import */ var _workspace_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(87848);

/** Whether git's configuration (any scope, includes followed) already sends a header to the server. */
async function hasPersistedCredential(workspace, serverUrl) {
    const out = await (0,_workspace_git_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .E)(workspace, ['config', '--includes', '--get-regexp', '^http\\..*extraheader$'], {
        timeoutMs: 10_000,
    });
    if (out === null)
        return false;
    const server = `${serverUrl.replace(/\/+$/, '')}/`.toLowerCase();
    return out
        .toString('utf8')
        .split('\n')
        .some((line) => {
        const [key = '', ...value] = line.split(' ');
        const url = key.slice('http.'.length, -'.extraheader'.length).toLowerCase();
        // `http.extraheader` (every server) or a URL prefix of the server's; an empty value sends nothing.
        return value.join(' ').trim() !== '' && (url === '' || server.startsWith(url));
    });
}
/**
 * The environment a fetch needs: nothing when a credential is persisted or there is no token; else the
 * token as an extra header for the server only, after an empty value that drops any header set elsewhere.
 * `mask` gets the header value before anything could print it.
 */
async function fetchEnv(workspace, serverUrl, token, mask, env = process.env) {
    if (token === '' || (await hasPersistedCredential(workspace, serverUrl)))
        return undefined;
    const basic = Buffer.from(`x-access-token:${token}`).toString('base64');
    mask(basic);
    const key = `http.${serverUrl.replace(/\/+$/, '')}/.extraheader`;
    // Entries the runner's environment already holds keep their numbers; ours come after them.
    const first = Number(env.GIT_CONFIG_COUNT) || 0;
    return {
        GIT_CONFIG_COUNT: String(first + 2),
        [`GIT_CONFIG_KEY_${first}`]: key,
        [`GIT_CONFIG_VALUE_${first}`]: '',
        [`GIT_CONFIG_KEY_${first + 1}`]: key,
        [`GIT_CONFIG_VALUE_${first + 1}`]: `AUTHORIZATION: basic ${basic}`,
    };
}


/***/ })

};
