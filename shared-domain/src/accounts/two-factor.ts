// The staff's second factor: the methods offered and the kinds of attempt recorded.

export const twoFactorMethods = ['totp'] as const;
export type TwoFactorMethod = (typeof twoFactorMethods)[number];

export const twoFactorAttemptTypes = ['setup', 'totp', 'backup_code'] as const;
export type TwoFactorAttemptType = (typeof twoFactorAttemptTypes)[number];
