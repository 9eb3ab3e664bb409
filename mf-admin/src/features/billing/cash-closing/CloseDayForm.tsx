// The day's close: the drawer's float it opened with, then for each count (cash drawer, terminal batch, cheques, e-transfers) the
// expected amount and a field for what staff counted, in dollars typed the fr-CA way, with the
// difference as they type; card on file is shown apart (the gateway settles it). A difference
// needs its explanation. « Fermer la caisse » asks before closing: a closed day's payments no
// longer change. The request carries the expected total the screen showed, so a payment recorded
// meanwhile is refused (409) rather than closed unseen: the day is read again and shown.
import { useRef, useState } from 'react';
import { closingDifference, sumCounts, withOpeningCash, zeroCounts } from 'shared-domain/billing/cash-close';
import { type CashClosing, cashClosingSchema } from 'shared-domain/billing/cash-close';
import { deskLabels, deskLimits, deskMessages } from 'shared-domain/billing/desk-messages';
import type { ValidationIssue } from 'shared-domain/platform/field-errors';
import { formatMoney } from 'shared-domain/platform/format';
import { moneyInputValue, parseMoneyInput, moneyReading } from 'shared-domain/platform/money-input';
import { type ClosingCount, closingCountLabels, closingCounts } from 'shared-domain/billing/tender';
import { Button } from 'shared-ui/Button';
import { ErrorReference } from 'shared-ui/ErrorReference';
import { Field } from 'shared-ui/Field';
import { DialogForm, dialogFormControl, FormDialog } from 'shared-ui/FormDialog';
import { FormFailure } from 'shared-ui/FormFailure';
import { answerOutcome, type FormSchema, useSchemaForm, validateValues } from 'shared-ui/useSchemaForm';
import { useRefreshDesk } from '../payments/api/refresh-desk';
import { type CashDay, closeCashDay } from './api/cash-closings';
import { cashClosingText as text } from './cash-closing-text';

const countField = (count: ClosingCount) => `counted.${count}` as const;
const closingFields = ['openingCash', ...closingCounts.map(countField), 'note'] as const;
type ClosingField = (typeof closingFields)[number];

/** What was typed in each count, in cents; undefined where it is not an amount yet. */
function typedCounts(values: Record<ClosingField, string>): Partial<Record<ClosingCount, number>> {
  return Object.fromEntries(closingCounts.map((count) => [count, parseMoneyInput(values[countField(count)])]));
}

/** What each count should hold: the day's movements, the drawer's float (as typed, else none) added to the cash. */
function drawerOf(day: CashDay, values: Record<ClosingField, string>) {
  const float = parseMoneyInput(values.openingCash);
  return withOpeningCash(day.expected, float !== undefined && float >= 0 ? float : 0);
}

/** Every count typed: the difference, as the server will compute it. */
function differenceOf(day: CashDay, values: Record<ClosingField, string>) {
  const typed = typedCounts(values);
  if (closingCounts.some((count) => typed[count] === undefined)) return undefined;
  return closingDifference(drawerOf(day, values), { ...zeroCounts(), ...typed });
}

/** The shared request schema over the flat form, with the note a difference needs. */
function closingFormSchema(dayRef: { current: CashDay }): FormSchema<CashClosing> {
  return {
    safeParse(input) {
      const values = input as Record<ClosingField, string>;
      const day = dayRef.current;
      const parsed = cashClosingSchema.safeParse({
        businessDate: day.businessDate,
        counted: Object.fromEntries(closingCounts.map((count) => [count, values[countField(count)]])),
        expectedCents: day.expectedCents,
        openingCash: values.openingCash,
        note: values.note,
      });
      const issues: ValidationIssue[] = parsed.success ? [] : [...parsed.error.issues];
      if (differenceOf(day, values)?.needsNote && !values.note.trim()) {
        issues.push({ path: ['note'], message: deskMessages.differenceNoteRequired });
      }
      return parsed.success && issues.length === 0 ? parsed : { success: false, error: { issues } };
    },
  };
}

export function CloseDayForm({ day, onClosed }: { day: CashDay; onClosed(): void }) {
  const refresh = useRefreshDesk();
  // The day as last read: a 409 reads it again, and the next attempt sends what is shown.
  const dayRef = useRef(day);
  dayRef.current = day;
  const [schema] = useState(() => closingFormSchema(dayRef));
  const [confirming, setConfirming] = useState(false);
  const form = useSchemaForm<ClosingField, CashClosing, true>({
    schema,
    fields: closingFields,
    editableAfterFailure: true,
    // A count with nothing expected starts at zero; the others are counted and typed.
    initialValues: {
      openingCash: moneyInputValue(0),
      ...Object.fromEntries(
        closingCounts.filter((count) => day.expected[count] === 0).map((count) => [countField(count), moneyInputValue(0)]),
      ),
    },
    send: async (data) => {
      const outcome = answerOutcome(await closeCashDay(data), closingFields, text.unreachable);
      // Closed, or refused because the day changed or was closed meanwhile: show it as it now is.
      await refresh();
      return outcome.type === 'received' ? { type: 'received', result: true } : outcome;
    },
    onSuccess: onClosed,
  });
  const { values, errors } = form.state;
  const difference = differenceOf(day, values);
  const drawer = drawerOf(day, values);
  const typed = typedCounts(values);

  const askToClose = () => {
    // Anything wrong is shown on its field first (the form's own submit does it, and focuses it).
    const found = validateValues({ schema, fields: closingFields }, values);
    if (Object.keys(found).length > 0) form.submit();
    else setConfirming(true);
  };

  return (
    <>
      <form
        {...form.formProps}
        // Enter in a field asks too: closing is never one keystroke away.
        onSubmit={(event) => {
          event.preventDefault();
          askToClose();
        }}
        className="cash-close-form"
      >
        <FormFailure title={text.failed} message={form.failure} />
        {form.state.phase === 'error' ? <ErrorReference errorId={form.state.errorId} /> : null}
        <Field
          label={deskLabels.openingCash}
          hint={text.openingCashHint}
          reading={moneyReading(values.openingCash)}
          errors={[errors.openingCash]}
        >
          {(control) => (
            <input
              {...control}
              {...form.fieldProps('openingCash')}
              inputMode="decimal"
              autoComplete="off"
              className="payments-dialog__short"
              readOnly={form.submitting}
            />
          )}
        </Field>
        <div className="cash-close-counts">
          {closingCounts.map((count) => {
            const countDifference = typed[count] === undefined ? undefined : (typed[count] ?? 0) - drawer[count];
            return (
              <div key={count} className="cash-close-count">
                <Field
                  label={text.countedLabel(closingCountLabels[count])}
                  required
                  hint={text.expected(formatMoney(drawer[count]))}
                  reading={moneyReading(values[countField(count)])}
                  errors={[errors[countField(count)]]}
                >
                  {(control) => (
                    <input
                      {...control}
                      {...form.fieldProps(countField(count))}
                      inputMode="decimal"
                      autoComplete="off"
                      className="payments-dialog__short"
                      readOnly={form.submitting}
                    />
                  )}
                </Field>
                <p className={countDifference ? 'cash-close-difference cash-close-difference--off' : 'cash-close-difference'}>
                  {countDifference === undefined
                    ? '\u00a0'
                    : countDifference === 0
                      ? text.noDifference
                      : text.differenceOf(closingCountLabels[count], text.signed(countDifference))}
                </p>
              </div>
            );
          })}
        </div>
        <dl className="payments-facts cash-close-totals">
          <dt>{text.cardOnFile}</dt>
          <dd>{formatMoney(day.cardOnFileCents)}</dd>
          {day.cashRoundingCents ? (
            <>
              <dt>{text.cashRounding}</dt>
              <dd>{text.signed(day.cashRoundingCents)}</dd>
            </>
          ) : null}
          <dt>{text.totalExpected}</dt>
          <dd>{formatMoney(sumCounts(drawer))}</dd>
          <dt>{text.totalCounted}</dt>
          <dd>{difference ? formatMoney(difference.countedCents) : '—'}</dd>
          <dt>{text.totalDifference}</dt>
          <dd aria-live="polite">{difference ? text.signed(difference.differenceCents) : '—'}</dd>
        </dl>
        <Field label={deskLabels.differenceNote} required={difference?.needsNote ?? false} hint={text.noteHint} errors={[errors.note]}>
          {(control) => (
            <textarea {...control} {...form.fieldProps('note')} rows={3} maxLength={deskLimits.noteMax} readOnly={form.submitting} />
          )}
        </Field>
        <div className="payments-actions">
          <Button type="submit" aria-disabled={form.submitting || undefined}>
            {form.submitting ? text.busy : text.close}
          </Button>
        </div>
        <p className="ui-visually-hidden" role="status">
          {form.submitting ? text.busyStatus : ''}
        </p>
      </form>
      {/* Beside the form, not in it: the confirmation is a form of its own. */}
      <FormDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={text.confirmTitle}
        className="payments-dialog"
        initialFocus=".payments-dialog__keep"
      >
        <DialogForm
          form={dialogFormControl({
            submitting: false,
            failure: undefined,
            submit: () => {
              setConfirming(false);
              form.submit();
            },
          })}
          submit={{ label: text.confirm, busyLabel: text.busy }}
          cancelLabel={text.keepOpen}
          cancelClassName="payments-dialog__keep"
          className="payments-dialog__body"
          actionsClassName="payments-dialog__actions"
          intro={
            <>
              <p>
                <strong>{text.confirmQuestion(day.businessDate)}</strong>
              </p>
              <dl className="payments-facts">
                <dt>{text.totalExpected}</dt>
                <dd>{formatMoney(sumCounts(drawer))}</dd>
                <dt>{text.totalCounted}</dt>
                <dd>{difference ? formatMoney(difference.countedCents) : '—'}</dd>
                <dt>{text.totalDifference}</dt>
                <dd>{difference ? text.signed(difference.differenceCents) : '—'}</dd>
              </dl>
              <p>{text.confirmEffect}</p>
            </>
          }
        />
      </FormDialog>
    </>
  );
}
