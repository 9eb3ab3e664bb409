import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { useClinicProfile } from '../clinic/ClinicProfileProvider';
import { StickyCta } from '../layout/StickyCta';
import { About } from './sections/About';
import { Contact } from './sections/Contact';
import { Faq } from './sections/Faq';
import { Hero } from './sections/Hero';
import { Reconnexion } from './sections/Reconnexion';
import { Services } from './sections/Services';
import { Testimonials } from './sections/Testimonials';
import './home.css';

/** The public home page (specification §2.3): its sections in order, under the shared header. */
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
  return (
    <>
      <main className="home" id="contenu">
        <Hero profile={profile} />
        <Services />
        <Reconnexion />
        <About profile={profile} />
        <Testimonials />
        <Faq />
        <Contact profile={profile} />
      </main>
      <StickyCta />
    </>
  );
}
