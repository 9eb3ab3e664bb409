// A note's structured parts as labelled lines a person reads (pain « 6/10 », levels and joints by
// their names, a test « Lasègue (orthopédique) : négatif, gauche »); only the parts filled in. And
// the line a folded note shows of itself.
import { bodySideLabels, type NoteStructure, type SoapSection, soapSections, testResultLabels } from 'shared-domain/clinical/clinical-note';
import { formatDate } from 'shared-domain/platform/format';
import { extremityJointLabel, spinalSegmentLabels } from 'shared-domain/clinical/spine';
import { noteEditorText as words, testKindLabels } from './note-editor-text';
import { notesText } from './notes-text';

export interface SummaryLine {
  label: string;
  /** One value, or several (a list). */
  value: string | readonly string[];
}

type NoteTest = NoteStructure['tests'][number];

const lower = (text: string) => text.toLocaleLowerCase('fr-CA');

/** « Lasègue (orthopédique) : négatif, gauche ». */
export function testLine(test: NoteTest): string {
  const side = test.side ? `, ${lower(bodySideLabels[test.side])}` : '';
  return `${test.name} (${lower(testKindLabels[test.kind])}) : ${lower(testResultLabels[test.result])}${side}`;
}

export function noteSummary(structured: NoteStructure): SummaryLine[] {
  const lines: SummaryLine[] = [];
  const text = (label: string, value: string | null) => {
    if (value) lines.push({ label, value });
  };
  const list = (label: string, values: readonly string[]) => {
    if (values.length > 0) lines.push({ label, value: values });
  };
  const pain = (label: string, score: number | null) => {
    if (score !== null) lines.push({ label, value: notesText.painScore(score) });
  };

  text(words.chiefComplaint, structured.chiefComplaint);
  pain(words.painNow, structured.pain.now);
  pain(words.painBest, structured.pain.best);
  pain(words.painWorst, structured.pain.worst);
  text(words.partPain, structured.part.pain);
  text(words.partAsymmetry, structured.part.asymmetry);
  text(words.partRangeOfMotion, structured.part.rangeOfMotion);
  text(words.partTissueTone, structured.part.tissueTone);
  text(words.spinalLevels, structured.spinalLevels.map((id) => spinalSegmentLabels[id]).join(', '));
  text(words.extremityJoints, structured.extremityJoints.map(extremityJointLabel).join(', '));
  list(words.testsGroup, structured.tests.map(testLine));
  text(words.diagnosis, structured.diagnosis);
  text(words.segmentsAdjusted, structured.segmentsAdjusted.map((id) => spinalSegmentLabels[id]).join(', '));
  text(words.technique, structured.technique);
  text(words.recommendations, structured.recommendations);
  text(words.exercises, structured.exercises);
  text(words.frequency, structured.frequency);
  text(words.reexamOn, structured.reexamOn ? formatDate(structured.reexamOn) : null);
  return lines;
}

/** A folded note shows this many characters of its first line at most, cut at a word. */
export const firstLineLength = 140;

/**
 * What a folded note shows of itself: the first line of its first SOAP section written, else of
 * its chief complaint or diagnosis; null when nothing is written yet.
 */
export function noteFirstLine(note: Record<SoapSection, string | null> & { structured: NoteStructure }): string | null {
  const written = [...soapSections.map((section) => note[section]), note.structured.chiefComplaint, note.structured.diagnosis].find(
    (text) => text?.trim(),
  );
  const line = written?.trim().split('\n')[0]?.trim();
  if (!line) return null;
  if (line.length <= firstLineLength) return line;
  const cut = line.slice(0, firstLineLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > firstLineLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
