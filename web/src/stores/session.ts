/**
 * The logged-in user's session (docs/requirements.md §3 "User session"): username, dataSeller (bpId), role, branches
 * and the promoterBlocked flag as the server sent it (boolean or the string 'true').
 */
import { createStore } from './create-store';

export interface Branch {
  branchID: string;
  name?: string;
  /** The gateway's branch type code (config/lending BRANCH_TYPES). */
  branchType?: string;
  /** false when the branch is inactive (docs/requirements.md §6 message). */
  active?: boolean;
  /** false when the branch is misconfigured (docs/requirements.md §6 message). */
  configured?: boolean;
}

export interface SessionState {
  username: string;
  dataSeller: string;
  role: string;
  branches: Branch[];
  promoterBlocked: boolean | string;
  /** The last login error (docs/requirements.md §8: kept in session state). */
  error: { code?: string; message: string } | null;
}

export const emptySession: SessionState = {
  username: '',
  dataSeller: '',
  role: '',
  branches: [],
  promoterBlocked: false,
  error: null,
};

export const sessionStore = createStore<SessionState>(emptySession, {
  persistKey: 'oppnp.session',
});

/** docs/requirements.md §5: a promoter is blocked if promoterBlocked is true or the string 'true'. */
export function isPromoterBlocked(value: unknown): boolean {
  return value === true || value === 'true';
}

/** Admin-type staff roles (docs/requirements.md §6); the check is by role name. */
export const ADMIN_ROLES = ['Gerente', 'Supervisor', 'Auxiliar'] as const;

export function isAdminRole(role: string): boolean {
  return (ADMIN_ROLES as readonly string[]).includes(role);
}
