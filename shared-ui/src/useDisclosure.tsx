// A button that shows and hides a panel (WAI-ARIA APG "disclosure"): aria-expanded and
// aria-controls on the button, the panel hidden while closed. While open, Escape closes it (the
// focus goes back to the button when it was inside), and a press outside closes it without moving
// the focus. The header's dropdown menus and the mobile menu are built on it.
import { useCallback, useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';

export interface Disclosure<P extends HTMLElement> {
  open: boolean;
  show(): void;
  /** Closes; with `restoreFocus`, the button takes the focus (a choice made inside the panel). */
  close(restoreFocus?: boolean): void;
  toggle(): void;
  buttonProps: {
    ref: RefObject<HTMLButtonElement | null>;
    'aria-expanded': boolean;
    'aria-controls': string;
    onClick(): void;
  };
  panelProps: { ref: RefObject<P | null>; id: string; hidden: boolean };
}

export function useDisclosure<P extends HTMLElement = HTMLElement>(): Disclosure<P> {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<P>(null);
  const panelId = `${useId()}-panel`;

  const show = useCallback(() => setOpen(true), []);
  const toggle = useCallback(() => setOpen((current) => !current), []);
  const close = useCallback((restoreFocus = false) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const inside = (node: EventTarget | null) =>
      node instanceof Node && Boolean(panelRef.current?.contains(node) || buttonRef.current?.contains(node));
    const onKeyDown = (event: KeyboardEvent) => {
      // An Escape something inside already handled (and prevented) is not for us.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      close(inside(document.activeElement));
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close]);

  return useMemo(
    () => ({
      open,
      show,
      close,
      toggle,
      buttonProps: { ref: buttonRef, 'aria-expanded': open, 'aria-controls': panelId, onClick: toggle },
      panelProps: { ref: panelRef, id: panelId, hidden: !open },
    }),
    [open, show, close, toggle, panelId],
  );
}
