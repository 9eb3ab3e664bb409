// A dialog holding a form: the `Dialog` shell, and inside it `DialogForm` — the <form> of a
// useSchemaForm, its failure above the fields (FormFailure, with the error's reference), and its
// buttons (SubmitButton, and a cancel Button that closes the dialog).
//
// The content exists only while the dialog is open: each opening makes the form again, so it
// starts from its `initialValues` (a record being edited, today's date) with no effect to fill it;
// give the content a `key` (the record's id) when the dialog may change record while open.
// With `keepOpenWhileSending`, closing (the 'Fermer' button, Escape, the cancel button) waits while
// the form is sending.
// A form that is not a useSchemaForm (a confirmation with no field, slots or lines checked its own
// way) gets the same shell through `dialogFormControl`.
import { createContext, type FormEvent, type ReactNode, type RefObject, use, useLayoutEffect, useRef } from 'react';
import { Button } from './Button';
import { Dialog, type DialogProps } from './Dialog';
import { ErrorReference } from './ErrorReference';
import { FormFailure } from './FormFailure';
import { problemMessage } from './problem-message';
import { SubmitButton } from './SubmitButton';

interface FormDialogContextValue {
  /** The content is sending (useFormDialogBusy). */
  busy: RefObject<boolean>;
  /** Closes the dialog (or waits, with `keepOpenWhileSending`, while the form is sending). */
  close(): void;
}

const FormDialogContext = createContext<FormDialogContextValue | null>(null);

export interface FormDialogProps extends Omit<DialogProps, 'children'> {
  /** The dialog's content, made at each opening (nothing is rendered while it is closed). */
  children: ReactNode;
  /** Closing waits while the form is sending (it is ignored). */
  keepOpenWhileSending?: boolean;
}

export function FormDialog({
  open,
  onClose,
  keepOpenWhileSending = false,
  initialFocus = 'first-field',
  children,
  ...dialog
}: FormDialogProps) {
  const busy = useRef(false);
  const close = () => {
    if (keepOpenWhileSending && busy.current) return;
    onClose();
  };
  return (
    <Dialog {...dialog} open={open} onClose={close} initialFocus={initialFocus}>
      <FormDialogContext value={{ busy, close }}>{open ? children : null}</FormDialogContext>
    </Dialog>
  );
}

/** The dialog's content says it is sending (DialogForm does it for its form): see `keepOpenWhileSending`. */
export function useFormDialogBusy(busy: boolean) {
  const dialog = use(FormDialogContext);
  useLayoutEffect(() => {
    if (!dialog) return;
    dialog.busy.current = busy;
    return () => {
      dialog.busy.current = false;
    };
  }, [dialog, busy]);
}

/** Closes the FormDialog around (with its `keepOpenWhileSending` rule), for a content's own buttons. */
export function useFormDialogClose(): () => void {
  const dialog = use(FormDialogContext);
  if (!dialog) throw new Error('useFormDialogClose: no FormDialog around');
  return dialog.close;
}

/** What DialogForm needs of its form: a useSchemaForm's, or a form of the dialog's own (dialogFormControl). */
export interface DialogFormControl {
  formProps: {
    ref?: RefObject<HTMLFormElement | null>;
    noValidate: true;
    'aria-busy': true | undefined;
    onSubmit(event: FormEvent<HTMLFormElement>): void;
  };
  /** Sending: the submit button is busy (and closing waits, with `keepOpenWhileSending`). */
  submitting: boolean;
  /** The failure shown above the fields. */
  failure: string | undefined;
  /** A useSchemaForm's state: its failure's error reference. */
  state?: { phase: string; errorId?: string | undefined };
}

/**
 * A form of the dialog's own as DialogForm takes it: `submit` runs when it is sent, not while it is
 * already sending; `ref` lets the dialog move the focus to a field it found invalid.
 */
export function dialogFormControl({
  submitting,
  failure,
  submit,
  ref,
}: {
  submitting: boolean;
  failure: string | undefined;
  submit(): void;
  ref?: RefObject<HTMLFormElement | null>;
}): DialogFormControl {
  return {
    submitting,
    failure,
    formProps: {
      ...(ref ? { ref } : {}),
      noValidate: true,
      'aria-busy': submitting || undefined,
      onSubmit: (event) => {
        event.preventDefault();
        if (!submitting) submit();
      },
    },
  };
}

/** What DialogForm reads of a mutation (TanStack Query's `useMutation` result). */
export interface DialogMutation {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * A confirmation that runs one mutation: sending while it is pending, its failure in the kit's words
 * (`problemMessage`), and `submit` (which calls `mutate` with what it needs) when it is sent.
 */
export function mutationFormControl(mutation: DialogMutation, submit: () => void): DialogFormControl {
  return dialogFormControl({
    submitting: mutation.isPending,
    failure: mutation.isError ? problemMessage(mutation.error) : undefined,
    submit,
  });
}

export interface DialogFormProps {
  form: DialogFormControl;
  /** The submit button's label, and what it says (and announces) while sending. */
  submit: { label: ReactNode; busyLabel: string; busyStatus?: string };
  /** A secondary button that closes the dialog. */
  cancelLabel?: string;
  /** A class of the cancel button (for `initialFocus` when the choice that changes nothing takes the focus). */
  cancelClassName?: string;
  /** The cancel button before the submit button (the default is after). */
  cancelFirst?: boolean;
  /**
   * The cancel button says (aria-disabled, dimmed) that it waits while the form is sending, for a
   * dialog that keeps open while sending and shows it (the default leaves it as it is).
   */
  cancelWaitsWhileSending?: boolean;
  /** A heading line above the failure's message. */
  failureTitle?: string;
  /** The failure's message in the dialog's own words (it gets the form's). */
  failureText?(message: string): string;
  /** Classes of the <form> and of its buttons' row. */
  className?: string;
  actionsClassName?: string;
  /** What comes before the failure (an introduction). */
  intro?: ReactNode;
  /** The fields. */
  children?: ReactNode;
}

export function DialogForm({
  form,
  submit,
  cancelLabel,
  cancelClassName,
  cancelFirst = false,
  cancelWaitsWhileSending = false,
  failureTitle,
  failureText,
  className,
  actionsClassName = 'ui-form-dialog__actions',
  intro,
  children,
}: DialogFormProps) {
  const dialog = use(FormDialogContext);
  useFormDialogBusy(form.submitting);
  const cancel = cancelLabel ? (
    <Button
      variant="secondary"
      className={cancelClassName}
      aria-disabled={(cancelWaitsWhileSending && form.submitting) || undefined}
      onClick={() => dialog?.close()}
    >
      {cancelLabel}
    </Button>
  ) : null;
  return (
    <form {...form.formProps} className={className}>
      {intro}
      <FormFailure title={failureTitle} message={form.failure !== undefined && failureText ? failureText(form.failure) : form.failure} />
      {form.state?.phase === 'error' ? <ErrorReference errorId={form.state.errorId} /> : null}
      {children}
      <div className={actionsClassName}>
        {cancelFirst ? cancel : null}
        <SubmitButton busy={form.submitting} busyLabel={submit.busyLabel} busyStatus={submit.busyStatus}>
          {submit.label}
        </SubmitButton>
        {cancelFirst ? null : cancel}
      </div>
    </form>
  );
}
