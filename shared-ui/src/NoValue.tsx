// An empty cell: a dash to the eye, a word to a screen reader (which would read the dash as « tiret »).
export function NoValue({ spoken = 'Aucun' }: { spoken?: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="ui-visually-hidden">{spoken}</span>
    </>
  );
}
