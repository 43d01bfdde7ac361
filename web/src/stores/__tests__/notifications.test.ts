import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  notificationsStore,
  notify,
  SHELL_NOTICE_MS,
  toast,
  TOAST_DEFAULTS,
} from '@/stores/notifications';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  notificationsStore.reset();
});

describe('notifications', () => {
  it('shell notices sit bottom-center for 6000 ms', () => {
    notify('Guardado', 'success');
    expect(notificationsStore.get().items).toMatchObject([
      { message: 'Guardado', area: 'shell', duration: 6000, kind: 'success' },
    ]);
    vi.advanceTimersByTime(5999);
    expect(notificationsStore.get().items).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(notificationsStore.get().items).toHaveLength(0);
    expect(SHELL_NOTICE_MS).toBe(6000);
  });

  it('toasts default to 3000 ms, 300 ms speed, top-right', () => {
    expect(TOAST_DEFAULTS).toEqual({ duration: 3000, speed: 300, position: 'top-right' });
    toast('Hola');
    expect(notificationsStore.get().items).toMatchObject([
      { message: 'Hola', area: 'toast', duration: 3000, speed: 300, kind: 'info' },
    ]);
    vi.advanceTimersByTime(3000);
    expect(notificationsStore.get().items).toHaveLength(0);
  });

  it('toast options override the defaults', () => {
    toast('Error', { kind: 'error', duration: 500 });
    vi.advanceTimersByTime(499);
    expect(notificationsStore.get().items).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(notificationsStore.get().items).toHaveLength(0);
  });
});
