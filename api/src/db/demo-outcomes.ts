// Demo outcome measures: pain and Oswestry over an episode, a questionnaire sent to the portal patient.
import type { ClinicalDemoContext, Statement } from './demo-clinical';

export function demoOutcomeStatements(_context: ClinicalDemoContext): Statement[] {
  return [];
}
