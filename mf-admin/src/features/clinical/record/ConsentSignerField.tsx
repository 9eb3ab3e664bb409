// « Consentement donné par »: which of the patient's live guardians gave her care consent (under 14
// a guardian does, Civil Code of Québec art. 14), or the patient herself. Shown only to a patient
// with guardians on file; the server checks the link (and refuses a child's consent without one).
import { familyRelationshipLabels } from 'shared-domain/patients/family';
import { Field } from 'shared-ui/Field';
import { type FamilyMember, usePatientFamily } from '../../patients/public';
import { recordText } from './record-text';

const text = recordText.episodes;

/** Her guardians whose link is live: those who may sign for her. */
export function useLiveGuardians(patientId: string): FamilyMember[] {
  const family = usePatientFamily(patientId);
  return (family.data?.family ?? []).filter((member) => member.role === 'guardian' && member.endedAt === null);
}

export interface ConsentSignerFieldProps {
  guardians: readonly FamilyMember[];
  error: string | undefined;
  disabled: boolean;
  /** The select's name, value and handlers (`form.fieldProps('signedBy')`). */
  field: { name: string; value: string; onChange(event: { target: { value: string } }): void; onBlur(event: unknown): void };
}

export function ConsentSignerField({ guardians, error, disabled, field }: ConsentSignerFieldProps) {
  return (
    <Field label={text.signedBy} errors={[error]} hint={text.signedByHint}>
      {(control) => (
        <select {...control} {...field} disabled={disabled}>
          <option value="">{text.signedBySelf}</option>
          {guardians.map((guardian) => (
            <option key={guardian.patientId} value={guardian.patientId}>
              {`${guardian.firstName} ${guardian.lastName} (${familyRelationshipLabels[guardian.relationship].toLowerCase()})`}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
