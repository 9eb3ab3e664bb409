// « Heures d'ouverture »: each weekday open or closed, its hours and its breaks (lunch),
// saved as one week; below, the closures (holidays, vacations). The booking engine, the calendar
// and the public hours read both.
import { useEffect, useState } from 'react';
import {
  breaksFromText,
  breaksText,
  changedFieldLabels,
  type HoursFormField,
  type HoursSection as HoursValues,
  hoursFormFields,
  hoursFormSchema,
  hoursFormValues,
  hoursLabels,
  settingsSectionTitles,
  weekdayNames,
  weekdaysInOrder,
} from 'shared-domain/clinic/clinic-settings';
import { savedChangesText } from 'shared-domain/clinic/setting-changes';
import { Button } from 'shared-ui/Button';
import { ErrorList, Field } from 'shared-ui/Field';
import { answerOutcome, type SchemaForm, useSchemaForm } from 'shared-ui/useSchemaForm';
import { saveHoursSection, useKeepSection } from '../api/clinic-settings';
import { ClosuresPanel } from './ClosuresPanel';
import { SettingSwitch } from './SettingSwitch';
import { SettingsForm } from './SettingsForm';
import { SettingsSectionFrame } from './SettingsSectionFrame';
import { sectionText as text } from './section-text';

export const hoursText = {
  intro: 'Les places offertes en ligne et au calendrier suivent ces heures ; aucune place ne chevauche une pause.',
  addBreak: 'Ajouter une pause',
  removeBreak: 'Retirer',
  breakNumber: (day: string, index: number) => ` ${index + 1} du ${day.toLowerCase()}`,
  breaksLegend: (day: string) => `Pauses du ${day.toLowerCase()}`,
  noBreak: 'Aucune pause.',
  /** A new break starts at lunch, the usual one. */
  newBreak: { start: '12:00', end: '13:00' },
} as const;

type Weekday = (typeof weekdaysInOrder)[number];

export function HoursSection() {
  return (
    <SettingsSectionFrame
      id="parametres-heures"
      title={settingsSectionTitles.hours}
      intro={<p>{hoursText.intro}</p>}
      after={<ClosuresPanel />}
    >
      {(settings, saved) => <HoursForm hours={settings.hours} onSaved={saved} />}
    </SettingsSectionFrame>
  );
}

function HoursForm({ hours, onSaved }: { hours: HoursValues; onSaved(message: string): void }) {
  const keep = useKeepSection();
  const form = useSchemaForm({
    schema: hoursFormSchema,
    fields: hoursFormFields,
    editableAfterFailure: true,
    initialValues: hoursFormValues(hours),
    send: async (data) => answerOutcome(await saveHoursSection(data), hoursFormFields, text.unreachable),
    onSuccess: (saved) => {
      keep('hours', saved.values);
      onSaved(savedChangesText(changedFieldLabels('hours', saved.changed)));
    },
  });
  return (
    <SettingsForm form={form}>
      {weekdaysInOrder.map((weekday) => (
        <OpeningDayFields key={weekday} weekday={weekday} form={form} />
      ))}
    </SettingsForm>
  );
}

function OpeningDayFields({ weekday, form }: { weekday: Weekday; form: SchemaForm<HoursFormField, unknown> }) {
  const { state, fieldProps, submitting } = form;
  const day = weekdayNames[weekday];
  const open = state.values[`open${weekday}`] === 'true';
  const breaksField = `breaks${weekday}` as const;
  const breaks = breaksFromText(state.values[breaksField]);
  const breaksErrorId = `pauses-${weekday}-erreur`;
  // After « Ajouter une pause », the new break's start; after « Retirer », the add button.
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const setBreaks = (next: { start: string; end: string }[]) => form.change(breaksField, breaksText(next));
  return (
    <fieldset className="settings-day">
      <legend>{day}</legend>
      <SettingSwitch
        name={`open${weekday}`}
        label={hoursLabels.enabled}
        value={state.values[`open${weekday}`]}
        onChange={(value) => form.change(`open${weekday}`, value)}
        error={state.errors[`open${weekday}`]}
        readOnly={submitting}
      />
      {open ? (
        <>
          <div className="settings-day__hours">
            <Field label={`${hoursLabels.start} — ${day}`} required errors={[state.errors[`start${weekday}`]]}>
              {(control) => (
                <input {...control} {...fieldProps(`start${weekday}`)} type="time" className="settings-time" readOnly={submitting} />
              )}
            </Field>
            <Field label={`${hoursLabels.end} — ${day}`} required errors={[state.errors[`end${weekday}`]]}>
              {(control) => (
                <input {...control} {...fieldProps(`end${weekday}`)} type="time" className="settings-time" readOnly={submitting} />
              )}
            </Field>
          </div>
          <fieldset className="settings-day__breaks" aria-describedby={state.errors[breaksField] ? breaksErrorId : undefined}>
            <legend className="ui-visually-hidden">{hoursText.breaksLegend(day)}</legend>
            {breaks.length === 0 ? <p className="settings-muted">{hoursText.noBreak}</p> : null}
            {breaks.map((pause, index) => (
              // Breaks have no identity of their own: their place in the day is theirs.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <div key={index} className="settings-day__break">
                <Field
                  label={`${hoursLabels.breakStart}${hoursText.breakNumber(day, index)}`}
                  required
                  id={`pause-${weekday}-${index}-debut`}
                >
                  {(control) => (
                    <input
                      {...control}
                      // The first break carries the day's breaks field: a refusal's focus lands on it.
                      name={index === 0 ? breaksField : undefined}
                      type="time"
                      className="settings-time"
                      value={pause.start}
                      aria-invalid={state.errors[breaksField] ? true : undefined}
                      aria-describedby={state.errors[breaksField] ? breaksErrorId : undefined}
                      readOnly={submitting}
                      onChange={(event) =>
                        setBreaks(breaks.map((other, at) => (at === index ? { ...other, start: event.target.value } : other)))
                      }
                    />
                  )}
                </Field>
                <Field label={`${hoursLabels.breakEnd}${hoursText.breakNumber(day, index)}`} required>
                  {(control) => (
                    <input
                      {...control}
                      type="time"
                      className="settings-time"
                      value={pause.end}
                      aria-invalid={state.errors[breaksField] ? true : undefined}
                      aria-describedby={state.errors[breaksField] ? breaksErrorId : undefined}
                      readOnly={submitting}
                      onChange={(event) =>
                        setBreaks(breaks.map((other, at) => (at === index ? { ...other, end: event.target.value } : other)))
                      }
                    />
                  )}
                </Field>
                <Button
                  variant="secondary"
                  aria-disabled={submitting || undefined}
                  onClick={() => {
                    if (submitting) return;
                    setBreaks(breaks.filter((_, at) => at !== index));
                    setFocusTarget(`pause-${weekday}-ajouter`);
                  }}
                >
                  {hoursText.removeBreak}
                  <span className="ui-visually-hidden">{` la pause${hoursText.breakNumber(day, index)}`}</span>
                </Button>
              </div>
            ))}
            <ErrorList id={breaksErrorId} errors={[state.errors[breaksField]]} />
            <Button
              variant="secondary"
              id={`pause-${weekday}-ajouter`}
              aria-disabled={submitting || undefined}
              onClick={() => {
                if (submitting) return;
                setBreaks([...breaks, hoursText.newBreak]);
                setFocusTarget(`pause-${weekday}-${breaks.length}-debut`);
              }}
            >
              {hoursText.addBreak}
              <span className="ui-visually-hidden">{` au ${day.toLowerCase()}`}</span>
            </Button>
          </fieldset>
        </>
      ) : null}
    </fieldset>
  );
}
