// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { appointmentRequestSchema, type AppointmentRequest } from 'shared-domain/scheduling/appointment-request';
import { sanitizeInput } from 'shared-domain/platform/sanitize';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Field } from './Field';
import { FormFailure } from './FormFailure';
import { answerOutcome, createFormReducer, initialFormState, refusalOutcome, useSchemaForm, type FormOutcome } from './useSchemaForm';

afterEach(cleanup);

const fields = ['name', 'email', 'phone', 'reason', 'patient_age', 'preferred_time'] as const;
type F = (typeof fields)[number];
const config = { schema: appointmentRequestSchema, fields, sanitize: sanitizeInput };

function ContactForm({ send }: { send(data: AppointmentRequest): Promise<FormOutcome<F, string>> }) {
  const form = useSchemaForm({ ...config, send });
  const { state } = form;
  if (state.phase === 'success') return <p role="status">{state.result}</p>;
  if (state.phase === 'error') return <p role="alert">{state.message}</p>;
  return (
    <form {...form.formProps}>
      {(['name', 'email', 'phone', 'reason'] as const).map((field) => (
        <Field key={field} label={field} required errors={[state.errors[field]]}>
          {(control) => <input {...control} {...form.fieldProps(field)} />}
        </Field>
      ))}
      <button type="submit">Envoyer</button>
    </form>
  );
}

const input = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const fill = () => {
  type('name', '  Marie <script>x</script>Tremblay ');
  type('email', 'marie@example.com');
  type('phone', '514 555-0199');
  type('reason', 'Douleur au dos');
};

describe('useSchemaForm', () => {
  it('checks a field when it is left, then live while it has an error, with the first message only', () => {
    render(<ContactForm send={vi.fn()} />);
    type('email', 'marie@');
    expect(input('email').getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(input('email'));
    expect(input('email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Courriel doit être une adresse courriel valide']);
    type('email', 'marie@example.com');
    expect(input('email').getAttribute('aria-invalid')).toBeNull();
  });

  it('on an invalid submit sends nothing and moves the focus to the first invalid field', () => {
    const send = vi.fn();
    render(<ContactForm send={send} />);
    type('name', 'Marie');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(send).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(input('email'));
    expect(input('reason').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the sanitised, validated data and shows the result', async () => {
    const send = vi.fn(async (): Promise<FormOutcome<F, string>> => ({ type: 'received', result: 'Reçu' }));
    render(<ContactForm send={send} />);
    fill();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Envoyer' })));
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ name: 'Marie Tremblay', patient_age: '', preferred_time: '' }));
    expect(screen.getByRole('status').textContent).toBe('Reçu');
  });

  it('puts a 422’s field messages back on the fields by name, focusing the first', async () => {
    const refusal = refusalOutcome(
      { status: 422, code: 'VAL_001', message: 'Certains champs sont invalides.', fields: { phone: 'Numéro refusé', other: 'ignoré' } },
      fields,
    );
    render(<ContactForm send={async () => refusal} />);
    fill();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Envoyer' })));
    expect(input('phone').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(input('phone')));
    screen.getByText('Numéro refusé');
  });

  it('shows a failure when sending throws, in French', async () => {
    render(<ContactForm send={() => Promise.reject(new Error('bug'))} />);
    fill();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Envoyer' })));
    expect(screen.getByRole('alert').textContent).toBe('Une erreur inattendue est survenue');
  });
});

function EditableForm({
  send,
  onSuccess,
}: {
  send(data: AppointmentRequest): Promise<FormOutcome<F, string>>;
  onSuccess?(result: string): void;
}) {
  const form = useSchemaForm({ ...config, send, onSuccess, editableAfterFailure: true });
  return (
    <form {...form.formProps}>
      <FormFailure message={form.failure} />
      {(['name', 'email', 'phone', 'reason'] as const).map((field) => (
        <Field key={field} label={field} required errors={[form.state.errors[field]]}>
          {(control) => <input {...control} {...form.fieldProps(field)} readOnly={form.submitting} />}
        </Field>
      ))}
      <button type="submit">{form.submitting ? 'Envoi…' : 'Envoyer'}</button>
    </form>
  );
}

function PrefilledForm({
  send,
  initialValues,
}: {
  send(data: AppointmentRequest): Promise<FormOutcome<F, string>>;
  initialValues: Partial<Record<F, string>>;
}) {
  const form = useSchemaForm({ ...config, send, initialValues });
  return (
    <form {...form.formProps}>
      {(['name', 'email', 'phone', 'reason'] as const).map((field) => (
        <Field key={field} label={field} required errors={[form.state.errors[field]]}>
          {(control) => <input {...control} {...form.fieldProps(field)} />}
        </Field>
      ))}
      <button type="submit">Envoyer</button>
      <button type="button" onClick={form.reset}>
        Recommencer
      </button>
    </form>
  );
}

describe('useSchemaForm with initialValues', () => {
  const filled = { name: 'Marie Tremblay', email: 'marie@example.com', phone: '514 555-0199', reason: 'Douleur au dos' };

  it('shows the initial values at the first render and sends them as they are', async () => {
    const send = vi.fn(async () => ({ type: 'received', result: 'Reçu' }) as const);
    render(<PrefilledForm send={send} initialValues={filled} />);
    expect(input('name').value).toBe('Marie Tremblay');
    expect(input('reason').value).toBe('Douleur au dos');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Envoyer' })));
    expect(send).toHaveBeenCalledExactlyOnceWith(expect.objectContaining(filled));
  });

  it('still refuses bad input, and a reset comes back to the initial values', () => {
    const send = vi.fn();
    render(<PrefilledForm send={send} initialValues={{ ...filled, email: 'marie@' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(send).not.toHaveBeenCalled();
    expect(input('email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('email'));
    type('name', 'Julie');
    fireEvent.click(screen.getByRole('button', { name: 'Recommencer' }));
    expect(input('name').value).toBe('Marie Tremblay');
    expect(input('email').getAttribute('aria-invalid')).toBeNull();
  });

  it('reads them once: new initial values do not overwrite what is typed', () => {
    const { rerender } = render(<PrefilledForm send={vi.fn()} initialValues={filled} />);
    type('name', 'Julie');
    rerender(<PrefilledForm send={vi.fn()} initialValues={{ ...filled, name: 'Autre' }} />);
    expect(input('name').value).toBe('Julie');
  });
});

describe('useSchemaForm with editableAfterFailure', () => {
  const submit = async (name = 'Envoyer') => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

  it('shows a failure above the form as it was, until the person types again', async () => {
    render(<EditableForm send={async () => ({ type: 'failed', message: 'Erreur de connexion' })} />);
    fill();
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Erreur de connexion');
    expect(input('name').value).toBe('  Marie <script>x</script>Tremblay ');
    // Leaving a field keeps the message: only typing or sending again is a new attempt.
    fireEvent.blur(input('email'));
    screen.getByRole('alert');
    type('reason', 'Douleur au genou');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input('reason').value).toBe('Douleur au genou');
  });

  it('sends again from the failure with one press, and calls onSuccess once with the result', async () => {
    const answers: FormOutcome<F, string>[] = [
      { type: 'failed', message: 'Réessayez.' },
      { type: 'received', result: 'Reçu' },
    ];
    const send = vi.fn(async () => answers.shift() as FormOutcome<F, string>);
    const onSuccess = vi.fn();
    render(<EditableForm send={send} onSuccess={onSuccess} />);
    fill();
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Réessayez.');
    await submit();
    expect(send).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith('Reçu');
  });

  it('without the option, a failure waits for retry: typing changes nothing', () => {
    const reducer = createFormReducer<F, AppointmentRequest, string>(config);
    const editable = createFormReducer<F, AppointmentRequest, string>({ ...config, editableAfterFailure: true });
    const failed = { ...initialFormState<F, string>(fields), phase: 'error' as const, message: 'Non.' };
    const change = { type: 'change', field: 'name', value: 'Marie' } as const;
    expect(reducer(failed, change)).toBe(failed);
    expect(reducer(failed, { type: 'submit' })).toBe(failed);
    expect(editable(failed, change)).toMatchObject({ phase: 'editing', values: { name: 'Marie' } });
    expect(editable(failed, { type: 'blur', field: 'name' })).toBe(failed);
  });
});

describe('answerOutcome', () => {
  it('reads an API answer for a form: the data, a refusal, or the form’s words when no answer came', () => {
    expect(answerOutcome({ kind: 'ok', data: { id: 1 } }, fields, 'Hors ligne')).toEqual({ type: 'received', result: { id: 1 } });
    expect(
      answerOutcome(
        { kind: 'error', error: { status: 422, code: 'VAL_001', message: 'Invalide', fields: { email: 'Courriel invalide' } } },
        fields,
        'Hors ligne',
      ),
    ).toEqual({ type: 'rejected', errors: { email: 'Courriel invalide' } });
    expect(
      answerOutcome({ kind: 'unreachable', reason: 'network', cause: new TypeError('Failed to fetch') }, fields, 'Hors ligne'),
    ).toEqual({ type: 'failed', message: 'Hors ligne' });
  });
});

describe('refusalOutcome', () => {
  it('is a failure with the API’s message for anything but a 422 about the form’s fields', () => {
    expect(refusalOutcome({ status: 422, code: 'VAL_001', message: 'Refusé.', fields: { other: 'x' } }, fields)).toEqual({
      type: 'failed',
      message: 'Refusé.',
    });
    expect(refusalOutcome({ status: 503, code: 'DB_002', message: 'Base indisponible' }, fields)).toEqual({
      type: 'failed',
      message: 'Base indisponible',
    });
  });
});

describe('createFormReducer', () => {
  const reducer = createFormReducer<F, AppointmentRequest, string>(config);
  it('ignores what does not apply to the phase, and a dismissal forgets a success', () => {
    const editing = initialFormState<F, string>(fields);
    expect(editing).toMatchObject({ phase: 'editing', errors: {}, invalidSubmissions: 0 });
    expect(reducer(editing, { type: 'received', result: 'x' })).toBe(editing);
    expect(reducer(editing, { type: 'retry' })).toBe(editing);
    const valid = {
      name: 'Marie',
      email: 'marie@example.com',
      phone: '514 555-0199',
      reason: 'Douleur au dos',
      patient_age: '',
      preferred_time: '',
    };
    const submitting = reducer({ ...editing, values: valid }, { type: 'submit' });
    const success = reducer(submitting, { type: 'received', result: 'ok' });
    expect(success).toMatchObject({ phase: 'success', result: 'ok' });
    expect(reducer(success, { type: 'dismiss' })).toEqual(editing);
  });
});
