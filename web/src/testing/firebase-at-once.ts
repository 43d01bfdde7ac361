/**
 * `@/lib/firebase` as lib/use-firebase.ts loads it, there at once, for a page test that needs the
 * SDK's handles and none of its calls: `vi.mock('@/lib/firebase', () => import('@/testing/firebase-at-once'))`.
 */
const handles = {
  app: {},
  auth: { authStateReady: async () => undefined, currentUser: null },
  database: {},
};

export const firebase = () => handles;
