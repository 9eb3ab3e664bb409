// The card processor behind the portal (DESIGN §6). The card number and CVV go to `tokenize` and
// nowhere else: the API keeps the token, the brand and the last four digits, and charges the token.
import type { CardBrand } from 'shared-domain/billing/card';

/** What the gateway needs to tokenise a card; held in memory for one request, never stored or logged. */
export interface CardDetails {
  /** Digits only. */
  number: string;
  cvv: string;
  expiryMonth: number;
  /** Four digits. */
  expiryYear: number;
  cardholderName: string;
  postalCode: string;
}

/** Why a gateway refused; the route words it in French. */
export type GatewayRefusal = 'declined' | 'insufficient-funds' | 'invalid-request' | 'failed';

export type TokenizeResult = { ok: true; token: string; brand: CardBrand; lastFour: string } | { ok: false; reason: GatewayRefusal };

export interface ChargeRequest {
  token: string;
  /** Integer cents (CAD). */
  amountCents: number;
  /** The same key always gives the same result and charges at most once (a retried or double-clicked payment). */
  idempotencyKey: string;
  description: string;
}

export type ChargeResult = { ok: true; reference: string } | { ok: false; reason: GatewayRefusal };

/** Money given back to the card a charge took it from (« Rembourser »). */
export interface RefundRequest {
  /** The charge's reference, as `charge` answered it. */
  chargeReference: string;
  /** Integer cents (CAD); all the refunds of a charge never exceed what it took. */
  amountCents: number;
  /** The same key always gives the same result and refunds at most once. */
  idempotencyKey: string;
  description: string;
}

export type RefundResult = { ok: true; reference: string } | { ok: false; reason: GatewayRefusal };

export interface PaymentGateway {
  /** Names the gateway in answers, so the page can say when it is the sandbox. */
  readonly kind: 'sandbox';
  tokenize(card: CardDetails): Promise<TokenizeResult>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
}
