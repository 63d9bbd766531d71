import { fail, messageOfWire } from '@rinn/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, type RefusalMessage } from '../domain-error.js';
import { apiErrorCodeOf } from './error-codes.js';

const CONTEXT_NAMES: Readonly<Record<string, string>> = { querystring: 'query', body: 'body', params: 'params', headers: 'headers' };

/** zod's own messages say what is wrong but not where; ours (from @rinn/validation) stand alone. */
const GENERIC_ZOD_MESSAGE = /^(Invalid|Too (big|small)|Unrecognized|Expected)/;

/**
 * Answers a refusal: its message's contract error code (`apiErrorCodeOf`, the one place a refusal
 * becomes HTTP) fixes the status, and the envelope carries the English text and the code.
 */
function sendFailure(reply: FastifyReply, message: RefusalMessage, details: Parameters<typeof fail>[2] = {}): FastifyReply {
  const { httpStatus, body } = fail(apiErrorCodeOf(message), message, details);
  if (details.retryAfterSeconds !== undefined) reply.header('Retry-After', String(details.retryAfterSeconds));
  return reply.code(httpStatus).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own client errors (bad JSON, wrong content type, body too big …) and what to say. */
function clientErrorMessage(error: FastifyError): RefusalMessage {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: 'UNSUPPORTED_MEDIA_TYPE' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'BODY_TOO_LARGE' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: 'INVALID_JSON' };
    default:
      return error instanceof SyntaxError ? { code: 'INVALID_JSON' } : { code: 'BAD_REQUEST' };
  }
}

/**
 * The code of a zod issue's message: the field rule's or the contract's own (carried in the
 * issue's params by `schemaOf` of `@rinn/validation` and the contract's refinements), else zod's
 * own words quoted as the detail of a generic code.
 */
function issueMessage(params: unknown, text: string): RefusalMessage {
  const carried = (params as { params?: { issue?: { code?: unknown; params?: unknown } } } | undefined)?.params?.issue;
  const known =
    carried === undefined
      ? undefined
      : messageOfWire({
          messageCode: typeof carried.code === 'string' ? carried.code : undefined,
          messageParams: typeof carried.params === 'object' && carried.params !== null ? (carried.params as Record<string, unknown>) : undefined,
        });
  // A schema only ever carries the code of a refusal (a field's rule or the contract's own check).
  return (known as RefusalMessage | undefined) ?? { code: 'REQUEST_DETAIL_INVALID', params: { detail: text } };
}

/**
 * Installs the error and not-found handlers, so every failure is the contract's error envelope.
 *
 * @rule SEC-004 Nothing a client sends produces a 500: bad input answers 400 VALIDATION_FAILED with
 *   the field and a clear message, unknown routes 404 JSON, limits 429 with retryAfterSeconds; only
 *   a genuine server fault answers 500, with a fixed message, and is logged.
 * @spec §7, §8 Error catalogue
 * @param app - the server.
 * @example
 * installErrorHandling(app);
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const message: RefusalMessage = path.startsWith('/api/') ? { code: 'ROUTE_NOT_FOUND', params: { method: request.method, path } } : { code: 'NOT_FOUND' };
    return sendFailure(reply, message);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      return sendFailure(reply, error.reason, {
        ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
        ...(error.consentStatus === undefined ? {} : { consentStatus: error.consentStatus }),
        ...(error.issues === undefined ? {} : { issues: error.issues }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = CONTEXT_NAMES[error.validationContext ?? 'body'] ?? 'body';
      const issues = error.validation.map((issue) => {
        const field = issue.instancePath.split('/').filter(Boolean).join('.');
        const path = field ? `${context}.${field}` : context;
        const text = issue.message ?? '';
        const message: RefusalMessage = text === '' ? { code: 'VALIDATION_FAILED' } : issueMessage(issue.params, text);
        return { path, message, text };
      });
      const first = issues[0];
      const message: RefusalMessage =
        first === undefined
          ? { code: 'VALIDATION_FAILED' }
          : GENERIC_ZOD_MESSAGE.test(first.text) && first.message.code === 'REQUEST_DETAIL_INVALID'
            ? { code: 'REQUEST_FIELD_INVALID', params: { path: first.path, detail: first.text } }
            : first.message;
      return sendFailure(reply, message, { issues: issues.map(({ path, message: issueText }) => ({ path, message: issueText })) });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) {
      const retryAfterSeconds = Number(reply.getHeader('retry-after')) || 60;
      return sendFailure(reply, { code: 'TOO_MANY_REQUESTS', params: { seconds: retryAfterSeconds } }, { retryAfterSeconds });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own status (413, 415 …) stands; the envelope's code is the refusal's.
      const message = clientErrorMessage(error);
      const { body } = fail(apiErrorCodeOf(message), message);
      return reply.code(status).type('application/json; charset=utf-8').send(body);
    }
    request.log.error({ err: error }, 'request failed');
    return sendFailure(reply, { code: 'INTERNAL_ERROR' });
  });
}
