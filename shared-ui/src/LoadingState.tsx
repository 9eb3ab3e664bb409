// A wait announced once, politely (role=status is a polite live region), in French.
export function LoadingState({ label = 'Chargement…' }: { label?: string }) {
  return (
    <p className="ui-loading" role="status">
      {label}
    </p>
  );
}
