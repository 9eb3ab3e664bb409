import { paths } from 'shared-domain/paths';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { Link } from 'shared-ui/router';

/** Staff sign-in (password, then the second factor) arrives with the back-office work. */
export function AdminLoginPage() {
  return (
    <PageFrame title="Connexion Admin">
      <p>Accès administrateur sécurisé</p>
      <Notice title="La connexion à l'espace administrateur sera offerte sous peu">
        <p>
          <Link to={paths.home.build()}>Retour au site</Link>
        </p>
      </Notice>
    </PageFrame>
  );
}
