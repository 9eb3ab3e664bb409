// Configuration › « Équipe »: the members (role, state, second factor, last sign-in) with
// what an administrator does to each, confirmed in a dialog; the invitations with their state and
// « Révoquer »; « Inviter une personne ». Each result is said in the status line, which takes the focus.
import { useEffect, useRef, useState } from 'react';
import { formatDate, formatDateTime } from 'shared-domain/platform/format';
import { invitationStateLabels } from 'shared-domain/accounts/staff-team';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { problemMessage } from 'shared-ui/problem-message';
import { StackedCell, StackedTable } from 'shared-ui/StackedTable';
import { useQuery } from '@tanstack/react-query';
import { meQueryOptions } from '../../back-office/session/api/me';
import type { MemberAction } from './api/member-actions';
import { type TeamInvitation, type TeamMember, useTeam } from './api/team';
import { InviteDialog } from './InviteDialog';
import { MemberActionDialog } from './MemberActionDialog';
import { RevokeDialog } from './RevokeDialog';
import { memberActionText, roleLabel, teamText as text } from './team-text';
import './team.css';

const c = text.columns;
// The e-mail sits under the name and the actions stack in their cell, so the members' table fits a
// 1280 px screen beside the sidebar (1280 − 280 px, less the page's margins) with its actions in view.
const memberColumns = [c.name, c.role, c.state, c.secondFactor, c.lastSignIn, c.actions] as const;
export const memberTableMinWidth = '48rem';
const invitationColumns = [c.email, c.role, c.state, c.invitedBy, c.sent, c.expires, c.actions] as const;

/** The actions a member's row offers: a deactivated account only comes back; nobody deactivates herself. */
function actionsFor(member: TeamMember, isSelf: boolean): MemberAction[] {
  if (!member.active) return ['reactivate'];
  return ['role', 'secondFactorReset', 'passwordReset', ...(isSelf ? [] : (['deactivate'] as const))];
}

function factorLabel(member: TeamMember): string {
  if (member.secondFactorLocked) return text.factorLocked;
  return member.secondFactorEnabled ? text.factorOn : text.factorOff;
}

export function TeamPage() {
  const team = useTeam();
  const me = useQuery(meQueryOptions()).data;
  const [inviting, setInviting] = useState(false);
  const [action, setAction] = useState<{ open: boolean; target?: { member: TeamMember; action: MemberAction } }>({ open: false });
  const [revoking, setRevoking] = useState<{ open: boolean; invitation?: TeamInvitation }>({ open: false });
  const [message, setMessage] = useState<{ text: string; key: number } | null>(null);
  const status = useRef<HTMLParagraphElement>(null);

  // After the dialog gave the focus back to its button: the result is where reading goes on.
  useEffect(() => {
    if (message) status.current?.focus();
  }, [message]);
  const said = (result: string) => setMessage((previous) => ({ text: result, key: (previous?.key ?? 0) + 1 }));

  return (
    <PageFrame title={text.title} className="ui-page team-page">
      <p className="team-muted">{text.intro}</p>
      <p ref={status} className="team-status" role="status" tabIndex={-1}>
        {message?.text}
      </p>
      {team.isPending ? (
        <LoadingState label={text.loading} />
      ) : team.isError ? (
        <Notice
          title={text.loadFailed}
          tone="error"
          actions={
            <Button variant="secondary" onClick={() => void team.refetch()}>
              {text.retry}
            </Button>
          }
        >
          <p>{problemMessage(team.error)}</p>
        </Notice>
      ) : (
        <>
          <section className="team-section" aria-labelledby="equipe-membres">
            <div className="team-section__heading">
              <h2 id="equipe-membres">{text.membersTitle}</h2>
              <Button onClick={() => setInviting(true)}>{text.invite}</Button>
            </div>
            <StackedTable
              caption={text.membersTitle}
              columns={memberColumns}
              rows={team.data.members}
              rowKey={(member) => member.id}
              minWidth={memberTableMinWidth}
              cells={(member) => (
                <>
                  <StackedCell label={c.name}>
                    {member.fullName}
                    {member.id === me?.id ? ` ${text.you}` : null}
                    <div className="team-member__email">{member.email}</div>
                    {member.owner ? <div className="team-muted">{text.owner}</div> : null}
                  </StackedCell>
                  <StackedCell label={c.role}>{roleLabel(member.role)}</StackedCell>
                  <StackedCell label={c.state}>{member.active ? text.active : text.deactivated}</StackedCell>
                  <StackedCell label={c.secondFactor}>{factorLabel(member)}</StackedCell>
                  <StackedCell label={c.lastSignIn}>
                    {member.lastSignInAt ? formatDateTime(new Date(member.lastSignInAt)) : text.never}
                  </StackedCell>
                  <StackedCell label={c.actions}>
                    <div className="team-actions team-actions--stacked">
                      {actionsFor(member, member.id === me?.id).map((kind) => (
                        <Button key={kind} variant="secondary" onClick={() => setAction({ open: true, target: { member, action: kind } })}>
                          {memberActionText[kind].button}
                          <span className="ui-visually-hidden">{text.of(member.fullName)}</span>
                        </Button>
                      ))}
                    </div>
                  </StackedCell>
                </>
              )}
            />
          </section>
          <section className="team-section" aria-labelledby="equipe-invitations">
            <h2 id="equipe-invitations">{text.invitationsTitle}</h2>
            {team.data.invitations.length === 0 ? <p className="team-muted">{text.noInvitation}</p> : null}
            <StackedTable
              caption={text.invitationsTitle}
              columns={invitationColumns}
              rows={team.data.invitations}
              rowKey={(invitation) => invitation.id}
              minWidth="56rem"
              cells={(invitation) => (
                <>
                  <StackedCell label={c.email}>{invitation.email}</StackedCell>
                  <StackedCell label={c.role}>{roleLabel(invitation.role)}</StackedCell>
                  <StackedCell label={c.state}>{invitationStateLabels[invitation.state]}</StackedCell>
                  <StackedCell label={c.invitedBy}>{invitation.invitedByName ?? '—'}</StackedCell>
                  <StackedCell label={c.sent}>{formatDate(new Date(invitation.createdAt))}</StackedCell>
                  <StackedCell label={c.expires}>{formatDate(new Date(invitation.expiresAt))}</StackedCell>
                  <StackedCell label={c.actions}>
                    {invitation.state === 'pending' ? (
                      <Button variant="secondary" onClick={() => setRevoking({ open: true, invitation })}>
                        {text.revoke}
                        <span className="ui-visually-hidden">{text.of(invitation.email)}</span>
                      </Button>
                    ) : null}
                  </StackedCell>
                </>
              )}
            />
          </section>
        </>
      )}
      <InviteDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={(result) => {
          setInviting(false);
          said(result);
        }}
      />
      <MemberActionDialog
        open={action.open}
        target={action.target}
        onClose={() => setAction((current) => ({ ...current, open: false }))}
        onDone={(result) => {
          setAction((current) => ({ ...current, open: false }));
          said(result);
        }}
      />
      <RevokeDialog
        open={revoking.open}
        invitation={revoking.invitation}
        onClose={() => setRevoking((current) => ({ ...current, open: false }))}
        onRevoked={(result) => {
          setRevoking((current) => ({ ...current, open: false }));
          said(result);
        }}
      />
    </PageFrame>
  );
}
