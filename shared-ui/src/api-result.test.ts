import { isRetryableError } from 'shared-domain/platform/retry';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { apiData, ApiRequestError, callApi, UnreachableError, type ApiData } from './api-result';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Two members of a typed-client union, as hono's `ClientResponse` describes them. */
type Me = { ok: true; status: 200; json(): Promise<{ firstName: string }> };
type Refused = {
  ok: false;
  status: 401;
  json(): Promise<{ error: { code: 'AUTH_001'; message: string } }>;
};
const typedCall = (response: Response) => async () => response as unknown as Me | Refused;

describe('callApi', () => {
  it('gives the success data, typed from the endpoint', async () => {
    const result = await callApi(typedCall(json(200, { firstName: 'Camille' })));
    expect(result).toEqual({ kind: 'ok', data: { firstName: 'Camille' } });
    if (result.kind === 'ok') expectTypeOf(result.data).toEqualTypeOf<{ firstName: string }>();
    expectTypeOf<ApiData<() => Promise<Me | Refused>>>().toEqualTypeOf<{ firstName: string }>();
    expectTypeOf<ApiData<() => Promise<Response>>>().toEqualTypeOf<unknown>();
  });

  it('takes a 204 without reading a body', async () => {
    await expect(callApi(async () => new Response(null, { status: 204 }))).resolves.toEqual({
      kind: 'ok',
      data: undefined,
    });
  });

  it('turns the API envelope into a typed error with its status, code, message and fields', async () => {
    const body = {
      error: {
        code: 'VAL_001',
        message: 'Certains champs sont invalides.',
        fields: { email: 'Courriel invalide' },
      },
    };
    const result = await callApi(async () => json(422, body));
    expect(result).toEqual({
      kind: 'error',
      error: {
        status: 422,
        code: 'VAL_001',
        message: 'Certains champs sont invalides.',
        fields: { email: 'Courriel invalide' },
      },
    });
  });

  it('gives an answer without an envelope the code of its status and a French message', async () => {
    await expect(callApi(async () => new Response('Too Many Requests', { status: 429 }))).resolves.toMatchObject({
      error: {
        status: 429,
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/Trop de tentatives/),
      },
    });
    await expect(callApi(async () => new Response('<html>Bad gateway</html>', { status: 502 }))).resolves.toEqual({
      kind: 'error',
      error: { status: 500, code: 'INTERNAL', message: 'Une erreur inattendue est survenue' },
    });
    const own = await callApi(async () => new Response('', { status: 502 }), {
      fallbackMessage: () => 'Message du formulaire',
    });
    expect(own).toMatchObject({ error: { message: 'Message du formulaire' } });
  });

  it('says "unreachable" when no answer came, telling a timeout from a network failure', async () => {
    const network = await callApi(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(network).toMatchObject({ kind: 'unreachable', reason: 'network' });
    const timeout = await callApi(async () => {
      throw Object.assign(new Error('signal timed out'), { name: 'TimeoutError' });
    });
    expect(timeout).toMatchObject({ kind: 'unreachable', reason: 'timeout' });
  });

  it('rethrows what is a bug rather than a failed connection', async () => {
    const bug = new RangeError('invalid array length');
    await expect(
      callApi(async () => {
        throw bug;
      }),
    ).rejects.toBe(bug);
  });
});

describe('apiData', () => {
  it('throws a refusal as an ApiRequestError that is not retried', async () => {
    const error = await apiData(async () => json(403, { error: { code: 'AUTH_003', message: 'Deux facteurs' } })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 403, code: 'AUTH_003', message: 'Deux facteurs' });
    expect(isRetryableError(error)).toBe(false);
  });

  it('throws no answer as an UnreachableError that is retried', async () => {
    const error = await apiData(async () => {
      throw new TypeError('Failed to fetch');
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnreachableError);
    expect(isRetryableError(error)).toBe(true);
  });
});
