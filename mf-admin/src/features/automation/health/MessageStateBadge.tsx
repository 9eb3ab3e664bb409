// An e-mail's state as a badge: sent reads as done, a failure as a problem, given up as one that
// needs a person, planned as waiting.
import type { MessageState } from 'shared-domain/automation/automation';

const tones: Record<MessageState, string> = {
  planned: 'automation-badge',
  sent: 'automation-badge automation-badge--good',
  failed: 'automation-badge automation-badge--bad',
  given_up: 'automation-badge automation-badge--warning',
};

export function MessageStateBadge({ state, label }: { state: MessageState; label: string }) {
  return <span className={tones[state]}>{label}</span>;
}
