/**
 * Notifications (docs/requirements.md §1, §9): the shell's notification area at the bottom center shows each notice
 * 6000 ms; generic toasts default to 3000 ms, 300 ms animation speed, top-right.
 */
import { createStore } from './create-store';

export const SHELL_NOTICE_MS = 6000;
export const TOAST_DEFAULTS = { duration: 3000, speed: 300, position: 'top-right' } as const;

export type NoticeKind = 'info' | 'success' | 'warning' | 'error';
export type NoticeArea = 'shell' | 'toast';

export interface Notice {
  id: number;
  message: string;
  kind: NoticeKind;
  area: NoticeArea;
  duration: number;
  speed: number;
}

export const notificationsStore = createStore<{ items: Notice[] }>({ items: [] });

let nextId = 1;

function push(n: Omit<Notice, 'id'>): number {
  const id = nextId++;
  notificationsStore.set((s) => ({ items: [...s.items, { ...n, id }] }));
  setTimeout(() => dismiss(id), n.duration);
  return id;
}

export function dismiss(id: number): void {
  notificationsStore.set((s) => ({ items: s.items.filter((n) => n.id !== id) }));
}

/** A notice in the shell's bottom-center area, shown 6000 ms. */
export function notify(message: string, kind: NoticeKind = 'info'): number {
  return push({
    message,
    kind,
    area: 'shell',
    duration: SHELL_NOTICE_MS,
    speed: TOAST_DEFAULTS.speed,
  });
}

/** A generic toast, top-right; 3000 ms and 300 ms speed unless told otherwise. */
export function toast(
  message: string,
  opts: { kind?: NoticeKind; duration?: number; speed?: number } = {},
): number {
  return push({
    message,
    kind: opts.kind ?? 'info',
    area: 'toast',
    duration: opts.duration ?? TOAST_DEFAULTS.duration,
    speed: opts.speed ?? TOAST_DEFAULTS.speed,
  });
}
