import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { useClinicProfile } from '../clinic/ClinicProfileProvider';

/** The public home page (the full page with its sections comes with the public-site work). */
export function HomePage() {
  const state = useClinicProfile();
  if (state.status === 'loading') {
    return (
      <main className="ui-page" id="contenu">
        <LoadingState />
      </main>
    );
  }
  if (state.status === 'failed') {
    return (
      <main className="ui-page" id="contenu">
        <Notice tone="error" title="Une erreur est survenue">
          <p>Les informations de la clinique ne peuvent pas être affichées pour le moment.</p>
        </Notice>
      </main>
    );
  }
  const { profile } = state;
  const phoneLink = `tel:${profile.phone.replace(/[^0-9+]/g, '')}`;
  return (
    <main className="ui-page" id="contenu">
      <header>
        <p className="public-eyebrow">
          {profile.practitionerName}, {profile.practitionerTitle}
        </p>
        <h1>{profile.clinicName}</h1>
      </header>
      <p>
        Chiropratique pédiatrique et périnatale, neurologie fonctionnelle et neuropédiatrie fonctionnelle : des soins
        doux et attentifs pour les familles et les femmes enceintes.
      </p>
      <p>
        Pour prendre rendez-vous : <a href={phoneLink}>{profile.phone}</a> ou <a href={`mailto:${profile.email}`}>{profile.email}</a>
      </p>
      <address>
        {profile.address.line}, {profile.address.city} ({profile.address.province}) {profile.address.postalCode}
      </address>
    </main>
  );
}
