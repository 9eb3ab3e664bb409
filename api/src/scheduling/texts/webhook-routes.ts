// Twilio's webhooks, mounted at /api/webhooks/texts on the public surface: its delivery receipts
// (`/status`, the `StatusCallback` of each text) and the texts received on the clinic's number
// (`/inbound`, set on the number in Twilio's console). No session: each request must carry Twilio's
// signature of PUBLIC_URL + the path and its form (X-Twilio-Signature, keyed by the auth token),
// else 403 and nothing changes. Without TWILIO_* the channel is off and both answer 404.
import { and, eq, inArray } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { errorCodes } from 'shared-domain/platform/errors';
import type { TextMessageStatus } from 'shared-domain/automation/text-messages';
import type { AppDeps } from '../../deps';
import { textOutbox } from '../../platform/db/schema';
import { AppError, notFound } from '../../platform/http/app-error';
import { isTwilioSignatureValid, twilioSignatureHeader } from '../../platform/text-messages/twilio-signature';
import { receiveText } from './text-replies';

/** Twilio's receipt states, as the outbox keeps them; `queued`, `accepted`, `sending` change nothing. */
const receiptStatus: Record<string, TextMessageStatus> = {
  sent: 'sent',
  delivered: 'delivered',
  undelivered: 'failed',
  failed: 'failed',
};

/** The states a receipt may move a text from: a late « sent » never undoes « delivered » or « failed ». */
const movableFrom: Record<TextMessageStatus, TextMessageStatus[]> = {
  queued: [],
  sent: ['queued'],
  delivered: ['queued', 'sent'],
  failed: ['queued', 'sent'],
};

/** The form of a request Twilio signed, or a refusal: 404 with the channel off, 403 on a bad signature. */
async function signedForm(deps: AppDeps, c: Context): Promise<Record<string, string>> {
  const channel = deps.config.textMessages;
  if (!channel) throw notFound();
  const form = await c.req.parseBody();
  const params = Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const url = new URL(c.req.url);
  const signedUrl = `${deps.config.publicUrl}${url.pathname}${url.search}`;
  if (!isTwilioSignatureValid(channel.authToken, signedUrl, params, c.req.header(twilioSignatureHeader))) {
    throw new AppError(errorCodes.forbidden, 'Signature Twilio invalide : la requête est refusée.');
  }
  return params;
}

/** An empty TwiML answer: Twilio sends no reply text of its own. */
const noReply = (c: Context) => c.body('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', 200, { 'content-type': 'text/xml' });

export function textWebhookRoutes(deps: AppDeps) {
  return new Hono()
    .post('/status', async (c) => {
      const form = await signedForm(deps, c);
      const status = receiptStatus[form.MessageStatus ?? ''];
      if (status && form.MessageSid) {
        await deps.db
          .update(textOutbox)
          .set({
            status,
            statusAt: deps.clock.now().toISOString(),
            ...(status === 'failed' && { error: (form.ErrorCode ?? 'FAILED').slice(0, 20) }),
          })
          .where(and(eq(textOutbox.providerSid, form.MessageSid), inArray(textOutbox.status, movableFrom[status])));
      }
      return c.body(null, 204);
    })
    .post('/inbound', async (c) => {
      const form = await signedForm(deps, c);
      if (form.MessageSid && form.From) await receiveText(deps, { messageSid: form.MessageSid, from: form.From, body: form.Body ?? '' });
      return noReply(c);
    });
}
