import http from 'node:http';
import type https from 'node:https';

/** One HTTP exchange, as the client's core needs it: no retries, no JSON, no status rules. */
export interface Exchange {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  signal: AbortSignal;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

/** Sends exchanges and keeps their connections alive until closed. */
export interface Transport {
  send(exchange: Exchange): Promise<Answer>;
  close(): Promise<void>;
}

/** node:http, or node:https (TLS and all) loaded only for an https URL: a sandbox on this machine is plain HTTP. */
const moduleFor = async (protocol: string): Promise<typeof http | typeof https> => (protocol === 'https:' ? (await import('node:https')).default : http);

/** Exchanges through node's own HTTP, the connections kept alive for the next request until closed. */
export function nodeTransport(): Transport {
  const agents = new Map<string, http.Agent>();
  return {
    async send({ method, url, headers, body, signal }) {
      const { protocol } = new URL(url);
      const client = await moduleFor(protocol);
      let agent = agents.get(protocol);
      if (!agent) agents.set(protocol, (agent = new client.Agent({ keepAlive: true })));
      return new Promise((resolve, reject) => {
        const request = client.request(url, { method, headers, signal, agent }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }));
        });
        request.on('error', reject);
        request.end(body);
      });
    },
    close: async () => {
      for (const agent of agents.values()) agent.destroy();
    },
  };
}
