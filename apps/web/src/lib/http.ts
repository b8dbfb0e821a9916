import type { z } from 'zod';
import { readErrorBody, serverErrorMessage } from './error-body.ts';
import { getSession, markSessionExpired } from './session.ts';
import { recordSessionActivity } from './session-activity.ts';

// The base URL comes from configuration (VITE_API_BASE_URL); the same origin serves the API by default.
const baseUrl: string = import.meta.env.VITE_API_BASE_URL ?? '';

export const networkErrorMessage = "We couldn't reach the server. Check your connection and try again.";

// The one error type of every API call: the HTTP status (0 when the server could not be reached), the
// server's message, and per-field messages of a 422.
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]>;
  // False when the message is ours because the response carried none (a proxy's HTML error page).
  readonly hasServerMessage: boolean;

  constructor(
    status: number,
    message: string,
    errors: Record<string, string[]> = {},
    hasServerMessage = true,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.hasServerMessage = hasServerMessage;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

// A failure that ended the session: a 401 to a call that carried the token, which request() has marked
// expired. The Session Expired dialog explains it, so an error screen shows nothing of its own (no "Try again"
// that could only fail again).
export function isSessionExpiredError(error: unknown): boolean {
  return isApiError(error) && error.status === 401 && getSession().isExpired;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions<T> = {
  body?: unknown;
  // Every response body is checked against its contract schema before the app uses it.
  schema: z.ZodType<T>;
  signal?: AbortSignal;
  // Sends the session's bearer token (default). A 401 to an authenticated call means the session is
  // over (the Session Expired dialog, routes/root.tsx); calls that must not end it that way (logout) opt out.
  auth?: boolean;
  expireSessionOn401?: boolean;
  // Extra request headers (e.g. the Idempotency-Key of a fact-find save).
  headers?: Record<string, string>;
};

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function toApiError(status: number, body: unknown): ApiError {
  const parsed = readErrorBody(body);
  if (parsed) return new ApiError(status, parsed.message, parsed.errors);
  return new ApiError(status, serverErrorMessage, {}, false);
}

export async function request<T>(method: Method, path: string, options: RequestOptions<T>): Promise<T> {
  const { body, schema, signal, auth = true, expireSessionOn401 = true } = options;
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = auth ? getSession().token : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  const startedAt = Date.now();
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, networkErrorMessage, {}, false);
  }

  // An answer from the app (not a 401, nor a 5xx a proxy may have given instead) to a call with the token
  // means the server has just seen the token in use: the session's idle clock restarts, counted from when
  // the call left to stay on the early side of the server's.
  if (token && response.status !== 401 && response.status < 500) recordSessionActivity(startedAt);
  const json = await readJson(response);
  if (!response.ok) {
    if (response.status === 401 && token && expireSessionOn401) markSessionExpired();
    throw toApiError(response.status, json);
  }
  const parsed = schema.safeParse(json);
  // A body that breaks the contract is a server fault to the user, not something to render.
  if (!parsed.success) throw new ApiError(response.status, serverErrorMessage, {}, false);
  return parsed.data;
}

export const http = {
  get: <T>(path: string, options: Omit<RequestOptions<T>, 'body'>) => request('GET', path, options),
  post: <T>(path: string, options: RequestOptions<T>) => request('POST', path, options),
  put: <T>(path: string, options: RequestOptions<T>) => request('PUT', path, options),
  patch: <T>(path: string, options: RequestOptions<T>) => request('PATCH', path, options),
  delete: <T>(path: string, options: RequestOptions<T>) => request('DELETE', path, options),
};
