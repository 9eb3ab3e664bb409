// « Ajouter un enfant », a step of the booking dialog: her first and last names, her birth date and
// the guardian's relationship to her. The server opens her record (the clinic confirms it with her
// first visit) and links her to the signed-in patient; « Pour qui ? » is read again, and the booking
// goes on for her when the link lets her guardian act for her (under 14), the dialog naming her for
// this booking only (choosing her in « Pour qui ? » would start the tab afresh, dialog included).
// Refusals stay on the form.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  type ChildAdd,
  childAddSchema,
  childFormLabels,
  familyRelationshipLabels,
  familyRelationships,
} from 'shared-domain/patients/family';
import { Button } from 'shared-ui/Button';
import { Field } from 'shared-ui/Field';
import { DialogForm } from 'shared-ui/FormDialog';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { portalKeys } from '../../query-keys';
import { type AddedChild, addChild } from './api/add-child';
import { addChildText as text } from './book-text';

const fields = ['firstName', 'lastName', 'dateOfBirth', 'relationship'] as const;

/** What the booking step says once she is added, and the child it now books for (none from 14 without her agreement). */
export interface ChildAddedNotice {
  text: string;
  bookFor: { patientId: string; name: string } | null;
}

export interface AddChildFormProps {
  onAdded(notice: ChildAddedNotice): void;
  onBack(): void;
}

export function AddChildForm({ onAdded, onBack }: AddChildFormProps) {
  const queryClient = useQueryClient();
  const form = useSchemaForm<(typeof fields)[number], ChildAdd, AddedChild>({
    schema: childAddSchema,
    fields,
    editableAfterFailure: true,
    send: async (data) => {
      const outcome = answerOutcome(await addChild(data), fields, text.unreachable);
      return outcome.type === 'received' ? { type: 'received', result: outcome.result.child } : outcome;
    },
    onSuccess: async (child) => {
      // « Pour qui ? » offers her before the booking names her.
      await queryClient.invalidateQueries({ queryKey: portalKeys.family() });
      const name = `${child.firstName} ${child.lastName}`;
      const mayBook = child.access === 'child' || child.access === 'agreed';
      onAdded(
        mayBook
          ? {
              text: text.added(name),
              bookFor: { patientId: child.patientId, name: `${name} (${familyRelationshipLabels[child.relationship].toLowerCase()})` },
            }
          : { text: text.addedFromFourteen(name), bookFor: null },
      );
    },
  });
  const { errors } = form.state;
  // Shown in place of the booking form: its first field takes the focus.
  const firstField = useRef<HTMLInputElement>(null);
  useEffect(() => firstField.current?.focus(), []);

  return (
    <DialogForm
      form={form}
      submit={{ label: text.submit, busyLabel: text.busy, busyStatus: text.busyStatus }}
      failureTitle={text.failed}
      className="appointment-dialog__body"
      actionsClassName="appointment-dialog__actions"
      intro={
        <>
          <h3 className="add-child__title">{text.title}</h3>
          <p>{text.intro}</p>
        </>
      }
    >
      <Field label={childFormLabels.firstName} required errors={[errors.firstName]}>
        {(control) => (
          <input {...control} {...form.fieldProps('firstName')} ref={firstField} autoComplete="off" readOnly={form.submitting} />
        )}
      </Field>
      <Field label={childFormLabels.lastName} required errors={[errors.lastName]}>
        {(control) => <input {...control} {...form.fieldProps('lastName')} autoComplete="off" readOnly={form.submitting} />}
      </Field>
      <Field label={childFormLabels.dateOfBirth} required errors={[errors.dateOfBirth]}>
        {(control) => <input {...control} {...form.fieldProps('dateOfBirth')} type="date" readOnly={form.submitting} />}
      </Field>
      <Field label={childFormLabels.relationship} required errors={[errors.relationship]}>
        {(control) => (
          <select {...control} {...form.fieldProps('relationship')} disabled={form.submitting}>
            <option value="">{text.chooseRelationship}</option>
            {familyRelationships.map((relationship) => (
              <option key={relationship} value={relationship}>
                {familyRelationshipLabels[relationship]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <p>
        <Button variant="secondary" onClick={onBack} disabled={form.submitting}>
          {text.back}
        </Button>
      </p>
    </DialogForm>
  );
}
