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

declare module 'undici/lib/api/index.js' {
  /** request, stream, pipeline, connect, upgrade: the methods undici's index puts on Dispatcher. */
  const api: Record<string, unknown>;
  export default api;
}
