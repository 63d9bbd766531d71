import type { ServerConfig } from '../../config.js';
import { messages } from '../../http/messages.js';
import type { SmsQueue } from '../otp/sms-queue.js';
import { CONSENT_LIFETIMES } from './consent-records.js';

/** What texting a consent link needs: where this server is served, and the SMS queue. */
export interface ConsentLinkSender {
  readonly config: Pick<ServerConfig, 'host' | 'port'>;
  readonly sms: Pick<SmsQueue, 'send'>;
}

/**
 * Texts a borrower the consent link of a request (consent terms page, §2), as this server serves
 * it, with how many hours it stays valid.
 *
 * @param sender - the server's host, port and SMS queue.
 * @param mobile - the borrower's mobile.
 * @param lenderName - the lender asking for consent.
 * @param path - the link's site path, as `ConsentService.createRequest` returns it.
 */
export async function sendConsentLinkSms(sender: ConsentLinkSender, mobile: string, lenderName: string, path: string): Promise<void> {
  const host = sender.config.host === '0.0.0.0' ? '127.0.0.1' : sender.config.host;
  const url = `http://${host}:${sender.config.port}${path}`;
  await sender.sms.send({ mobile, body: messages.smsConsentLink(lenderName, url, CONSENT_LIFETIMES.linkMs / 3_600_000), template: 'consent-link' });
}
