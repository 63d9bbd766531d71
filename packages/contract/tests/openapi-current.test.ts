/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../src/openapi.js';
import { ROUTES, ROUTE_IDS } from '../src/route-table.js';
import { readFileSync } from 'node:fs';

// The published file lives outside this package (docs/api/), so it is read rather than imported.
const published: unknown = JSON.parse(readFileSync(new URL('../../../docs/api/openapi.json', import.meta.url), 'utf8'));

describe('published OpenAPI document', () => {
  it('API-009: docs/api/openapi.json is current (run: npx tsx --conditions=@rinn/source packages/contract/scripts/generate-openapi.ts)', () => {
    expect(published).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });

  it('API-009: the document is OpenAPI 3.1 with one operation per route', () => {
    const document = buildOpenApiDocument() as { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, id: operation.operationId })),
    );
    expect(operations.map((operation) => operation.id).sort()).toEqual([...ROUTE_IDS].sort());
    for (const operation of operations) {
      const route = ROUTES[operation.id as keyof typeof ROUTES];
      expect(operation.method).toBe(route.method.toLowerCase());
      expect(operation.path).toBe(route.path.replace(/:(\w+)/g, '{$1}'));
    }
  });

  it('API-009: every authenticated operation documents its 401 and every input-taking one its 400', () => {
    const document = buildOpenApiDocument() as { paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>> };
    for (const methods of Object.values(document.paths)) {
      for (const operation of Object.values(methods)) {
        const route = ROUTES[operation.operationId as keyof typeof ROUTES];
        if (route.auth.startsWith('bearer') || route.auth === 'refresh' || route.auth === 'apiKey') {
          expect(operation.responses, route.id).toHaveProperty('401');
        }
        if (Object.keys(route.request).length > 0) expect(operation.responses, route.id).toHaveProperty('400');
        expect(operation.responses, route.id).toHaveProperty('429');
      }
    }
  });
});
