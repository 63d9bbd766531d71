/// <reference types="node" />
// Writes docs/api/openapi.json from the route table. Run from the repository root with
//   npx tsx --conditions=@rinn/source packages/contract/scripts/generate-openapi.ts
// The contract's tests fail while the file is stale, so run this after changing a route.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '../src/openapi.js';

const target = fileURLToPath(new URL('../../../docs/api/openapi.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
console.log(`wrote ${target}`);
