// Where the visitor is among the four steps (specification §2.5): an ordered list, the current
// step marked with aria-current, the finished ones said to be so.
import type { BookingStep } from './booking-steps';

export const stepperLabels = ['Service', 'Date', 'Heure', 'Coordonnées'] as const;

export function Stepper({ current }: { current: BookingStep }) {
  return (
    <ol className="booking-stepper" aria-label="Étapes de la réservation">
      {stepperLabels.map((label, index) => {
        const step = index + 1;
        const state = step < current ? 'done' : step === current ? 'current' : 'next';
        return (
          <li
            key={label}
            className={`booking-stepper__step booking-stepper__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="booking-stepper__number" aria-hidden="true">
              {step < current ? '✓' : step}
            </span>
            <span className="booking-stepper__label">
              {label}
              {state === 'done' ? <span className="ui-visually-hidden"> (terminée)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
