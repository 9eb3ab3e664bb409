// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, type DialogProps } from './Dialog';

afterEach(cleanup);

/** An opener button and a dialog whose `open` state it owns, as a page would. */
function Harness({ onClose = () => undefined, ...props }: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <Dialog
        title="Modifier mon rendez-vous"
        {...props}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        {props.children ?? (
          <form>
            <p>Votre lien ou votre courriel.</p>
            <input type="hidden" name="source" value="test" />
            <label>
              Lien ou courriel
              <input type="text" name="lien" />
            </label>
            <button type="button" data-autre>
              Autre action
            </button>
          </form>
        )}
      </Dialog>
    </>
  );
}

function openDialog() {
  const opener = screen.getByRole('button', { name: 'Ouvrir' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole('dialog', {
    name: 'Modifier mon rendez-vous',
  }) as HTMLDialogElement;
  return { opener, dialog };
}

describe('Dialog', () => {
  it('follows its open prop with showModal() and close(), named by its title', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const close = vi.spyOn(HTMLDialogElement.prototype, 'close');
    try {
      const view = render(
        <Dialog open={false} onClose={() => undefined} title="Prendre rendez-vous" className="request-modal">
          <p>Contenu</p>
        </Dialog>,
      );
      const dialog = view.container.querySelector('dialog') as HTMLDialogElement;
      expect(dialog.open).toBe(false);
      expect(dialog.className).toBe('ui-dialog request-modal');

      view.rerender(
        <Dialog open onClose={() => undefined} title="Prendre rendez-vous" className="request-modal">
          <p>Contenu</p>
        </Dialog>,
      );
      expect(showModal).toHaveBeenCalledOnce();
      expect(dialog.open).toBe(true);
      expect(screen.getByRole('dialog', { name: 'Prendre rendez-vous' })).toBe(dialog);
      const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
      expect(title?.tagName).toBe('H2');
      expect(title?.textContent).toBe('Prendre rendez-vous');
      within(dialog).getByText('Contenu');

      view.rerender(
        <Dialog open={false} onClose={() => undefined} title="Prendre rendez-vous" className="request-modal">
          <p>Contenu</p>
        </Dialog>,
      );
      expect(close).toHaveBeenCalledOnce();
      expect(dialog.open).toBe(false);
    } finally {
      showModal.mockRestore();
      close.mockRestore();
    }
  });

  it('closes on Escape, from a key press inside or from the cancel event', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} initialFocus="first-field" />);
    let { dialog } = openDialog();
    const notPrevented = fireEvent.keyDown(within(dialog).getByRole('textbox'), { key: 'Escape' });
    expect(notPrevented).toBe(false); // default prevented: the owner's state closes the dialog
    expect(onClose).toHaveBeenCalledOnce();
    expect(dialog.open).toBe(false);

    ({ dialog } = openDialog());
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(dialog.open).toBe(false);
  });

  it('leaves an Escape already handled inside alone', () => {
    const onClose = vi.fn();
    render(
      <Harness onClose={onClose}>
        <input aria-label="Recherche" onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()} />
      </Harness>,
    );
    const { dialog } = openDialog();
    fireEvent.keyDown(within(dialog).getByRole('textbox', { name: 'Recherche' }), {
      key: 'Escape',
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.open).toBe(true);
  });

  it('leaves the cancel and close of a dialog opened inside it to that dialog', () => {
    const onClose = vi.fn();
    const onCloseInner = vi.fn();
    render(
      <Harness onClose={onClose}>
        <Dialog open onClose={onCloseInner} title="Confirmation">
          <p>Êtes-vous sûre ?</p>
        </Dialog>
      </Harness>,
    );
    openDialog();
    const inner = screen.getByRole('dialog', { name: 'Confirmation', hidden: true });
    fireEvent(inner, new Event('cancel', { cancelable: true }));
    expect(onCloseInner).toHaveBeenCalledOnce();
    fireEvent(inner, new Event('close'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('reports a close done by the browser itself, once', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const { opener, dialog } = openDialog();
    dialog.close();
    expect(onClose).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its Fermer button', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const { dialog } = openDialog();
    const close = within(dialog).getByRole('button', { name: 'Fermer' });
    expect(close.textContent).toBe('×');
    fireEvent.click(close);
    expect(onClose).toHaveBeenCalledOnce();
    expect(dialog.open).toBe(false);
  });

  it('places the initial focus on the first field or on what a selector names', () => {
    render(<Harness initialFocus="first-field" />);
    let { dialog } = openDialog();
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Lien ou courriel' }));
    cleanup();

    render(<Harness initialFocus="[data-autre]" />);
    ({ dialog } = openDialog());
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Autre action' }));
  });

  it('gives the focus back to the element focused before it opened', () => {
    render(<Harness initialFocus="first-field" />);
    let { opener, dialog } = openDialog();
    expect(document.activeElement).not.toBe(opener);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(document.activeElement).toBe(opener);

    ({ opener, dialog } = openDialog());
    fireEvent.keyDown(within(dialog).getByRole('textbox'), { key: 'Escape' });
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a click on the backdrop only when asked to', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    let { dialog } = openDialog();
    // Outside the dialog's box (happy-dom lays nothing out: the box is empty, at 0,0).
    fireEvent.click(dialog, { clientX: 200, clientY: 300 });
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.open).toBe(true);
    cleanup();

    render(<Harness onClose={onClose} closeOnBackdrop />);
    ({ dialog } = openDialog());
    fireEvent.click(within(dialog).getByText('Votre lien ou votre courriel.'));
    fireEvent.click(dialog, { clientX: 0, clientY: 0 }); // on the dialog's own box
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.open).toBe(true);
    fireEvent.click(dialog, { clientX: 200, clientY: 300 });
    expect(onClose).toHaveBeenCalledOnce();
    expect(dialog.open).toBe(false);
  });

  it('cannot be dismissed when told so: no Fermer button, and Escape, the back gesture and the backdrop do nothing', () => {
    const onClose = vi.fn();
    render(
      <Harness onClose={onClose} dismissible={false} closeOnBackdrop>
        <button type="button">Terminer</button>
      </Harness>,
    );
    const { dialog } = openDialog();
    expect(within(dialog).queryByRole('button', { name: 'Fermer' })).toBeNull();

    const notPrevented = fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Terminer' }), { key: 'Escape' });
    // Prevented all the same, so the browser does not close it on its own.
    expect(notPrevented).toBe(false);
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    fireEvent.click(dialog, { clientX: 200, clientY: 300 });
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.open).toBe(true);
  });

  it('shows itself again when the browser closes it although it may not be dismissed', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} dismissible={false} />);
    const { dialog } = openDialog();
    dialog.close();
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.open).toBe(true);
  });

  it('still closes when its owner says so, even when not dismissible', () => {
    const view = render(
      <Dialog open dismissible={false} onClose={() => undefined} title="Configuration">
        <p>Contenu</p>
      </Dialog>,
    );
    const dialog = view.container.querySelector('dialog') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    view.rerender(
      <Dialog open={false} dismissible={false} onClose={() => undefined} title="Configuration">
        <p>Contenu</p>
      </Dialog>,
    );
    expect(dialog.open).toBe(false);
  });
});
