import { describe, expectTypeOf, it } from 'vitest';
import type { RouteArgs } from './route.js';
import type { Routes } from './route-table.js';

describe('RouteArgs', () => {
  it('API-005: callers pass exactly the request parts a route has, optional when all their fields are', () => {
    expectTypeOf<RouteArgs<Routes['logout']>>().toEqualTypeOf<unknown>();
    expectTypeOf<{ query?: { product?: string } }>().toExtend<RouteArgs<Routes['applicationList']>>();
    expectTypeOf<{ params: { id: string } }>().toExtend<RouteArgs<Routes['sanctionDownload']>>();
    expectTypeOf<object>().not.toExtend<RouteArgs<Routes['sanctionDownload']>>();
    expectTypeOf<{ body: { mobile: string } }>().toExtend<RouteArgs<Routes['otpSend']>>();
  });
});
