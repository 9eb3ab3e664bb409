// The add-card dialog (spec 2.11, §4 add-card flow, §5 card rules): a live preview of the card, the
// fields formatted as they are typed, checked by the same schema as the API. Form → processing →
// success (a check mark, « Méthode de paiement ajoutée avec succès » and the card saved; the
// dialog closes itself after 1.5 s) or back to the form with the server's message.
import { CheckboxField } from 'shared-ui/CheckboxField';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  addCardLabels,
  addCardSchema,
  cardBrand,
  cardDigits,
  cardholderName,
  cardMessages,
  cvvLength,
  formatCardNumber,
  formatCvvInput,
  formatExpiryInput,
  formatPostalCode,
} from 'shared-domain/billing/card';
import { defaultProvince, provinceCodes, provinceNames } from 'shared-domain/platform/province';
import { Field } from 'shared-ui/Field';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { SuccessState } from 'shared-ui/SuccessState';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { addPaymentMethod } from './api/add-payment-method';
import { paymentMethodsQueryKey } from './api/payment-methods';
import { cardsText } from './cards-text';

const fields = [
  'number',
  'expiry',
  'cvv',
  'cardholderName',
  'addressLine1',
  'addressLine2',
  'city',
  'province',
  'postalCode',
  'nickname',
  'makePrimary',
] as const;

/** How long the success message stays before the dialog closes (spec 2.11). */
export const addCardSuccessDelayMs = 1500;

export function AddCardDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <FormDialog open={open} onClose={onClose} title={cardsText.dialogTitle} className="add-card-dialog">
      {/* Made at each opening: a fresh form, with its own "now" for expiries. */}
      <AddCardForm onClose={onClose} />
    </FormDialog>
  );
}

function AddCardForm({ onClose }: { onClose(): void }) {
  const queryClient = useQueryClient();
  // Which expiries are past depends on the moment the form opened, as the API decides on its own clock.
  const [schema] = useState(() => addCardSchema(new Date()));
  const form = useSchemaForm({
    schema,
    fields,
    editableAfterFailure: true,
    send: async (card) => answerOutcome(await addPaymentMethod(card), fields, cardsText.unreachableAdd),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey() }),
  });
  const { state } = form;
  const succeeded = state.phase === 'success';

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(onClose, addCardSuccessDelayMs);
    return () => clearTimeout(timer);
  }, [succeeded, onClose]);

  const brand = cardBrand(cardDigits(state.values.number));
  const formatted = (field: (typeof fields)[number], format: (value: string) => string) => ({
    ...form.fieldProps(field),
    onChange: (event: { target: { value: string } }) => form.change(field, format(event.target.value)),
    readOnly: form.submitting,
  });

  if (succeeded)
    return (
      <div className="ui-dialog__body">
        <SuccessState title={cardMessages.added} autoFocus>
          <p>{cardsText.addedText(`${state.result.brand} •••• ${state.result.lastFour}`)}</p>
        </SuccessState>
      </div>
    );

  return (
    <div className="ui-dialog__body">
      <CardPreview brand={brand} number={state.values.number} holder={state.values.cardholderName} expiry={state.values.expiry} />
      <DialogForm
        form={form}
        submit={{ label: cardsText.save, busyLabel: cardsText.saving, busyStatus: cardsText.saving }}
        cancelLabel={cardsText.cancel}
        failureText={cardMessages.failure}
        className="add-card-form"
        actionsClassName="add-card-form__actions"
      >
        <Field label={addCardLabels.number} required errors={[state.errors.number]}>
          {(control) => <input {...control} {...formatted('number', formatCardNumber)} autoComplete="cc-number" inputMode="numeric" />}
        </Field>
        <div className="add-card-form__pair">
          <Field label={addCardLabels.expiry} required hint="MM/AA" errors={[state.errors.expiry]}>
            {(control) => <input {...control} {...formatted('expiry', formatExpiryInput)} autoComplete="cc-exp" inputMode="numeric" />}
          </Field>
          {/* The CVV's length for the card typed so far. */}
          <Field label={addCardLabels.cvv} required hint={cardsText.cvvHint(cvvLength(brand))} errors={[state.errors.cvv]}>
            {(control) => (
              <input
                {...control}
                {...formatted('cvv', (value) => formatCvvInput(value, brand))}
                autoComplete="cc-csc"
                inputMode="numeric"
              />
            )}
          </Field>
        </div>
        <Field label={addCardLabels.cardholderName} required errors={[state.errors.cardholderName]}>
          {(control) => <input {...control} {...formatted('cardholderName', cardholderName)} autoComplete="cc-name" />}
        </Field>
        <fieldset>
          <legend>{cardsText.billingAddress}</legend>
          <Field label={addCardLabels.addressLine1} required errors={[state.errors.addressLine1]}>
            {(control) => <input {...control} {...formatted('addressLine1', String)} autoComplete="billing address-line1" />}
          </Field>
          <Field label={addCardLabels.addressLine2} errors={[state.errors.addressLine2]}>
            {(control) => <input {...control} {...formatted('addressLine2', String)} autoComplete="billing address-line2" />}
          </Field>
          <div className="add-card-form__pair">
            <Field label={addCardLabels.city} required errors={[state.errors.city]}>
              {(control) => <input {...control} {...formatted('city', String)} autoComplete="billing address-level2" />}
            </Field>
            <Field label={addCardLabels.province} required errors={[state.errors.province]}>
              {(control) => (
                <select
                  {...control}
                  {...form.fieldProps('province')}
                  // Empty means the default (the schema reads it so): Quebec shows selected.
                  value={state.values.province || defaultProvince}
                  disabled={form.submitting}
                >
                  {provinceCodes.map((code) => (
                    <option key={code} value={code}>
                      {provinceNames[code]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <Field label={addCardLabels.postalCode} required errors={[state.errors.postalCode]}>
            {(control) => (
              <input
                {...control}
                {...formatted('postalCode', formatPostalCode)}
                autoComplete="billing postal-code"
                autoCapitalize="characters"
              />
            )}
          </Field>
        </fieldset>
        <Field label={addCardLabels.nickname} errors={[state.errors.nickname]}>
          {(control) => <input {...control} {...formatted('nickname', String)} autoComplete="off" />}
        </Field>
        <CheckboxField
          name="makePrimary"
          label={addCardLabels.makePrimary}
          checked={state.values.makePrimary === 'true'}
          onChange={(checked) => form.change('makePrimary', checked ? 'true' : '')}
          disabled={form.submitting}
        />
        <p className="add-card-form__security">{cardsText.security}</p>
      </DialogForm>
    </div>
  );
}

/** What the card will look like, as typed; the fields say the same to a screen reader, so it is hidden from it. */
function CardPreview({ brand, number, holder, expiry }: { brand: string; number: string; holder: string; expiry: string }) {
  return (
    <div className="card-preview" aria-hidden="true" data-testid="card-preview">
      <span className="card-preview__brand">{brand === 'Unknown' ? '' : brand}</span>
      <span className="card-preview__number">{number || cardsText.previewNumber}</span>
      <span className="card-preview__row">
        <span>{holder || cardsText.previewHolder}</span>
        <span>{expiry || cardsText.previewExpiry}</span>
      </span>
    </div>
  );
}
