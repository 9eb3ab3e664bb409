// Who a session belongs to: a staff member (back-office) or a patient's portal account.

export const sessionSubjectTypes = ['staff', 'patient'] as const;
export type SessionSubjectType = (typeof sessionSubjectTypes)[number];
