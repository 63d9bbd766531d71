import { describe, expect, it } from 'vitest';
import type { AuthKind } from './headers.js';
import { possibleErrorsOf } from './route-errors.js';
import { ROUTES, ROUTE_IDS } from './route-table.js';

describe('possible errors of a route', () => {
  it('API-003: only routes with an access token can answer TOKEN_EXPIRED, and every session route can answer SESSION_EXPIRED', () => {
    for (const id of ROUTE_IDS) {
      const codes = possibleErrorsOf(ROUTES[id]);
      const auth = ROUTES[id].auth as AuthKind;
      expect(codes.includes('TOKEN_EXPIRED'), id).toBe(auth === 'bearer' || auth === 'bearer+session');
      expect(codes.includes('SESSION_EXPIRED'), id).toBe(auth === 'bearer+session');
    }
    expect(possibleErrorsOf(ROUTES.refreshAccessToken)).toContain('REFRESH_TOKEN_INVALID');
  });

  it('API-002: every route may be rate limited and none lists INTERNAL', () => {
    for (const id of ROUTE_IDS) {
      const codes = possibleErrorsOf(ROUTES[id]);
      expect(codes).toContain('RATE_LIMITED');
      expect(codes).not.toContain('INTERNAL');
      expect(new Set(codes).size).toBe(codes.length);
    }
    expect(possibleErrorsOf(ROUTES.logout)).toEqual(['UNAUTHENTICATED', 'TOKEN_EXPIRED', 'SESSION_EXPIRED', 'RATE_LIMITED']);
  });
});
