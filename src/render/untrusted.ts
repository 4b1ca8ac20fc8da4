// The neutralisers (src/neutralise/, one module per destination) under the names the renderers and the
// toolkit use: text from the service, the scanned site or the repository goes through one of these.
export { logText } from '../neutralise/workflow-command.ts';
export { md, mdCodeBlock, mdLink } from '../neutralise/markdown.ts';
export { plainText, plainTitle } from '../neutralise/plain-text.ts';
