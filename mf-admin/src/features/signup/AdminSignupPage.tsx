import { paths } from 'shared-domain/paths';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { Link } from 'shared-ui/router';

export function AdminSignupPage() {
  return (
    <PageFrame title="Inscription Admin">
      <Notice title="La création de compte sera offerte sous peu">
        <p>
          <Link to={paths.adminLogin.build()}>Retour à la connexion</Link>
        </p>
      </Notice>
    </PageFrame>
  );
}
