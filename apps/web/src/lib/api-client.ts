import type { z } from 'zod';
import { apiRoutes, cookieNames } from '@sparesfinder/contracts/routes';
import { commonMessages } from '@sparesfinder/contracts/shell-messages';
import { ApiError } from './api-error';
import { browser, readCookie } from './browser';

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest<Schema extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent form-encoded instead, where the spec says so (spec 1 §7 Account/UpdateAccountInfo). */
  form?: Record<string, string>;
  /**
   * The contract schema the response must match, or a loader for it. Shell calls pass a loader so the contract
   * modules (and zod) download in parallel with the request instead of delaying the first paint.
   */
  schema: Schema | (() => Promise<Schema>);
  signal?: AbortSignal;
  /** Echo the CSRF token on a GET too: the spec's state-changing GET LikedProduct/Toggle demands it. */
  csrf?: boolean;
}

/** spec 3 §8: any 401 sends the browser to the login endpoint with returnUrl=/. */
export const loginUrl = `${apiRoutes.auth.login}?returnUrl=/`;
const csrfHeader = 'X-XSRF-TOKEN';
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The address of a call: `path` with the query values that are set. */
export function buildUrl(path: string, query: ApiRequest<z.ZodType>['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function toApiError(statusCode: number, body: unknown): Promise<ApiError> {
  const { ErrorResponse } = await import('@sparesfinder/contracts/common');
  const parsed = ErrorResponse.safeParse(body);
  if (parsed.success) return new ApiError({ ...parsed.data, statusCode });
  return new ApiError({ statusCode, code: 'unknown', message: commonMessages.somethingWentWrong });
}

/**
 * A read a page makes: its path, its query or body, and the contract its answer must match. The browser's query
 * function and the server's render of the page (decision 019) both make it from this one description.
 */
export interface ApiRead<Schema extends z.ZodType> {
  path: string;
  query?: ApiRequest<Schema>['query'];
  /** Sent as JSON by POST: a read the spec sends as a POST (SearchIndex). */
  body?: unknown;
  schema: ApiRequest<Schema>['schema'];
}

/** Names a read (the type parameter is inferred from its schema or its schema's loader). */
export const apiRead = <Schema extends z.ZodType>(read: ApiRead<Schema>): ApiRead<Schema> => read;

/** Makes a read from the browser. */
export const requestRead = <Schema extends z.ZodType>(read: ApiRead<Schema>, signal?: AbortSignal): Promise<z.output<Schema>> =>
  apiRequest(read.path, { method: read.body === undefined ? 'GET' : 'POST', query: read.query, body: read.body, schema: read.schema, signal });

/** Calls the API at the site root and returns the response parsed with its contract schema. */
export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  { method = 'GET', query, body, form, schema, signal, csrf = false }: ApiRequest<Schema>,
): Promise<z.output<Schema>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (form !== undefined) headers['Content-Type'] = 'application/x-www-form-urlencoded';
  if (csrf || !safeMethods.has(method)) {
    // Double-submit CSRF: echo the readable cookie on every state-changing call.
    const token = readCookie(cookieNames.csrf);
    if (token) headers[csrfHeader] = token;
  }

  const [response, contract] = await Promise.all([
    fetch(buildUrl(path, query), {
      method,
      headers,
      body: form !== undefined ? new URLSearchParams(form).toString() : body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    }),
    typeof schema === 'function' ? schema() : schema,
  ]);

  if (response.status === 401) {
    browser.assign(loginUrl);
    // The page is being replaced; never settle so no error flashes on the way out.
    return new Promise<never>(() => {});
  }
  const payload = await readJson(response);
  if (!response.ok) throw await toApiError(response.status, payload);

  const result = contract.safeParse(payload);
  if (!result.success) {
    console.error(`Response of ${method} ${path} did not match its contract`, result.error);
    throw new ApiError({ statusCode: response.status, code: 'invalid_response', message: commonMessages.somethingWentWrong });
  }
  return result.data;
}
