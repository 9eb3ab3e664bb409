// A disclosure navigation menu (WAI-ARIA APG "disclosure navigation"): a button with
// aria-expanded / aria-controls showing a list of links or actions. Click (or Enter / Space)
// toggles it, a mouse pointer opens it on hover, arrow keys move between the entries, Escape
// closes it and gives the focus back to the button, a click or the focus outside closes it.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'shared-ui/router';

export type DropdownItem =
  | { label: string; to: string; onSelect?: never }
  | { label: string; onSelect(): void; to?: never };

export interface DropdownMenuProps {
  label: string;
  items: readonly DropdownItem[];
  className?: string;
}

type OpenedBy = 'hover' | 'user';

const hoverCloseDelayMs = 200;

export function DropdownMenu({ label, items, className }: DropdownMenuProps) {
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const open = openedBy !== null;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const listId = `${useId()}-menu`;

  const close = (restoreFocus = false) => {
    clearTimeout(hoverTimer.current);
    setOpenedBy(null);
    if (restoreFocus) buttonRef.current?.focus();
  };

  // A pointer press outside closes the menu (without moving the focus).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent | globalThis.MouseEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setOpenedBy(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const entries = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('a[href], button:not([disabled])') ?? []);

  const focusEntry = (which: 'first' | 'last' | 'next' | 'previous') => {
    const all = entries();
    if (all.length === 0) return;
    const current = all.indexOf(document.activeElement as HTMLElement);
    let index: number;
    if (which === 'first') index = 0;
    else if (which === 'last') index = all.length - 1;
    else if (which === 'next') index = current < 0 ? 0 : (current + 1) % all.length;
    else index = current < 0 ? all.length - 1 : (current - 1 + all.length) % all.length;
    all[index]?.focus();
  };

  // Opening with the keyboard must show the list before focusing into it.
  const openThenFocus = (which: 'first' | 'last') => {
    flushSync(() => setOpenedBy('user'));
    focusEntry(which);
  };

  const onButtonClick = () => {
    // A click on a menu the mouse already opened by hover keeps it open instead of closing it.
    setOpenedBy((current) => (current === 'user' ? null : 'user'));
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    switch (event.key) {
      case 'Enter':
        // Handled here (instead of the click the browser would synthesise) so Enter toggles once.
        event.preventDefault();
        setOpenedBy((current) => (current ? null : 'user'));
        break;
      case 'ArrowDown':
        event.preventDefault();
        openThenFocus('first');
        break;
      case 'ArrowUp':
        event.preventDefault();
        openThenFocus('last');
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        break;
      default:
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, 'first' | 'last' | 'next' | 'previous'> = {
      ArrowDown: 'next',
      ArrowRight: 'next',
      ArrowUp: 'previous',
      ArrowLeft: 'previous',
      Home: 'first',
      End: 'last',
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      focusEntry(move);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    }
  };

  // Focus leaving the whole menu (Tab past the last entry) closes it.
  const onBlur = () => {
    setTimeout(() => {
      const root = rootRef.current;
      if (root && !root.contains(document.activeElement)) setOpenedBy((current) => (current === 'hover' ? current : null));
    }, 0);
  };

  const onPointerEnter = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(hoverTimer.current);
    setOpenedBy((current) => current ?? 'hover');
  };

  const onPointerLeave = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => setOpenedBy((current) => (current === 'hover' ? null : current)), hoverCloseDelayMs);
  };

  const select = (item: DropdownItem) => {
    if (item.onSelect) {
      // The focus goes back to the button first, so whatever the action opens (a dialog) can
      // return it there.
      close(true);
      item.onSelect();
    } else {
      close();
    }
  };

  return (
    <div
      ref={rootRef}
      className={['dropdown', open ? 'dropdown--open' : '', className].filter(Boolean).join(' ')}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className="dropdown__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <svg className="dropdown__chevron" aria-hidden="true" focusable="false" viewBox="0 0 12 12" width="12" height="12">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <ul id={listId} ref={listRef} className="dropdown__list" hidden={!open} onKeyDown={onListKeyDown}>
        {items.map((item) => (
          <li key={item.label}>
            {item.to !== undefined ? (
              <Link to={item.to} className="dropdown__item" onClick={() => select(item)}>
                {item.label}
              </Link>
            ) : (
              <button type="button" className="dropdown__item" onClick={() => select(item)}>
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
