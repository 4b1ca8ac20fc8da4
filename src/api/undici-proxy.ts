// undici's proxy agent, loaded only when a proxy variable is set (see createDispatcher): with its
// SOCKS5 parts it is the largest piece of undici a direct connection never runs.
import connect from 'undici/lib/api/api-connect.js';
import Dispatcher from 'undici/lib/dispatcher/dispatcher.js';

// The proxy agent opens its tunnel with the dispatcher's connect(), which undici's index would add.
Object.assign(Dispatcher.prototype, { connect });

export { default as EnvHttpProxyAgent } from 'undici/lib/dispatcher/env-http-proxy-agent.js';
