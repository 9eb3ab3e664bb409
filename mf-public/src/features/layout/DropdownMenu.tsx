// A disclosure navigation menu (WAI-ARIA APG "disclosure navigation"), on shared-ui's
// useDisclosure (aria-expanded / aria-controls, Escape and a press outside close it). On top of
// it: Enter toggles, a mouse pointer opens it on hover, arrow keys move between the entries, and
// the focus leaving the menu closes it.
import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'shared-ui/router';
import { useDisclosure } from 'shared-ui/useDisclosure';

export type DropdownItem = { label: string; to: string; onSelect?: never } | { label: string; onSelect(): void; to?: never };

export interface DropdownMenuProps {
  label: string;
  items: readonly DropdownItem[];
  className?: string;
}

const hoverCloseDelayMs = 200;

const moves: Record<string, 'first' | 'last' | 'next' | 'previous'> = {
  ArrowDown: 'next',
  ArrowRight: 'next',
  ArrowUp: 'previous',
  ArrowLeft: 'previous',
  Home: 'first',
  End: 'last',
};

export function DropdownMenu({ label, items, className }: DropdownMenuProps) {
  const disclosure = useDisclosure<HTMLUListElement>();
  const { open, buttonProps, panelProps } = disclosure;
  const rootRef = useRef<HTMLDivElement>(null);
  // Opened by the mouse passing over it (not by a click or a key): leaving closes it again.
  const openedByHover = useRef(false);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const close = (restoreFocus = false) => {
    clearTimeout(hoverTimer.current);
    disclosure.close(restoreFocus);
  };

  const entries = () => Array.from(panelProps.ref.current?.querySelectorAll<HTMLElement>('a[href], button:not([disabled])') ?? []);

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
    openedByHover.current = false;
    flushSync(disclosure.show);
    focusEntry(which);
  };

  const onButtonClick = () => {
    // A click on a menu the mouse already opened by hover keeps it open instead of closing it.
    // Decided on the ref, not on `open`: the hover's opening may not have rendered yet when a
    // real mouse's click follows it within the same instant.
    if (openedByHover.current) {
      openedByHover.current = false;
      disclosure.show();
    } else {
      disclosure.toggle();
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter') {
      // Handled here (instead of the click the browser would synthesise) so Enter toggles once.
      event.preventDefault();
      openedByHover.current = false;
      disclosure.toggle();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openThenFocus(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    focusEntry(move);
  };

  // Focus leaving the whole menu (Tab past the last entry) closes it.
  const onBlur = () => {
    setTimeout(() => {
      const root = rootRef.current;
      if (root && !root.contains(document.activeElement) && !openedByHover.current) close();
    }, 0);
  };

  const onPointerEnter = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(hoverTimer.current);
    if (open) return;
    openedByHover.current = true;
    disclosure.show();
  };

  const onPointerLeave = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => {
      if (openedByHover.current) close();
    }, hoverCloseDelayMs);
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
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering opens the menu as a mouse convenience; the button is the control.
    <div
      ref={rootRef}
      className={['dropdown', open ? 'dropdown--open' : '', className].filter(Boolean).join(' ')}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
    >
      <button {...buttonProps} type="button" className="dropdown__button" onClick={onButtonClick} onKeyDown={onButtonKeyDown}>
        {label}
        <svg className="dropdown__chevron" aria-hidden="true" focusable="false" viewBox="0 0 12 12" width="12" height="12">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <ul {...panelProps} className="dropdown__list" onKeyDown={onListKeyDown}>
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
