// « Mon agenda sur mon téléphone » on 'Sécurité du compte': the member's private calendar feed. The
// URL is shown once, right after it is made or reset (the server keeps only its hash), with a copy
// button; then the section says since when it is active and when a calendar last read it. Resetting
// ends the old URL at once; the choice of full names or initials applies at the next refresh.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from 'shared-domain/platform/format';
import { calendarFeedText as text } from 'shared-domain/scheduling/calendar-feed';
import { Button } from 'shared-ui/Button';
import { CheckboxField } from 'shared-ui/CheckboxField';
import { FormFailure } from 'shared-ui/FormFailure';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage } from 'shared-ui/problem-message';
import { useActionRunner } from 'shared-ui/useActionRunner';
import { copyText } from '../second-factor/backup-codes-file';
import { calendarFeedQueryKey, changeCalendarFeed, issueCalendarFeed, removeCalendarFeed, useCalendarFeed } from './api/calendar-feed';

export function CalendarFeedSection() {
  const state = useCalendarFeed();
  const queryClient = useQueryClient();
  const runner = useActionRunner({ refresh: () => queryClient.invalidateQueries({ queryKey: calendarFeedQueryKey }) });
  const [url, setUrl] = useState<string>();
  const [copyStatus, setCopyStatus] = useState('');
  const feed = state.data?.feed ?? null;
  const busy = runner.running !== null;

  const issue = (reset: boolean) =>
    runner.run('issue', issueCalendarFeed, reset ? text.resetDone : text.created, (answer) => {
      setCopyStatus('');
      setUrl(answer.url);
    });

  return (
    <section className="security-section" aria-labelledby="securite-agenda">
      <h2 id="securite-agenda">{text.heading}</h2>
      <p>{text.intro}</p>
      {state.isPending ? <LoadingState label="Chargement du lien d’agenda…" /> : null}
      {state.isError ? (
        <Notice
          tone="error"
          title="Erreur lors du chargement du lien d’agenda"
          actions={<Button onClick={() => void state.refetch()}>Réessayer</Button>}
        >
          <p>{problemMessage(state.error)}</p>
        </Notice>
      ) : null}
      <FormFailure title="L’action n’a pas abouti" message={runner.problem?.message} />
      {state.data && !feed ? <p>{text.none}</p> : null}
      {url && feed ? (
        <div className="security-feed__url">
          <label htmlFor="agenda-url">Lien privé de votre agenda</label>
          <input id="agenda-url" type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
          <p>{text.shownOnce}</p>
          <Button
            variant="secondary"
            onClick={async () =>
              setCopyStatus((await copyText(url)) ? text.copied : 'La copie n’a pas fonctionné : sélectionnez le lien et copiez-le.')
            }
          >
            {text.copy}
          </Button>
          <p className="security-sessions__status" role="status">
            {copyStatus}
          </p>
        </div>
      ) : null}
      {feed ? (
        <>
          <p>
            {text.active(formatDateTime(new Date(feed.createdAt)))}
            {feed.lastReadAt ? (
              <>
                <br />
                {text.lastRead(formatDateTime(new Date(feed.lastReadAt)))}
              </>
            ) : null}
          </p>
          <CheckboxField
            name="agenda-noms-complets"
            label={text.fullNames}
            checked={feed.fullNames}
            readOnly={busy}
            onChange={(fullNames) => void runner.run('names', () => changeCalendarFeed({ fullNames }), text.saved)}
          />
        </>
      ) : null}
      {state.data ? (
        <div className="security-section__actions">
          <Button variant={feed ? 'secondary' : 'primary'} aria-disabled={busy || undefined} onClick={() => void issue(feed !== null)}>
            {feed ? text.reset : text.create}
          </Button>
          {feed ? (
            <Button
              variant="secondary"
              aria-disabled={busy || undefined}
              onClick={() => void runner.run('remove', removeCalendarFeed, text.removed, () => setUrl(undefined))}
            >
              {text.remove}
            </Button>
          ) : null}
        </div>
      ) : null}
      <p className="security-sessions__status" role="status">
        {runner.status}
      </p>
    </section>
  );
}
