// A magic link opened: « Connexion en cours… » while the token is spent, then the portal. The
// token works once, so it is sent once, even when React runs the effect twice in development.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ApiResult } from 'shared-ui/api-result';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { consumeMagicLink } from './api/consume-magic-link';
import { linkRefusalMessage } from './link-refusal';
import { loginText } from './login-text';
import { useEnterPortal } from './useEnterPortal';
import { PortalSignInFrame } from './PortalSignInFrame';

export interface LinkSignInProps {
  token: string;
  /** The link was refused: the login shows `message` and the magic-link tab, to ask for a new one. */
  onRefused(message: string): void;
}

export function LinkSignIn({ token, onRefused }: LinkSignInProps) {
  const enterPortal = useEnterPortal();
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string>();
  const sentAttempt = useRef(-1);
  const mounted = useRef(false);

  const settle = useEffectEvent((result: ApiResult<unknown>) => {
    if (result.kind === 'ok') void enterPortal();
    else if (result.kind === 'unreachable') setFailure(loginText.signInUnreachable);
    else onRefused(linkRefusalMessage(result.error) ?? result.error.message);
  });

  useEffect(() => {
    mounted.current = true;
    if (sentAttempt.current !== attempt) {
      sentAttempt.current = attempt;
      void consumeMagicLink(token).then((result) => {
        if (mounted.current) settle(result);
      });
    }
    return () => {
      mounted.current = false;
    };
  }, [token, attempt]);

  return (
    <PortalSignInFrame title={loginText.title}>
      {failure ? (
        // No answer: the link may still be good, so it can be tried again from here.
        <Notice
          tone="error"
          title={loginText.linkRefusedTitle}
          autoFocus
          actions={
            <Button
              onClick={() => {
                setFailure(undefined);
                setAttempt((count) => count + 1);
              }}
            >
              {loginText.retry}
            </Button>
          }
        >
          <p>{failure}</p>
        </Notice>
      ) : (
        <LoadingState label={loginText.signingInWithLink} />
      )}
    </PortalSignInFrame>
  );
}
