/**
 * The one HTTP client (SPEC §7): the lender gateway and the same-origin `/api/*` functions share it.
 * Every call carries X-IBM-Client-Id and the device identifier header, a Bearer token except on
 * login and refresh, applicationId 'OPPNP' in its payload, and logs its duration. Failures become
 * ApiError with the server's code and message, or 'Error de conexión' when the server never answered.
 */
import { es } from '@/copy/es';
import { DEVICE_HEADER } from '@/lib/device';
import type { Logger } from '@/lib/logger';
import type { Bearer, TokenKind } from '@/lib/tokens';

export const APPLICATION_ID = 'OPPNP';
export const CLIENT_ID_HEADER = 'X-IBM-Client-Id';

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
}

export interface RequestOptions {
  /** Send a Bearer token (default true; false on login and refresh). */
  auth?: boolean;
  /** This is the logout call: never redirected (SPEC §4 rule 6). */
  logout?: boolean;
  /** Add applicationId 'OPPNP' to the payload (default true). */
  applicationId?: boolean;
  signal?: AbortSignal;
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

  async function request<T>(
    method: string,
    path: string,
    body?: unknown,
    opts: RequestOptions = {},
  ): Promise<T> {
    const logout = opts.logout ?? false;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [CLIENT_ID_HEADER]: deps.clientId,
      [DEVICE_HEADER]: await deps.deviceHeader(),
    };
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
          ? { ...(body as object | undefined), applicationId: APPLICATION_ID }
          : body;
      payload = JSON.stringify(withApp ?? {});
      headers['Content-Type'] = 'application/json';
    }

    const started = now();
    let res: Response;
    try {
      res = await doFetch(resolveUrl(deps.gatewayUrl, path), {
        method,
        headers,
        body: payload,
        signal: opts.signal,
      });
    } catch (err) {
      deps.logger.error(
        `${method} ${path} network error`,
        { durationMs: Math.round(now() - started) },
        err,
      );
      throw new ApiError(es.http.connection, undefined, 0);
    }
    deps.logger.info(`${method} ${path} ${res.status}`, {
      durationMs: Math.round(now() - started),
    });

    const text = await res.text();
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
    throw new ApiError(message ?? es.http.connection, code, res.status);
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
