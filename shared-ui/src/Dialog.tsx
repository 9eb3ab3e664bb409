// A modal dialog on the native <dialog>: shown with showModal(), so the page behind is inert and
// the browser keeps the focus inside. The `open` prop drives it; every way the visitor has of
// closing it (the 'Fermer' button, Escape, Android's back gesture, optionally a click on the
// backdrop) asks the owner through `onClose`, and the focus goes back to where it was before.
// A dialog that must be finished (`dismissible={false}`, e.g. a required set-up) offers none of
// these: only its own content can end it.
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';

/** The first control a visitor types in: a text field, a list or a text area that is not disabled. */
const firstFieldSelector = ['input:not([type="hidden"]):not([disabled])', 'select:not([disabled])', 'textarea:not([disabled])'].join(', ');

export interface DialogProps {
  /** The dialog is shown as a modal while `open` is true. */
  open: boolean;
  /** Called when the visitor closes the dialog; the owner sets `open` to false. */
  onClose(): void;
  /** The heading that names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Added to `ui-dialog` on the <dialog>, for a dialog's own size and look. */
  className?: string;
  /**
   * What takes the focus once the dialog is shown: `'first-field'` for its first form field, or a
   * selector searched inside the dialog. Without it (or when nothing matches) the browser decides.
   */
  initialFocus?: 'first-field' | (string & {});
  /** A click on the backdrop, outside the dialog's box, closes it. */
  closeOnBackdrop?: boolean;
  /**
   * `false`: no 'Fermer' button, and Escape, the back gesture and the backdrop do nothing; the
   * content has to lead the visitor out. Defaults to `true`.
   */
  dismissible?: boolean;
  children?: ReactNode;
}

export function Dialog({
  open,
  onClose,
  title,
  className,
  initialFocus,
  closeOnBackdrop = false,
  dismissible = true,
  children,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const titleId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: initialFocus only matters at the moment of opening.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const active = document.activeElement;
      returnFocusRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      if (initialFocus) {
        const selector = initialFocus === 'first-field' ? firstFieldSelector : initialFocus;
        dialog.querySelector<HTMLElement>(selector)?.focus();
      }
    } else if (!open) {
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      // The page is no longer inert: the element that had the focus before the opening gets it back.
      const target = returnFocusRef.current;
      returnFocusRef.current = null;
      if (target?.isConnected) target.focus();
    }
  }, [open]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Escape: let the owner's state drive the closing (the browser would close it on its own).
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    if (dismissible) onClose();
  };

  // A dialog opened inside this one (React portals none: it is a child element) sends its own
  // cancel and close events up through React's tree: they are not this dialog's.
  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    // Escape or the back gesture, when the keydown did not reach us first.
    event.preventDefault();
    if (dismissible) onClose();
  };

  // The browser may still close the dialog itself (a cancel it would not let us refuse): keep up,
  // or, when it may not be dismissed, show it again.
  const handleNativeClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (!open || event.target !== event.currentTarget) return;
    const dialog = dialogRef.current;
    if (dismissible || !dialog) onClose();
    else if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  };

  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (!dismissible || !closeOnBackdrop || event.target !== event.currentTarget) return;
    // A click on the <dialog> itself lands on its backdrop only when outside its box.
    const box = event.currentTarget.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className={className ? `ui-dialog ${className}` : 'ui-dialog'}
      aria-labelledby={titleId}
      onKeyDown={handleKeyDown}
      onCancel={handleCancel}
      onClose={handleNativeClose}
      onClick={handleClick}
    >
      <div className="ui-dialog__header">
        <h2 id={titleId} className="ui-dialog__title">
          {title}
        </h2>
        {dismissible ? (
          <button type="button" className="ui-dialog__close" aria-label="Fermer" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      {children}
    </dialog>
  );
}
