// The structured parts of a chiropractic visit, in groups that open and close: complaint and pain,
// PART, spine, tests, treatment. A group holding content starts open; with `collapsed` (the quick
// note) the others start closed. An invalid field in a closed group opens it and takes the focus.
import { type ReactNode, useEffect, useEffectEvent, useId, useRef } from 'react';
import type { SchemaForm } from 'shared-ui/useSchemaForm';
import type { SavedNote } from './api/save-note';
import { ExamTests } from './ExamTests';
import { NoteTextField } from './NoteTextField';
import { noteEditorText as t, techniqueSuggestions } from './note-editor-text';
import { type NoteFormField, type NoteFormValues, noteFormFields } from './note-editor-values';
import { PainScales } from './PainScales';
import { SpineDiagram } from './SpineDiagram';

/** The structured groups and the fields each holds (an invalid field opens its group). */
const groups = {
  complaint: ['chiefComplaint', 'painNow', 'painBest', 'painWorst'],
  part: ['partPain', 'partAsymmetry', 'partRangeOfMotion', 'partTissueTone'],
  spine: ['spinalLevels', 'segmentsAdjusted', 'extremityJoints'],
  tests: ['tests'],
  treatment: ['diagnosis', 'technique', 'recommendations', 'exercises', 'frequency', 'reexamOn'],
} as const satisfies Record<string, readonly NoteFormField[]>;
type Group = keyof typeof groups;

export interface StructuredGroupsProps {
  form: SchemaForm<NoteFormField, SavedNote>;
  /** The values the form started from: a group holding some starts open. */
  start: NoteFormValues;
  /** The groups start closed (the quick note). */
  collapsed: boolean;
  readOnly: boolean;
  focusField(name: NoteFormField): void;
}

export function StructuredGroups({ form, start, collapsed, readOnly, focusField }: StructuredGroupsProps) {
  const id = useId();
  const techniqueList = `${id}-techniques`;
  const groupRefs = useRef<Partial<Record<Group, HTMLDetailsElement | null>>>({});
  const { values, errors, invalidSubmissions } = form.state;
  const field = { fieldProps: form.fieldProps, errors, readOnly };

  // An invalid field in a closed group: open the group and focus the field (the form focused it while hidden).
  const revealInvalid = useEffectEvent(() => {
    const invalid = noteFormFields.find((name) => errors[name]);
    const group = (Object.keys(groups) as Group[]).find((name) => (groups[name] as readonly string[]).includes(invalid ?? ''));
    const details = group ? groupRefs.current[group] : null;
    if (!invalid || !details || details.open) return;
    details.open = true;
    focusField(invalid);
  });
  useEffect(() => {
    if (invalidSubmissions > 0) revealInvalid();
  }, [invalidSubmissions]);

  const group = (name: Group, title: string, children: ReactNode) => (
    <details
      className="note-editor__group"
      // Set once: a group the person opened or closed stays so.
      open={!collapsed || groups[name].some((member) => start[member] !== '') || undefined}
      ref={(element) => {
        groupRefs.current[name] = element;
      }}
    >
      <summary>{title}</summary>
      <div className="note-editor__group-body">{children}</div>
    </details>
  );

  return (
    <>
      {group(
        'complaint',
        t.complaintGroup,
        <>
          <NoteTextField {...field} field="chiefComplaint" label={t.chiefComplaint} />
          <PainScales {...field} />
        </>,
      )}
      {group(
        'part',
        t.partGroup,
        <>
          <NoteTextField {...field} field="partPain" label={t.partPain} kind="area" rows={2} />
          <NoteTextField {...field} field="partAsymmetry" label={t.partAsymmetry} kind="area" rows={2} />
          <NoteTextField {...field} field="partRangeOfMotion" label={t.partRangeOfMotion} kind="area" rows={2} />
          <NoteTextField {...field} field="partTissueTone" label={t.partTissueTone} kind="area" rows={2} />
        </>,
      )}
      {group(
        'spine',
        t.spineGroup,
        <SpineDiagram
          spinalLevels={values.spinalLevels}
          segmentsAdjusted={values.segmentsAdjusted}
          extremityJoints={values.extremityJoints}
          disabled={readOnly}
          onChange={form.change}
        />,
      )}
      {group(
        'tests',
        t.testsGroup,
        <ExamTests value={values.tests} error={errors.tests} disabled={readOnly} onChange={(value) => form.change('tests', value)} />,
      )}
      {group(
        'treatment',
        t.treatmentGroup,
        <>
          <NoteTextField {...field} field="diagnosis" label={t.diagnosis} kind="area" rows={2} />
          <datalist id={techniqueList}>
            {techniqueSuggestions.map((technique) => (
              <option key={technique} value={technique} />
            ))}
          </datalist>
          <NoteTextField {...field} field="technique" label={t.technique} list={techniqueList} />
          <NoteTextField {...field} field="recommendations" label={t.recommendations} kind="area" rows={2} />
          <NoteTextField {...field} field="exercises" label={t.exercises} kind="area" rows={2} />
          <div className="note-editor__row">
            <NoteTextField {...field} field="frequency" label={t.frequency} />
            <NoteTextField {...field} field="reexamOn" label={t.reexamOn} kind="date" />
          </div>
        </>,
      )}
    </>
  );
}
