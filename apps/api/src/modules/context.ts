import type { Clock } from '../clock.js';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { ConsentService } from './consent/consent-service.js';
import type { CreditBureau } from './dashboard/credit-bureau.js';
import type { OtpService } from './otp/otp-service.js';
import type { SessionService } from './session/session-service.js';
import type { SmsQueue } from './otp/sms-queue.js';

/** What every module plugin is given: the services it wires to HTTP. */
export interface ModuleContext {
  readonly config: ServerConfig;
  readonly db: Database;
  readonly clock: Clock;
  /** Where every SMS is handed off (the queue's worker calls the configured provider). */
  readonly sms: SmsQueue;
  readonly bureau: CreditBureau;
  readonly otp: OtpService;
  readonly sessions: SessionService;
  /** Lender consent: one service for the consent pages, the journey and the dev link route. */
  readonly consent: ConsentService;
}
