/**
 * A first screen's deferred work, held by the test: a schema import that resolves when the test
 * says so, and a page that is idle only when the test runs its idle callbacks
 * (components/form/use-schema-form.ts, use-file-form.ts, lib/when-idle.ts).
 */
import { vi } from 'vitest';

import type { FormSchema } from '@/components/form/use-schema-form';

/** A schema import (`load`) that resolves with `schema` only when the test calls `resolve`. */
export function deferredSchema(schema: FormSchema) {
  let resolve!: (s: FormSchema) => void;
  const load = vi.fn(() => new Promise<FormSchema>((r) => (resolve = r)));
  return { load, resolve: () => resolve(schema) };
}

/** requestIdleCallback held by the test: the page is idle only when it runs the callbacks. */
export function heldIdle() {
  const callbacks: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (cb: () => void) => callbacks.push(cb));
  vi.stubGlobal('cancelIdleCallback', () => {});
  return () => callbacks.splice(0).forEach((cb) => cb());
}
