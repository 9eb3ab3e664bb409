// One tender of « Encaisser » (and of « Encaisser le dépôt », with the tenders a deposit takes): its
// kind, its amount (typed the fr-CA way), the card on file when it is one (an expired card shown but
// not chosen), and « Retirer » when there are others.
import { moneyReading } from 'shared-domain/platform/money-input';
import { deskLabels } from 'shared-domain/billing/desk-messages';
import { type Tender, tenderLabels, tenders as tenderChoices } from 'shared-domain/billing/tender';
import { Button } from 'shared-ui/Button';
import { Field } from 'shared-ui/Field';
import type { PatientAccount } from './api/patient-account';
import type { CheckoutErrors, TenderRow } from './checkout-form';
import { checkoutText as text } from './checkout-text';

interface TenderFieldsProps {
  row: TenderRow;
  index: number;
  cards: PatientAccount['cards'];
  defaultCard: string;
  errors: CheckoutErrors;
  sending: boolean;
  removable: boolean;
  /** The kinds offered (every tender by default). */
  choices?: readonly Tender[];
  /** The group's name (« Paiement 1 » by default). */
  legend?: string;
  onChange(change: Partial<TenderRow>): void;
  onRemove(): void;
}

export function TenderFields({
  row,
  index,
  cards,
  defaultCard,
  errors,
  sending,
  removable,
  choices = tenderChoices,
  legend,
  onChange,
  onRemove,
}: TenderFieldsProps) {
  const error = (field: string) => errors[`tenders.${row.key}.${field}`];
  return (
    <fieldset className="billing-tender">
      <legend>{legend ?? text.tender(index)}</legend>
      <Field label={deskLabels.tender} required errors={[error('tender')]}>
        {(control) => (
          <select
            {...control}
            name={`tenders.${row.key}.tender`}
            value={row.tender}
            disabled={sending}
            onChange={(event) => {
              const tender = event.target.value as Tender;
              onChange({ tender, cardId: tender === 'card_on_file' && !row.cardId ? defaultCard : row.cardId });
            }}
          >
            {choices.map((tender) => (
              <option key={tender} value={tender}>
                {tenderLabels[tender]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={deskLabels.amount} required reading={moneyReading(row.amount)} errors={[error('amountCents')]}>
        {(control) => (
          <input
            {...control}
            name={`tenders.${row.key}.amountCents`}
            inputMode="decimal"
            autoComplete="off"
            className="billing-input--short"
            value={row.amount}
            readOnly={sending}
            onChange={(event) => onChange({ amount: event.target.value })}
          />
        )}
      </Field>
      {row.tender === 'card_on_file' ? (
        cards.length === 0 ? (
          <p className="ui-field__errors">{text.noCards}</p>
        ) : (
          <Field label={deskLabels.card} required errors={[error('paymentMethodId')]}>
            {(control) => (
              <select
                {...control}
                name={`tenders.${row.key}.paymentMethodId`}
                value={row.cardId}
                disabled={sending}
                onChange={(event) => onChange({ cardId: event.target.value })}
              >
                <option value="">{text.chooseCard}</option>
                {cards.map((card) => (
                  <option key={card.id} value={card.id} disabled={card.expired}>
                    {card.expired ? `${card.label} (${text.expired})` : card.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )
      ) : null}
      {removable ? (
        <Button variant="secondary" onClick={() => !sending && onRemove()}>
          {text.removeTender(index)}
        </Button>
      ) : null}
    </fieldset>
  );
}
