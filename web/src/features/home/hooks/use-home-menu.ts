/**
 * The home page's menu by role and access flags (docs/requirements.md §6), the blocked-promoter state (docs/requirements.md §5) and
 * the branch messages (docs/requirements.md §6).
 */
import { routes } from '@/config/paths';
import type { RouteKey } from '@/config/paths';
import { es } from '@/copy/es';
import { hasAccessFlag } from '@/lib/cookies';
import type { AccessFlag } from '@/lib/cookies';
import { useStore } from '@/stores/create-store';
import { isAdminRole, isPromoterBlocked, sessionStore } from '@/stores/session';
import type { Branch, SessionState } from '@/stores/session';

export type MenuKey = keyof typeof es.menu & RouteKey;

export interface MenuItem {
  key: MenuKey;
  label: string;
  to: string;
}

/** Entries that start or continue a capture: hidden from a blocked promoter. */
const CAPTURE: readonly MenuKey[] = [
  'clientSearch',
  'requestsInEraser',
  'cncaMenu',
  'libranzaMenu',
];

const PROMOTER_MENU: readonly MenuKey[] = [
  'clientSearch',
  'requestsInEraser',
  'requestsInProcess',
  'completedRequests',
  'requestsRejectedByPromoter',
  'paymentCapacity',
  'salesforceRequests',
  'cncaMenu',
  'libranzaMenu',
  'libranzaMyLetters',
];

/** Admin staff capture too, in their own branches (docs/requirements.md §1, §6). */
const ADMIN_MENU: readonly MenuKey[] = [
  'clientSearch',
  'requestsInEraser',
  'validationsDashboard',
  'documentValidation',
  'biometricResults',
  'incidentResults',
  'clientBiometric',
  'requestsInProcess',
  'completedRequests',
  'requestsRejectedByPromoter',
  'monitorRequestPerformance',
  'cncaMenu',
  'libranzaMenu',
  'libranzaMyLetters',
];

const FLAG_OF: Partial<Record<MenuKey, AccessFlag>> = {
  cncaMenu: 'cnca',
  libranzaMenu: 'libranza',
};

export function menuFor(
  role: string,
  flags: Record<AccessFlag, boolean>,
  blocked: boolean,
): MenuItem[] {
  const base = isAdminRole(role) ? ADMIN_MENU : PROMOTER_MENU;
  return base
    .filter((key) => {
      const flag = FLAG_OF[key];
      return !flag || flags[flag];
    })
    .filter((key) => !(blocked && CAPTURE.includes(key)))
    .map((key) => ({ key, label: es.menu[key], to: routes[key].path }));
}

/** docs/requirements.md §6 branch messages for a promoter: inactive branch, or a misconfigured one. */
export function branchMessage(role: string, branches: Branch[]): string | null {
  if (isAdminRole(role)) return null;
  if (branches.length === 0 || branches.some((b) => !b.branchID || b.configured === false)) {
    return es.home.branchMisconfigured;
  }
  if (branches.every((b) => b.active === false)) return es.home.branchInactive;
  return null;
}

export interface HomeModel {
  session: SessionState;
  blocked: boolean;
  menu: MenuItem[];
  branchNotice: string | null;
}

export function useHomeMenu(): HomeModel {
  const session = useStore(sessionStore);
  const blocked = isPromoterBlocked(session.promoterBlocked);
  const flags = { cnca: hasAccessFlag('cnca'), libranza: hasAccessFlag('libranza') };
  return {
    session,
    blocked,
    menu: menuFor(session.role, flags, blocked),
    branchNotice: branchMessage(session.role, session.branches),
  };
}
