/** A module-level singleton, as the app's stores and caches are: written by the test files beside it. */
export const writers: string[] = [];
