// « Fusionner avec un autre dossier »: one person, two records. Staff pick the other record (the
// look-alikes are suggested; any record can be found by a search), then confirm, having read what
// moves to this file and that the other one is deleted for good. The server refuses (409, in
// French) a merge it cannot make, e.g. both records with a portal account.
import { ofName } from 'shared-domain/platform/french-elision';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { formatPhone } from 'shared-domain/platform/format';
import { problemMessage } from 'shared-ui/problem-message';
import { searchRule, useDebouncedValue } from 'shared-ui/useDebouncedValue';
import { Button } from 'shared-ui/Button';
import { FormDialog, useFormDialogBusy } from 'shared-ui/FormDialog';
import { ErrorList, Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { LoadingState } from 'shared-ui/LoadingState';
import { mergePatients } from './api/merge-patients';
import { getPatientDuplicates } from './api/patient-duplicates';
import type { PatientRecord } from './api/patient-file';
import { usePatients } from './api/patients';
import { adminKeys } from '../../query-keys';

export const mergeText = {
  title: 'Fusionner avec un autre dossier',
  search: 'Rechercher le dossier en double',
  searchHint: 'Nom, courriel ou téléphone (au moins 2 caractères).',
  suggestions: 'Dossiers semblables à celui-ci',
  results: 'Dossiers trouvés',
  noSuggestion: 'Aucun dossier semblable. Recherchez le dossier en double par son nom, son courriel ou son téléphone.',
  noResult: 'Aucun autre dossier ne correspond à cette recherche.',
  searching: 'Recherche…',
  choose: 'Continuer',
  chooseFirst: 'Choisissez le dossier à fusionner dans celui-ci.',
  confirmHeading: 'Confirmer la fusion',
  irreversible: 'Cette action est irréversible.',
  merge: 'Fusionner les dossiers',
  merging: 'Fusion…',
  back: 'Retour',
  merged: (name: string) => `Le dossier ${ofName(name)} a été fusionné dans celui-ci.`,
  visits: (count: number) => (count === 1 ? '1 visite' : `${count} visites`),
} as const;

/** A record the dialog can offer: what the list and the duplicate check both return. */
interface MergeCandidate {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  totalVisits: number;
}

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

/** What moves, said before the merge (spec of POST /patients/:id/merge). */
export function mergeConsequence(duplicate: string, kept: string): string {
  return (
    `Les rendez-vous, factures, transactions, cartes de paiement, demandes de correction et le compte du portail patient ${ofName(duplicate)} ` +
    `seront rattachés au dossier ${ofName(kept)}, puis le dossier ${ofName(duplicate)} sera supprimé.`
  );
}

export interface MergePatientDialogProps {
  open: boolean;
  patient: PatientRecord;
  onClose(): void;
  onMerged(message: string): void;
}

export function MergePatientDialog({ open, patient, onClose, onMerged }: MergePatientDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} keepOpenWhileSending title={mergeText.title} className="ui-dialog--sheet patient-dialog">
      {/* Each opening starts afresh. */}
      <MergeSteps key={patient.id} patient={patient} onMerged={onMerged} />
    </FormDialog>
  );
}

function MergeSteps({ patient, onMerged }: Pick<MergePatientDialogProps, 'patient' | 'onMerged'>) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<MergeCandidate | null>(null);
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  const [missingChoice, setMissingChoice] = useState(false);
  const settled = useDebouncedValue(text.trim());
  const searching = settled.length >= searchRule.minLength;
  const errorId = useId();
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const firstChoiceRef = useRef<HTMLInputElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const suggestions = useQuery({
    queryKey: adminKeys.patients.duplicatesOf(patient.id),
    queryFn: () => getPatientDuplicates(patient),
  });
  const results = usePatients({ q: settled, status: '' }, searching);

  const merge = useMutation({
    mutationFn: (duplicate: MergeCandidate) => mergePatients(patient.id, duplicate.id),
    onSuccess: (_merged, duplicate) => onMerged(mergeText.merged(fullName(duplicate))),
  });

  const others = (list: readonly MergeCandidate[] | undefined) => (list ?? []).filter((candidate) => candidate.id !== patient.id);
  const candidates = searching ? others(results.data?.pages[0]?.patients) : others(suggestions.data?.duplicates);
  const loading = searching ? results.isPending : suggestions.isPending;
  const failed = searching ? results.isError : suggestions.isError;

  useEffect(() => {
    if (step === 'confirm') confirmHeading.current?.focus();
  }, [step]);

  // Closing waits for a merge on its way.
  useFormDialogBusy(merge.isPending);

  const next = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen || !candidates.some((candidate) => candidate.id === chosen.id)) {
      setMissingChoice(true);
      (firstChoiceRef.current ?? searchRef.current)?.focus();
      return;
    }
    setStep('confirm');
  };

  const back = () => {
    merge.reset();
    setStep('choose');
  };

  const kept = fullName(patient);

  return (
    <>
      {step === 'confirm' && chosen ? (
        <div className="patient-dialog__body">
          <h3 ref={confirmHeading} tabIndex={-1}>
            {mergeText.confirmHeading}
          </h3>
          <p>{mergeConsequence(fullName(chosen), kept)}</p>
          <p>
            <strong>{mergeText.irreversible}</strong>
          </p>
          <FormFailure message={merge.isError ? problemMessage(merge.error) : undefined} />
          <div className="patient-dialog__actions">
            <Button
              onClick={() => {
                if (!merge.isPending) merge.mutate(chosen);
              }}
              aria-disabled={merge.isPending || undefined}
            >
              {merge.isPending ? mergeText.merging : mergeText.merge}
            </Button>
            <Button variant="secondary" onClick={back} disabled={merge.isPending}>
              {mergeText.back}
            </Button>
          </div>
          <p className="ui-visually-hidden" role="status">
            {merge.isPending ? mergeText.merging : ''}
          </p>
        </div>
      ) : (
        <form className="patient-dialog__body" noValidate onSubmit={next}>
          <Field label={mergeText.search} hint={mergeText.searchHint}>
            {(control) => (
              <input
                {...control}
                ref={searchRef}
                name="q"
                type="search"
                autoComplete="off"
                maxLength={100}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            )}
          </Field>
          <fieldset aria-describedby={missingChoice ? errorId : undefined}>
            <legend>{searching ? mergeText.results : mergeText.suggestions}</legend>
            {loading ? <LoadingState label={mergeText.searching} /> : null}
            {failed ? (
              <p role="alert">{problemMessage(searching ? results.error : suggestions.error)}</p>
            ) : !loading && candidates.length === 0 ? (
              <p role="status">{searching ? mergeText.noResult : mergeText.noSuggestion}</p>
            ) : null}
            {candidates.length > 0 ? (
              <ul className="patient-dialog__choices">
                {candidates.map((candidate, index) => (
                  <li key={candidate.id}>
                    <label>
                      <input
                        ref={index === 0 ? firstChoiceRef : undefined}
                        type="radio"
                        name="duplicate"
                        value={candidate.id}
                        checked={chosen?.id === candidate.id}
                        onChange={() => {
                          setChosen(candidate);
                          setMissingChoice(false);
                        }}
                      />
                      <span>
                        <strong>{`${candidate.lastName}, ${candidate.firstName}`}</strong>
                        <br />
                        {[candidate.email, candidate.phone ? formatPhone(candidate.phone) : null, mergeText.visits(candidate.totalVisits)]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            ) : null}
            <ErrorList id={errorId} errors={missingChoice ? [mergeText.chooseFirst] : undefined} />
          </fieldset>
          <div className="patient-dialog__actions">
            <Button type="submit">{mergeText.choose}</Button>
          </div>
        </form>
      )}
    </>
  );
}
