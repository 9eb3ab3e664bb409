import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstMessagePerField } from '../platform/field-errors';
import { chargeRefusalMessages, creditFirst, payBalanceLimits, payBalanceSchema, paymentMessages } from './payment';

const key = '3f0c8a4e-2b7d-4c1e-9a5f-6d8e7b9c0a1f';
const valid = { paymentMethodId: 'b1e2c3d4-0000-4000-8000-000000000001', amountCents: 15000, idempotencyKey: key };

const refusal = (input: unknown) => {
  const result = payBalanceSchema.safeParse(input);
  if (result.success) throw new Error('accepted');
  return firstMessagePerField(result.error.issues);
};

describe('payBalanceSchema', () => {
  it('accepts a card, integer cents and a UUID key; cents sent as text by a form read as a number', () => {
    expect(payBalanceSchema.parse(valid)).toEqual(valid);
    expect(payBalanceSchema.parse({ ...valid, amountCents: ' 15000 ', paymentMethodId: ` ${valid.paymentMethodId} ` })).toEqual(valid);
  });

  it('refuses each field in French', () => {
    expect(refusal({})).toEqual({
      amountCents: paymentMessages.amountInvalid,
      idempotencyKey: paymentMessages.idempotencyKeyInvalid,
    });
    expect(refusal({ paymentMethodId: '  ', amountCents: -1, idempotencyKey: 'not-a-uuid' })).toEqual({
      paymentMethodId: paymentMessages.cardRequired,
      amountCents: paymentMessages.amountInvalid,
      idempotencyKey: paymentMessages.idempotencyKeyInvalid,
    });
  });

  it('refuses amounts that are not whole cents from zero (the credit paying it all) to the bound', () => {
    for (const amountCents of [
      -100,
      -1,
      12.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      payBalanceLimits.maxCents + 1,
      '12,50',
      '1e3',
      '',
      null,
      true,
    ]) {
      expect(refusal({ ...valid, amountCents }), String(amountCents)).toEqual({ amountCents: paymentMessages.amountInvalid });
    }
    expect(payBalanceSchema.parse({ ...valid, amountCents: payBalanceLimits.maxCents }).amountCents).toBe(payBalanceLimits.maxCents);
  });

  it("takes no card when the credit pays it all, and refuses a card's part without a card on the card's field", () => {
    const { paymentMethodId: _card, ...withoutCard } = valid;
    expect(payBalanceSchema.parse({ ...withoutCard, amountCents: 0 })).toEqual({ ...withoutCard, amountCents: 0 });
    expect(refusal(withoutCard)).toEqual({ paymentMethodId: paymentMessages.cardRequiredForRest });
    expect(refusal({ ...withoutCard, amountCents: '1' })).toEqual({ paymentMethodId: paymentMessages.cardRequiredForRest });
  });

  it('refuses an over-long card id and a key that is not a UUID', () => {
    expect(refusal({ ...valid, paymentMethodId: 'x'.repeat(65) })).toEqual({ paymentMethodId: paymentMessages.cardRequired });
    expect(refusal({ ...valid, paymentMethodId: 42 })).toEqual({ paymentMethodId: paymentMessages.cardRequired });
    for (const idempotencyKey of ['', `${key}x`, key.replaceAll('-', ''), 42]) {
      expect(refusal({ ...valid, idempotencyKey })).toEqual({ idempotencyKey: paymentMessages.idempotencyKeyInvalid });
    }
  });
});

describe('payment messages', () => {
  it('name the invoices a payment settles', () => {
    expect(paymentMessages.description(['INV-1A2B3C4D', 'INV-5E6F7A8B'])).toBe('Paiement du solde — INV-1A2B3C4D, INV-5E6F7A8B');
  });

  it('word every refusal of a charge, the issuer decline as the seeded failed payment does', () => {
    expect(chargeRefusalMessages.declined).toBe('Carte refusée par l’émetteur');
    expect(chargeRefusalMessages['insufficient-funds']).toBe('Fonds insuffisants');
    for (const message of Object.values(chargeRefusalMessages)) expect(message).not.toBe('');
  });
});

describe('creditFirst', () => {
  it('takes the credit first and charges the card only the rest, nothing when the credit covers it', () => {
    expect(creditFirst(28000, 5499)).toEqual({ creditAppliedCents: 5499, cardCents: 22501 });
    expect(creditFirst(6500, 8000)).toEqual({ creditAppliedCents: 6500, cardCents: 0 });
    expect(creditFirst(6500, 0)).toEqual({ creditAppliedCents: 0, cardCents: 6500 });
    fc.assert(
      fc.property(fc.nat(payBalanceLimits.maxCents), fc.nat(payBalanceLimits.maxCents), (owed, credit) => {
        const { creditAppliedCents, cardCents } = creditFirst(owed, credit);
        expect(creditAppliedCents + cardCents).toBe(owed);
        expect(creditAppliedCents).toBe(Math.min(owed, credit));
        expect(cardCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
