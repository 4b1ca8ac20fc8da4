// The parts of undici the client uses, loaded by path rather than through undici's index, which loads
// all of undici (fetch, WebSocket, mocks, cache stores) and costs most of the action's cold start.
import api from 'undici/lib/api/index.js';
import Dispatcher from 'undici/lib/dispatcher/dispatcher.js';

// What undici's index does on load: the request methods live on every dispatcher (the proxy agent's
// CONNECT uses them too). Same prototype, same methods, so a later import of undici's index changes nothing.
Object.assign(Dispatcher.prototype, api);

export { default as Agent } from 'undici/lib/dispatcher/agent.js';
export { default as EnvHttpProxyAgent } from 'undici/lib/dispatcher/env-http-proxy-agent.js';
