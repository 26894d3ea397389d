import { PUBLIC_REPLY_SECONDS } from '@madrasa/contracts';
import { env } from '@/config/env.ts';
import { currentLanguage, i18n } from './i18n.ts';
import { readSession } from './session.ts';

export type FieldErrors = Record<string, string[]>;

/**
 * Any failed call: an HTTP error (status and the envelope's message, code and field errors),
 * an `{ status: "error" }` body, or no response at all (status 0, code `network`).
 * `message` is the server's text in the request language, or '' when it sent none, so the
 * caller can fall back to its own wording ("Something went wrong while fetching grades").
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: FieldErrors;
  /** The whole error envelope, for the few answers that carry more (an import's row errors). */
  readonly body: unknown;

  constructor(init: {
    status: number;
    message: string;
    code: string;
    errors?: FieldErrors;
    body?: unknown;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors ?? {};
    this.body = init.body;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** The text to show for a failed call: the server's or network message, else `fallback`. */
export const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.message ? error.message : fallback;

/** A reply that came back but whose `status` is not "success". */
const UNEXPECTED_RESPONSE = 'unexpected_response';

/**
 * A data page's error (docs/product.md §8): the server's or network message; a reply whose status is
 * not "success" is "Failed to fetch …"; anything else "Something went wrong while fetching …".
 */
export const fetchFailureText = (
  error: unknown,
  texts: { wentWrong: string; failed: string },
): string =>
  error instanceof ApiError && error.code === UNEXPECTED_RESPONSE
    ? texts.failed
    : errorMessage(error, texts.wentWrong);

type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** The second ("admin") host of docs/original-client.md; both default to the same origin. */
  host?: 'main' | 'admin';
  /** Send the session's bearer token when there is one (auth calls pass false). */
  auth?: boolean;
  headers?: Record<string, string>;
  /** `blob` for a file download (a template, an export): the body comes back as a Blob. */
  as?: 'json' | 'blob';
  /** Let the request outlive the page (a progress save on page hide); bodies stay tiny. */
  keepalive?: boolean;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const buildUrl = (
  path: string,
  { host, query }: Pick<RequestOptions, 'host' | 'query'>,
): string => {
  const base = host === 'admin' ? env.adminApiUrl : env.apiUrl;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
};

const toFieldErrors = (value: unknown): FieldErrors => {
  if (!isRecord(value)) return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = Array.isArray(messages) ? messages : [messages];
    errors[field] = list.filter((item): item is string => typeof item === 'string');
  }
  return errors;
};

const errorFromBody = (status: number, body: unknown): ApiError => {
  const envelope = isRecord(body) ? body : {};
  return new ApiError({
    status,
    message: typeof envelope.message === 'string' ? envelope.message : '',
    code: typeof envelope.code === 'string' ? envelope.code : `http_${status}`,
    errors: toFieldErrors(envelope.errors),
    body,
  });
};

const readBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
};

/**
 * When this browser last saved something, kept across reloads and tabs. Public replies may
 * be reused from the browser's cache for a while (PUBLIC_REPLY_SECONDS); a teacher or editor
 * who has just saved must see the save, so for that long after a write every read is
 * revalidated with the server.
 */
const LAST_WRITE_KEY = 'lastWriteAt';
const REVALIDATE_AFTER_WRITE_MS = (PUBLIC_REPLY_SECONDS.maxAge + PUBLIC_REPLY_SECONDS.stale) * 1000;

const savedRecently = () => {
  try {
    return Date.now() - Number(localStorage.getItem(LAST_WRITE_KEY)) < REVALIDATE_AFTER_WRITE_MS;
  } catch {
    // Storage refused (private mode): revalidating costs a round trip, never a stale page.
    return true;
  }
};

/** Says this browser has just saved something (apiRequest does it for its own writes). */
export const noteSavedWrite = () => {
  try {
    localStorage.setItem(LAST_WRITE_KEY, String(Date.now()));
  } catch {
    // Nothing to keep it in: savedRecently() already revalidates every read.
  }
};

/**
 * How calls leave: the browser's fetch. The server render points it at the API in-process
 * (app/server-render/entry-server.tsx), one render at a time.
 */
export const transport: { fetch: (url: string, init: RequestInit) => Promise<Response> } = {
  fetch: (url, init) => fetch(url, init),
};

/** Calls the API and returns the parsed JSON body; throws ApiError on any failure. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}) {
  const { method = 'GET', body, query, signal, host = 'main', auth = true, headers } = options;
  const wantsBlob = options.as === 'blob';
  const init: RequestInit = {
    method,
    signal,
    keepalive: options.keepalive,
    cache: method === 'GET' && savedRecently() ? 'no-cache' : 'default',
    headers: { Accept: 'application/json', 'Accept-Language': currentLanguage(), ...headers },
  };
  const requestHeaders = init.headers as Record<string, string>;
  const token = auth ? readSession()?.token : undefined;
  if (token) requestHeaders.Authorization = `Bearer ${token}`;
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    requestHeaders['Content-Type'] = 'application/json';
  }

  let response: Response;
  try {
    response = await transport.fetch(buildUrl(path, { host, query }), init);
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError({
      status: 0,
      code: 'network',
      message: i18n.t('messages:error.network'),
    });
  }

  if (method !== 'GET' && response.ok) noteSavedWrite();
  if (wantsBlob && response.ok) return (await response.blob()) as T;
  const parsed = await readBody(response);
  if (!response.ok || (isRecord(parsed) && parsed.status === 'error')) {
    throw errorFromBody(response.status, parsed);
  }
  return parsed as T;
}

/** For `{ status: "success", data }` responses: returns `data`. */
export async function apiGetData<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const body = await apiRequest(path, options);
  if (!isRecord(body) || body.status !== 'success' || !('data' in body)) {
    throw new ApiError({ status: 200, message: '', code: UNEXPECTED_RESPONSE });
  }
  return body.data as T;
}
