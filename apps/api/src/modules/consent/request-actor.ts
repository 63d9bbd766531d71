import type { FastifyRequest } from 'fastify';
import type { AuditActor } from './consent-service.js';

/**
 * Who made a request, as the consent audit trail records it: the client's address and user agent.
 *
 * @param request - the HTTP request
 * @returns the actor; a missing or repeated user-agent header reads as none
 */
export function auditActorOf(request: FastifyRequest): AuditActor & { readonly clientIp: string } {
  const userAgent = request.headers['user-agent'];
  return { clientIp: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null };
}
