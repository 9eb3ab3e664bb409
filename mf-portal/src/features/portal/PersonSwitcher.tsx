// « Pour qui ? »: whom the portal acts for, the signed-in patient or one of her dependants, shown
// only to a guardian (more than one person). Choosing someone reads every family page again for
// that person (the query keys name her); a choice the server no longer allows (a link ended, a
// child turned 14) falls back to the patient herself.
import { useEffect, useId } from 'react';
import { familyRelationshipLabels } from 'shared-domain/patients/family';
import { setActingFor, useActingFor } from '../../lib/acting-for/acting-for';
import { type PortalPerson, usePortalFamily } from './api/family';

export const personSwitcherText = {
  label: 'Pour qui ?',
  self: (person: PortalPerson) => `${person.firstName} ${person.lastName} (moi)`,
  dependant: (person: PortalPerson) =>
    `${person.firstName} ${person.lastName}${person.relationship ? ` (${familyRelationshipLabels[person.relationship].toLowerCase()})` : ''}`,
} as const;

export function PersonSwitcher({ className }: { className?: string }) {
  const family = usePortalFamily();
  const current = useActingFor();
  const id = useId();
  const people = family.data?.people ?? [];
  const known = current === null || people.some((person) => person.patientId === current);

  useEffect(() => {
    if (family.isSuccess && !known) setActingFor(null);
  }, [family.isSuccess, known]);

  if (people.length < 2) return null;
  const self = people[0];
  return (
    <div className={className ? `person-switcher ${className}` : 'person-switcher'}>
      <label htmlFor={id}>{personSwitcherText.label}</label>
      <select
        id={id}
        value={known && current ? current : (self?.patientId ?? '')}
        onChange={(event) => setActingFor(event.target.value === self?.patientId ? null : event.target.value)}
      >
        {people.map((person, index) => (
          <option key={person.patientId} value={person.patientId}>
            {index === 0 ? personSwitcherText.self(person) : personSwitcherText.dependant(person)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** What a patient who just turned 14 reads at the top of her portal. */
export function OwnConsentNotice() {
  const family = usePortalFamily();
  const notice = family.data?.ownConsentNotice;
  return notice ? (
    <p className="portal__own-consent" role="note">
      {notice}
    </p>
  ) : null;
}

/**
 * In the booking steps: whom the visit is booked for, when the portal acts for a dependant, or
 * `named`, a child just added in the booking dialog that books for her.
 */
export function PersonActedFor({ named }: { named?: string | undefined }) {
  const family = usePortalFamily();
  const current = useActingFor();
  const person = family.data?.people.find((candidate) => candidate.patientId === current);
  const name = named ?? (person ? personSwitcherText.dependant(person) : undefined);
  return name ? (
    <p className="person-acted-for">
      <strong>{personSwitcherText.label}</strong> {name}
    </p>
  ) : null;
}
