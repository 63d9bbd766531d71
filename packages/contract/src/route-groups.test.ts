import { describe, expect, it } from 'vitest';
import { loadRoute, ROUTE_GROUP_OF } from './route-groups.js';
import { ROUTES, ROUTE_IDS } from './route-table.js';

describe('route groups', () => {
  it('API-011: the group table names every route id, in table order, and no other', () => {
    expect(Object.keys(ROUTE_GROUP_OF)).toEqual(ROUTE_IDS);
  });

  it('API-011: loading a route gives exactly the route of the table, from the file its group names', async () => {
    for (const id of ROUTE_IDS) {
      expect(await loadRoute(id)).toBe(ROUTES[id]);
      const file = (await import(`./routes/${ROUTE_GROUP_OF[id]}.routes.ts`)) as Record<string, unknown>;
      expect(Object.values(file)).toContain(ROUTES[id]);
    }
  });
});
