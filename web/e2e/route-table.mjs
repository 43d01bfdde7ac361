// The SPA's route table as the journeys see it: parsed from src/config/paths.ts (names, paths,
// access kinds) and src/app/pages.ts (the folder of each route's module), so a route another
// helper adds later is covered without touching the journeys.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { webRoot } from './fixtures.mjs';

const read = (rel) => readFileSync(path.join(webRoot, rel), 'utf8');

/**
 * Every route of paths.ts: [{ key, name, path, access, folder }], in the file's order. `folder` is
 * the directory under src/app/routes/ of its page module ('' for top-level pages).
 */
export function routeTable() {
  const paths = read('src/config/paths.ts');
  const pages = read('src/app/pages.ts');
  const folders = new Map(
    [...pages.matchAll(/^\s+(\w+): \(\) => import\('\.\/routes\/([^']+)'\)/gm)].map(
      ([, key, rel]) => [key, rel.includes('/') ? rel.slice(0, rel.lastIndexOf('/')) : ''],
    ),
  );
  const table = [
    ...paths.matchAll(/^\s+(\w+): r\(\s*'([^']+)',\s*'([^']+)',\s*'([\w-]+)',?\s*\)/gm),
  ].map(([, key, name, p, access]) => ({
    key,
    name,
    path: p,
    access,
    folder: folders.get(key) ?? '',
  }));
  const declared = (paths.match(/^\s+\w+: r\(/gm) ?? []).length;
  if (table.length !== declared || declared === 0) {
    throw new Error(`route-table: parsed ${table.length} of the ${declared} routes of paths.ts`);
  }
  return table;
}

/** A route path with its params filled from `values` (throws naming a param it has no value for). */
export function fillPath(route, values) {
  return route.path.replace(/:([A-Za-z]+)/g, (_, name) => {
    const v = values[name];
    if (v === undefined || v === '') {
      throw new Error(`route-table: no value for :${name} of ${route.name} (${route.path})`);
    }
    return encodeURIComponent(v);
  });
}
