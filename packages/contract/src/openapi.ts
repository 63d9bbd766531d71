import { z } from 'zod/mini';
import { API_ERRORS, envelope, errorEnvelopeSchema, type ApiErrorCode } from './envelope.js';
import { ROUTE_EXAMPLES } from './examples.js';
import { HEADERS, NDJSON_CONTENT_TYPE, type AuthKind } from './headers.js';
import { possibleErrorsOf } from './route-errors.js';
import { ROUTES, ROUTE_IDS } from './route-table.js';
import type { AnyRoute } from './route.js';

/** A JSON value, as the OpenAPI document is made of. */
export type JsonObject = { [key: string]: unknown };

/** Version of the API described; bump it with breaking changes to the contract. */
export const API_VERSION = '1.0.0';

const toJsonSchema = (schema: z.ZodMiniType, io: 'input' | 'output'): JsonObject => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
  return rest;
};

const SECURITY: Readonly<Record<AuthKind, ReadonlyArray<Readonly<Record<string, readonly string[]>>>>> = {
  none: [],
  bearer: [{ bearerAccess: [] }],
  'bearer+session': [{ bearerAccess: [], sessionToken: [] }],
  refresh: [{ bearerRefresh: [] }],
  apiKey: [{ apiKey: [] }],
  consentToken: [],
};

const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

function parametersOf(route: AnyRoute, example: (typeof ROUTE_EXAMPLES)[keyof typeof ROUTE_EXAMPLES]): JsonObject[] {
  const parameters: JsonObject[] = [];
  const places = [
    ['path', route.request.params, example.request.params],
    ['query', route.request.query, example.request.query],
    ['header', route.request.headers, example.request.headers],
  ] as const;
  for (const [place, schema, values] of places) {
    if (schema === undefined) continue;
    const json = toJsonSchema(schema, 'input') as { properties?: Record<string, JsonObject>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      const { description, ...propertySchema } = property as JsonObject & { description?: string };
      const value = (values as Readonly<Record<string, unknown>> | undefined)?.[name];
      parameters.push({
        name,
        in: place,
        required: place === 'path' || (json.required ?? []).includes(name),
        ...(description === undefined ? {} : { description }),
        schema: propertySchema,
        ...(value === undefined ? {} : { example: value }),
      });
    }
  }
  return parameters;
}

function errorResponses(codes: readonly ApiErrorCode[]): JsonObject {
  const byStatus = new Map<number, ApiErrorCode[]>();
  for (const code of codes) {
    const status = API_ERRORS[code].httpStatus;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: JsonObject = {};
  for (const [status, statusCodes] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: `Error envelope; code ${statusCodes.join(' or ')}.`,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
    };
  }
  return responses;
}

function operationOf(route: AnyRoute): JsonObject {
  const example = ROUTE_EXAMPLES[route.id as keyof typeof ROUTE_EXAMPLES];
  const success =
    route.responseKind === 'ndjson'
      ? {
          description: 'Newline-delimited JSON: text lines, then one done line (or an error line).',
          content: { [NDJSON_CONTENT_TYPE]: { schema: toJsonSchema(route.response, 'output'), example: example.response } },
        }
      : {
          description: 'Success envelope.',
          content: {
            'application/json': {
              schema: toJsonSchema(envelope(route.response), 'output'),
              example: { status: true, message: '', data: example.response },
            },
          },
        };
  const parameters = parametersOf(route, example);
  return {
    operationId: route.id,
    summary: route.summary,
    description: `Spec: ${route.specSection}. Auth: ${route.auth}.`,
    security: SECURITY[route.auth],
    ...(parameters.length === 0 ? {} : { parameters }),
    ...(route.request.body === undefined
      ? {}
      : {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toJsonSchema(route.request.body, 'input'), example: example.request.body } },
          },
        }),
    responses: { [String(route.successStatus)]: success, ...errorResponses(possibleErrorsOf(route)) },
  };
}

/**
 * The OpenAPI 3.1 document of the whole API, generated from the route table, so the published
 * reference cannot drift from what the server validates and the client parses.
 *
 * @rule API-009 `docs/api/openapi.json` is exactly the document generated from the route table;
 *   a test regenerates it and fails when the file is stale (regenerate with the contract's
 *   `generate-openapi` script).
 * @spec §7 The calls the product makes
 * @returns A JSON-serialisable OpenAPI 3.1 document.
 * @example JSON.stringify(buildOpenApiDocument(), null, 2)
 */
export function buildOpenApiDocument(): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const id of ROUTE_IDS) {
    const route: AnyRoute = ROUTES[id];
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Rinn API',
      version: API_VERSION,
      description:
        'Every JSON response is the envelope { status, message, data } with a boolean status. Errors answer ' +
        'status false, data null, a code and a message. An error also names its message by messageCode, with the ' +
        'values it quotes in messageParams (and so does each of its issues): message is the English text, and a ' +
        'client writes the code out in its page language from the catalogues of @rinn/contract (SERVER_MESSAGES_EN, ' +
        'SERVER_MESSAGES_HI), showing message for a code it does not know. GET responses must not be cached. ' +
        'Generated from @rinn/contract.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { ErrorEnvelope: toJsonSchema(errorEnvelopeSchema, 'output') },
      securitySchemes: {
        bearerAccess: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Short-lived access token.' },
        sessionToken: { type: 'apiKey', in: 'header', name: HEADERS.sessionToken, description: 'Server-side session id (§6).' },
        bearerRefresh: { type: 'http', scheme: 'bearer', description: 'Refresh token; rotates on every use.' },
        apiKey: { type: 'apiKey', in: 'header', name: HEADERS.apiKey, description: 'Lender or site key (GET consent).' },
      },
    },
  };
}
