// A real HTTP server on loopback that speaks the part of Twilio's REST API the text-message channel
// uses, the way smtp-listener.ts stands in for a mail server: it takes a text (POST
// /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded, basic auth), keeps it and answers
// with a SID as Twilio does; then, when a test says so, it posts a delivery receipt to the text's
// `StatusCallback` or an inbound text to a webhook, each signed with `X-Twilio-Signature` as
// Twilio signs them. Its refusals carry Twilio's error codes and JSON shape.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TextMessageConfig } from '../config';
import { twilioSignature, twilioSignatureHeader } from '../platform/text-messages/twilio-signature';

export interface ReceivedText {
  sid: string;
  to: string;
  from: string;
  body: string;
  statusCallback: string | undefined;
}

/** The states Twilio posts to `StatusCallback`. */
export type TwilioDeliveryStatus = 'queued' | 'sent' | 'delivered' | 'undelivered' | 'failed';

export interface TwilioListener {
  /** The channel's configuration pointing at this server (TWILIO_API_URL and the rest). */
  config: TextMessageConfig;
  received: ReceivedText[];
  /** Numbers refused with Twilio's code while they are in the map (21211: not a valid number, 21610: unsubscribed). */
  refused: Map<string, number>;
  /** While set, every send is answered with this HTTP status (503: Twilio down, 429: too many requests). */
  outage: number | undefined;
  /** Posts Twilio's receipt for `text` to its `StatusCallback`, signed; the API's answer. */
  deliveryReceipt(text: ReceivedText, status: TwilioDeliveryStatus, errorCode?: number): Promise<Response>;
  /** Posts a text from `from` to the clinic's number to `webhookUrl`, signed (another token: a forged one). */
  inbound(webhookUrl: string, text: { from: string; body: string; messageSid?: string; authToken?: string }): Promise<Response>;
  close(): Promise<void>;
}

const apiVersion = '2010-04-01';

/** A Twilio id: two letters then 32 hexadecimal digits. */
export const twilioSid = (prefix: 'AC' | 'SM') => `${prefix}${randomBytes(16).toString('hex')}`;

export async function startTwilioListener(options: { from?: string } = {}): Promise<TwilioListener> {
  const accountSid = twilioSid('AC');
  const authToken = randomBytes(16).toString('hex');
  const clinicNumber = options.from ?? '+15145550100';
  const received: ReceivedText[] = [];
  const refused = new Map<string, number>();
  const state: { outage: number | undefined } = { outage: undefined };
  const messagesPath = `/${apiVersion}/Accounts/${accountSid}/Messages.json`;

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (request.method !== 'POST' || !request.url?.startsWith(`/${apiVersion}/Accounts/`)) {
      return refuse(response, 404, 20404, 'The requested resource was not found');
    }
    if (request.headers.authorization !== `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`) {
      return refuse(response, 401, 20003, 'Authenticate');
    }
    if (request.url !== messagesPath) return refuse(response, 404, 20404, 'The requested resource was not found');
    if (state.outage !== undefined) return refuse(response, state.outage, state.outage === 429 ? 20429 : 20500, 'Service unavailable');
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      return refuse(response, 400, 21603, 'A form-encoded body is required');
    }
    const form = new URLSearchParams(body);
    const to = form.get('To');
    const from = form.get('From');
    const text = form.get('Body');
    if (!to) return refuse(response, 400, 21604, "A 'To' phone number is required.");
    if (!from) return refuse(response, 400, 21603, "A 'From' phone number is required.");
    if (from !== clinicNumber)
      return refuse(
        response,
        400,
        21606,
        "The 'From' phone number provided is not a valid message-capable Twilio phone number for this destination/account.",
      );
    if (!text) return refuse(response, 400, 21602, 'Message body is required.');
    const refusal = refused.get(to);
    if (refusal !== undefined) return refuse(response, 400, refusal, 'The message was refused for this number.');
    const sid = twilioSid('SM');
    received.push({ sid, to, from, body: text, statusCallback: form.get('StatusCallback') ?? undefined });
    answer(response, 201, {
      sid,
      account_sid: accountSid,
      api_version: apiVersion,
      to,
      from,
      body: text,
      status: 'queued',
      direction: 'outbound-api',
      num_segments: '1',
      num_media: '0',
      error_code: null,
      error_message: null,
      price: null,
      date_created: new Date().toUTCString(),
      uri: `/${apiVersion}/Accounts/${accountSid}/Messages/${sid}.json`,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** Posts `params` form-encoded to `url`, signed with `token` as Twilio signs its webhooks. */
  const postSigned = (url: string, params: Record<string, string>, token = authToken) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', [twilioSignatureHeader]: twilioSignature(token, url, params) },
      body: new URLSearchParams(params),
    });

  return {
    config: { accountSid, authToken, from: clinicNumber, apiUrl: `http://127.0.0.1:${port}` },
    received,
    refused,
    get outage() {
      return state.outage;
    },
    set outage(status: number | undefined) {
      state.outage = status;
    },
    deliveryReceipt(text, status, errorCode) {
      if (!text.statusCallback) throw new Error(`The text ${text.sid} was sent without a StatusCallback`);
      return postSigned(text.statusCallback, {
        AccountSid: accountSid,
        ApiVersion: apiVersion,
        From: text.from,
        To: text.to,
        MessageSid: text.sid,
        SmsSid: text.sid,
        MessageStatus: status,
        SmsStatus: status,
        ...(errorCode === undefined ? {} : { ErrorCode: String(errorCode) }),
      });
    },
    inbound(webhookUrl, text) {
      const sid = text.messageSid ?? twilioSid('SM');
      return postSigned(
        webhookUrl,
        {
          AccountSid: accountSid,
          ApiVersion: apiVersion,
          From: text.from,
          To: clinicNumber,
          Body: text.body,
          MessageSid: sid,
          SmsMessageSid: sid,
          SmsSid: sid,
          SmsStatus: 'received',
          NumMedia: '0',
          NumSegments: '1',
        },
        text.authToken,
      );
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Twilio's error shape: its code, its message, a link to the code's page and the HTTP status. */
function refuse(response: ServerResponse, status: number, code: number, message: string) {
  answer(response, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
}
