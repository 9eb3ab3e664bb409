// About the practitioner (specification §2.3 and §9: graduation 2007, at the clinic since
// April 2021). The name comes from the clinic settings, the section's title and principles from
// its texts (« Paramètres › Textes du site », in the profile); the wording avoids gendered
// adjectives so it stays right whatever the practitioner's title.

export const aboutContent = {
  eyebrow: 'Approche',
  graduationYear: 2007,
  atClinicSince: 'avril 2021',
  focus: 'Bébés, enfants, grossesse et neurologie fonctionnelle',
} as const;
