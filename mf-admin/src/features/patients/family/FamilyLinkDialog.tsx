// « Lier un membre de la famille »: the other record (the back-office's patient picker), whether she
// is this patient's child or parent, the guardian's relationship to the dependant, and, for a
// dependant of 14 or more, her agreement. The server checks the rest (a birth date on file, no link
// twice, not to herself) and its refusals come back beside their fields.
import { formatPhone } from 'shared-domain/platform/format';
import {
  familyFormLabels,
  familyLinkFormSchema,
  familyLinkFromForm,
  familyRelationshipLabels,
  familyRelationships,
  familySideLabels,
  familySides,
} from 'shared-domain/patients/family';
import { CheckboxField } from 'shared-ui/CheckboxField';
import { ChoiceGroup } from 'shared-ui/ChoiceGroup';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { problemMessage } from 'shared-ui/problem-message';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { patientSearch } from '../api/patient-search';
import { PatientPicker } from '../PatientPicker';
import { linkFamilyMember } from './api/family';
import { familyText as text } from './family-text';

const fields = ['otherPatientId', 'side', 'relationship', 'dependantAgreed'] as const;
const checked = 'true';

export interface FamilyLinkDialogProps {
  open: boolean;
  patientId: string;
  patientName: string;
  onClose(): void;
  onLinked(): void;
}

export function FamilyLinkDialog({ open, patientId, patientName, onClose, onLinked }: FamilyLinkDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} keepOpenWhileSending title={text.dialogTitle} className="ui-dialog--sheet patient-dialog">
      <FamilyLinkForm patientId={patientId} patientName={patientName} onLinked={onLinked} />
    </FormDialog>
  );
}

function FamilyLinkForm({ patientId, patientName, onLinked }: Pick<FamilyLinkDialogProps, 'patientId' | 'patientName' | 'onLinked'>) {
  const form = useSchemaForm({
    schema: familyLinkFormSchema,
    fields,
    editableAfterFailure: true,
    initialValues: { side: 'dependant' },
    send: async (values) => {
      const result = await linkFamilyMember(familyLinkFromForm(patientId, values));
      // The API names the guardian's and the dependant's fields: the form shows them on the other record's.
      if (result.kind === 'error' && result.error.fields) {
        const { guardianPatientId, dependantPatientId, ...rest } = result.error.fields;
        const other = values.side === 'guardian' ? guardianPatientId : dependantPatientId;
        const own = values.side === 'guardian' ? dependantPatientId : guardianPatientId;
        const otherPatientId = other ?? own;
        return answerOutcome(
          { ...result, error: { ...result.error, fields: { ...rest, ...(otherPatientId ? { otherPatientId } : {}) } } },
          fields,
          text.unreachable,
        );
      }
      return answerOutcome(result, fields, text.unreachable);
    },
    onSuccess: onLinked,
  });
  const { values, errors } = form.state;
  return (
    <DialogForm
      form={form}
      intro={<p>{text.dialogIntro(patientName)}</p>}
      submit={{ label: text.submit, busyLabel: text.busy }}
      cancelLabel={text.cancel}
      className="patient-dialog__body"
    >
      <PatientPicker
        search={patientSearch}
        text={{ ...text.picker, search: familyFormLabels.otherPatientId }}
        name="otherPatientId"
        value={values.otherPatientId}
        onChange={(id) => form.change('otherPatientId', id)}
        error={errors.otherPatientId}
        markRequired
        details={(patient) => [[patient.email, patient.phone ? formatPhone(patient.phone) : null].filter(Boolean).join(' · ')]}
        failureDetail={problemMessage}
      />
      <ChoiceGroup
        type="radio"
        name="side"
        legend={familyFormLabels.side}
        required
        layout="list"
        choices={familySides.map((side) => ({ value: side, label: familySideLabels[side] }))}
        selected={[values.side]}
        onToggle={(value) => form.change('side', value)}
        error={errors.side}
        readOnly={form.submitting}
      />
      <ChoiceGroup
        type="radio"
        name="relationship"
        legend={familyFormLabels.relationship}
        required
        layout="list"
        choices={familyRelationships.map((relationship) => ({ value: relationship, label: familyRelationshipLabels[relationship] }))}
        selected={[values.relationship]}
        onToggle={(value) => form.change('relationship', value)}
        error={errors.relationship}
        readOnly={form.submitting}
      />
      <CheckboxField
        name="dependantAgreed"
        label={familyFormLabels.dependantAgreed}
        checked={values.dependantAgreed === checked}
        onChange={(on) => form.change('dependantAgreed', on ? checked : '')}
        error={errors.dependantAgreed}
        readOnly={form.submitting}
      />
    </DialogForm>
  );
}
