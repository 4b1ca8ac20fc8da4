// Types for the undici modules the client loads by path (see undici.ts).
declare module 'undici/lib/dispatcher/dispatcher.js' {
  import { Dispatcher } from 'undici';
  export default Dispatcher;
}

declare module 'undici/lib/dispatcher/agent.js' {
  import { Agent } from 'undici';
  export default Agent;
}

declare module 'undici/lib/dispatcher/env-http-proxy-agent.js' {
  import { EnvHttpProxyAgent } from 'undici';
  export default EnvHttpProxyAgent;
}

// Two of the methods undici's index puts on Dispatcher.prototype (called with the dispatcher as `this`).
declare module 'undici/lib/api/api-request.js' {
  const request: (...args: never[]) => unknown;
  export default request;
}

declare module 'undici/lib/api/api-connect.js' {
  const connect: (...args: never[]) => unknown;
  export default connect;
}
