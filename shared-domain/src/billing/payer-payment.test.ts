import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../platform/format';
import { type ClaimState, claimRoomCents, planPayerPayment, statusAfterPayment } from './payer-payment';

const cents = (max = 200_000) => fc.integer({ min: 0, max });
const invoiceIds = ['f-1', 'f-2', 'f-3', 'f-4', 'f-5'];

/** Claims over a few shared invoices: an invoice may sit in two claims, and owe less than they claim. */
const claimsArbitrary = fc
  .record({
    owed: fc.array(cents(), { minLength: invoiceIds.length, maxLength: invoiceIds.length }),
    claims: fc.array(
      fc.array(
        fc.record({
          invoice: fc.integer({ min: 0, max: invoiceIds.length - 1 }),
          claimed: cents(),
          paidShare: fc.double({ min: 0, max: 1, noNaN: true }),
        }),
        {
          minLength: 1,
          maxLength: 3,
        },
      ),
      { minLength: 1, maxLength: 4 },
    ),
  })
  .map(({ owed, claims }): ClaimState[] =>
    claims.map((items, index) => ({
      claimId: `c-${index}`,
      name: `réclamation ${index}`,
      invoices: items
        .filter((item, position) => items.findIndex((other) => other.invoice === item.invoice) === position)
        .map((item) => ({
          invoiceId: invoiceIds[item.invoice] as string,
          claimedCents: item.claimed,
          paidCents: Math.floor(item.claimed * item.paidShare),
          owedCents: owed[item.invoice] as number,
        })),
    })),
  );

/** What each claim is given: a share of its room, or sometimes more than it may receive. */
const requestsFor = (claims: ClaimState[]) =>
  fc.tuple(...claims.map(() => fc.record({ share: fc.double({ min: 0, max: 1.2, noNaN: true }), extra: fc.integer({ min: 0, max: 2 }) })));

describe('a payer’s payment applied across its claims', () => {
  it('never applies more to an invoice than it owes nor to a claim than it still claims, and adds up to the cent', () => {
    fc.assert(
      fc.property(
        claimsArbitrary.chain((claims) => fc.tuple(fc.constant(claims), requestsFor(claims))),
        ([claims, shares]) => {
          const requested = claims.map((claim, index) => ({
            claimId: claim.claimId,
            amountCents: Math.floor(claimRoomCents(claim) * (shares[index]?.share ?? 0)) + (shares[index]?.extra ?? 0),
          }));
          const amountCents = requested.reduce((sum, claim) => sum + claim.amountCents, 0);
          const plan = planPayerPayment(amountCents, requested, claims);
          if (!plan.ok) {
            expect(plan.field).toBe('claims');
            return;
          }
          const applied = plan.allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0);
          expect(applied).toBe(amountCents);
          for (const allocation of plan.allocations) {
            expect(Number.isInteger(allocation.amountCents)).toBe(true);
            expect(allocation.amountCents).toBeGreaterThan(0);
          }
          for (const request of requested) {
            const given = plan.allocations.filter((a) => a.claimId === request.claimId).reduce((sum, a) => sum + a.amountCents, 0);
            expect(given).toBe(request.amountCents);
          }
          for (const invoiceId of invoiceIds) {
            const owed = claims.flatMap((claim) => claim.invoices).find((invoice) => invoice.invoiceId === invoiceId)?.owedCents ?? 0;
            const onIt = plan.allocations.filter((a) => a.invoiceId === invoiceId).reduce((sum, a) => sum + a.amountCents, 0);
            expect(onIt).toBeLessThanOrEqual(owed);
          }
          for (const claim of claims) {
            for (const invoice of claim.invoices) {
              const onItem = plan.allocations
                .filter((a) => a.claimId === claim.claimId && a.invoiceId === invoice.invoiceId)
                .reduce((sum, a) => sum + a.amountCents, 0);
              expect(invoice.paidCents + onItem).toBeLessThanOrEqual(invoice.claimedCents);
            }
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('refuses a payment whose claims do not add up to it, whatever the amounts', () => {
    fc.assert(
      fc.property(claimsArbitrary, cents(), fc.integer({ min: 1, max: 5_000 }), (claims, first, gap) => {
        const requested = [{ claimId: claims[0]?.claimId as string, amountCents: first }];
        const plan = planPayerPayment(first + gap, requested, claims);
        expect(plan).toMatchObject({ ok: false, field: 'amountCents' });
      }),
    );
  });

  it('refuses a claim given one cent more than it may receive', () => {
    const claims: ClaimState[] = [
      {
        claimId: 'c-1',
        name: 'Camille — 2026-11-02',
        invoices: [{ invoiceId: 'f-1', claimedCents: 8_000, paidCents: 0, owedCents: 6_500 }],
      },
    ];
    expect(planPayerPayment(6_500, [{ claimId: 'c-1', amountCents: 6_500 }], claims)).toMatchObject({ ok: true });
    expect(planPayerPayment(6_501, [{ claimId: 'c-1', amountCents: 6_501 }], claims)).toEqual({
      ok: false,
      field: 'claims',
      message: `La réclamation Camille — 2026-11-02 ne peut recevoir plus de ${formatMoney(6_500)} (ce qui reste dû).`,
    });
  });

  it('says a claim paid in full is « payée », else « partiellement payée »', () => {
    expect(statusAfterPayment(8_000, 8_000)).toBe('paid');
    expect(statusAfterPayment(8_000, 7_999)).toBe('partially_paid');
  });
});
