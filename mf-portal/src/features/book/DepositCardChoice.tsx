// The deposit step of the portal's booking, for a service that asks one: which of her saved cards
// pays it (primary first, as the server orders them; an expired card shown but not choosable), or,
// with no usable card, that she must add one first and where. The card is charged when she books.
import { formatExpiry } from 'shared-domain/billing/card';
import { depositRequiredLabel } from 'shared-domain/billing/deposit-labels';
import { paths } from 'shared-domain/platform/paths';
import { formatMoney } from 'shared-domain/platform/format';
import { Button } from 'shared-ui/Button';
import { ChoiceGroup } from 'shared-ui/ChoiceGroup';
import { LoadingState } from 'shared-ui/LoadingState';
import { Link } from 'shared-ui/router';
import type { SavedCard } from '../cards/api/payment-methods';
import { depositText } from './book-text';

/** A card can pay the deposit while it has not expired (the list holds only her active cards). */
export const usableDepositCards = (cards: readonly SavedCard[]) => cards.filter((card) => card.expiryState !== 'expired');

export interface DepositCardChoiceProps {
  depositCents: number;
  cards: readonly SavedCard[] | undefined;
  failed: boolean;
  onRetry(): void;
  /** The card that pays: the one chosen, else her primary usable card. */
  chosen: SavedCard | undefined;
  onChoose(id: string): void;
  error: string | undefined;
  busy: boolean;
}

const cardLabel = (card: SavedCard) =>
  [
    `${card.brand} •••• ${card.lastFour}${card.isPrimary ? ` (${depositText.primary})` : ''}`,
    card.expiryState === 'expired'
      ? depositText.expired
      : `${depositText.expires} ${formatExpiry({ month: card.expiryMonth, year: card.expiryYear })}`,
    card.nickname,
  ]
    .filter(Boolean)
    .join(' — ');

export function DepositCardChoice({ depositCents, cards, failed, onRetry, chosen, onChoose, error, busy }: DepositCardChoiceProps) {
  const amount = formatMoney(depositCents);
  return (
    <div className="appointment-dialog__deposit">
      <p>
        <strong>{depositRequiredLabel(depositCents)}</strong>
      </p>
      {cards === undefined ? (
        failed ? (
          <div className="ui-form-failure" role="alert">
            <p>{depositText.cardsFailed}</p>
            <Button variant="secondary" onClick={onRetry}>
              {depositText.retry}
            </Button>
          </div>
        ) : (
          <LoadingState label={depositText.cardsLoading} />
        )
      ) : usableDepositCards(cards).length === 0 ? (
        <div role="alert">
          <p>{depositText.noCard(amount)}</p>
          <p>
            <Link to={paths.portalPayments.build()}>{depositText.addCard}</Link>
          </p>
        </div>
      ) : (
        <ChoiceGroup
          type="radio"
          name="depositCard"
          legend={depositText.legend}
          hint={depositText.hint(amount)}
          required
          layout="list"
          choices={cards.map((card) => ({ value: card.id, label: cardLabel(card), disabled: card.expiryState === 'expired' }))}
          selected={chosen ? [chosen.id] : []}
          onToggle={(id, on) => {
            if (on) onChoose(id);
          }}
          error={error}
          readOnly={busy}
        />
      )}
    </div>
  );
}
