// A read that failed: its title (the specification's words), why, and « Réessayer ».
import type { ApiError } from 'shared-domain/platform/errors';
import { Button } from 'shared-ui/Button';
import { Notice } from 'shared-ui/Notice';
import { failureText } from './load-failure';

export interface LoadFailureProps {
  title: string;
  error: ApiError | undefined;
  onRetry(): void;
}

export function LoadFailure({ title, error, onRetry }: LoadFailureProps) {
  return (
    <Notice tone="error" title={title} actions={<Button onClick={onRetry}>Réessayer</Button>}>
      <p>{failureText(error)}</p>
    </Notice>
  );
}
