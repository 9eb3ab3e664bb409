// The loopback Twilio server's receipts and inbound texts reach a webhook over real HTTP, signed as
// Twilio signs them.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendTextMessage } from '../platform/text-messages/twilio-client';
import { isTwilioSignatureValid } from '../platform/text-messages/twilio-signature';
import { type TwilioListener, startTwilioListener } from './twilio-listener';

interface Posted {
  url: string;
  params: Record<string, string>;
  signature: string | undefined;
}

let twilio: TwilioListener;
let webhook: { url: string; posted: Posted[]; close(): Promise<void> };

beforeAll(async () => {
  twilio = await startTwilioListener();
  const posted: Posted[] = [];
  const server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${request.url}`;
    const signature = request.headers['x-twilio-signature'];
    posted.push({
      url,
      params: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
      signature: typeof signature === 'string' ? signature : undefined,
    });
    response.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  webhook = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    posted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
});

afterAll(async () => {
  await twilio.close();
  await webhook.close();
});

describe('the loopback Twilio server', () => {
  it('posts a signed delivery receipt for a text to its StatusCallback', async () => {
    await sendTextMessage(twilio.config, { to: '+15145550123', body: 'Rappel', statusCallback: `${webhook.url}/status?instance=1` });
    const [text] = twilio.received;
    if (!text) throw new Error('no text received');
    expect((await twilio.deliveryReceipt(text, 'failed', 30003)).status).toBe(204);
    const receipt = webhook.posted.at(-1);
    expect(receipt?.url).toBe(`${webhook.url}/status?instance=1`);
    expect(receipt?.params).toMatchObject({
      MessageSid: text.sid,
      MessageStatus: 'failed',
      ErrorCode: '30003',
      To: '+15145550123',
      From: '+15145550100',
    });
    expect(receipt && isTwilioSignatureValid(twilio.config.authToken, receipt.url, receipt.params, receipt.signature)).toBe(true);
  });

  it('posts a signed inbound text, the same SID when repeated, and a forged one when given another token', async () => {
    await twilio.inbound(`${webhook.url}/inbound`, { from: '+15145550123', body: 'Oui', messageSid: 'SM0123456789abcdef0123456789abcdef' });
    await twilio.inbound(`${webhook.url}/inbound`, { from: '+15145550123', body: 'Oui', messageSid: 'SM0123456789abcdef0123456789abcdef' });
    await twilio.inbound(`${webhook.url}/inbound`, { from: '+15145550123', body: 'STOP', authToken: 'faux' });
    const [first, repeated, forged] = webhook.posted.slice(-3);
    expect(first?.params).toMatchObject({
      From: '+15145550123',
      To: '+15145550100',
      Body: 'Oui',
      MessageSid: 'SM0123456789abcdef0123456789abcdef',
    });
    expect(repeated?.params.MessageSid).toBe(first?.params.MessageSid);
    for (const signed of [first, repeated]) {
      expect(signed && isTwilioSignatureValid(twilio.config.authToken, signed.url, signed.params, signed.signature)).toBe(true);
    }
    expect(forged?.params.Body).toBe('STOP');
    expect(forged && isTwilioSignatureValid(twilio.config.authToken, forged.url, forged.params, forged.signature)).toBe(false);
  });
});
