// How the file's dates written with slashes are read: the order the file's own dates showed (a day
// above 12 somewhere), said in a sentence; or, when the file cannot tell (only dates like
// 04/05/1990, or both orders), a question the import waits for. Dates written AAAA-MM-JJ need none.
import { type ImportDateOrder as DateOrder, importDateOrderLabels, importDateOrders } from 'shared-domain/patients/patient-import';
import { useState } from 'react';
import { ChoiceGroup } from 'shared-ui/ChoiceGroup';
import type { PatientImportPreview } from './api/patient-imports';
import { importText } from './patient-import-text';

export interface ImportDateOrderProps {
  reading: PatientImportPreview['dateOrder'];
  busy: boolean;
  error: string | undefined;
  onChoose(order: DateOrder): void;
}

/** The id the preview's form brings the focus to when the import waits for the answer. */
export const dateOrderQuestionId = 'patient-import-date-order';

export function ImportDateOrder({ reading, busy, error, onChoose }: ImportDateOrderProps) {
  // Checked as soon as it is clicked, while the preview is read again in that order.
  const [picked, setPicked] = useState<DateOrder>();
  if (reading.how === 'not-needed') return null;
  if (reading.how === 'detected') return <p>{importText.dateOrderDetected(importDateOrderLabels[reading.order])}</p>;
  return (
    <ChoiceGroup
      type="radio"
      id={dateOrderQuestionId}
      name="date-order"
      legend={importText.dateOrderLegend}
      required
      hint={importText.dateOrderHint}
      choices={importDateOrders.map((order) => ({ value: order, label: importText.dateOrderChoices[order] }))}
      selected={reading.order ? [reading.order] : picked ? [picked] : []}
      onToggle={(value) => {
        if (busy) return;
        setPicked(value as DateOrder);
        onChoose(value as DateOrder);
      }}
      error={error}
      layout="list"
    />
  );
}
