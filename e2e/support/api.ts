import type { APIRequestContext } from 'playwright-core';

/** The write envelope every PUT/POST answers with. */
export type Envelope<T> = {
  success: boolean;
  result?: T;
  errors: string[];
  warnings: string[];
  messages: string[];
};

/**
 * JSON calls to the running server with a browser context's cookies (`context.request`), so a
 * call made here is made as whoever is signed in there, exactly as the web app would make it.
 */
export class Api {
  constructor(
    private readonly request: APIRequestContext,
    private readonly baseUrl: string,
  ) {}

  /** A GET answering JSON (null for 204). */
  async get<T>(path: string): Promise<T> {
    const response = await this.request.get(this.baseUrl + path, { failOnStatusCode: false });
    if (response.status() === 204) return null as T;
    if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** A write, answering the HTTP status and the envelope (refusals are answers, not exceptions). */
  async send<T>(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    data: unknown,
  ): Promise<{ status: number; body: Envelope<T> }> {
    const response = await this.request.fetch(this.baseUrl + path, { method, data, failOnStatusCode: false });
    const text = await response.text();
    try {
      return { status: response.status(), body: JSON.parse(text) as Envelope<T> };
    } catch {
      throw new Error(`${method} ${path} answered ${response.status()} with no JSON: ${text.slice(0, 200)}`);
    }
  }

  /** A write that must succeed; answers its result. */
  async write<T>(method: 'POST' | 'PUT' | 'PATCH', path: string, data: unknown): Promise<T> {
    const { status, body } = await this.send<T>(method, path, data);
    if (status >= 400 || !body.success) {
      throw new Error(`${method} ${path} was refused (${status}): ${JSON.stringify(body)}`);
    }
    return body.result as T;
  }
}
