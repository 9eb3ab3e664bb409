// « Méthodes de paiement » on the Payments tab (spec 2.11, §5, §8 "Cards"): the saved cards as the
// server orders them (primary first, then newest), with their badges and actions, the add-card
// dialog, and, while the gateway is the sandbox, which test numbers it takes.
import { useCallback, useId, useRef, useState } from 'react';
import { cardMessages, formatCardNumber, formatExpiry } from 'shared-domain/billing/card';
import { problemMessage } from 'shared-ui/problem-message';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { AddCardDialog } from './AddCardDialog';
import { useDeletePaymentMethod } from './api/delete-payment-method';
import { useMakePrimaryPaymentMethod } from './api/make-primary-payment-method';
import { type SavedCard, usePaymentMethods } from './api/payment-methods';
import { cardsText } from './cards-text';
import './cards.css';

export function CardsSection() {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const query = usePaymentMethods();
  const [adding, setAdding] = useState(false);
  const closeAdding = useCallback(() => setAdding(false), []);
  // The outcome of the last delete or set-primary, said in the status region.
  const [status, setStatus] = useState('');
  const deleting = useDeletePaymentMethod();
  const makingPrimary = useMakePrimaryPaymentMethod();
  const busy = deleting.isPending || makingPrimary.isPending;

  const remove = (card: SavedCard) => {
    if (busy || !window.confirm(cardMessages.confirmDelete)) return;
    setStatus('');
    deleting.mutate(card.id, {
      onSuccess: () => {
        setStatus(cardMessages.deleted);
        // The tile, and the button that had the focus, are gone: the keyboard goes on from the section.
        headingRef.current?.focus();
      },
      onError: () => setStatus(cardMessages.deleteFailed),
    });
  };
  const makePrimary = (card: SavedCard) => {
    if (busy) return;
    setStatus('');
    makingPrimary.mutate(card.id, {
      onSuccess: () => setStatus(cardMessages.primaryUpdated),
      onError: () => setStatus(cardMessages.updateFailed),
    });
  };

  const data = query.data;
  return (
    <section className="cards" aria-labelledby={headingId}>
      <div className="cards__header">
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {cardsText.title}
        </h2>
        <Button onClick={() => setAdding(true)}>{cardsText.add}</Button>
      </div>
      {data?.sandbox ? (
        <Notice title={cardsText.sandboxTitle}>
          <p>{cardsText.sandboxIntro}</p>
          <ul>
            {cardsText.sandboxCards.map(({ number, outcome }) => (
              <li key={number}>{`${formatCardNumber(number)} : ${outcome}`}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
      <p className="cards__status" role="status">
        {status}
      </p>
      {!data && query.isFetching ? <LoadingState label={cardsText.loading} /> : null}
      {!data && query.isError && !query.isFetching ? (
        <Notice tone="error" title={cardsText.loadFailed} actions={<Button onClick={() => void query.refetch()}>{cardsText.retry}</Button>}>
          <p>{problemMessage(query.error)}</p>
        </Notice>
      ) : null}
      {data && data.cards.length === 0 ? <p className="portal-page__empty">{cardsText.empty}</p> : null}
      {data && data.cards.length > 0 ? (
        <ul className="cards__grid" aria-label={cardsText.listLabel}>
          {data.cards.map((card) => (
            <SavedCardTile key={card.id} card={card} busy={busy} onDelete={remove} onMakePrimary={makePrimary} />
          ))}
        </ul>
      ) : null}
      <AddCardDialog open={adding} onClose={closeAdding} />
    </section>
  );
}

interface SavedCardTileProps {
  card: SavedCard;
  busy: boolean;
  onDelete(card: SavedCard): void;
  onMakePrimary(card: SavedCard): void;
}

function SavedCardTile({ card, busy, onDelete, onMakePrimary }: SavedCardTileProps) {
  const expiry = formatExpiry({ month: card.expiryMonth, year: card.expiryYear });
  const name = `${card.brand} •••• ${card.lastFour}`;
  return (
    <li className={`saved-card${card.isPrimary ? ' saved-card--primary' : ''}`} aria-label={name}>
      <h3 className="saved-card__brand">{card.brand}</h3>
      <p className="saved-card__number">{`•••• ${card.lastFour}`}</p>
      <p className="saved-card__meta">{`${cardsText.expires} ${expiry}`}</p>
      {card.nickname ? <p className="saved-card__meta">{card.nickname}</p> : null}
      <p className="saved-card__badges">
        {card.isPrimary ? <span className="saved-card__badge saved-card__badge--primary">{cardsText.primary}</span> : null}
        {card.expiryState === 'expires-soon' ? (
          <span className="saved-card__badge saved-card__badge--warning">{cardMessages.expiresSoon}</span>
        ) : null}
        {card.expiryState === 'expired' ? <span className="saved-card__badge saved-card__badge--warning">{cardsText.expired}</span> : null}
      </p>
      <div className="saved-card__actions">
        {card.isPrimary ? null : (
          <Button variant="secondary" aria-disabled={busy || undefined} onClick={() => onMakePrimary(card)}>
            {cardsText.makePrimary}
          </Button>
        )}
        <Button variant="secondary" aria-disabled={busy || undefined} onClick={() => onDelete(card)}>
          {cardsText.delete}
        </Button>
      </div>
    </li>
  );
}
