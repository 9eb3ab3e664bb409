// What an action on an automation screen answered (a rule saved, a test sent, a message retried, the
// mail server checked): a status line for what went through, an alert for a refusal, both always in
// the page so that each is announced as it is filled. With `takeFocus`, the line that speaks takes
// the focus (the control that was used may have gone with the refreshed list).
import { useEffect, useRef } from 'react';
import type { ActionRunner } from 'shared-ui/useActionRunner';

export interface Said {
  text: string;
  failed: boolean;
}

export const nothingSaid: Said = { text: '', failed: false };

/** What shared-ui's action runner has to say: its last failure, else its status line. */
export const saidBy = ({ problem, status }: Pick<ActionRunner, 'problem' | 'status'>): Said =>
  problem ? { text: problem.message, failed: true } : { text: status, failed: false };

export function ActionStatus({ said, takeFocus = false }: { said: Said; takeFocus?: boolean }) {
  const statusRef = useRef<HTMLParagraphElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const { text, failed } = said;
  // Each new thing said (a runner's answer is a new object at each render, the same words).
  useEffect(() => {
    if (takeFocus && text) (failed ? alertRef : statusRef).current?.focus();
  }, [text, failed, takeFocus]);
  return (
    <>
      <p ref={statusRef} className="automation-status" role="status" tabIndex={-1}>
        {said.failed ? '' : said.text}
      </p>
      <p ref={alertRef} className="automation-status automation-status--failed" role="alert" tabIndex={-1}>
        {said.failed ? said.text : ''}
      </p>
    </>
  );
}
