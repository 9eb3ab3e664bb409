// What a list or page shows until its data is there: the wait, or what went wrong (in French) with
// « Réessayer ». Shared by the portal's documents, invoice and profile screens, which each load
// more than one thing and show each one's problem in its own place.
import { useState, type ReactNode } from 'react';
import { isRetryableError } from 'shared-domain/retry';
import { ApiRequestError } from 'shared-ui/api-result';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';

export const loadStateText = {
  unreachable: 'Impossible de joindre le serveur. Vérifiez votre connexion, puis réessayez.',
  unexpected: 'Une erreur inattendue est survenue. Veuillez réessayer.',
  retry: 'Réessayer',
} as const;

/** The server's French message for a refusal; ours when no answer came or something else broke. */
export function loadFailureMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  return isRetryableError(error) ? loadStateText.unreachable : loadStateText.unexpected;
}

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
      <p>{failureMessage ?? loadFailureMessage(query.error)}</p>
    </Notice>
  );
}
