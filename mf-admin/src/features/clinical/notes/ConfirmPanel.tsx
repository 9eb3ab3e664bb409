// A question asked in place, inside the editor's dialog (replace the typed text? sign for good?):
// the focus goes to its answer, Escape or « Annuler » withdraws it. Not a second modal: a dialog
// opened over the editor's would close it too when it closes (its close event travels up).
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { Button } from 'shared-ui/Button';
import { noteEditorText as t } from './note-editor-text';

export interface ConfirmPanelProps {
  title: string;
  body: string;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmPanel({ title, body, confirmLabel, onConfirm, onCancel }: ConfirmPanelProps) {
  const id = useId();
  const confirmRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    confirmRef.current?.querySelector<HTMLButtonElement>('.note-editor__confirm')?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Handled here: the editor's dialog stays open.
    event.preventDefault();
    onCancel();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a question and its answers, not form controls (a fieldset's job).
    <div
      ref={confirmRef}
      className="note-editor__confirm-panel"
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onKeyDown={onKeyDown}
    >
      <p id={`${id}-title`} className="note-editor__confirm-title">
        {title}
      </p>
      <p id={`${id}-body`}>{body}</p>
      <div className="note-editor__actions">
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button className="note-editor__confirm" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
