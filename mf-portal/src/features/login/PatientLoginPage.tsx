import { paths } from 'shared-domain/paths';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { Link } from 'shared-ui/router';

/** Sign-in by password or magic link arrives with the patient-portal work. */
export function PatientLoginPage() {
  return (
    <PageFrame title="Connexion Patient">
      <Notice title="La connexion au portail sera offerte sous peu">
        <p>
          Vous n'avez pas de compte ? <Link to={paths.home.build()}>Contactez votre clinique</Link>.
        </p>
      </Notice>
    </PageFrame>
  );
}
