// Moving a service or a product one place up or down in the settings. The item trades
// places with its neighbour; the whole list is then renumbered, which also mends ties (equal
// display orders) left by hand, so only the rows whose place changed are written.
import type { CatalogueMoveDirection } from 'shared-domain/clinic/clinic-catalogue';
import { catalogueMessages } from 'shared-domain/clinic/clinic-catalogue';
import { fieldRefusal } from '../../platform/http/app-error';

export interface Placed {
  id: string;
  displayOrder: number;
}

export interface Move {
  /** The rows whose place changes, each with its new place. */
  renumbered: { id: string; displayOrder: number }[];
  /** The moved row's place before and after, for the audit trail. */
  before: number;
  after: number;
}

/** The new places once `id` moved one step in `ordered` (the list as shown); refused at either end. */
export function moveInList(ordered: readonly Placed[], id: string, direction: CatalogueMoveDirection): Move {
  const from = ordered.findIndex((row) => row.id === id);
  const to = direction === 'up' ? from - 1 : from + 1;
  const moving = ordered[from];
  const neighbour = ordered[to];
  if (!moving || !neighbour)
    throw fieldRefusal({ direction: direction === 'up' ? catalogueMessages.alreadyFirst : catalogueMessages.alreadyLast });
  const reordered = [...ordered];
  reordered[from] = neighbour;
  reordered[to] = moving;
  return {
    renumbered: reordered.flatMap((row, index) => (row.displayOrder === index ? [] : [{ id: row.id, displayOrder: index }])),
    before: moving.displayOrder,
    after: to,
  };
}
