// Test support for the staff sign-in pages' forms: a field found by its label, typed into, the
// errors shown under it, and the calls a page made to the API (the header's read of the clinic's
// identity aside). Tests only.
import { fireEvent, screen } from '@testing-library/react';
import type { StubApi } from './admin-stub-api';

/** The field labelled `label` (its label starts so: required fields carry a marker). */
export const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

/** Types `value` into the field labelled `label`. */
export const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

/** The error messages shown under `input` (its aria-describedby's list). */
export const errorsOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .filter((element) => element?.tagName === 'UL')
    .map((element) => element?.textContent);

/** The calls the page made (method, path, JSON body), the header's read of the clinic's identity aside. */
export const formCalls = (api: StubApi) =>
  api.requests
    .filter((request) => request.url.pathname !== '/api/public/clinic')
    .map(({ method, url, body }) => ({ method, path: url.pathname, body }));
