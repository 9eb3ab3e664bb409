// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Field } from './Field';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { ApiRequestError } from './api-result';
import { DialogForm, dialogFormControl, FormDialog, mutationFormControl } from './FormDialog';
import { problemText } from './problem-message';
import { type FormOutcome, type FormSchema, useSchemaForm } from './useSchemaForm';

afterEach(cleanup);

const fields = ['name'] as const;
const schema: FormSchema<{ name: string }> = {
  safeParse: (input) => {
    const { name } = input as { name: string };
    return name.trim()
      ? { success: true, data: { name } }
      : { success: false, error: { issues: [{ path: ['name'], message: 'Nom requis' }] } };
  },
};

function NameForm({ initialName, send }: { initialName: string; send(data: { name: string }): Promise<FormOutcome<'name', true>> }) {
  const form = useSchemaForm({ schema, fields, editableAfterFailure: true, initialValues: { name: initialName }, send });
  return (
    <DialogForm
      form={form}
      submit={{ label: 'Enregistrer', busyLabel: 'Enregistrement…' }}
      cancelLabel="Annuler"
      failureTitle="Échec"
      intro={<p>Le nom du modèle.</p>}
    >
      <Field label="Nom" required errors={[form.state.errors.name]}>
        {(control) => <input {...control} {...form.fieldProps('name')} />}
      </Field>
    </DialogForm>
  );
}

function Harness({
  send,
  keepOpenWhileSending,
}: {
  send(data: { name: string }): Promise<FormOutcome<'name', true>>;
  keepOpenWhileSending?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <FormDialog open={open} onClose={() => setOpen(false)} title="Modifier le nom" keepOpenWhileSending={keepOpenWhileSending}>
        <NameForm initialName="Dos" send={send} />
      </FormDialog>
    </>
  );
}

const nameInput = () => screen.queryByRole('textbox', { name: /^Nom/ }) as HTMLInputElement | null;
const click = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

describe('FormDialog', () => {
  it('opens with its form at its initial values, the focus in the first field, and submits', async () => {
    const send = vi.fn(async () => ({ type: 'received', result: true }) as const);
    render(<Harness send={send} />);
    expect(nameInput()).toBeNull();
    await click('Ouvrir');
    screen.getByRole('dialog', { name: 'Modifier le nom' });
    expect(nameInput()?.value).toBe('Dos');
    await waitFor(() => expect(document.activeElement).toBe(nameInput()));
    screen.getByText('Le nom du modèle.');
    fireEvent.change(nameInput() as HTMLInputElement, { target: { value: 'Cou' } });
    await click('Enregistrer');
    expect(send).toHaveBeenCalledExactlyOnceWith({ name: 'Cou' });
  });

  it('refuses bad input beside its field, and shows the server’s failure above the form', async () => {
    const send = vi.fn(async () => ({ type: 'failed', message: 'Ce nom est déjà utilisé.' }) as const);
    render(<Harness send={send} />);
    await click('Ouvrir');
    fireEvent.change(nameInput() as HTMLInputElement, { target: { value: ' ' } });
    await click('Enregistrer');
    expect(send).not.toHaveBeenCalled();
    expect(nameInput()?.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(nameInput() as HTMLInputElement, { target: { value: 'Cou' } });
    await click('Enregistrer');
    expect(screen.getByRole('alert').textContent).toBe('ÉchecCe nom est déjà utilisé.');
    expect(nameInput()?.value).toBe('Cou');
  });

  it('cancel closes; the next opening starts again from the initial values', async () => {
    render(<Harness send={vi.fn()} />);
    await click('Ouvrir');
    fireEvent.change(nameInput() as HTMLInputElement, { target: { value: 'Cou' } });
    await click('Annuler');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(nameInput()).toBeNull();
    await click('Ouvrir');
    expect(nameInput()?.value).toBe('Dos');
  });

  it('with keepOpenWhileSending, closing waits while the form is sending', async () => {
    let answer: (outcome: FormOutcome<'name', true>) => void = () => undefined;
    const send = vi.fn(() => new Promise<FormOutcome<'name', true>>((resolve) => (answer = resolve)));
    render(<Harness send={send} keepOpenWhileSending />);
    await click('Ouvrir');
    await click('Enregistrer');
    screen.getByRole('button', { name: 'Enregistrement…' });
    await click('Annuler');
    await click('Fermer');
    screen.getByRole('dialog');
    await act(async () => answer({ type: 'failed', message: 'Non.' }));
    await click('Annuler');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

/** A confirmation with no field, its request kept by the dialog itself (as a mutation would). */
function RemoveQuestion({ send, cancelWaitsWhileSending }: { send(): Promise<string | undefined>; cancelWaitsWhileSending?: boolean }) {
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const submit = async () => {
    setSubmitting(true);
    setFailure(undefined);
    setFailure(await send());
    setSubmitting(false);
  };
  return (
    <DialogForm
      form={dialogFormControl({ submitting, failure, submit: () => void submit() })}
      submit={{ label: 'Retirer', busyLabel: 'Retrait…', busyStatus: 'Retrait en cours' }}
      cancelLabel="Garder"
      cancelClassName="keep"
      cancelWaitsWhileSending={cancelWaitsWhileSending}
      failureTitle="Le retrait n’a pas abouti."
      intro={<p>Retirer Léa de la liste?</p>}
    />
  );
}

function ConfirmHarness({ send, cancelWaitsWhileSending }: { send(): Promise<string | undefined>; cancelWaitsWhileSending?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <FormDialog open={open} onClose={() => setOpen(false)} title="Retirer" keepOpenWhileSending initialFocus=".keep">
        <RemoveQuestion send={send} cancelWaitsWhileSending={cancelWaitsWhileSending} />
      </FormDialog>
    </>
  );
}

describe('DialogForm with a form of the dialog’s own (dialogFormControl)', () => {
  it('focuses the cancel button by its class, sends once while sending, waits to close, and shows the failure', async () => {
    let answer: (failure: string | undefined) => void = () => undefined;
    const send = vi.fn(() => new Promise<string | undefined>((resolve) => (answer = resolve)));
    render(<ConfirmHarness send={send} />);
    await click('Ouvrir');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Garder' })));
    await click('Retirer');
    screen.getByRole('button', { name: 'Retrait…' });
    expect(screen.getByRole('status').textContent).toBe('Retrait en cours');
    // Not said unless asked (cancelWaitsWhileSending).
    expect(screen.getByRole('button', { name: 'Garder' }).getAttribute('aria-disabled')).toBeNull();
    await click('Retrait…');
    expect(send).toHaveBeenCalledOnce();
    await click('Garder');
    screen.getByRole('dialog');
    await act(async () => answer('Déjà retirée.'));
    expect(screen.getByRole('alert').textContent).toBe('Le retrait n’a pas abouti.Déjà retirée.');
    await click('Retirer');
    expect(send).toHaveBeenCalledTimes(2);
    await act(async () => answer(undefined));
    await click('Garder');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with cancelWaitsWhileSending, the cancel button says it waits while sending', async () => {
    let answer: (failure: string | undefined) => void = () => undefined;
    render(<ConfirmHarness send={() => new Promise((resolve) => (answer = resolve))} cancelWaitsWhileSending />);
    await click('Ouvrir');
    const keep = screen.getByRole('button', { name: 'Garder' });
    expect(keep.getAttribute('aria-disabled')).toBeNull();
    await click('Retirer');
    expect(keep.getAttribute('aria-disabled')).toBe('true');
    await click('Garder');
    screen.getByRole('dialog');
    await act(async () => answer('Déjà retirée.'));
    expect(keep.getAttribute('aria-disabled')).toBeNull();
  });
});

/** A confirmation that runs one mutation (mutationFormControl), as the back-office's confirmations do. */
function MutationQuestion({ run }: { run(id: string): Promise<void> }) {
  const removal = useMutation({ mutationFn: run });
  return (
    <DialogForm
      form={mutationFormControl(removal, () => removal.mutate('entry-7'))}
      submit={{ label: 'Retirer', busyLabel: 'Retrait…' }}
      cancelLabel="Garder"
      failureTitle="Le retrait n’a pas abouti."
    />
  );
}

describe('DialogForm over a mutation (mutationFormControl)', () => {
  const renderQuestion = (run: (id: string) => Promise<void>) =>
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <FormDialog open onClose={() => undefined} title="Retirer">
          <MutationQuestion run={run} />
        </FormDialog>
      </QueryClientProvider>,
    );

  it('sends once while pending, with what submit gives the mutation', async () => {
    let finish: () => void = () => undefined;
    const run = vi.fn((_id: string) => new Promise<void>((resolve) => (finish = resolve)));
    renderQuestion(run);
    await click('Retirer');
    await screen.findByRole('button', { name: 'Retrait…' });
    await click('Retrait…');
    expect(run).toHaveBeenCalledOnce();
    expect(run.mock.calls[0]?.[0]).toBe('entry-7');
    await act(async () => finish());
    await screen.findByRole('button', { name: 'Retirer' });
  });

  it('says a refusal in the API’s words, and a lost connection in the kit’s one sentence', async () => {
    const run = vi
      .fn<(id: string) => Promise<void>>()
      .mockRejectedValueOnce(new ApiRequestError({ status: 409, code: 'WAIT_002', message: 'Déjà retirée de la liste.' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderQuestion(run);
    await click('Retirer');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Le retrait n’a pas abouti.Déjà retirée de la liste.'));
    await click('Retirer');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(`Le retrait n’a pas abouti.${problemText.unreachable}`));
  });
});
