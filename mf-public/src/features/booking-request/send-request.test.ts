import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppointmentRequest } from 'shared-domain/scheduling/appointment-request';
import { recentErrors } from 'shared-ui/error-log';
import { jsonResponse } from 'shared-ui/test-support/renderRemoteRoutes';
import { json, type PublicAnswer, refusal } from '../../test-support/public-stub-api';
import { sendAppointmentRequest, sendFailureMessages, type SubmitAppointmentRequest } from './send-request';
import type { RequestValues } from './useRequestForm';

const values: RequestValues = {
  name: '  Marie Tremblay ',
  email: 'marie@example.com',
  phone: '514 555-0199',
  reason: 'Coliques <script>alert(1)</script>de mon bébé',
  patient_age: '',
  preferred_time: '',
};

/** What the API answers a request it took, typed from the route. */
const received = (status: 200 | 201, body: PublicAnswer<'POST /api/public/appointment-requests'>) => json(status, body);

function recordingSubmit(...answers: (Response | Error)[]) {
  const sent: AppointmentRequest[] = [];
  const submit: SubmitAppointmentRequest = async (request) => {
    sent.push(request);
    const answer = answers.shift();
    if (!answer) throw new Error('no more answers');
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { sent, submit };
}

let delays: number[] = [];
const sleep = async (ms: number) => void delays.push(ms);
const options = { fallbackKind: 'appointment' as const, sleep };
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  delays = [];
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('sendAppointmentRequest', () => {
  it('sends the sanitised request once and reports what the clinic took', async () => {
    const { sent, submit } = recordingSubmit(received(201, { received: true, kind: 'waitlist' }));
    await expect(sendAppointmentRequest(values, submit, options)).resolves.toEqual({
      type: 'received',
      result: 'waitlist',
    });
    expect(sent).toEqual([
      {
        name: 'Marie Tremblay',
        email: 'marie@example.com',
        phone: '514 555-0199',
        reason: 'Coliques de mon bébé',
        patient_age: '',
        preferred_time: '',
      },
    ]);
    expect(delays).toEqual([]);
  });

  it('takes a success that does not say what the clinic took as received, in the mode on screen', async () => {
    // Not what the API answers (it always says the kind: see `received`), but what the form falls back on.
    const { submit } = recordingSubmit(jsonResponse(200, { received: true }));
    await expect(sendAppointmentRequest(values, submit, options)).resolves.toEqual({
      type: 'received',
      result: 'appointment',
    });
  });

  it('retries network failures (1000 ms, then 2000 ms) and succeeds on the third attempt', async () => {
    const { sent, submit } = recordingSubmit(
      new TypeError('Failed to fetch'),
      new TypeError('Failed to fetch'),
      received(201, { received: true, kind: 'appointment' }),
    );
    await expect(sendAppointmentRequest(values, submit, options)).resolves.toEqual({
      type: 'received',
      result: 'appointment',
    });
    expect(sent).toHaveLength(3);
    expect(delays).toEqual([1000, 2000]);
  });

  it('after 3 network failures, logs NET_001 (medium) and gives a French message with the error id', async () => {
    const { sent, submit } = recordingSubmit(...Array.from({ length: 3 }, () => new TypeError('Failed to fetch')));
    const outcome = await sendAppointmentRequest(values, submit, options);
    expect(sent).toHaveLength(3);
    const entry = recentErrors(1)[0];
    expect(entry).toMatchObject({
      errorCode: 'NET_001',
      severity: 'medium',
      message: 'Failed to fetch',
    });
    expect(outcome).toEqual({
      type: 'failed',
      message: sendFailureMessages.network,
      errorId: entry?.id,
    });
    expect(consoleError).toHaveBeenCalledOnce();
  });

  it('logs a timeout as NET_002 with its own message', async () => {
    const timeout = () => Object.assign(new Error('signal timed out'), { name: 'TimeoutError' });
    const { submit } = recordingSubmit(timeout(), timeout(), timeout());
    const outcome = await sendAppointmentRequest(values, submit, options);
    expect(recentErrors(1)[0]).toMatchObject({ errorCode: 'NET_002', severity: 'medium' });
    expect(outcome).toMatchObject({ type: 'failed', message: sendFailureMessages.timeout });
  });

  it('does not retry an answer: a 500 shows the API’s French message', async () => {
    const { sent, submit } = recordingSubmit(refusal(500, 'DB_002', 'La base de données est momentanément indisponible.'));
    const outcome = await sendAppointmentRequest(values, submit, options);
    expect(outcome).toEqual({
      type: 'failed',
      message: 'La base de données est momentanément indisponible.',
    });
    expect(sent).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('gives French messages of its own to answers without one', async () => {
    const rateLimited = recordingSubmit(new Response('Too Many Requests', { status: 429 }));
    await expect(sendAppointmentRequest(values, rateLimited.submit, options)).resolves.toEqual({
      type: 'failed',
      message: sendFailureMessages.rateLimited,
    });
    const broken = recordingSubmit(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(sendAppointmentRequest(values, broken.submit, options)).resolves.toEqual({
      type: 'failed',
      message: sendFailureMessages.server,
    });
  });

  it('maps a 422’s field messages back onto the form', async () => {
    const { submit } = recordingSubmit(
      refusal(422, 'VAL_001', 'Certains champs sont invalides.', {
        email: 'Courriel doit être une adresse courriel valide',
        unknown: 'ignoré',
      }),
    );
    await expect(sendAppointmentRequest(values, submit, options)).resolves.toEqual({
      type: 'rejected',
      errors: { email: 'Courriel doit être une adresse courriel valide' },
    });
  });

  it('shows a 422 with no field of the form as a failure with its message', async () => {
    const { submit } = recordingSubmit(refusal(422, 'VAL_001', 'Demande refusée.', { other: 'x' }));
    await expect(sendAppointmentRequest(values, submit, options)).resolves.toEqual({
      type: 'failed',
      message: 'Demande refusée.',
    });
  });

  it('sends nothing when the values are invalid', async () => {
    const { sent, submit } = recordingSubmit();
    const outcome = await sendAppointmentRequest({ ...values, email: 'non' }, submit, options);
    expect(outcome).toEqual({
      type: 'rejected',
      errors: { email: 'Courriel doit être une adresse courriel valide' },
    });
    expect(sent).toEqual([]);
  });
});
