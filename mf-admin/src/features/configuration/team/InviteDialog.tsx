// « Inviter une personne »: the address and the role (radios, each with what it may do). The server
// e-mails the code; an address that has an account or a pending invitation comes back under its field.
import { staffRoleDescriptions, staffRoleLabels, staffRoles } from 'shared-domain/accounts/staff-role';
import { staffInvitationSchema } from 'shared-domain/accounts/staff-team';
import { ChoiceGroup } from 'shared-ui/ChoiceGroup';
import { emailInputProps, Field } from 'shared-ui/Field';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { inviteStaffMember } from './api/invitations';
import { useRefreshTeam } from './api/team';
import { teamText as text } from './team-text';

const fields = ['email', 'role'] as const;

export interface InviteDialogProps {
  open: boolean;
  onClose(): void;
  onInvited(message: string): void;
}

export function InviteDialog({ open, onClose, onInvited }: InviteDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} keepOpenWhileSending title={text.invite} className="team-dialog">
      <InviteForm onInvited={onInvited} />
    </FormDialog>
  );
}

function InviteForm({ onInvited }: Pick<InviteDialogProps, 'onInvited'>) {
  const refresh = useRefreshTeam();
  const form = useSchemaForm({
    schema: staffInvitationSchema,
    fields,
    editableAfterFailure: true,
    send: async (input) => {
      const outcome = answerOutcome(await inviteStaffMember(input), fields, text.unreachable);
      if (outcome.type !== 'received') return outcome;
      await refresh();
      return { type: 'received', result: text.invited(outcome.result.invitation.email) };
    },
    onSuccess: onInvited,
  });
  const { state } = form;
  return (
    <DialogForm
      form={form}
      submit={{ label: text.send, busyLabel: text.sending, busyStatus: text.sendingStatus }}
      cancelLabel={text.close}
      failureTitle={text.inviteFailed}
      className="team-dialog__body"
      actionsClassName="team-dialog__actions"
      intro={<p className="team-muted">{text.inviteIntro}</p>}
    >
      <Field label={text.email} required errors={[state.errors.email]}>
        {(control) => (
          <input {...control} {...form.fieldProps('email')} {...emailInputProps} autoComplete="off" readOnly={form.submitting} />
        )}
      </Field>
      <ChoiceGroup
        type="radio"
        name="role"
        legend={text.role}
        required
        choices={staffRoles.map((role) => ({ value: role, label: `${staffRoleLabels[role]} — ${staffRoleDescriptions[role]}` }))}
        selected={state.values.role ? [state.values.role] : []}
        onToggle={(value) => form.change('role', value)}
        error={state.errors.role}
        readOnly={form.submitting}
      />
    </DialogForm>
  );
}
