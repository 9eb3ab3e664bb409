// The check-your-e-mail confirmation after a link was asked for (spec 2.10). It says the same
// whether or not the address is a patient's, as the API's answer does.
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from 'shared-ui/Button';
import { FormFailure } from 'shared-ui/FormFailure';
import { checkEmailText as text, type LinkKind } from './login-text';

type Resend = { status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; message: string };

export interface CheckYourEmailProps {
  kind: LinkKind;
  email: string;
  /** Asks for the same link again: nothing when it was sent, else the message to show. */
  resend(): Promise<string | undefined>;
  onOtherAddress(): void;
}

export function CheckYourEmail({ kind, email, resend, onOtherAddress }: CheckYourEmailProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const [state, setState] = useState<Resend>({ status: 'idle' });

  // A new step: the focus goes to its heading, which screen readers then read.
  useEffect(() => headingRef.current?.focus(), []);

  const sendAgain = async () => {
    if (state.status === 'sending') return;
    setState({ status: 'sending' });
    const failure = await resend();
    setState(failure === undefined ? { status: 'sent' } : { status: 'failed', message: failure });
  };

  return (
    <section className="portal-login__sent" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {text.title}
      </h2>
      <p>{text.sentTo(kind, email)}</p>
      <p>{text.validity(kind)}</p>
      <p className="portal-login__hint">{text.notArrived}</p>
      <p role="status" className="portal-login__status">
        {state.status === 'sent' ? text.resent : ''}
      </p>
      <FormFailure message={state.status === 'failed' ? state.message : undefined} />
      <div className="portal-login__actions">
        <Button onClick={sendAgain} aria-disabled={state.status === 'sending' || undefined}>
          {state.status === 'sending' ? 'Envoi…' : text.resend}
        </Button>
        <Button variant="secondary" onClick={onOtherAddress}>
          {text.otherAddress}
        </Button>
      </div>
    </section>
  );
}
