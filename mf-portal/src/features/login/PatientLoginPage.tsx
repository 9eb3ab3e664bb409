// /patient-portal/login (spec 2.10): sign in by password or magic link. The e-mailed links land
// here too: a magic link signs in at once, a password link asks for the new password first.
import { useState } from 'react';
import { paths } from 'shared-domain/platform/paths';
import { Notice } from 'shared-ui/Notice';
import { Link } from 'shared-ui/router';
import { ChoosePassword } from './ChoosePassword';
import { useEmailedLink, type EmailedLink } from './emailed-link';
import { LinkSignIn } from './LinkSignIn';
import { loginText } from './login-text';
import { LoginTabs } from './LoginTabs';
import { MagicLinkTab } from './MagicLinkTab';
import { PasswordTab } from './PasswordTab';
import './login.css';
import { PortalSignInFrame } from './PortalSignInFrame';

interface LinkRefusal {
  kind: EmailedLink['kind'];
  message: string;
}

export function PatientLoginPage() {
  const link = useEmailedLink();
  // Each link starts afresh (a second one pasted after the first was refused, say).
  return <LoginScreen key={link ? `${link.kind}:${link.token}` : ''} link={link} />;
}

function LoginScreen({ link }: { link: EmailedLink | undefined }) {
  const [refusal, setRefusal] = useState<LinkRefusal>();

  if (link && !refusal) {
    const onRefused = (message: string) => setRefusal({ kind: link.kind, message });
    return link.kind === 'magicLink' ? (
      <LinkSignIn token={link.token} onRefused={onRefused} />
    ) : (
      <ChoosePassword token={link.token} onRefused={onRefused} />
    );
  }

  return (
    <PortalSignInFrame title={loginText.title}>
      {refusal ? (
        // The refused link's message, over the form that asks for a new one.
        <Notice tone="error" title={loginText.linkRefusedTitle} autoFocus>
          <p>{refusal.message}</p>
        </Notice>
      ) : null}
      <p>{loginText.intro}</p>
      <LoginTabs
        initialTab={refusal?.kind === 'magicLink' ? 'magicLink' : 'password'}
        panels={{
          password: <PasswordTab initialMode={refusal?.kind === 'passwordReset' ? 'forgot' : 'sign-in'} />,
          magicLink: <MagicLinkTab />,
        }}
      />
      <p className="portal-login__contact">
        {loginText.noAccount} <Link to={`${paths.home.build()}#contact`}>{loginText.contactClinic}</Link>
      </p>
    </PortalSignInFrame>
  );
}
