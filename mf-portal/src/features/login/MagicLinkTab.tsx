// The 'Lien magique' tab: the address, then the check-your-e-mail confirmation.
import { EmailLinkForm } from './EmailLinkForm';
import { loginText } from './login-text';

export function MagicLinkTab() {
  return (
    <>
      <p>{loginText.magicLinkIntro}</p>
      <EmailLinkForm kind="magicLink" submitLabel={loginText.sendMagicLink} />
    </>
  );
}
