// One password length rule for staff and patients (DESIGN §5): at least 12 characters — the
// original's 6 was too few. The server also refuses weak staff passwords (zxcvbn).

export const minPasswordLength = 12;

export const passwordTooShortMessage = `Le mot de passe doit contenir au moins ${minPasswordLength} caractères`;
