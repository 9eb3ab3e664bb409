// Demo notes: signed notes for past visits (one with a correction addendum, one marked entered in error), a draft.
import type { ClinicalDemoContext, Statement } from './demo-clinical';

export function demoNoteStatements(_context: ClinicalDemoContext): Statement[] {
  return [];
}
