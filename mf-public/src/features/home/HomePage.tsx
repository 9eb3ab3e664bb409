import { WithClinicProfile } from '../../lib/clinic/WithClinicProfile';
import { StickyCta } from '../layout/public';
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
  return (
    <WithClinicProfile unavailable="Les informations de la clinique ne peuvent pas être affichées pour le moment.">
      {(profile) => (
        <>
          <main className="home" id="contenu">
            <Hero profile={profile} />
            <Services texts={profile.siteTexts.services} />
            <Reconnexion />
            <About profile={profile} />
            {/* Quebec's professional codes restrict testimonials in advertising: only when the clinic shows them. */}
            {profile.showTestimonials ? <Testimonials /> : null}
            <Faq entries={profile.siteTexts.faq} />
            <Contact profile={profile} />
          </main>
          <StickyCta />
        </>
      )}
    </WithClinicProfile>
  );
}
