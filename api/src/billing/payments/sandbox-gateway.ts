// The default gateway (DESIGN §6): no network, no real money. The published test numbers of
// `sandboxCards` decide the outcome; any other valid card is accepted. Tokens are random, so
// nothing about a card can be read back from one; only the outcome of charging it, which the
// `chargeDeclined` card's token must carry since the number is gone once tokenised. A refund goes
// back to a charge by its reference, never above what that charge took; the sandbox keeps its
// charges in memory only, so a charge made before a restart is one it no longer knows: its
// refunds are taken as asked (the API's own guard still holds them to what was paid).
// With `chargesFile` (SANDBOX_CHARGES_FILE), each charge is written there before it is answered and
// read back at start, so a server killed and started again answers a repeated key with the charge
// it made before, as a real gateway does (the kill-under-load test counts the charges per key there).
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { cardBrand, isCardNumber, sandboxCards } from 'shared-domain/billing/card';
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

/** One line of the charges file: the token only as its hash (the file is no place for a card's token). */
export interface SandboxChargeEntry {
  idempotencyKey: string;
  tokenHash: string;
  amountCents: number;
  result: ChargeResult;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The charges a sandbox wrote to `file`, in order; none when there is no file yet. */
export function readSandboxCharges(file: string): SandboxChargeEntry[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SandboxChargeEntry);
}

export function sandboxGateway(options: { chargesFile?: string } = {}): SandboxGateway {
  const { chargesFile } = options;
  // Keyed by idempotency key; the answer is stored before it is given, so two concurrent requests
  // with one key share a single charge.
  const charges = new Map<string, { tokenHash: string; amountCents: number; result: Promise<ChargeResult> }>();
  if (chargesFile) {
    for (const entry of readSandboxCharges(chargesFile)) {
      charges.set(entry.idempotencyKey, {
        tokenHash: entry.tokenHash,
        amountCents: entry.amountCents,
        result: Promise.resolve(entry.result),
      });
    }
  }
  let chargesMade = 0;
  // What each charge took and what was refunded of it, by the charge's reference.
  const charged = new Map<string, { amountCents: number; refundedCents: number }>();
  const refunds = new Map<string, { request: RefundRequest; result: Promise<RefundResult> }>();
  let refundsMade = 0;

  // Synchronous up to its answer, so the charge and its line in the file cannot be told apart by a crash.
  function charge(request: ChargeRequest): ChargeResult {
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
      const tokenHash = hashOf(request.token);
      if (previous) {
        // Like real gateways: a key reused for a different charge is refused, not applied.
        const same = previous.tokenHash === tokenHash && previous.amountCents === request.amountCents;
        return same ? previous.result : Promise.resolve({ ok: false, reason: 'invalid-request' });
      }
      const result = charge(request);
      if (chargesFile) {
        const entry: SandboxChargeEntry = { idempotencyKey: request.idempotencyKey, tokenHash, amountCents: request.amountCents, result };
        appendFileSync(chargesFile, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
      }
      charges.set(request.idempotencyKey, { tokenHash, amountCents: request.amountCents, result: Promise.resolve(result) });
      return Promise.resolve(result);
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
