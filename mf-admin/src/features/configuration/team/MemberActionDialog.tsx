// One member action, confirmed in a dialog: what it does to that person, then the server's answer.
// Changing the role picks the new one among radios (each with what it may do); the other actions
// only confirm. A refusal (the last active admin kept, one's own account) stays in the dialog, in
// the server's French words.
import { type StaffRole, staffRoleDescriptions, staffRoleLabels, staffRoles } from 'shared-domain/accounts/staff-role';
import { staffRoleChangeSchema } from 'shared-domain/accounts/staff-team';
import { ChoiceGroup } from 'shared-ui/ChoiceGroup';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { type MemberAction, runMemberAction } from './api/member-actions';
import type { TeamMember } from './api/team';
import { useRefreshTeam } from './api/team';
import { memberActionText, teamText as text } from './team-text';

const roleFields = ['role'] as const;

export interface MemberActionDialogProps {
  /** The member and the action asked, kept by the page after closing so the dialog closes properly. */
  target: { member: TeamMember; action: MemberAction } | undefined;
  open: boolean;
  onClose(): void;
  onDone(message: string): void;
}

export function MemberActionDialog({ target, open, onClose, onDone }: MemberActionDialogProps) {
  const words = target ? memberActionText[target.action] : memberActionText.role;
  return (
    <FormDialog
      open={open && target !== undefined}
      onClose={onClose}
      keepOpenWhileSending
      title={words.title}
      className="team-dialog"
      // A confirmation has no field: the focus goes to its button.
      initialFocus={target?.action === 'role' ? 'first-field' : 'button[type="submit"]'}
    >
      {target ? <ActionForm key={`${target.member.id}-${target.action}`} {...target} onDone={onDone} /> : null}
    </FormDialog>
  );
}

function ActionForm({ member, action, onDone }: { member: TeamMember; action: MemberAction; onDone(message: string): void }) {
  const refresh = useRefreshTeam();
  const words = memberActionText[action];
  const form = useSchemaForm({
    schema: staffRoleChangeSchema,
    fields: roleFields,
    editableAfterFailure: true,
    initialValues: { role: member.role },
    send: async ({ role }: { role: StaffRole }) => {
      const outcome = answerOutcome(await runMemberAction(member.id, action, role), roleFields, text.unreachable);
      if (outcome.type !== 'received') return outcome;
      await refresh();
      return { type: 'received', result: words.done(member.fullName) };
    },
    onSuccess: onDone,
  });
  return (
    <DialogForm
      form={form}
      submit={{ label: words.confirm, busyLabel: text.working, busyStatus: text.workingStatus }}
      cancelLabel={text.close}
      failureTitle={text.actionFailed}
      className="team-dialog__body"
      actionsClassName="team-dialog__actions"
      intro={<p>{words.explain(member.fullName)}</p>}
    >
      {action === 'role' ? (
        <ChoiceGroup
          type="radio"
          name="role"
          legend={text.role}
          required
          choices={staffRoles.map((role) => ({ value: role, label: `${staffRoleLabels[role]} — ${staffRoleDescriptions[role]}` }))}
          selected={[form.state.values.role]}
          onToggle={(value) => form.change('role', value)}
          error={form.state.errors.role}
          readOnly={form.submitting}
        />
      ) : null}
    </DialogForm>
  );
}
