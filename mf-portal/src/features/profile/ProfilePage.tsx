// « Mon profil » (spec 2.11): what the clinic's record says, read-only; changes go through the
// clinic (section 6: the patient cannot edit the profile).
import { formatPhone, phoneHref } from 'shared-domain/format';
import { PortalTabPage } from '../portal/PortalTabPage';
import { useMe } from '../session/api/me';
import './profile.css';

export const profileText = {
  fullName: 'Nom complet',
  email: 'Courriel',
  phone: 'Téléphone',
  address: 'Adresse',
  missing: 'Non indiqué',
  changeNote: 'Pour modifier ces informations, communiquez avec votre clinique.',
} as const;

export function ProfilePage() {
  const patient = useMe();
  const missing = <span className="profile__missing">{profileText.missing}</span>;
  return (
    <PortalTabPage tab="portalProfile">
      <dl className="profile">
        <div>
          <dt>{profileText.fullName}</dt>
          <dd>{`${patient.firstName} ${patient.lastName}`}</dd>
        </div>
        <div>
          <dt>{profileText.email}</dt>
          <dd>{patient.email || missing}</dd>
        </div>
        <div>
          <dt>{profileText.phone}</dt>
          <dd>{patient.phone ? <a href={phoneHref(patient.phone)}>{formatPhone(patient.phone)}</a> : missing}</dd>
        </div>
        <div>
          <dt>{profileText.address}</dt>
          <dd className="profile__address">{patient.address || missing}</dd>
        </div>
      </dl>
      <p className="profile__note">{profileText.changeNote}</p>
    </PortalTabPage>
  );
}
