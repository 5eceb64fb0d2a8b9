import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '~/routes';

/** Each route pattern ("/api/notices/:id") with its module's file, from app/routes.ts. */
function routeFiles(entries: RouteConfigEntry[], parent = ''): [string, string][] {
  return entries.flatMap((entry) => {
    const pattern = entry.path === undefined ? parent : `${parent}/${entry.path}`;
    return [...(entry.path === undefined ? [] : ([[pattern, entry.file]] as [string, string][])), ...routeFiles(entry.children ?? [], pattern)];
  });
}

/** The route module's file (relative to app/) serving each pattern. */
export const routeFileOf = new Map(routeFiles(routes));
