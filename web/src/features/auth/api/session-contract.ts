/**
 * The session functions' contract (docs/design.md §2): POST /api/session/login and /api/session/customer.
 */
import type { AccessFlag } from '@/lib/cookies';
import type { Branch } from '@/stores/session';

export interface LoginRequest {
  username: string;
  password: string;
}

export interface LoginResponse {
  token: string;
  tokenRefresh: string;
  tokenTTL: number;
  tokenRefreshTTL: number;
  firebaseToken: string;
  user: { username: string; dataSeller: string; role: string };
  branches: Branch[];
  promoterBlocked: boolean | string;
  flags: Record<AccessFlag, boolean>;
  /** Remote Config's list_page_size as the functions read it; absent when unknown. */
  listPageSize?: number;
}

export interface CustomerSessionResponse {
  tokenClient: string;
  tokenTTL: number;
  firebaseToken: string;
  requestId: string;
  folio: string;
  /** The folio record as the link may read it, for the first screen before the sign-in. */
  request?: Record<string, unknown>;
}
