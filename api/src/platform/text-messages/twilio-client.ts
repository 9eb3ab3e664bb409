// The text-message channel: one text sent through Twilio's REST API (POST
// /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded, HTTP basic auth with the account
// and its token). Twilio answers 201 with the message's SID, then posts its delivery receipts to
// `StatusCallback`. A refusal comes back as a `TextMessageFailure` with Twilio's error code (never
// its words, which may repeat the number) and whether trying again later may work.
import type { TextMessageConfig } from '../../config';

export interface TextMessageToSend {
  /** The patient's mobile number, in E.164. */
  to: string;
  body: string;
  /** Where Twilio posts the delivery receipts (sent, delivered, failed…). */
  statusCallback?: string;
}

export interface TextMessageAccepted {
  /** Twilio's id of the message (`SM…`), which its receipts name. */
  sid: string;
  /** Twilio's state on acceptance: `queued` or `accepted`. */
  status: string;
}

/**
 * `code`: Twilio's error code (`21211`: not a valid number, `21610`: the number replied STOP…),
 * else `HTTP_<status>`, `NETWORK` or `TIMEOUT`. `retryable`: a network fault, a timeout, a 429 or a
 * 5xx may pass later; a 4xx will not.
 */
export class TextMessageFailure extends Error {
  constructor(
    readonly code: string,
    readonly retryable: boolean,
  ) {
    super(`Text message not sent: ${code}`);
    this.name = 'TextMessageFailure';
  }
}

const defaultTimeoutMs = 10_000;

export function messagesUrl(config: TextMessageConfig): string {
  return `${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
}

export async function sendTextMessage(
  config: TextMessageConfig,
  message: TextMessageToSend,
  options: { timeoutMs?: number } = {},
): Promise<TextMessageAccepted> {
  const form = new URLSearchParams({ To: message.to, From: config.from, Body: message.body });
  if (message.statusCallback) form.set('StatusCallback', message.statusCallback);
  let response: Response;
  try {
    response = await fetch(messagesUrl(config), {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: form,
      signal: AbortSignal.timeout(options.timeoutMs ?? defaultTimeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new TextMessageFailure(timedOut ? 'TIMEOUT' : 'NETWORK', true);
  }
  const answer = (await response.json().catch(() => null)) as { sid?: unknown; status?: unknown; code?: unknown } | null;
  if (response.status === 201 || response.status === 200) {
    // Accepted but unreadable: sending it again could send it twice.
    if (typeof answer?.sid !== 'string') throw new TextMessageFailure('NO_SID', false);
    return { sid: answer.sid, status: typeof answer.status === 'string' ? answer.status : 'queued' };
  }
  const retryable = response.status === 429 || response.status >= 500;
  const code = typeof answer?.code === 'number' || typeof answer?.code === 'string' ? String(answer.code) : `HTTP_${response.status}`;
  throw new TextMessageFailure(code, retryable);
}
