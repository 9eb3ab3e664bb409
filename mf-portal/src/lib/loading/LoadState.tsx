// What a list or page shows until its data is there: the wait, or what went wrong (in French) with
// « Réessayer ». Shared by the portal's documents, invoice and profile screens, which each load
// more than one thing and show each one's problem in its own place.
import { useState, type ReactNode } from 'react';
import { problemMessage, problemText } from 'shared-ui/problem-message';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';

export const loadStateText = {
  unreachable: problemText.unreachable,
  unexpected: problemText.unexpected,
  retry: 'Réessayer',
} as const;

/** The part of a TanStack query this reads. */
export interface LoadedQuery {
  data: unknown;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch(): unknown;
}

export interface LoadStateProps {
  query: LoadedQuery;
  loadingLabel: string;
  /** The failure's title (the specification's message where it has one). */
  failureTitle: string;
  /** The failure's text; the server's message (or ours) by default. */
  failureMessage?: string;
  /** More ways out beside « Réessayer » (e.g. back to the portal). */
  actions?: ReactNode;
}

/** Nothing once the data is there (the caller shows it). */
export function LoadState({ query, loadingLabel, failureTitle, failureMessage, actions }: LoadStateProps) {
  // Mounted through the retry, so it remembers it: if loading fails again, the new message takes
  // the focus rather than the focus being lost on the page's body with the button it was on.
  const [retried, setRetried] = useState(false);
  if (query.data !== undefined) return null;
  if (query.isFetching) return <LoadingState label={loadingLabel} />;
  if (!query.isError) return null;
  const retry = () => {
    setRetried(true);
    void query.refetch();
  };
  return (
    <Notice
      tone="error"
      title={failureTitle}
      autoFocus={retried}
      actions={
        <>
          <Button onClick={retry}>{loadStateText.retry}</Button>
          {actions}
        </>
      }
    >
      <p>{failureMessage ?? problemMessage(query.error)}</p>
    </Notice>
  );
}
