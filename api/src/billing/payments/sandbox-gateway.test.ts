import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sandboxCards } from 'shared-domain/billing/card';
import { describe, expect, it } from 'vitest';
import { createPaymentGateway } from './create-payment-gateway';
import { readSandboxCharges, sandboxGateway } from './sandbox-gateway';

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

  it('refunds a charge once per idempotency key, never above what the charge took, concurrent refunds included', async () => {
    const gateway = sandboxGateway();
    const tokenized = await gateway.tokenize(card(sandboxCards.success));
    if (!tokenized.ok) throw new Error('tokenisation refused');
    const charged = await gateway.charge({ token: tokenized.token, amountCents: 5000, idempotencyKey: 'c1', description: 'Visite' });
    if (!charged.ok) throw new Error('charge refused');
    const request = { chargeReference: charged.reference, amountCents: 2000, idempotencyKey: 'r1', description: 'Remboursement' };
    const [first, doubleClick] = await Promise.all([gateway.refund(request), gateway.refund(request)]);
    expect(first).toEqual({ ok: true, reference: expect.stringMatching(/^re_sandbox_/) });
    expect(doubleClick).toEqual(first);
    expect(await gateway.refund(request)).toEqual(first);
    expect(gateway.refundsMade).toBe(1);
    // The key reused for another refund is refused, not applied.
    expect(await gateway.refund({ ...request, amountCents: 100 })).toEqual({ ok: false, reason: 'invalid-request' });
    // 3 000 left of the charge: ten refunds of 1 000 at once, three go through.
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) => gateway.refund({ ...request, amountCents: 1000, idempotencyKey: `r-${index}` })),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(3);
    expect(results.filter((result) => !result.ok)).toEqual(Array(7).fill({ ok: false, reason: 'invalid-request' }));
    expect(gateway.refundsMade).toBe(4);
    expect(await gateway.refund({ ...request, amountCents: 1, idempotencyKey: 'r-last' })).toEqual({
      ok: false,
      reason: 'invalid-request',
    });
  });

  it('refuses a refund of a reference it did not issue or of no positive amount; takes one of a charge made before a restart', async () => {
    const gateway = sandboxGateway();
    const base = { description: 'Remboursement', amountCents: 100 };
    expect(await gateway.refund({ ...base, chargeReference: 'ch_live_1', idempotencyKey: 'a' })).toEqual({
      ok: false,
      reason: 'invalid-request',
    });
    expect(await gateway.refund({ ...base, chargeReference: 'ch_sandbox_x', amountCents: 0, idempotencyKey: 'b' })).toEqual({
      ok: false,
      reason: 'invalid-request',
    });
    expect(gateway.refundsMade).toBe(0);
    // The sandbox forgets its charges when the server restarts: the API's guard holds the amount.
    expect(await gateway.refund({ ...base, chargeReference: 'ch_sandbox_before-restart', idempotencyKey: 'c' })).toMatchObject({
      ok: true,
    });
    expect(gateway.refundsMade).toBe(1);
  });

  it('with a charges file, answers a key charged before a restart with that charge, counting none, and keeps no token', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sandbox-charges-'));
    try {
      const chargesFile = join(folder, 'charges.jsonl');
      const before = sandboxGateway({ chargesFile });
      const tokenized = await before.tokenize(card(sandboxCards.success));
      const declinedCard = await before.tokenize(card(sandboxCards.chargeDeclined));
      if (!tokenized.ok || !declinedCard.ok) throw new Error('tokenisation refused');
      const request = { token: tokenized.token, amountCents: 8500, idempotencyKey: 'patient-1:key-1', description: 'Visite' };
      const first = await before.charge(request);
      const declined = await before.charge({ ...request, token: declinedCard.token, idempotencyKey: 'patient-2:key-2' });
      expect(first).toMatchObject({ ok: true });
      expect(declined).toEqual({ ok: false, reason: 'declined' });

      // The server is started again: a new sandbox on the same file.
      const after = createPaymentGateway({ SANDBOX_CHARGES_FILE: chargesFile }) as ReturnType<typeof sandboxGateway>;
      expect(await after.charge(request)).toEqual(first);
      expect(await after.charge({ ...request, token: declinedCard.token, idempotencyKey: 'patient-2:key-2' })).toEqual(declined);
      expect(after.chargesMade).toBe(0);
      expect(await after.charge({ ...request, amountCents: 9000 })).toEqual({ ok: false, reason: 'invalid-request' });
      expect(await after.charge({ ...request, idempotencyKey: 'patient-1:key-2' })).toMatchObject({ ok: true });
      expect(after.chargesMade).toBe(1);

      expect(readSandboxCharges(chargesFile).map((entry) => entry.idempotencyKey)).toEqual([
        'patient-1:key-1',
        'patient-2:key-2',
        'patient-1:key-2',
      ]);
      expect(readFileSync(chargesFile, 'utf8')).not.toContain(tokenized.token);
      // Without the file, a sandbox remembers nothing of another's charges.
      expect(await sandboxGateway().charge(request)).not.toEqual(first);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('is what PAYMENT_GATEWAY names, sandbox by default; an unknown name stops the server', () => {
    expect(createPaymentGateway({}).kind).toBe('sandbox');
    expect(createPaymentGateway({ PAYMENT_GATEWAY: 'sandbox' }).kind).toBe('sandbox');
    expect(() => createPaymentGateway({ PAYMENT_GATEWAY: 'stripe' })).toThrow(/PAYMENT_GATEWAY/);
  });
});
