// Error codes of the specification (section 8) plus the platform's own, and the JSON envelope
// every API error uses: { error: { code, message, fields? } }.

export const errorCodes = {
  databaseUnavailable: 'DB_002',
  validationFailed: 'VAL_001',
  requiredField: 'VAL_002',
  invalidFormat: 'VAL_003',
  network: 'NET_001',
  timeout: 'NET_002',
  authenticationRequired: 'AUTH_001',
  forbidden: 'AUTH_002',
  secondFactorRequired: 'AUTH_003',
  originRejected: 'AUTH_004',
  notFound: 'NOT_FOUND',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL',
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

export interface ApiErrorBody {
  error: {
    code: ErrorCode | string;
    message: string;
    fields?: Record<string, string>;
  };
}

export const errorMessages = {
  unexpected: 'Une erreur inattendue est survenue',
  generic: 'Une erreur est survenue',
  validation: 'Certains champs sont invalides.',
  malformedBody: "Le contenu de la requête est illisible.",
  authenticationRequired: 'Veuillez vous connecter pour continuer.',
  forbidden: "Vous n'avez pas accès à cette ressource.",
  secondFactorRequired: "Veuillez d'abord configurer l'authentification à deux facteurs.",
  originRejected: 'Requête refusée : origine non autorisée.',
  notFound: 'Ressource introuvable.',
  payloadTooLarge: 'La requête est trop volumineuse.',
  databaseUnavailable: 'La base de données est momentanément indisponible.',
} as const;

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string';
}
