import { Link } from 'shared-ui/router';
import { Notice } from 'shared-ui/Notice';

/** Staff sign-in (password, then the second factor) arrives with the back-office work. */
export function AdminLoginPage() {
  return (
    <main className="ui-page" id="contenu">
      <h1>Connexion Admin</h1>
      <p>Accès administrateur sécurisé</p>
      <Notice title="La connexion à l'espace administrateur sera offerte sous peu">
        <p>
          <Link to="/">Retour au site</Link>
        </p>
      </Notice>
    </main>
  );
}
