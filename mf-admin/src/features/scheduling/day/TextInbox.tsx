// « Textos reçus » on Ma Journée: the replies to the text reminders that were neither OUI, NON nor
// STOP, oldest first, each with its patient, the visit it answers, when it came and from which
// number, and « Traité » once the desk has answered (audited). The patient's words are health text:
// the care roles read them, the desk reads that one is on file and calls her back. Drawn only when
// the text channel is on or a reply waits.
import { useQueryClient } from '@tanstack/react-query';
import { shownHealthText } from 'shared-domain/accounts/health-text';
import { formatDate, formatDateTime, formatPhone, formatTime, phoneHref } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { Button } from 'shared-ui/Button';
import { Link } from 'shared-ui/router';
import { useActionRunner } from 'shared-ui/useActionRunner';
import { type InboxReply, markTextReplyHandled, textInboxKey, useTextInbox } from './api/text-inbox';

export const textInboxText = {
  heading: 'Textos reçus',
  intro: 'Réponses aux rappels par texto qui ne sont ni OUI, ni NON, ni STOP : répondez au patient, puis marquez la réponse traitée.',
  empty: 'Aucune réponse à traiter.',
  loadFailed: 'Les textos reçus n’ont pas pu être lus.',
  handled: 'Traité',
  of: (who: string) => ` : réponse de ${who}`,
  handledSaid: (who: string) => `La réponse de ${who} est traitée.`,
  visit: (date: string, time: string) => `Rendez-vous du ${formatDate(date)} à ${formatTime(time)}`,
  noVisit: 'Aucun rendez-vous lié',
  received: 'Reçu le',
  from: 'Numéro',
} as const;

const who = (reply: InboxReply) => reply.patientName ?? formatPhone(reply.from);

export function TextInbox() {
  const inbox = useTextInbox();
  const queryClient = useQueryClient();
  const runner = useActionRunner({ refresh: () => queryClient.invalidateQueries({ queryKey: textInboxKey }) });
  const data = inbox.data;
  // Not read (the day says when the server is away), or nothing to show: the section stays out.
  if (!data || (!data.configured && data.replies.length === 0)) return null;
  return (
    <section className="day-page__texts" aria-labelledby="jour-textos-recus">
      <h2 id="jour-textos-recus">
        {textInboxText.heading}
        {data && data.replies.length > 0 ? ` (${data.replies.length})` : null}
      </h2>
      <p className="day-card__detail">{textInboxText.intro}</p>
      {inbox.isError ? <p role="alert">{textInboxText.loadFailed}</p> : null}
      {/* Its own status line, once there is something to mark: the page's speaks for the visits. */}
      {data.replies.length > 0 || runner.status ? (
        <p className="ui-visually-hidden" role="status">
          {runner.status}
        </p>
      ) : null}
      {runner.problem ? <p role="alert">{runner.problem.message}</p> : null}
      {data.replies.length === 0 ? <p>{textInboxText.empty}</p> : null}
      {data.replies.length > 0 ? (
        <ul className="day-texts">
          {data.replies.map((reply) => (
            <li key={reply.id} className="day-card day-text">
              <p className="day-card__label">
                <Link to={paths.adminPatient.build(reply.patientId)}>{who(reply)}</Link>
              </p>
              <p className="day-card__detail">
                {reply.visit?.date && reply.visit.time ? textInboxText.visit(reply.visit.date, reply.visit.time) : textInboxText.noVisit}
              </p>
              <blockquote className="day-text__body">{shownHealthText(reply.body, reply.bodyOnFile, 'message', '')}</blockquote>
              <p className="day-card__detail">
                {textInboxText.received} <time dateTime={reply.receivedAt}>{formatDateTime(new Date(reply.receivedAt))}</time>
                {' · '}
                {textInboxText.from} <a href={phoneHref(reply.from)}>{formatPhone(reply.from)}</a>
              </p>
              <Button
                variant="secondary"
                aria-disabled={runner.running === reply.id || undefined}
                onClick={() => void runner.run(reply.id, () => markTextReplyHandled(reply.id), textInboxText.handledSaid(who(reply)))}
              >
                {textInboxText.handled}
                <span className="ui-visually-hidden">{textInboxText.of(who(reply))}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
