// The orthopaedic and neurological tests of the exam, one row each (name with suggestions, kind,
// result, side), added and removed; the form keeps the rows as JSON text in its `tests` field.
import { useId, useRef } from 'react';
import { bodySideLabels, bodySides, noteLimits, testResultLabels, testResults } from 'shared-domain/clinical/clinical-note';
import { Button } from 'shared-ui/Button';
import { ErrorList } from 'shared-ui/Field';
import { newRowKey, readTests, type TestRow, writeTests } from './note-editor-values';
import { noteEditorText as t, testKindLabels, testNameSuggestions } from './note-editor-text';

export interface ExamTestsProps {
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange(value: string): void;
}

export function ExamTests({ value, error, disabled, onChange }: ExamTestsProps) {
  const rows = readTests(value);
  const id = useId();
  const listId = `${id}-names`;
  const errorId = error ? `${id}-error` : undefined;
  const listRef = useRef<HTMLOListElement>(null);

  const update = (key: string, change: Partial<TestRow>) =>
    onChange(writeTests(rows.map((row) => (row.key === key ? { ...row, ...change } : row))));
  const add = () => {
    onChange(writeTests([...rows, { key: newRowKey(), name: '', kind: 'orthopaedic', result: 'negative', side: null }]));
    // The new row's name takes the focus once rendered.
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus());
  };
  const remove = (key: string) => onChange(writeTests(rows.filter((row) => row.key !== key)));

  return (
    <fieldset className="note-tests" name="tests" tabIndex={-1} aria-describedby={errorId}>
      <legend>{t.testsGroup}</legend>
      <datalist id={listId}>
        {testNameSuggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {rows.length === 0 ? <p className="note-editor__muted">{t.noTests}</p> : null}
      <ol className="note-tests__rows" ref={listRef}>
        {rows.map((row, index) => {
          const rowId = `${id}-${row.key}`;
          return (
            <li key={row.key}>
              <fieldset className="note-tests__row">
                <legend>{t.test(index + 1)}</legend>
                <label htmlFor={`${rowId}-name`}>{t.testName}</label>
                <input
                  id={`${rowId}-name`}
                  type="text"
                  list={listId}
                  autoComplete="off"
                  maxLength={noteLimits.testNameMax}
                  value={row.name}
                  readOnly={disabled}
                  onChange={(event) => update(row.key, { name: event.target.value })}
                />
                <label htmlFor={`${rowId}-kind`}>{t.testKind}</label>
                <select
                  id={`${rowId}-kind`}
                  value={row.kind}
                  disabled={disabled}
                  onChange={(event) => update(row.key, { kind: event.target.value === 'neurological' ? 'neurological' : 'orthopaedic' })}
                >
                  <option value="orthopaedic">{testKindLabels.orthopaedic}</option>
                  <option value="neurological">{testKindLabels.neurological}</option>
                </select>
                <label htmlFor={`${rowId}-result`}>{t.testResult}</label>
                <select
                  id={`${rowId}-result`}
                  value={row.result}
                  disabled={disabled}
                  onChange={(event) =>
                    update(row.key, { result: testResults.find((result) => result === event.target.value) ?? 'negative' })
                  }
                >
                  {testResults.map((result) => (
                    <option key={result} value={result}>
                      {testResultLabels[result]}
                    </option>
                  ))}
                </select>
                <label htmlFor={`${rowId}-side`}>{t.testSide}</label>
                <select
                  id={`${rowId}-side`}
                  value={row.side ?? ''}
                  disabled={disabled}
                  onChange={(event) => update(row.key, { side: bodySides.find((side) => side === event.target.value) ?? null })}
                >
                  <option value="">{t.noSide}</option>
                  {bodySides.map((side) => (
                    <option key={side} value={side}>
                      {bodySideLabels[side]}
                    </option>
                  ))}
                </select>
                <Button variant="secondary" className="note-tests__remove" disabled={disabled} onClick={() => remove(row.key)}>
                  {t.removeTest(index + 1)}
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <ErrorList id={errorId} errors={[error]} />
      <Button variant="secondary" disabled={disabled || rows.length >= noteLimits.testsMax} onClick={add}>
        {t.addTest}
      </Button>
    </fieldset>
  );
}
