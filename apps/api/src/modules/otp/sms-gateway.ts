import { z } from 'zod/mini';
import type { SmsDelivery, SmsMessage, SmsProvider, SmsTemplate } from './sms-provider.js';

/** How to reach an Indian SMS gateway and what TRAI's DLT rules require on every message. */
export interface SmsGatewayOptions {
  /** The gateway's send endpoint (HTTPS in production). */
  readonly url: string;
  readonly apiKey: string;
  /** The 6-letter header (sender id) registered on DLT, e.g. `RINNIN`. */
  readonly senderId: string;
  /** The principal entity id registered on DLT. */
  readonly dltEntityId: string;
  /** The DLT content template id of each message Rinn sends. */
  readonly templateIds: Readonly<Record<SmsTemplate, string>>;
  /** How long one call may take; 5 s by default. */
  readonly timeoutMs?: number;
  /** Tries per message, the first included; 3 by default. */
  readonly attempts?: number;
  /** The wait before the second try, doubled before each next one; 250 ms by default. */
  readonly backoffMs?: number;
  /** The HTTP client; `fetch` by default. */
  readonly fetch?: typeof fetch;
}

/** A send the gateway refused for good (bad number, template mismatch): retrying cannot help. */
export class SmsRejectedError extends Error {
  readonly permanent = true;
  constructor(message: string) {
    super(message);
    this.name = 'SmsRejectedError';
  }
}

/** The gateway's answer to a send. */
const gatewayAnswerSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(200)),
  status: z.enum(['accepted', 'queued', 'sent', 'delivered', 'failed']),
  reason: z.optional(z.string().check(z.maxLength(500))),
});

const DEFAULT_TIMEOUT_MS = 5_000;
const DEFAULT_ATTEMPTS = 3;
const DEFAULT_BACKOFF_MS = 250;

const wait = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * The production SMS adapter: posts each message as JSON to an Indian gateway with the DLT sender
 * id, entity id and template id, and reads back the gateway's message id and delivery status.
 * Request shape: `POST url` with `Authorization: Bearer <key>` and
 * `{sender, to: "91XXXXXXXXXX", message, dltEntityId, dltTemplateId}`; answer
 * `{id, status: accepted|queued|sent|delivered|failed, reason?}`.
 *
 * @rule SMS-002 The gateway adapter gives each call a timeout and retries a slow, unreachable, 5xx,
 *   429 or malformed answer with doubling backoff; a 4xx or a `failed` status is a refusal and is not
 *   retried; every message names its DLT template id, entity id and sender id.
 * @param options - where and how to send.
 * @returns the provider.
 * @example
 * const sms = httpGatewaySmsProvider({ url, apiKey, senderId: 'RINNIN', dltEntityId, templateIds });
 */
export function httpGatewaySmsProvider(options: SmsGatewayOptions): SmsProvider {
  const send = options.fetch ?? fetch;
  const attempts = options.attempts ?? DEFAULT_ATTEMPTS;
  const backoffMs = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function tryOnce(message: SmsMessage): Promise<SmsDelivery> {
    const response = await send(options.url, {
      method: 'POST',
      headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        sender: options.senderId,
        to: `91${message.mobile}`,
        message: message.body,
        dltEntityId: options.dltEntityId,
        dltTemplateId: options.templateIds[message.template],
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (response.status >= 400 && response.status < 500 && response.status !== 429) {
      throw new SmsRejectedError(`gateway refused the message: HTTP ${response.status}`);
    }
    if (!response.ok) throw new Error(`gateway answered HTTP ${response.status}`);
    let answer: z.infer<typeof gatewayAnswerSchema>;
    try {
      answer = gatewayAnswerSchema.parse(JSON.parse(text));
    } catch {
      throw new Error('gateway answered something that is not a send receipt');
    }
    if (answer.status === 'failed') throw new SmsRejectedError(`gateway could not send the message: ${answer.reason ?? 'no reason given'}`);
    return { providerMessageId: answer.id, status: answer.status };
  }

  return {
    async send(message) {
      let lastError: unknown;
      for (let attempt = 0; attempt < attempts; attempt += 1) {
        if (attempt > 0) await wait(backoffMs * 2 ** (attempt - 1));
        try {
          return await tryOnce(message);
        } catch (error) {
          if (error instanceof SmsRejectedError) throw error;
          lastError = error;
        }
      }
      throw lastError instanceof Error ? lastError : new Error(String(lastError));
    },
  };
}
