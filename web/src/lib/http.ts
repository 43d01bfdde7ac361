/**
 * The one HTTP client (docs/requirements.md §7): the lender gateway and the same-origin `/api/*` functions share it.
 * Every call carries X-IBM-Client-Id and the device identifier header, a Bearer token except on
 * login and refresh (the functions that verify the Firebase ID token get it in X-Firebase-Token
 * instead: withIdToken), applicationId 'OPPNP' in its payload, a fresh X-Request-Id, and logs its
 * duration. Failures become ApiError with the server's code and message, or the call's fallback
 * ('Error de conexión' by default) when the server never answered or gave no message. Every call
 * has a deadline (DEFAULT_TIMEOUT_MS unless the call says otherwise): a server that does not answer
 * in time is abandoned and the call fails with TIMEOUT_CODE and a Spanish message, so no screen
 * hangs on it (docs/adr/0060-side-effects-survive-their-process.md).
 */
import { es } from '@/copy/es';
import { DEVICE_HEADER } from '@/lib/device';
import type { Logger } from '@/lib/logger';
import type { Bearer, TokenKind } from '@/lib/tokens';

export const APPLICATION_ID = 'OPPNP';
export const CLIENT_ID_HEADER = 'X-IBM-Client-Id';
/** A random id per call, sent to the server and put in the call's log record (the console correlates them). */
export const REQUEST_ID_HEADER = 'X-Request-Id';
/** The Firebase ID token, for the functions that verify it rather than the gateway Bearer. */
export const FIREBASE_TOKEN_HEADER = 'X-Firebase-Token';
/** The deadline of a call, body included: longer than the gateway's own 30 s per call. */
export const DEFAULT_TIMEOUT_MS = 35_000;
/** ApiError.code of a call abandoned at its deadline. */
export const TIMEOUT_CODE = 'TIMEOUT';

export class ApiError extends Error {
  readonly code: string | undefined;
  readonly status: number;

  constructor(message: string, code: string | undefined, status: number) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }
}

export interface HttpDeps {
  gatewayUrl: string;
  clientId: string;
  deviceHeader: () => Promise<string>;
  /** The token lifecycle (rules 1–6). */
  bearer: (opts: { logout: boolean }) => Promise<Bearer | null>;
  /** Rule 8. */
  onUnauthorized: (kind: TokenKind, opts: { logout: boolean }) => void;
  logger: Logger;
  fetch?: typeof fetch;
  now?: () => number;
  newRequestId?: () => string;
  /** The deadline of every call (DEFAULT_TIMEOUT_MS). */
  timeoutMs?: number;
}

export interface RequestOptions {
  /** Send a Bearer token (default true; false on login and refresh). */
  auth?: boolean;
  /** This is the logout call: never redirected (docs/requirements.md §4 rule 6). */
  logout?: boolean;
  /** Add applicationId 'OPPNP' to the payload (default true). */
  applicationId?: boolean;
  /** Extra headers for this call (e.g. X-Firebase-Token for the functions that verify it). */
  headers?: Record<string, string>;
  /** How to read a successful body: JSON (default) or a Blob (the letter PDF). */
  response?: 'json' | 'blob';
  /** The message of a network failure, or of a server error without one ('Error de conexión'). */
  fallback?: string;
  signal?: AbortSignal;
  /** This call's deadline, when it differs from the client's (an upload may take longer). */
  timeoutMs?: number;
  /**
   * This call's request, already sent with callHeaders by the HTML shell before the app loaded
   * (the customer link's session POST, docs/adr/0036-phone-first-load.md): its answer is read,
   * logged and turned into data or an ApiError as a fetch of this call would be.
   */
  sent?: Promise<Response>;
}

/** The headers every call carries (docs/requirements.md §7), before any Bearer. */
export function callHeaders(h: {
  clientId: string;
  device: string;
  requestId: string;
  accept?: string;
}): { Accept: string } & Record<string, string> {
  return {
    Accept: h.accept ?? 'application/json',
    [REQUEST_ID_HEADER]: h.requestId,
    [CLIENT_ID_HEADER]: h.clientId,
    [DEVICE_HEADER]: h.device,
  };
}

/** A JSON call's body with applicationId 'OPPNP' added (the payload rule of docs/requirements.md §7). */
export const withApplicationId = (body: object | undefined) => ({
  ...body,
  applicationId: APPLICATION_ID,
});

/**
 * The options of a call to a function that authorises with the Firebase ID token: that token in
 * X-Firebase-Token and no gateway Bearer (so a 401 there is not a gateway-token problem).
 */
export function withIdToken(idToken: string, opts: RequestOptions = {}): RequestOptions {
  return { ...opts, auth: false, headers: { ...opts.headers, [FIREBASE_TOKEN_HEADER]: idToken } };
}

/**
 * POST to a function that authorises with the Firebase ID token (the OTP and CNCA functions)
 * through the one client, so it carries X-Request-Id, the client id, the device and applicationId
 * like every other call.
 */
export function callFunction<T>(
  client: Pick<HttpClient, 'post'>,
  path: string,
  idToken: string,
  body: unknown = {},
  opts: RequestOptions = {},
): Promise<T> {
  return client.post<T>(path, body, withIdToken(idToken, opts));
}

/** `/api/*` and `/__/*` go to this origin (Hosting rewrites them); everything else to the gateway. */
export function resolveUrl(gatewayUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  if (path.startsWith('/api/') || path.startsWith('/__/')) return path;
  return gatewayUrl.replace(/\/+$/, '') + path;
}

function serverError(body: unknown): { code?: string; message?: string } {
  if (!body || typeof body !== 'object') return {};
  const b = body as Record<string, unknown>;
  const inner = (b.data && typeof b.data === 'object' ? b.data : {}) as Record<string, unknown>;
  const pick = (k: string) => {
    const v = b[k] ?? inner[k];
    return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;
  };
  return { code: pick('code'), message: pick('message') };
}

export interface HttpClient {
  request<T>(method: string, path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  get<T>(path: string, opts?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
}

export function createHttpClient(deps: HttpDeps): HttpClient {
  const doFetch = deps.fetch ?? ((...a: Parameters<typeof fetch>) => globalThis.fetch(...a));
  const now = deps.now ?? (() => performance.now());
  const newRequestId = deps.newRequestId ?? (() => crypto.randomUUID());

  async function request<T>(
    method: string,
    path: string,
    body?: unknown,
    opts: RequestOptions = {},
  ): Promise<T> {
    const logout = opts.logout ?? false;
    const requestId = newRequestId();
    const blob = opts.response === 'blob';
    const fallback = opts.fallback ?? es.http.connection;
    const { Accept, ...fixed } = callHeaders({
      clientId: deps.clientId,
      device: await deps.deviceHeader(),
      requestId,
      accept: blob ? '*/*' : 'application/json',
    });
    const headers: Record<string, string> = { Accept, ...opts.headers, ...fixed };
    let bearer: Bearer | null = null;
    if (opts.auth ?? true) {
      bearer = await deps.bearer({ logout });
      if (bearer) headers.Authorization = `Bearer ${bearer.token}`;
    }
    let payload: BodyInit | undefined;
    if (body instanceof FormData) {
      // Uploads (documents): multipart, with applicationId as one more part.
      if (opts.applicationId ?? true) body.set('applicationId', APPLICATION_ID);
      payload = body;
    } else if (method !== 'GET' && method !== 'HEAD') {
      const withApp =
        (opts.applicationId ?? true) && (body === undefined || isPlainObject(body))
          ? withApplicationId(body as object | undefined)
          : body;
      payload = JSON.stringify(withApp ?? {});
      headers['Content-Type'] = 'application/json';
    }

    const started = now();
    // The deadline aborts the fetch and its body; a caller's own signal aborts it too.
    const deadline = new AbortController();
    let timedOut = false;
    const onTimeout = () => {
      timedOut = true;
      deadline.abort();
    };
    const expired = new Promise<never>((_, reject) => {
      deadline.signal.addEventListener('abort', () =>
        reject(new DOMException('The call was aborted.', 'AbortError')),
      );
    });
    expired.catch(() => undefined);
    const timer = setTimeout(onTimeout, opts.timeoutMs ?? deps.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const onCallerAbort = () => deadline.abort();
    if (opts.signal?.aborted) deadline.abort();
    opts.signal?.addEventListener('abort', onCallerAbort);
    const fail = (what: string, err: unknown): never => {
      deps.logger.error(
        `${method} ${path} ${timedOut ? 'timed out' : what}`,
        { requestId, durationMs: Math.round(now() - started) },
        err,
      );
      if (timedOut) throw new ApiError(es.http.timeout, TIMEOUT_CODE, 0);
      throw new ApiError(fallback, undefined, 0);
    };
    try {
      let res: Response;
      try {
        res = await Promise.race([
          opts.sent ??
            doFetch(resolveUrl(deps.gatewayUrl, path), {
              method,
              headers,
              body: payload,
              signal: deadline.signal,
            }),
          expired,
        ]);
      } catch (err) {
        return fail('network error', err);
      }
      deps.logger.info(`${method} ${path} ${res.status}`, {
        requestId,
        durationMs: Math.round(now() - started),
        status: res.status,
      });
      let text = '';
      try {
        if (res.ok && blob) return (await Promise.race([res.blob(), expired])) as T;
        text = await Promise.race([res.text(), expired]);
      } catch (err) {
        return fail('body error', err);
      }
      return answer<T>(res, text, bearer, logout, fallback);
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  function answer<T>(
    res: Response,
    text: string,
    bearer: Bearer | null,
    logout: boolean,
    fallback: string,
  ): T {
    let data: unknown = undefined;
    if (text) {
      try {
        data = JSON.parse(text);
      } catch {
        data = text;
      }
    }
    if (res.ok) return data as T;
    if (res.status === 401 && bearer) deps.onUnauthorized(bearer.kind, { logout });
    const { code, message } = serverError(data);
    throw new ApiError(message ?? fallback, code, res.status);
  }

  return {
    request,
    get: (path, opts) => request('GET', path, undefined, opts),
    post: (path, body, opts) => request('POST', path, body, opts),
  };
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;
}
