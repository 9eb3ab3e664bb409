// What a back-office account may do: run the clinic (admin) or see patients (practitioner).

export const staffRoles = ['admin', 'practitioner'] as const;
export type StaffRole = (typeof staffRoles)[number];
