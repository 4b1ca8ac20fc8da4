// The parts of undici the client uses, loaded by path rather than through undici's index, which loads
// all of undici (fetch, WebSocket, mocks, cache stores) and costs most of the action's cold start.
import request from 'undici/lib/api/api-request.js';
import Dispatcher from 'undici/lib/dispatcher/dispatcher.js';

// What undici's index does on load, for the one method the client calls: request() lives on every
// dispatcher. Same prototype, same function, so a later import of undici's index changes nothing.
Object.assign(Dispatcher.prototype, { request });

export { default as Agent } from 'undici/lib/dispatcher/agent.js';
