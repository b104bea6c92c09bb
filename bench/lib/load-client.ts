import http from 'node:http';
import { cookieNames, csrfHeaderName } from '@sparesfinder/contracts/routes';

/**
 * The HTTP side of the mixed-load bench (bench/mixed-load.bench.ts): real requests over keep-alive sockets
 * (node:http with a keep-alive Agent, one socket per virtual user at most), a signed-in session per user that
 * sends its cookies and echoes the double-submit CSRF token on every write as the web app does
 * (apps/web/src/lib/api-client.ts), and a recorder of every timed call by kind.
 */

export interface Answer {
  status: number;
  text: string;
}

export class RequestTimeout extends Error {
  constructor(milliseconds: number) {
    super(`no answer within ${milliseconds} ms`);
  }
}

export interface KeepAliveClient {
  send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer>;
  close(): void;
}

export function keepAliveClient(
  baseUrl: string,
  options: { sockets: number; timeoutMs: number },
): KeepAliveClient {
  const url = new URL(baseUrl);
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: options.sockets,
    maxFreeSockets: options.sockets,
    scheduling: 'lifo',
  });
  return {
    send(method, path, headers, body) {
      return new Promise<Answer>((resolve, reject) => {
        const request = http.request(
          {
            host: url.hostname,
            port: url.port,
            method,
            path,
            agent,
            headers:
              body === undefined
                ? headers
                : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
            );
            response.on('error', reject);
          },
        );
        // Socket inactivity: no byte of the answer for timeoutMs counts as a timeout (an error in the results).
        request.setTimeout(options.timeoutMs, () => request.destroy(new RequestTimeout(options.timeoutMs)));
        request.on('error', reject);
        request.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}

/** One timed call. `outcome`: ok (2xx), refusal (a non-2xx that is the shop's correct answer for the data), error. */
export interface Sample {
  kind: string;
  startedAt: number;
  ms: number;
  status: number;
  outcome: 'ok' | 'refusal' | 'error';
  detail?: string;
  user: number;
}

/** Collects samples while `recording` is on (the measured window); warm-up calls are not kept. */
export class Recorder {
  readonly samples: Sample[] = [];
  recording = false;
  windowStart = 0;
  windowEnd = Number.POSITIVE_INFINITY;

  add(sample: Sample) {
    if (this.recording && sample.startedAt >= this.windowStart && sample.startedAt < this.windowEnd)
      this.samples.push(sample);
  }
}

/** Spaces request starts to at most `perSecond` over all users (--rate); unpaced when undefined. */
export function pacer(perSecond: number | undefined) {
  if (!perSecond) return async () => undefined;
  const gap = 1000 / perSecond;
  let next = performance.now();
  return async () => {
    const now = performance.now();
    next = Math.max(next + gap, now - gap * 4);
    const wait = next - now;
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
  };
}

export interface CallOptions {
  /** Statuses that are the shop's correct answer for this data (e.g. 422 sold out): counted as refusals, not errors. */
  refusals?: readonly number[];
}

/** A signed-in user's session: its cookies, its CSRF token, and timed calls recorded by kind. */
export class ShopSession {
  private readonly xsrf: string;

  constructor(
    private readonly client: KeepAliveClient,
    private readonly cookie: string,
    private readonly recorder: Recorder,
    readonly user: number,
    private readonly pace: () => Promise<void>,
  ) {
    this.xsrf = new RegExp(`${cookieNames.csrf}=([^;]+)`).exec(cookie)?.[1] ?? '';
  }

  get(kind: string, path: string, options?: CallOptions) {
    return this.call(kind, 'GET', path, undefined, options);
  }

  post(kind: string, path: string, body: unknown, options?: CallOptions) {
    return this.call(kind, 'POST', path, JSON.stringify(body), options);
  }

  /**
   * A page load (the document, as a browser's navigation asks for it): its HTML, or undefined. Uncompressed, so the
   * shop's Brotli for a rendered page (about a millisecond) is not in the figures.
   */
  async page(kind: string, path: string): Promise<string | undefined> {
    const answer = await this.call(kind, 'GET', path, undefined, {}, 'text/html,application/xhtml+xml');
    return typeof answer?.json === 'string' ? answer.json : undefined;
  }

  /** Answers the parsed JSON body of a 2xx (undefined for a refusal or an error, which are recorded). */
  private async call(
    kind: string,
    method: 'GET' | 'POST',
    path: string,
    body: string | undefined,
    options: CallOptions = {},
    accept = 'application/json',
  ): Promise<{ status: number; json: unknown } | undefined> {
    await this.pace();
    const headers: Record<string, string> = { accept, cookie: this.cookie };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET') headers[csrfHeaderName] = this.xsrf;
    const startedAt = performance.now();
    try {
      const answer = await this.client.send(method, path, headers, body);
      const ms = performance.now() - startedAt;
      const ok = answer.status >= 200 && answer.status < 300;
      const refusal = !ok && (options.refusals ?? []).includes(answer.status);
      const detail = ok ? undefined : answer.text.slice(0, 200);
      this.recorder.add({
        kind,
        startedAt,
        ms,
        status: answer.status,
        outcome: ok ? 'ok' : refusal ? 'refusal' : 'error',
        detail,
        user: this.user,
      });
      if (!ok) return refusal ? { status: answer.status, json: safeJson(answer.text) } : undefined;
      return { status: answer.status, json: safeJson(answer.text) };
    } catch (error) {
      const ms = performance.now() - startedAt;
      const detail = error instanceof RequestTimeout ? 'timeout' : `network: ${(error as Error).message}`;
      this.recorder.add({ kind, startedAt, ms, status: 0, outcome: 'error', detail, user: this.user });
      return undefined;
    }
  }
}

function safeJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
