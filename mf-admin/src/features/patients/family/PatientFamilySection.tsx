// « Famille » in the patient file, for every staff role (the desk links families as it opens
// files): each link with the other person's name, who is whose (« Mère de … », « Enfant de … ») and
// what the link gives today in the portal (a child under 14; from 14 only with her agreement, which
// the desk records here when she gives it in person). « Retirer le lien » ends one guardian's link
// and only hers: another guardian's stays. « Lier un membre de la famille » opens the link's dialog.
// Each link says who made it: a staff member, or the guardian who added her child while booking in
// the portal (a record to confirm, with the records on file it looks like, to merge).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { familyAccessLabels, familyRelationshipLabels } from 'shared-domain/patients/family';
import { formatDate } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { Link } from 'shared-ui/router';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage } from 'shared-ui/problem-message';
import { useActionRunner } from 'shared-ui/useActionRunner';
import { endFamilyLink, type FamilyMember, patientFamilyKey, recordFamilyAgreement, usePatientFamily } from './api/family';
import { FamilyLinkDialog } from './FamilyLinkDialog';
import { familyText as text } from './family-text';
import './patient-family.css';

/** Where the patient file's navigation leads to this section. */
export const patientFamilyAnchor = { id: 'dossier-famille', label: text.heading } as const;

export function PatientFamilySection({ patientId, patientName }: { patientId: string; patientName: string }) {
  const queryClient = useQueryClient();
  const family = usePatientFamily(patientId);
  const [open, setOpen] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: patientFamilyKey(patientId) });
  const actions = useActionRunner({ refresh, busyText: text.working });

  return (
    <section className="patient-file__section patient-family" aria-labelledby={patientFamilyAnchor.id}>
      <h2 id={patientFamilyAnchor.id}>{text.heading}</h2>
      <p className="patient-family__said" role="status">
        {actions.status}
      </p>
      {actions.problem ? (
        <Notice tone="error" title={text.failed}>
          <p>{actions.problem.message}</p>
        </Notice>
      ) : null}
      {family.isPending ? (
        <LoadingState label={text.loading} />
      ) : family.isError ? (
        <Notice tone="error" title={text.loadFailed} actions={<Button onClick={() => void family.refetch()}>{text.retry}</Button>}>
          <p>{problemMessage(family.error)}</p>
        </Notice>
      ) : family.data.family.length === 0 ? (
        <p className="patient-file__muted">{text.none}</p>
      ) : (
        <ul className="patient-family__list" aria-label={text.listLabel}>
          {family.data.family.map((member) => (
            <li
              key={member.linkId}
              className={member.endedAt ? 'patient-family__member patient-family__member--ended' : 'patient-family__member'}
            >
              <p className="patient-family__who">
                <strong>{`${member.firstName} ${member.lastName}`}</strong> — {roleLine(member)}
              </p>
              <p className="patient-family__access">{accessLine(member)}</p>
              <p className="patient-family__origin">{originLine(member)}</p>
              {member.likelyDuplicates.length > 0 ? (
                <div className="patient-family__duplicates">
                  <p>
                    <strong>{text.likelyDuplicate}</strong>{' '}
                    {member.likelyDuplicates.map((duplicate, index) => (
                      <span key={duplicate.patientId}>
                        {index > 0 ? ', ' : null}
                        <Link to={paths.adminPatient.build(duplicate.patientId)}>{`${duplicate.firstName} ${duplicate.lastName}`}</Link>
                      </span>
                    ))}
                  </p>
                  <p>{text.likelyDuplicateHint}</p>
                </div>
              ) : null}
              {member.endedAt ? null : (
                <div className="patient-family__actions">
                  {member.access === 'ended_at_14' ? (
                    <Button
                      variant="secondary"
                      disabled={actions.running !== null}
                      onClick={() => void actions.run('agree', () => recordFamilyAgreement(member.linkId), text.agreed)}
                    >
                      {text.recordAgreement}
                      <span className="ui-visually-hidden">{text.of(member)}</span>
                    </Button>
                  ) : null}
                  <Button
                    variant="secondary"
                    disabled={actions.running !== null}
                    onClick={() => void actions.run('end', () => endFamilyLink(member.linkId), text.ended)}
                  >
                    {text.end}
                    <span className="ui-visually-hidden">{text.of(member)}</span>
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {text.link}
      </Button>
      <FamilyLinkDialog
        open={open}
        patientId={patientId}
        patientName={patientName}
        onClose={() => setOpen(false)}
        onLinked={() => {
          setOpen(false);
          actions.say(text.linked);
          void refresh();
        }}
      />
    </section>
  );
}

/** « Mère de cet enfant », « Son enfant (lien : Père) »: who the other person is to this patient. */
function roleLine(member: FamilyMember): string {
  const relationship = familyRelationshipLabels[member.relationship];
  return member.role === 'guardian' ? text.guardianOfThis(relationship) : text.dependantOfThis(relationship);
}

/** Who made the link and when: a staff member on the file, or the guardian while booking. */
function originLine(member: FamilyMember): string {
  const day = formatDate(new Date(member.createdAt));
  return member.source === 'guardian' ? text.addedByGuardian(member.createdByName, day) : text.linkedBy(member.createdByName, day);
}

/** What the link gives in the portal today, and the day the dependant turns 14. */
function accessLine(member: FamilyMember): string {
  const account = member.role === 'guardian' && !member.guardianHasAccount && !member.endedAt ? ` ${text.noAccount}` : '';
  const fourteen = member.ownConsentOn && member.access === 'child' ? ` ${text.until(formatDate(member.ownConsentOn))}` : '';
  const ended = member.endedAt ? ` (${formatDate(new Date(member.endedAt))})` : '';
  return `${familyAccessLabels[member.access]}${ended}${fourteen}${account}`;
}
