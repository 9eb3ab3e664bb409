// The client against the loopback Twilio server, over real HTTP.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startTwilioListener } from '../../testing/twilio-listener';
import { useSuiteResource } from '../../testing/suite-resource';
import { TextMessageFailure, sendTextMessage } from './twilio-client';

describe('sendTextMessage', () => {
  const twilio = useSuiteResource(startTwilioListener, (listener) => listener.close());

  afterEach(() => {
    twilio().received.length = 0;
    twilio().refused.clear();
    twilio().outage = undefined;
  });

  async function failureOf(promise: Promise<unknown>): Promise<TextMessageFailure> {
    const error = await promise.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    if (!(error instanceof TextMessageFailure)) throw new Error(`expected a TextMessageFailure, got ${String(error)}`);
    return error;
  }

  it('posts the text form-encoded with the account and its token, from the clinic number, and returns its SID', async () => {
    const sent = await sendTextMessage(twilio().config, {
      to: '+15145550123',
      body: 'Clinique Saint-Denis : rappel de votre rendez-vous demain à 9 h. Répondez OUI ou NON.',
      statusCallback: 'https://clinique.example/api/texts/status',
    });
    expect(sent.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(sent.status).toBe('queued');
    expect(twilio().received).toEqual([
      {
        sid: sent.sid,
        to: '+15145550123',
        from: '+15145550100',
        body: 'Clinique Saint-Denis : rappel de votre rendez-vous demain à 9 h. Répondez OUI ou NON.',
        statusCallback: 'https://clinique.example/api/texts/status',
      },
    ]);
  });

  it('refuses with Twilio’s code and says a refused number is not worth a retry', async () => {
    twilio().refused.set('+15145550199', 21211);
    const failure = await failureOf(sendTextMessage(twilio().config, { to: '+15145550199', body: 'Rappel' }));
    expect(failure).toMatchObject({ code: '21211', retryable: false });
    expect(twilio().received).toEqual([]);
  });

  it('refuses a wrong token as Twilio does (20003), not worth a retry', async () => {
    const failure = await failureOf(sendTextMessage({ ...twilio().config, authToken: 'faux' }, { to: '+15145550123', body: 'Rappel' }));
    expect(failure).toMatchObject({ code: '20003', retryable: false });
    expect(twilio().received).toEqual([]);
  });

  it('says an outage or too many requests may pass later', async () => {
    twilio().outage = 503;
    expect(await failureOf(sendTextMessage(twilio().config, { to: '+15145550123', body: 'Rappel' }))).toMatchObject({ retryable: true });
    twilio().outage = 429;
    expect(await failureOf(sendTextMessage(twilio().config, { to: '+15145550123', body: 'Rappel' }))).toMatchObject({ retryable: true });
    expect(twilio().received).toEqual([]);
  });

  it('says a server that cannot be reached or does not answer in time may pass later', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    try {
      const timedOut = await failureOf(
        sendTextMessage({ ...twilio().config, apiUrl: silentUrl }, { to: '+15145550123', body: 'Rappel' }, { timeoutMs: 50 }),
      );
      expect(timedOut).toMatchObject({ code: 'TIMEOUT', retryable: true });
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
    const unreachable = await failureOf(sendTextMessage({ ...twilio().config, apiUrl: silentUrl }, { to: '+15145550123', body: 'Rappel' }));
    expect(unreachable).toMatchObject({ code: 'NETWORK', retryable: true });
  });
});
