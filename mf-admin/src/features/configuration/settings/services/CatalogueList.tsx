// The list « Services » and « Produits » share: each item with its summary and state, and its
// actions — edit, deactivate or reactivate (never delete: appointments and invoices refer to it),
// move one place up or down. After a move the focus stays on the moved item's button in its new
// place, so the keyboard can go on moving it.
import { type ReactNode, useEffect } from 'react';
import type { CatalogueMoveDirection } from 'shared-domain/clinic/clinic-catalogue';
import { Button } from 'shared-ui/Button';
import { settingsText as text } from '../settings-text';
import './catalogue.css';

export interface CatalogueItem {
  id: string;
  name: string;
  isActive: boolean;
}

export interface CatalogueListProps<T extends CatalogueItem> {
  /** The id prefix of the move buttons: « service », « produit ». */
  kind: string;
  items: readonly T[];
  labelledBy: string;
  /** The hidden end of each button's name: « le service Suivi chiropratique ». */
  ofItem(name: string): string;
  /** What shows beside the name: price, length, tax… */
  summary(item: T): ReactNode;
  /** A mark before the name (the service's colour). */
  marker?(item: T): ReactNode;
  busy: boolean;
  onEdit(item: T): void;
  onToggle(item: T): void;
  onMove(item: T, direction: CatalogueMoveDirection): void;
  /** The item just moved: its button gets the focus back once the list shows the new order. */
  focusAfterMove: { id: string; direction: CatalogueMoveDirection } | null;
  onFocusMoved(): void;
}

const moveButtonId = (kind: string, id: string, direction: CatalogueMoveDirection) => `${kind}-${id}-${direction}`;

export function CatalogueList<T extends CatalogueItem>(props: CatalogueListProps<T>) {
  const { kind, items, focusAfterMove, onFocusMoved } = props;
  useEffect(() => {
    // Runs again when the list arrives in its new order: the moved item's buttons are then in place.
    if (!focusAfterMove || items.length === 0) return;
    const same = document.getElementById(moveButtonId(kind, focusAfterMove.id, focusAfterMove.direction));
    const other = document.getElementById(moveButtonId(kind, focusAfterMove.id, focusAfterMove.direction === 'up' ? 'down' : 'up'));
    // At either end the button pressed is disabled: the other one keeps the focus in the item.
    const target = same instanceof HTMLButtonElement && !same.disabled ? same : other;
    target?.focus();
    onFocusMoved();
  }, [kind, focusAfterMove, items, onFocusMoved]);

  return (
    <ul className="catalogue-list" aria-labelledby={props.labelledBy}>
      {items.map((item, index) => (
        <li key={item.id} className={item.isActive ? 'catalogue-item' : 'catalogue-item catalogue-item--inactive'}>
          <div className="catalogue-item__summary">
            <strong className="catalogue-item__name">
              {props.marker?.(item)}
              {item.name}
            </strong>
            {props.summary(item)}
            <span className={item.isActive ? 'settings-badge settings-badge--active' : 'settings-badge'}>
              {item.isActive ? text.active : text.inactive}
            </span>
          </div>
          <div className="catalogue-item__actions">
            <Button variant="secondary" onClick={() => props.onEdit(item)}>
              {text.edit}
              <span className="ui-visually-hidden">{props.ofItem(item.name)}</span>
            </Button>
            <Button variant="secondary" onClick={() => props.onToggle(item)} aria-disabled={props.busy || undefined}>
              {item.isActive ? text.deactivate : text.activate}
              <span className="ui-visually-hidden">{props.ofItem(item.name)}</span>
            </Button>
            <Button
              variant="secondary"
              id={moveButtonId(kind, item.id, 'up')}
              disabled={index === 0}
              aria-disabled={props.busy || undefined}
              onClick={() => props.onMove(item, 'up')}
            >
              {text.moveUp}
              <span className="ui-visually-hidden">{props.ofItem(item.name)}</span>
            </Button>
            <Button
              variant="secondary"
              id={moveButtonId(kind, item.id, 'down')}
              disabled={index === items.length - 1}
              aria-disabled={props.busy || undefined}
              onClick={() => props.onMove(item, 'down')}
            >
              {text.moveDown}
              <span className="ui-visually-hidden">{props.ofItem(item.name)}</span>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
