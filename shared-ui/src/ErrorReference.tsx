/** The logged error's id, which the person can quote to the clinic. */
export function ErrorReference({ errorId, className }: { errorId: string | undefined; className?: string }) {
  if (!errorId) return null;
  return (
    <p className={className}>
      Référence de l'erreur : <code>{errorId}</code>
    </p>
  );
}
