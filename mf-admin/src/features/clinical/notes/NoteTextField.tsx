// One text control of the note editor (a line, a text area or a date) with its label and error,
// and what the editor's parts receive from its form.
import { Field } from 'shared-ui/Field';
import type { SchemaForm } from 'shared-ui/useSchemaForm';
import type { NoteFormField } from './note-editor-values';

export interface NoteFieldProps {
  fieldProps: SchemaForm<NoteFormField, unknown>['fieldProps'];
  errors: Partial<Record<NoteFormField, string>>;
  readOnly: boolean;
}

export interface NoteTextFieldProps extends NoteFieldProps {
  field: NoteFormField;
  label: string;
  kind?: 'line' | 'area' | 'date';
  rows?: number;
  required?: boolean;
  hint?: string;
  /** The id of a <datalist> of suggestions. */
  list?: string;
}

export function NoteTextField({
  field,
  label,
  kind = 'line',
  rows = 3,
  required,
  hint,
  list,
  fieldProps,
  errors,
  readOnly,
}: NoteTextFieldProps) {
  return (
    <Field label={label} required={required} hint={hint} errors={[errors[field]]}>
      {(control) =>
        kind === 'area' ? (
          <textarea {...control} {...fieldProps(field)} rows={rows} readOnly={readOnly} />
        ) : (
          <input
            {...control}
            {...fieldProps(field)}
            type={kind === 'date' ? 'date' : 'text'}
            list={list}
            autoComplete="off"
            readOnly={readOnly}
          />
        )
      }
    </Field>
  );
}
