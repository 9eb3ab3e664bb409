// « Nouvelle demande »: a request received at the desk, by mail, e-mail or phone — for a patient of
// the clinic (the patient picker) or for a person without a record (her name and e-mail). Checked
// by the schema the API uses; the deadline and the reference are the server's.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatPhone } from 'shared-domain/platform/format';
import {
  privacyRequestChannelLabels,
  privacyRequestChannels,
  privacyRequestKindLabels,
  privacyRequestKinds,
} from 'shared-domain/privacy/privacy';
import { privacyRequestCreateSchema, privacyRequestLabels as labels } from 'shared-domain/privacy/privacy-requests';
import { ChoiceGroup } from 'shared-ui/ChoiceGroup';
import { Field } from 'shared-ui/Field';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { problemMessage, problemText } from 'shared-ui/problem-message';
import { type FormOutcome, refusalOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { adminKeys } from '../../../query-keys';
import { PatientPicker, type PatientPickerText, patientSearch } from '../../patients/public';
import { recordPrivacyRequest } from './api/privacy-requests';
import { requestsText } from './requests-text';

const text = requestsText.newForm;
const fields = ['kind', 'patientId', 'requesterName', 'requesterEmail', 'channel', 'receivedOn', 'details'] as const;
type FormField = (typeof fields)[number];

const pickerText: PatientPickerText = {
  search: text.search,
  hint: text.searchHint,
  list: text.results,
  loading: text.searching,
  none: text.noMatch,
  failed: text.searchFailed,
  retry: requestsText.retry,
  change: text.changePatient,
};

export interface NewPrivacyRequestDialogProps {
  open: boolean;
  today: string;
  onClose(): void;
  /** Recorded: its reference, to announce. */
  onRecorded(reference: string): void;
}

export function NewPrivacyRequestDialog({ open, today, onClose, onRecorded }: NewPrivacyRequestDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={text.title} className="ui-dialog--sheet" keepOpenWhileSending>
      <NewRequestForm today={today} onRecorded={onRecorded} />
    </FormDialog>
  );
}

function NewRequestForm({ today, onRecorded }: { today: string; onRecorded(reference: string): void }) {
  const queryClient = useQueryClient();
  const [who, setWho] = useState<'patient' | 'visitor'>('patient');
  const form = useSchemaForm({
    schema: privacyRequestCreateSchema,
    fields,
    editableAfterFailure: true,
    initialValues: { kind: 'access', channel: 'desk', receivedOn: today },
    send: async (data): Promise<FormOutcome<FormField, { reference: string }>> => {
      const result = await recordPrivacyRequest(data);
      if (result.kind === 'ok') return { type: 'received', result: { reference: result.data.request.reference } };
      if (result.kind === 'unreachable') return { type: 'failed', message: problemText.unreachable };
      return refusalOutcome(result.error, fields);
    },
    onSuccess: ({ reference }: { reference: string }) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.privacyRequests.all() });
      onRecorded(reference);
    },
  });
  const { values, errors } = form.state;
  const chooseWho = (value: string) => {
    const next = value === 'visitor' ? 'visitor' : 'patient';
    setWho(next);
    if (next === 'visitor') form.change('patientId', '');
  };
  return (
    <DialogForm
      form={form}
      submit={{ label: text.submit, busyLabel: text.busy, busyStatus: text.busyStatus }}
      cancelLabel={text.cancel}
      failureTitle={text.failed}
      className="privacy-requests-form"
    >
      <Field label={labels.kind} required errors={[errors.kind]}>
        {(control) => (
          <select {...control} {...form.fieldProps('kind')} disabled={form.submitting}>
            {privacyRequestKinds.map((kind) => (
              <option key={kind} value={kind}>
                {privacyRequestKindLabels[kind]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <ChoiceGroup
        type="radio"
        name="who"
        legend={text.who}
        required
        choices={[
          { value: 'patient', label: text.patient },
          { value: 'visitor', label: text.visitor },
        ]}
        selected={[who]}
        onToggle={(value, checked) => {
          if (checked) chooseWho(value);
        }}
        readOnly={form.submitting}
      />
      {who === 'patient' ? (
        <PatientPicker
          search={patientSearch}
          text={pickerText}
          value={values.patientId}
          onChange={(patientId) => form.change('patientId', patientId)}
          error={errors.patientId ?? errors.requesterName}
          disabled={form.submitting}
          markRequired
          details={(patient) => [[patient.email, patient.phone ? formatPhone(patient.phone) : null].filter(Boolean).join(' · ')]}
          failureDetail={problemMessage}
        />
      ) : (
        <>
          <Field label={labels.requesterName} required errors={[errors.requesterName]}>
            {(control) => <input {...control} {...form.fieldProps('requesterName')} autoComplete="off" readOnly={form.submitting} />}
          </Field>
          <Field label={labels.requesterEmail} required errors={[errors.requesterEmail]}>
            {(control) => (
              <input {...control} {...form.fieldProps('requesterEmail')} type="email" autoComplete="off" readOnly={form.submitting} />
            )}
          </Field>
        </>
      )}
      <Field label={labels.channel} required errors={[errors.channel]}>
        {(control) => (
          <select {...control} {...form.fieldProps('channel')} disabled={form.submitting}>
            {privacyRequestChannels.map((channel) => (
              <option key={channel} value={channel}>
                {privacyRequestChannelLabels[channel]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={labels.receivedOn} required errors={[errors.receivedOn]}>
        {(control) => <input {...control} {...form.fieldProps('receivedOn')} type="date" max={today} readOnly={form.submitting} />}
      </Field>
      <Field label={labels.details} errors={[errors.details]}>
        {(control) => <textarea {...control} {...form.fieldProps('details')} rows={3} readOnly={form.submitting} />}
      </Field>
    </DialogForm>
  );
}
