import { EnvHttpProxyAgent, request, type Dispatcher } from 'undici';
import type { Transport } from './transport.js';

/** Exchanges through undici: the dispatcher given, else an agent that goes through the proxy the environment names. */
export function undiciTransport(given: Dispatcher | undefined): Transport {
  const dispatcher = given ?? new EnvHttpProxyAgent();
  return {
    async send({ method, url, headers, body, signal }) {
      const response = await request(url, { method, dispatcher, signal, headers, body });
      return { status: response.statusCode, headers: response.headers, bytes: Buffer.from(await response.body.arrayBuffer()) };
    },
    // A dispatcher given in the options is its owner's to close.
    close: async () => {
      if (!given) await dispatcher.close();
    },
  };
}
