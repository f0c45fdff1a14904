import { t } from '@lingui/core/macro';
import { readErrorBody } from '@marquee/core';
import { ApiError } from './api-error';
import { getConfig } from './config';

type TQueryValue = string | number | boolean | null | undefined;

export type TRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as-is for FormData (multipart uploads). */
  body?: unknown;
  query?: URLSearchParams | Record<string, TQueryValue>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

/** Joins the configured client base URL and a resource path, adding the query string. */
export function buildApiUrl(path: string, query?: TRequestOptions['query'], base = getConfig().apiUrlClient): string {
  const url = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const params = query instanceof URLSearchParams ? query : new URLSearchParams();
  if (query && !(query instanceof URLSearchParams)) {
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** `Retry-After` in seconds (the HTTP-date form is not used by our API and is ignored). */
function readRetryAfter(response: Response): number | null {
  const value = Number(response.headers.get('Retry-After'));
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}

/** Turns a failed answer into an ApiError, keeping the server's message and field errors when well formed. */
export async function toApiError(response: Response): Promise<ApiError> {
  const json = await readJson(response);
  const body = readErrorBody(json);
  const retryAfterSeconds = readRetryAfter(response);
  if (body) {
    // The error texts of every code load only when an answer fails: most pages never need them.
    const { localizeErrorBody } = await import('./error-text');
    const { message, fieldErrors } = localizeErrorBody(body, response.status);
    return new ApiError({
      status: response.status,
      message,
      fieldErrors,
      code: body.code ?? null,
      retryAfterSeconds,
      body: json,
    });
  }
  const status = response.status;
  return new ApiError({
    status,
    message: t`The server could not handle this request (error ${status}). Please try again.`,
    retryAfterSeconds,
  });
}

/**
 * The one way the SPA talks to the API: cookies included, JSON in and out. Resolves to the parsed body
 * (`{ data }` or `{ data, meta }`, undefined for 204); rejects with an ApiError.
 */
export async function apiRequest<TBody>(path: string, options: TRequestOptions = {}): Promise<TBody> {
  const { method = 'GET', body, query, signal, headers = {} } = options;
  const isFormData = typeof FormData !== 'undefined' && body instanceof FormData;
  const init: RequestInit = {
    method,
    credentials: 'include',
    signal,
    headers: {
      Accept: 'application/json',
      // Only scripts can set it: the server takes a cookie-authenticated upload only with it (decision 129).
      'X-Requested-With': 'fetch',
      ...(body !== undefined && !isFormData ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : isFormData ? body : JSON.stringify(body),
  };
  let response: Response;
  try {
    response = await fetch(buildApiUrl(path, query), init);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, message: t`We could not reach the server. Check your connection and try again.` });
  }
  if (!response.ok) throw await toApiError(response);
  return (await readJson(response)) as TBody;
}

type TMethodOptions = Omit<TRequestOptions, 'method' | 'body'>;

export const apiClient = {
  get: <TBody>(path: string, options?: TMethodOptions) => apiRequest<TBody>(path, { ...options, method: 'GET' }),
  post: <TBody>(path: string, body?: unknown, options?: TMethodOptions) =>
    apiRequest<TBody>(path, { ...options, method: 'POST', body }),
  put: <TBody>(path: string, body?: unknown, options?: TMethodOptions) =>
    apiRequest<TBody>(path, { ...options, method: 'PUT', body }),
  patch: <TBody>(path: string, body?: unknown, options?: TMethodOptions) =>
    apiRequest<TBody>(path, { ...options, method: 'PATCH', body }),
  delete: <TBody>(path: string, options?: TMethodOptions) => apiRequest<TBody>(path, { ...options, method: 'DELETE' }),
};
