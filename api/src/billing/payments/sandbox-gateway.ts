// The default gateway (DESIGN §6): no network, no real money. The published test numbers of
// `sandboxCards` decide the outcome; any other valid card is accepted. Tokens are random, so
// nothing about a card can be read back from one; only the outcome of charging it, which the
// `chargeDeclined` card's token must carry since the number is gone once tokenised. A refund goes
// back to a charge by its reference, never above what that charge took; the sandbox keeps its
// charges in memory only, so a charge made before a restart is one it no longer knows: its
// refunds are taken as asked (the API's own guard still holds them to what was paid).
import { cardBrand, isCardNumber, sandboxCards } from 'shared-domain/card';
import { mintToken } from '../../platform/tokens/tokens';
import type { ChargeRequest, ChargeResult, PaymentGateway, RefundRequest, RefundResult, TokenizeResult } from './payment-gateway';

const tokenPrefix = 'tok_sandbox_';
// Not a longer form of `tokenPrefix` (the character after "sandbox" differs), so no random token
// can happen to start with it.
const chargeDeclinedPrefix = 'tok_sandboxdeclined_';
const referencePrefix = 'ch_sandbox_';
const refundPrefix = 're_sandbox_';

const random = () => mintToken('reference');

export interface SandboxGateway extends PaymentGateway {
  /** How many charges really went through, so a test can tell a retried charge from a second one. */
  readonly chargesMade: number;
  /** How many refunds really went through, likewise. */
  readonly refundsMade: number;
}

export function sandboxGateway(): SandboxGateway {
  // Keyed by idempotency key; the promise is stored before it settles, so two concurrent requests
  // with one key share a single charge.
  const charges = new Map<string, { request: ChargeRequest; result: Promise<ChargeResult> }>();
  let chargesMade = 0;
  // What each charge took and what was refunded of it, by the charge's reference.
  const charged = new Map<string, { amountCents: number; refundedCents: number }>();
  const refunds = new Map<string, { request: RefundRequest; result: Promise<RefundResult> }>();
  let refundsMade = 0;

  async function charge(request: ChargeRequest): Promise<ChargeResult> {
    const declined = request.token.startsWith(chargeDeclinedPrefix);
    if (!declined && !request.token.startsWith(tokenPrefix)) return { ok: false, reason: 'invalid-request' };
    if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) return { ok: false, reason: 'invalid-request' };
    // Refused by the issuer: no money moved, so it is not counted as a charge made.
    if (declined) return { ok: false, reason: 'declined' };
    chargesMade++;
    const reference = `${referencePrefix}${random()}`;
    charged.set(reference, { amountCents: request.amountCents, refundedCents: 0 });
    return { ok: true, reference };
  }

  // Synchronous up to its answer, so two refunds of one charge at once cannot both take its last cents.
  function refund(request: RefundRequest): RefundResult {
    if (!request.chargeReference.startsWith(referencePrefix)) return { ok: false, reason: 'invalid-request' };
    if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) return { ok: false, reason: 'invalid-request' };
    const charge = charged.get(request.chargeReference);
    if (charge) {
      if (charge.refundedCents + request.amountCents > charge.amountCents) return { ok: false, reason: 'invalid-request' };
      charge.refundedCents += request.amountCents;
    }
    refundsMade++;
    return { ok: true, reference: `${refundPrefix}${random()}` };
  }

  return {
    kind: 'sandbox',
    get chargesMade() {
      return chargesMade;
    },
    get refundsMade() {
      return refundsMade;
    },
    async tokenize(card): Promise<TokenizeResult> {
      if (card.number === sandboxCards.declined) return { ok: false, reason: 'declined' };
      if (card.number === sandboxCards.insufficientFunds) return { ok: false, reason: 'insufficient-funds' };
      if (!isCardNumber(card.number)) return { ok: false, reason: 'invalid-request' };
      const prefix = card.number === sandboxCards.chargeDeclined ? chargeDeclinedPrefix : tokenPrefix;
      return { ok: true, token: `${prefix}${random()}`, brand: cardBrand(card.number), lastFour: card.number.slice(-4) };
    },
    charge(request) {
      const previous = charges.get(request.idempotencyKey);
      if (previous) {
        // Like real gateways: a key reused for a different charge is refused, not applied.
        const same = previous.request.token === request.token && previous.request.amountCents === request.amountCents;
        return same ? previous.result : Promise.resolve({ ok: false, reason: 'invalid-request' });
      }
      const result = charge(request);
      charges.set(request.idempotencyKey, { request, result });
      return result;
    },
    refund(request) {
      const previous = refunds.get(request.idempotencyKey);
      if (previous) {
        const same = previous.request.chargeReference === request.chargeReference && previous.request.amountCents === request.amountCents;
        return same ? previous.result : Promise.resolve({ ok: false, reason: 'invalid-request' });
      }
      const result = Promise.resolve(refund(request));
      refunds.set(request.idempotencyKey, { request, result });
      return result;
    },
  };
}
