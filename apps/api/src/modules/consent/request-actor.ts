import type { FastifyRequest } from 'fastify';
import { storableText } from '../../http/storable-text.js';
import type { AuditActor } from './consent-records.js';

/**
 * Who made a request, as the consent audit trail records it: the client's address and user agent.
 * The user agent is a header, which the request check of STORE-001 does not cover (it checks the
 * body, query and path), so its NUL characters are dropped here before the audit row stores it.
 *
 * @param request - the HTTP request
 * @returns the actor; a missing or repeated user-agent header reads as none
 */
export function auditActorOf(request: FastifyRequest): AuditActor & { readonly clientIp: string } {
  const userAgent = request.headers['user-agent'];
  return { clientIp: request.ip, userAgent: typeof userAgent === 'string' ? storableText(userAgent) : null };
}
