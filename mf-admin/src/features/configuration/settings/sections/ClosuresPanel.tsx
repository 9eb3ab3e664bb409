// The clinic's closures under « Heures d'ouverture »: the upcoming ones (holidays,
// vacations), each removable, and a form to add one — whole days with a reason. Adding one says
// how many appointments are still booked during it, for staff to move, and warns of the closures it
// overlaps (kept: a holiday inside a vacation is normal; a duplicate is for staff to remove).
import { useState } from 'react';
import { closureFields, closureLabels, closureSchema } from 'shared-domain/clinic/clinic-settings';
import { formatDate } from 'shared-domain/platform/format';
import { Button } from 'shared-ui/Button';
import { Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage } from 'shared-ui/problem-message';
import { SubmitButton } from 'shared-ui/SubmitButton';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { addClosure, type Closure, removeClosure, useClosures, useRefreshClosures } from '../api/clinic-settings';
import { sectionText } from './section-text';

export const closuresText = {
  title: 'Fermetures',
  intro: 'Jours fériés, vacances : la clinique est fermée ces journées entières ; aucune place n’est offerte.',
  none: 'Aucune fermeture à venir.',
  loading: 'Chargement des fermetures…',
  failed: 'Les fermetures n’ont pas pu être chargées',
  period: (closure: Pick<Closure, 'startDate' | 'endDate'>) =>
    closure.startDate === closure.endDate
      ? `Le ${formatDate(closure.startDate)}`
      : `Du ${formatDate(closure.startDate)} au ${formatDate(closure.endDate)}`,
  remove: 'Retirer',
  add: 'Ajouter la fermeture',
  addTitle: 'Ajouter une fermeture',
  busy: 'Ajout…',
  busyStatus: 'Ajout de la fermeture en cours…',
  added: (reason: string) => `Fermeture ajoutée : ${reason}`,
  removed: (reason: string) => `Fermeture retirée : ${reason}`,
  booked: (count: number) =>
    count === 1
      ? '1 rendez-vous est prévu pendant cette fermeture : déplacez-le ou annulez-le depuis le calendrier.'
      : `${count} rendez-vous sont prévus pendant cette fermeture : déplacez-les ou annulez-les depuis le calendrier.`,
  overlaps: (others: readonly Pick<Closure, 'startDate' | 'endDate' | 'reason'>[]) =>
    `Attention : cette fermeture chevauche ${others.length === 1 ? 'une autre' : `${others.length} autres`} (${others
      .map((other) => `${closuresText.period(other).toLocaleLowerCase('fr-CA')} — ${other.reason}`)
      .join(' ; ')}). Retirez celle qui serait en double.`,
} as const;

export function ClosuresPanel() {
  const closures = useClosures();
  const refresh = useRefreshClosures();
  const [adds, setAdds] = useState(0);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);

  const remove = async (closure: Closure) => {
    if (removing) return;
    setRemoving(closure.id);
    try {
      await removeClosure(closure.id);
      setMessage({ text: closuresText.removed(closure.reason), failed: false });
    } catch (error) {
      setMessage({ text: problemMessage(error), failed: true });
    } finally {
      setRemoving(null);
      await refresh();
    }
  };

  return (
    <div className="settings-closures-panel">
      <h3 id="parametres-fermetures">{closuresText.title}</h3>
      <p className="settings-muted">{closuresText.intro}</p>
      <p className={message?.failed ? 'settings-status settings-status--failed' : 'settings-status'} role="status">
        {message?.text}
      </p>
      {closures.isPending ? (
        <LoadingState label={closuresText.loading} />
      ) : closures.isError ? (
        <Notice
          tone="error"
          title={closuresText.failed}
          actions={
            <Button variant="secondary" onClick={() => void closures.refetch()}>
              {sectionText.retry}
            </Button>
          }
        >
          <p>{problemMessage(closures.error)}</p>
        </Notice>
      ) : closures.data.closures.length === 0 ? (
        <p>{closuresText.none}</p>
      ) : (
        <ul className="settings-closures" aria-labelledby="parametres-fermetures">
          {closures.data.closures.map((closure) => (
            <li key={closure.id} className="settings-closure">
              <span>
                <strong>{closuresText.period(closure)}</strong> — {closure.reason}
              </span>
              <Button variant="secondary" aria-disabled={removing !== null || undefined} onClick={() => void remove(closure)}>
                {closuresText.remove}
                <span className="ui-visually-hidden">{` la fermeture ${closure.reason}`}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ClosureForm
        key={adds}
        onAdded={async (text) => {
          setMessage({ text, failed: false });
          setAdds((count) => count + 1);
          await refresh();
        }}
      />
    </div>
  );
}

function ClosureForm({ onAdded }: { onAdded(message: string): void }) {
  const form = useSchemaForm({
    schema: closureSchema,
    fields: closureFields,
    editableAfterFailure: true,
    send: async (data) => answerOutcome(await addClosure(data), closureFields, sectionText.unreachable),
    onSuccess: ({ closure, appointmentsDuring, overlapping }) =>
      onAdded(
        [
          closuresText.added(closure.reason),
          ...(appointmentsDuring > 0 ? [closuresText.booked(appointmentsDuring)] : []),
          ...(overlapping.length > 0 ? [closuresText.overlaps(overlapping)] : []),
        ].join('. '),
      ),
  });
  const { state, fieldProps, submitting } = form;
  return (
    <form {...form.formProps} className="settings-form" aria-labelledby="parametres-fermeture-ajout">
      <h4 id="parametres-fermeture-ajout">{closuresText.addTitle}</h4>
      <FormFailure message={form.failure} />
      <div className="settings-form__row">
        <Field label={closureLabels.startDate} required errors={[state.errors.startDate]}>
          {(control) => <input {...control} {...fieldProps('startDate')} type="date" readOnly={submitting} />}
        </Field>
        <Field label={closureLabels.endDate} required errors={[state.errors.endDate]}>
          {(control) => <input {...control} {...fieldProps('endDate')} type="date" readOnly={submitting} />}
        </Field>
      </div>
      <Field label={closureLabels.reason} required errors={[state.errors.reason]}>
        {(control) => <input {...control} {...fieldProps('reason')} placeholder="Congé des Fêtes" readOnly={submitting} />}
      </Field>
      <div className="settings-form__actions">
        <SubmitButton busy={submitting} busyLabel={closuresText.busy} busyStatus={closuresText.busyStatus}>
          {closuresText.add}
        </SubmitButton>
      </div>
    </form>
  );
}
