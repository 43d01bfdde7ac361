import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// Lazy route chunks load through Vite's transform on first use; on a loaded 2-core CI machine that
// takes longer than Testing Library's 1 s default for findBy*. A wait is not a timed assertion: it
// only bounds how long an expected element may take to appear.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  // Test files of the node environment (the .ts units) have no page to clean.
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

// The next test file gets this page (src/testing/runner.ts): it starts at the address, and with the
// head and the root's attributes, of a new one.
afterAll(() => {
  if (typeof document === 'undefined') return;
  document.head.replaceChildren();
  for (const name of document.documentElement.getAttributeNames()) {
    document.documentElement.removeAttribute(name);
  }
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  history.replaceState(null, '', '/');
});
