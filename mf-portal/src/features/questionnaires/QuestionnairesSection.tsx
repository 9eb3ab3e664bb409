// Questionnaires the clinic sent to fill before a visit (issue 14), shown above the appointments.
export function QuestionnairesSection() {
  return null;
}
