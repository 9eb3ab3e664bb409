// Pain now, at best and at worst, 0 to 10: three labelled number fields (the phone shows a number
// pad); an out-of-range value gets the shared schema's message under its field.
import { Field } from 'shared-ui/Field';
import type { NoteFormField } from './note-editor-values';
import { noteEditorText as t } from './note-editor-text';
import type { NoteFieldProps } from './NoteTextField';

const scales = [
  ['painNow', t.painNow],
  ['painBest', t.painBest],
  ['painWorst', t.painWorst],
] as const satisfies readonly (readonly [NoteFormField, string])[];

export function PainScales({ fieldProps, errors, readOnly }: NoteFieldProps) {
  return (
    <fieldset className="note-editor__pain">
      <legend>{t.painGroup}</legend>
      {scales.map(([field, label]) => (
        <Field key={field} label={label} errors={[errors[field]]}>
          {(control) => (
            <input
              {...control}
              {...fieldProps(field)}
              type="number"
              inputMode="numeric"
              min={0}
              max={10}
              step={1}
              readOnly={readOnly}
              className="note-editor__pain-input"
            />
          )}
        </Field>
      ))}
    </fieldset>
  );
}
