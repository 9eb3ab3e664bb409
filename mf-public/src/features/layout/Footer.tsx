// Site footer (specification section 2.3): section anchors, the clinic's contact line, the privacy
// policy (Quebec Law 25), the copyright line and a discreet link to the staff sign-in.
import { formatPhone, phoneHref } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { Link } from 'shared-ui/router';
import { useClinicProfile } from '../../lib/clinic/ClinicProfileProvider';
import { formatAddress, mailtoHref } from '../../lib/clinic/contact-details';
import { footerSections } from './nav-entries';
import { SectionLink } from './SectionLink';
import './layout.css';

export const footerText = {
  nav: 'Plan du site',
  privacy: 'Politique de confidentialité',
  admin: 'Espace administrateur',
} as const;

export function Footer() {
  const clinic = useClinicProfile();
  const profile = clinic.status === 'ready' ? clinic.profile : undefined;
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav className="site-footer__nav" aria-label={footerText.nav}>
          <ul className="site-footer__links">
            {footerSections.map((section) => (
              <li key={section.id}>
                <SectionLink id={section.id} className="site-footer__link">
                  {section.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>

        {profile ? (
          <address className="site-footer__contact">
            <span>{formatAddress(profile.address)}</span>
            <span className="site-footer__separator" aria-hidden="true">
              ·
            </span>
            <a className="site-footer__link" href={phoneHref(profile.phone)}>
              {formatPhone(profile.phone)}
            </a>
            <span className="site-footer__separator" aria-hidden="true">
              ·
            </span>
            <a className="site-footer__link" href={mailtoHref(profile.email)}>
              {profile.email}
            </a>
          </address>
        ) : null}

        <div className="site-footer__legal">
          <Link to={paths.privacy.build()} className="site-footer__link">
            {footerText.privacy}
          </Link>
          <p className="site-footer__copyright">
            © {year} {profile?.clinicName ?? ''}
          </p>
          <Link to={paths.adminLogin.build()} className="site-footer__admin">
            {footerText.admin}
          </Link>
        </div>
      </div>
    </footer>
  );
}
