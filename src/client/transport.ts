import http from 'node:http';
import https from 'node:https';

/** One HTTP exchange, as the client's core needs it: no retries, no JSON, no status rules. */
export interface Exchange {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
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

/** Exchanges through node's own HTTP, the connections kept alive for the next request until closed. */
export function nodeTransport(): Transport {
  const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };
  return {
    send: ({ method, url, headers, body, signal }) =>
      new Promise((resolve, reject) => {
        const protocol = new URL(url).protocol as keyof typeof agents;
        const client = protocol === 'https:' ? https : http;
        const request = client.request(url, { method, headers, signal, agent: agents[protocol] }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }));
        });
        request.on('error', reject);
        request.end(body);
      }),
    close: async () => {
      for (const agent of Object.values(agents)) agent.destroy();
    },
  };
}
