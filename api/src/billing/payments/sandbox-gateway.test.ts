import { sandboxCards } from 'shared-domain/card';
import { describe, expect, it } from 'vitest';
import { createPaymentGateway } from './create-payment-gateway';
import { sandboxGateway } from './sandbox-gateway';

const card = (number: string) => ({
  number,
  cvv: '123',
  expiryMonth: 12,
  expiryYear: 2028,
  cardholderName: 'MARIE TREMBLAY',
  postalCode: 'H2X 1Y4',
});

describe('the sandbox gateway', () => {
  it('answers the published test numbers: success, decline, insufficient funds; any other valid card succeeds', async () => {
    const gateway = sandboxGateway();
    expect(await gateway.tokenize(card(sandboxCards.success))).toMatchObject({ ok: true, brand: 'Visa', lastFour: '4242' });
    expect(await gateway.tokenize(card(sandboxCards.declined))).toEqual({ ok: false, reason: 'declined' });
    expect(await gateway.tokenize(card(sandboxCards.insufficientFunds))).toEqual({ ok: false, reason: 'insufficient-funds' });
    expect(await gateway.tokenize(card('5555555555554444'))).toMatchObject({ ok: true, brand: 'Mastercard', lastFour: '4444' });
    expect(await gateway.tokenize(card('4242424242424241'))).toEqual({ ok: false, reason: 'invalid-request' });
  });

  it('gives random tokens that say nothing of the number', async () => {
    const gateway = sandboxGateway();
    const first = await gateway.tokenize(card(sandboxCards.success));
    const second = await gateway.tokenize(card(sandboxCards.success));
    if (!first.ok || !second.ok) throw new Error('tokenisation refused');
    expect(first.token).not.toBe(second.token);
    for (const token of [first.token, second.token]) {
      expect(token).not.toContain('4242');
      expect(token).not.toContain('123');
    }
  });

  it('charges once per idempotency key, concurrent retries included, and refuses the key reused for another charge', async () => {
    const gateway = sandboxGateway();
    const tokenized = await gateway.tokenize(card(sandboxCards.success));
    if (!tokenized.ok) throw new Error('tokenisation refused');
    const request = { token: tokenized.token, amountCents: 8500, idempotencyKey: 'invoice-1-attempt', description: 'Visite' };
    const [first, doubleClick] = await Promise.all([gateway.charge(request), gateway.charge(request)]);
    const retry = await gateway.charge(request);
    expect(first).toMatchObject({ ok: true });
    expect(doubleClick).toEqual(first);
    expect(retry).toEqual(first);
    expect(gateway.chargesMade).toBe(1);
    expect(await gateway.charge({ ...request, amountCents: 9000 })).toEqual({ ok: false, reason: 'invalid-request' });
    expect(await gateway.charge({ ...request, idempotencyKey: 'another' })).toMatchObject({ ok: true });
    expect(gateway.chargesMade).toBe(2);
  });

  it('tokenises the charge-declined number, then refuses every charge of its token, counting none', async () => {
    const gateway = sandboxGateway();
    const tokenized = await gateway.tokenize(card(sandboxCards.chargeDeclined));
    expect(tokenized).toMatchObject({ ok: true, brand: 'Visa', lastFour: '0341' });
    if (!tokenized.ok) throw new Error('tokenisation refused');
    // The token carries the outcome, not the number.
    expect(tokenized.token).not.toContain(sandboxCards.chargeDeclined);
    expect(tokenized.token).not.toContain('0341');
    const request = { token: tokenized.token, amountCents: 7500, idempotencyKey: 'declined-attempt', description: 'Solde' };
    expect(await gateway.charge(request)).toEqual({ ok: false, reason: 'declined' });
    expect(await gateway.charge(request)).toEqual({ ok: false, reason: 'declined' });
    expect(await gateway.charge({ ...request, idempotencyKey: 'another' })).toEqual({ ok: false, reason: 'declined' });
    expect(gateway.chargesMade).toBe(0);
    // The same gateway still charges a good card.
    const good = await gateway.tokenize(card(sandboxCards.success));
    if (!good.ok) throw new Error('tokenisation refused');
    expect(await gateway.charge({ ...request, token: good.token, idempotencyKey: 'good' })).toMatchObject({ ok: true });
    expect(gateway.chargesMade).toBe(1);
  });

  it('refuses a token it did not issue and an amount that is not a positive number of cents', async () => {
    const gateway = sandboxGateway();
    const base = { idempotencyKey: 'k', description: 'Visite' };
    expect(await gateway.charge({ ...base, token: '4242424242424242', amountCents: 100 })).toEqual({
      ok: false,
      reason: 'invalid-request',
    });
    expect(await gateway.charge({ ...base, idempotencyKey: 'k2', token: 'tok_sandbox_x', amountCents: 0 })).toEqual({
      ok: false,
      reason: 'invalid-request',
    });
    expect(gateway.chargesMade).toBe(0);
  });

  it('is what PAYMENT_GATEWAY names, sandbox by default; an unknown name stops the server', () => {
    expect(createPaymentGateway({}).kind).toBe('sandbox');
    expect(createPaymentGateway({ PAYMENT_GATEWAY: 'sandbox' }).kind).toBe('sandbox');
    expect(() => createPaymentGateway({ PAYMENT_GATEWAY: 'stripe' })).toThrow(/PAYMENT_GATEWAY/);
  });
});
