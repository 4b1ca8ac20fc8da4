export const id = 518;
export const ids = [518];
export const modules = {

/***/ 89518:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   partialChecks: () => (/* binding */ partialChecks)
/* harmony export */ });
/* unused harmony export MAX_RESULTS_PER_CHECK */
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


/***/ })

};
