// « Mon profil » (spec 2.11): what the clinic's record says, read-only; changes go through the
// clinic (section 6: the patient cannot edit the profile; only whether her phone is a mobile that
// takes texts, her own word), hence, below, the request for a
// correction that Quebec's Law 25 gives the patient, and the requests already sent.
import { formatPhone, phoneHref } from 'shared-domain/platform/format';
import { MyDataSection } from '../my-data/public';
import { PortalTabPage } from '../portal/public';
import { usePortalFamily } from '../portal/api/family';
import { useMe } from '../session/api/me';
import { CorrectionRequestForm } from './CorrectionRequestForm';
import { CorrectionRequestList } from './CorrectionRequestList';
import { MyConsentsSection } from './MyConsentsSection';
import { PhoneMobileSwitch } from './PhoneMobileSwitch';
import { PrivacyRequestForm } from './PrivacyRequestForm';
import { profileText } from './profile-text';
import './profile.css';

export function ProfilePage() {
  const patient = useMe();
  // « Pour qui ? »'s people after herself: the dependants she may act for today.
  const family = usePortalFamily();
  const dependants = (family.data?.people ?? [])
    .slice(1)
    .map((person) => ({ patientId: person.patientId, name: `${person.firstName} ${person.lastName}` }));
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
          <dd>
            {patient.phone ? (
              <>
                <a href={phoneHref(patient.phone)}>{formatPhone(patient.phone)}</a>
                <PhoneMobileSwitch phoneMobile={patient.phoneMobile} />
              </>
            ) : (
              missing
            )}
          </dd>
        </div>
        <div>
          <dt>{profileText.address}</dt>
          <dd className="profile__address">{patient.address || missing}</dd>
        </div>
      </dl>
      <p className="profile__note">{profileText.changeNote}</p>

      <section className="profile__section" aria-labelledby="profile-correction">
        <h2 id="profile-correction">{profileText.correctionTitle}</h2>
        <p>{profileText.correctionIntro}</p>
        <CorrectionRequestForm />
      </section>

      <section className="profile__section" aria-labelledby="profile-privacy-request">
        <h2 id="profile-privacy-request">{profileText.privacyRequestTitle}</h2>
        <p>{profileText.privacyRequestIntro}</p>
        <PrivacyRequestForm />
      </section>

      <section className="profile__section" aria-labelledby="profile-requests">
        <h2 id="profile-requests">{profileText.requestsTitle}</h2>
        <CorrectionRequestList headingId="profile-requests" />
      </section>

      <MyConsentsSection />

      <MyDataSection dependants={dependants} />
    </PortalTabPage>
  );
}
