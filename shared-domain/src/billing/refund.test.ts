import { describe, expect, it } from 'vitest';
import { refundLeavesCard, refundSchema } from './refund';
import { tenders } from './tender';

describe('a refund of a payment taken by card', () => {
  it('stays on the card in the payment’s own tender, and leaves it in any other', () => {
    for (const card of ['card_on_file', 'debit', 'credit_terminal'] as const) {
      expect(refundLeavesCard(card, card)).toBe(false);
      for (const other of tenders.filter((tender) => tender !== card))
        expect(refundLeavesCard(card, other), `${card} → ${other}`).toBe(true);
    }
  });

  it('never leaves a card when the payment was not taken by one', () => {
    for (const paid of ['cash', 'cheque', 'etransfer'] as const) {
      for (const tender of tenders) expect(refundLeavesCard(paid, tender)).toBe(false);
    }
  });

  it('takes the note saying why as an optional line, blank as none', () => {
    const base = {
      patientId: 'pat-1',
      tender: 'cash',
      amountCents: 1000,
      reason: 'Surplus',
      idempotencyKey: '0b9d3b6e-4a61-4f0e-8a55-3f8a7c2f9e10',
    };
    expect(refundSchema.parse(base).offCardNote).toBeUndefined();
    expect(refundSchema.parse({ ...base, offCardNote: '  ' }).offCardNote ?? null).toBeNull();
    expect(refundSchema.parse({ ...base, offCardNote: 'Carte annulée' }).offCardNote).toBe('Carte annulée');
  });
});
