import { describe, expect, it } from 'vitest';
import {
  initialRequestFormState,
  requestFormReducer,
  type RequestFormAction,
  type RequestFormState,
  type RequestValues,
} from './useRequestForm';
import { validRequestValues as validValues } from '../../test-support/request-values';

const run = (state: RequestFormState, ...actions: RequestFormAction[]) => actions.reduce(requestFormReducer, state);
const editing = (values: Partial<RequestValues> = {}): RequestFormState => ({
  ...initialRequestFormState,
  values: { ...initialRequestFormState.values, ...values },
});
const submitting = run(editing(validValues), { type: 'submit' });

describe('requestFormReducer: transitions', () => {
  it('starts editing, empty, without errors', () => {
    expect(initialRequestFormState).toMatchObject({
      phase: 'editing',
      errors: {},
      invalidSubmissions: 0,
    });
    expect(Object.values(initialRequestFormState.values).every((value) => value === '')).toBe(true);
  });

  it('goes editing → submitting when every field is valid', () => {
    expect(submitting).toMatchObject({ phase: 'submitting', values: validValues, errors: {} });
  });

  it('goes submitting → success with the kind the server took', () => {
    expect(run(submitting, { type: 'received', result: 'waitlist' })).toMatchObject({
      phase: 'success',
      result: 'waitlist',
    });
  });

  it('goes submitting → error with the message and the error id, keeping the values', () => {
    const state = run(submitting, { type: 'failed', message: 'Hors ligne', errorId: 'ERR-1' });
    expect(state).toMatchObject({
      phase: 'error',
      message: 'Hors ligne',
      errorId: 'ERR-1',
      values: validValues,
    });
  });

  it('goes error → editing on retry, with the filled form', () => {
    const state = run(submitting, { type: 'failed', message: 'Hors ligne' }, { type: 'retry' });
    expect(state).toMatchObject({ phase: 'editing', values: validValues });
  });

  it('goes submitting → editing with the server’s field errors, counting an invalid submission', () => {
    const state = run(submitting, { type: 'rejected', errors: { email: 'Courriel déjà refusé' } });
    expect(state).toMatchObject({
      phase: 'editing',
      errors: { email: 'Courriel déjà refusé' },
      invalidSubmissions: 1,
    });
  });

  it('resets to the empty form', () => {
    expect(run(submitting, { type: 'received', result: 'appointment' }, { type: 'reset' })).toEqual(initialRequestFormState);
  });

  it('on closing: a success is over, an error gives the form back, and field errors are dropped', () => {
    expect(run(submitting, { type: 'received', result: 'appointment' }, { type: 'dismiss' })).toEqual(initialRequestFormState);
    expect(run(submitting, { type: 'failed', message: 'x' }, { type: 'dismiss' })).toMatchObject({
      phase: 'editing',
      values: validValues,
    });
    expect(run(editing(), { type: 'blur', field: 'name' }, { type: 'dismiss' }).errors).toEqual({});
    expect(run(submitting, { type: 'dismiss' })).toBe(submitting);
  });

  it('ignores what does not apply to the current phase', () => {
    const state = editing(validValues);
    expect(run(state, { type: 'received', result: 'appointment' })).toBe(state);
    expect(run(state, { type: 'failed', message: 'x' })).toBe(state);
    expect(run(state, { type: 'retry' })).toBe(state);
    // While sending, the values on screen stay the ones being sent; a second submit does nothing.
    expect(run(submitting, { type: 'change', field: 'name', value: 'Autre' })).toBe(submitting);
    expect(run(submitting, { type: 'submit' })).toBe(submitting);
  });
});

describe('requestFormReducer: validation (specification section 5)', () => {
  it('on submit checks every field, keeps the first error of each, and stays editing', () => {
    const state = run(editing({ email: 'pas-un-courriel', reason: 'mal' }), { type: 'submit' });
    expect(state.phase).toBe('editing');
    expect(state.invalidSubmissions).toBe(1);
    expect(state.errors).toEqual({
      name: 'Veuillez remplir le champ « Nom complet »',
      email: 'Courriel doit être une adresse courriel valide',
      phone: 'Veuillez remplir le champ « Téléphone »',
      reason: 'Raison de la consultation doit contenir au moins 5 caractères',
    });
  });

  it('on blur checks that field only', () => {
    const state = run(editing({ name: 'M' }), { type: 'blur', field: 'name' });
    expect(state.errors).toEqual({ name: 'Nom complet doit contenir au moins 2 caractères' });
    expect(run(state, { type: 'blur', field: 'email' }).errors).toEqual({
      name: 'Nom complet doit contenir au moins 2 caractères',
      email: 'Veuillez remplir le champ « Courriel »',
    });
  });

  it('does not check a field as it is typed while it has no error', () => {
    const state = run(editing(), { type: 'change', field: 'email', value: 'pas-encore' });
    expect(state.errors).toEqual({});
  });

  it('checks a field live once it has an error, and stops showing the error once it is fixed', () => {
    let state = run(editing(), { type: 'change', field: 'phone', value: '514' }, { type: 'blur', field: 'phone' });
    expect(state.errors.phone).toBe('Téléphone doit être un numéro de téléphone valide');
    state = run(state, { type: 'change', field: 'phone', value: '' });
    expect(state.errors.phone).toBe('Veuillez remplir le champ « Téléphone »');
    state = run(state, { type: 'change', field: 'phone', value: '514 555-0199' });
    expect(state.errors).toEqual({});
    // Fixed: the field is quiet again until it is left or the form is sent.
    expect(run(state, { type: 'change', field: 'phone', value: '51' }).errors).toEqual({});
  });

  it('checks what would be sent: markup is stripped before counting characters', () => {
    const state = run(editing({ ...validValues, reason: '<script>alert(1)</script>ok' }), {
      type: 'submit',
    });
    expect(state.errors).toEqual({
      reason: 'Raison de la consultation doit contenir au moins 5 caractères',
    });
  });
});
