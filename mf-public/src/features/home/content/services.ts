// The services' icons (specification §1 and §2.3): the cards' words are the clinic's texts
// (« Paramètres › Textes du site », in the profile); each card takes the icon of its place.

export type ServiceIconName = 'baby' | 'pregnancy' | 'neurology' | 'child';

/** The icon of the card at each place, in the order of the site's own four services. */
export const serviceIcons: readonly ServiceIconName[] = ['baby', 'pregnancy', 'neurology', 'child'];
