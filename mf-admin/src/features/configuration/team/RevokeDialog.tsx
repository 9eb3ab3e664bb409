// « Révoquer » an invitation, confirmed: its code then fails. One already used, revoked or expired
// meanwhile comes back with the server's French message, in the dialog.
import { staffRoleChangeSchema } from 'shared-domain/accounts/staff-team';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { revokeInvitation } from './api/invitations';
import { type TeamInvitation, useRefreshTeam } from './api/team';
import { teamText as text } from './team-text';

// A confirmation has no field of its own: the form carries the invitation's role, untouched.
const fields = ['role'] as const;

export interface RevokeDialogProps {
  open: boolean;
  invitation: TeamInvitation | undefined;
  onClose(): void;
  onRevoked(message: string): void;
}

export function RevokeDialog({ open, invitation, onClose, onRevoked }: RevokeDialogProps) {
  return (
    <FormDialog
      open={open && invitation !== undefined}
      onClose={onClose}
      keepOpenWhileSending
      title={text.revokeTitle}
      className="team-dialog"
      initialFocus='button[type="submit"]'
    >
      {invitation ? <RevokeForm key={invitation.id} invitation={invitation} onRevoked={onRevoked} /> : null}
    </FormDialog>
  );
}

function RevokeForm({ invitation, onRevoked }: { invitation: TeamInvitation; onRevoked(message: string): void }) {
  const refresh = useRefreshTeam();
  const form = useSchemaForm({
    schema: staffRoleChangeSchema,
    fields,
    initialValues: { role: invitation.role },
    editableAfterFailure: true,
    send: async () => {
      const outcome = answerOutcome(await revokeInvitation(invitation.id), fields, text.unreachable);
      if (outcome.type !== 'received') return outcome;
      await refresh();
      return { type: 'received', result: text.revoked(invitation.email) };
    },
    onSuccess: onRevoked,
  });
  return (
    <DialogForm
      form={form}
      submit={{ label: text.revoke, busyLabel: text.working, busyStatus: text.workingStatus }}
      cancelLabel={text.close}
      failureTitle={text.actionFailed}
      className="team-dialog__body"
      actionsClassName="team-dialog__actions"
      intro={<p>{text.revokeConfirm(invitation.email)}</p>}
    />
  );
}
