export function LoadingState({ label = 'Chargement…' }: { label?: string }) {
  return (
    <p className="ui-loading" role="status" aria-live="polite">
      {label}
    </p>
  );
}
