/**
 * The session functions' contract (docs/design.md §2): POST /api/session/login (the customer
 * link's session is entities/link-session's).
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
