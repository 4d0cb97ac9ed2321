import { Client } from 'undici';

/** One request, described once and sent as often as a measurement needs. */
export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface BenchResponse {
  status: number;
  contentType: string | undefined;
  body: Buffer;
}

/** One keep-alive connection with one request in flight at a time, on undici. */
export class Connection {
  private constructor(private readonly client: Client) {}

  static connect(host: string, port: number): Connection {
    return new Connection(new Client(`http://${host}:${port}`, { pipelining: 1 }));
  }

  async send(request: BenchRequest): Promise<BenchResponse> {
    const response = await this.client.request(request);
    const type = response.headers['content-type'];
    return {
      status: response.statusCode,
      contentType: Array.isArray(type) ? type[0] : type,
      body: Buffer.from(await response.body.arrayBuffer()),
    };
  }

  close(): Promise<void> {
    return this.client.close();
  }
}
