// The slots offered to the waitlist (by hand or when an appointment freed one), latest slot first,
// each with the people invited and where each invitation stands: sent (until when), accepted,
// declined, expired or cancelled.
import { formatDate, formatDateTime, formatTime } from 'shared-domain/platform/format';
import { problemMessage } from 'shared-ui/problem-message';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { type InvitationView, type SlotOfferView, useSlotOffers } from './api/slot-offers';
import { durationText, invitationStatusLabels, labelOf, offerStatusLabels, waitlistText as text } from './waitlist-text';
import './follow-up.css';

const offerTone: Partial<Record<string, string>> = {
  filled: ' follow-up-badge--done',
  expired: ' follow-up-badge--ended',
  cancelled: ' follow-up-badge--ended',
};

export function SlotOffersList() {
  const offers = useSlotOffers();
  const list = offers.data?.offers;
  return (
    <section className="follow-up-section" aria-labelledby="attente-offres">
      <h2 id="attente-offres">{text.offersHeading}</h2>
      {offers.isPending ? <LoadingState label={text.loadingOffers} /> : null}
      {offers.isError && !list ? (
        <Notice tone="error" title={text.offersLoadFailed} actions={<Button onClick={() => void offers.refetch()}>{text.retry}</Button>}>
          <p>{problemMessage(offers.error)}</p>
        </Notice>
      ) : null}
      {list?.length === 0 ? <p className="follow-up-empty">{text.noOffers}</p> : null}
      {list && list.length > 0 ? (
        <ul className="follow-up-cards">
          {list.map((offer) => (
            <OfferCard key={offer.id} offer={offer} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function OfferCard({ offer }: { offer: SlotOfferView }) {
  const slot = `${formatDate(offer.date)} à ${formatTime(offer.time)}`;
  return (
    <li className="follow-up-card">
      <h3 className="follow-up-card__title">{slot}</h3>
      <p className="follow-up-badges">
        <span className={`follow-up-badge${offerTone[offer.status] ?? ''}`}>
          <span className="ui-visually-hidden">Offre : </span>
          {labelOf(offerStatusLabels, offer.status)}
        </span>
      </p>
      <dl className="follow-up-details">
        <dt>{text.service}</dt>
        <dd>{offer.serviceName ?? text.anyService}</dd>
        <dt>{text.duration}</dt>
        <dd>{durationText(offer.durationMinutes)}</dd>
        <dt>{text.created}</dt>
        <dd>
          <time dateTime={offer.createdAt}>{formatDateTime(new Date(offer.createdAt))}</time>
        </dd>
      </dl>
      {offer.invitations.length === 0 ? (
        <p>{text.noInvitations}</p>
      ) : (
        <ul className="follow-up-list" aria-label={text.invitationsOf(slot)}>
          {offer.invitations.map((invitation) => (
            <li key={invitation.id}>
              <InvitationLine invitation={invitation} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function InvitationLine({ invitation }: { invitation: InvitationView }) {
  const state = labelOf(invitationStatusLabels, invitation.status);
  // Sent: until when it can be answered. Answered: when. Expired: since when.
  const when =
    invitation.status === 'pending'
      ? `expire le ${formatDateTime(new Date(invitation.expiresAt))}`
      : invitation.respondedAt
        ? `le ${formatDateTime(new Date(invitation.respondedAt))}`
        : invitation.status === 'expired'
          ? `le ${formatDateTime(new Date(invitation.expiresAt))}`
          : '';
  return (
    <>
      <strong>{invitation.fullName}</strong> — {state}
      {when ? `, ${when}` : ''}
    </>
  );
}
