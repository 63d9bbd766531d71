import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../clock.js';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { ChatService } from './assistant/chat-service.js';
import type { LeadService } from './assistant/lead-service.js';
import type { ConsentService } from './consent/consent-service.js';
import type { ContactService } from './contact/contact-service.js';
import type { CreditScoreService } from './credit-score/credit-score-service.js';
import type { DashboardService } from './dashboard/dashboard-service.js';
import type { DocumentsService } from './documents/documents-service.js';
import type { JourneyService } from './journey/journey-service.js';
import type { OtpService } from './otp/otp-service.js';
import type { SmsQueue } from './otp/sms-queue.js';
import type { SessionService } from './session/session-service.js';

/**
 * What every module plugin is given: the services it wires to HTTP, each built once by the
 * composition root (`composeServices`). Modules mount routes; they never build a service.
 */
export interface ModuleContext {
  readonly config: ServerConfig;
  readonly db: Database;
  readonly clock: Clock;
  /** Where every SMS is handed off (the queue's worker calls the configured provider). */
  readonly sms: SmsQueue;
  readonly otp: OtpService;
  readonly sessions: SessionService;
  /** Lender consent: one service for the consent pages, the journey and the dev link route. */
  readonly consent: ConsentService;
  readonly creditScores: CreditScoreService;
  readonly dashboard: DashboardService;
  readonly documents: DocumentsService;
  readonly journeys: JourneyService;
  readonly contact: ContactService;
  readonly chat: ChatService;
  readonly leads: LeadService;
}

/**
 * An area of §7 as a Fastify plugin: registered with the composed services as its options, it
 * mounts that area's routes on its own encapsulated instance, so a hook or decorator one module
 * adds stays its own.
 */
export type ModulePlugin = FastifyPluginAsync<ModuleContext>;
