import { type ApiErrorCode, INTERNAL_ERROR_MESSAGE, NOT_FOUND_MESSAGE, VALIDATION_FAILED_MESSAGE, fail } from '@rinn/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from './api-error.js';
import { messages } from './messages.js';

const CONTEXT_NAMES: Readonly<Record<string, string>> = { querystring: 'query', body: 'body', params: 'params', headers: 'headers' };

/** zod's own messages say what is wrong but not where; ours (from @rinn/validation) stand alone. */
const GENERIC_ZOD_MESSAGE = /^(Invalid|Too (big|small)|Unrecognized|Expected)/;

function sendFailure(
  reply: FastifyReply,
  code: ApiErrorCode,
  message: string,
  details: Parameters<typeof fail>[2] = {},
): FastifyReply {
  const { httpStatus, body } = fail(code, message, details);
  if (details.retryAfterSeconds !== undefined) reply.header('Retry-After', String(details.retryAfterSeconds));
  return reply.code(httpStatus).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own client errors (bad JSON, wrong content type, body too big …) and what to say. */
function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return messages.unsupportedMediaType;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return messages.bodyTooLarge;
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return messages.invalidJson;
    default:
      return error instanceof SyntaxError ? messages.invalidJson : messages.badRequest;
  }
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
    const message = path.startsWith('/api/') ? messages.routeNotFound(request.method, path) : NOT_FOUND_MESSAGE;
    return sendFailure(reply, 'NOT_FOUND', message);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return sendFailure(reply, error.code, error.message, {
        ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
        ...(error.consentStatus === undefined ? {} : { consentStatus: error.consentStatus }),
        ...(error.issues === undefined ? {} : { issues: error.issues }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = CONTEXT_NAMES[error.validationContext ?? 'body'] ?? 'body';
      const issues = error.validation.map((issue) => {
        const field = issue.instancePath.split('/').filter(Boolean).join('.');
        return { path: field ? `${context}.${field}` : context, message: issue.message ?? VALIDATION_FAILED_MESSAGE };
      });
      const first = issues[0];
      const message =
        first === undefined
          ? VALIDATION_FAILED_MESSAGE
          : GENERIC_ZOD_MESSAGE.test(first.message)
            ? `${first.path}: ${first.message}`
            : first.message;
      return sendFailure(reply, 'VALIDATION_FAILED', message, { issues });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) {
      const retryAfterSeconds = Number(reply.getHeader('retry-after')) || 60;
      return sendFailure(reply, 'RATE_LIMITED', messages.tooManyRequests(retryAfterSeconds), { retryAfterSeconds });
    }
    if (status >= 400 && status < 500) {
      const { body } = fail('VALIDATION_FAILED', clientErrorMessage(error));
      return reply.code(status).type('application/json; charset=utf-8').send(body);
    }
    request.log.error({ err: error }, 'request failed');
    return sendFailure(reply, 'INTERNAL', INTERNAL_ERROR_MESSAGE);
  });
}
