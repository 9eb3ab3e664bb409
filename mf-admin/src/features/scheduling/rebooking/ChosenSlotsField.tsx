// « Créneaux proposés »: the slot picker, « Ajouter ce créneau », the slots added (each removable),
// the list's error from the form and what each change did, said to a screen reader.
import { useId } from 'react';
import { Button } from 'shared-ui/Button';
import { ErrorList } from 'shared-ui/Field';
import { ServiceSlotPicker } from '../waitlist/ServiceSlotPicker';
import { durationText } from '../waitlist/waitlist-text';
import { rebookingText as text } from './rebooking-text';
import { type ChosenSlots, slotText } from './useChosenSlots';

interface ChosenSlotsFieldProps {
  chosen: ChosenSlots;
  /** The form's message about the slots. */
  error: string | undefined;
  submitting: boolean;
}

export function ChosenSlotsField({ chosen, error, submitting }: ChosenSlotsFieldProps) {
  const ids = useId();
  const { slots } = chosen;
  const errorId = error ? `${ids}-creneaux-erreur` : undefined;
  return (
    <fieldset
      name="slots"
      className="follow-up-choice rebooking-slots"
      tabIndex={-1}
      aria-describedby={[`${ids}-creneaux-aide`, errorId].filter(Boolean).join(' ')}
    >
      <legend className="follow-up-choice__legend">
        {text.slotsLegend}
        <span aria-hidden="true"> *</span>
      </legend>
      <p id={`${ids}-creneaux-aide`} className="ui-field__hint">
        {text.slotsHint}
      </p>
      <ServiceSlotPicker
        serviceId={chosen.service?.id ?? ''}
        onService={chosen.chooseService}
        date={chosen.date}
        time={chosen.time}
        onDate={chosen.chooseDate}
        onTime={chosen.chooseTime}
        errors={chosen.pickerErrors}
      />
      <div className="rebooking-slots__add">
        <Button variant="secondary" onClick={chosen.addSlot} aria-disabled={chosen.full || submitting || undefined}>
          {text.addSlot}
        </Button>
      </div>
      {chosen.problem ? (
        <p className="rebooking-slots__problem" role="alert">
          {chosen.problem}
        </p>
      ) : null}
      <h3 className="rebooking-slots__heading" id={`${ids}-ajoutes`}>
        Créneaux ajoutés ({text.count(slots.length)})
      </h3>
      {slots.length === 0 ? (
        <p>{text.noSlots}</p>
      ) : (
        <ol className="rebooking-slots__list" aria-labelledby={`${ids}-ajoutes`}>
          {slots.map((slot, index) => (
            <li key={`${slot.date} ${slot.time}`}>
              <span>
                {slotText(slot)}{' '}
                <span className="rebooking-slots__service">
                  ({slot.serviceName}, {durationText(slot.durationMinutes)})
                </span>
              </span>
              <Button variant="secondary" onClick={() => chosen.removeSlot(index)} disabled={submitting}>
                {text.removeSlot}
                <span className="ui-visually-hidden"> le créneau du {slotText(slot)}</span>
              </Button>
            </li>
          ))}
        </ol>
      )}
      <ErrorList id={errorId} errors={[error]} />
      <p className="ui-visually-hidden" role="status">
        {chosen.note}
      </p>
    </fieldset>
  );
}
