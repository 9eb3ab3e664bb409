// « Paramètres › Produits »: the section's and its dialog's words, declared once for them and their tests.
export const productsText = {
  title: 'Produits',
  intro:
    'Les articles vendus au comptoir (oreillers, orthèses, rapports). Le prix d’un article taxable comprend la TPS et la TVQ. Un produit désactivé n’est plus offert, mais les factures qui le nomment le gardent.',
  newProduct: 'Nouveau produit',
  editProduct: 'Modifier le produit',
  create: 'Créer le produit',
  busyStatus: 'Enregistrement du produit en cours…',
  loading: 'Chargement des produits…',
  failed: 'Les produits n’ont pas pu être chargés',
  none: 'Aucun produit pour le moment.',
  created: 'Produit créé',
  deactivated: 'Produit désactivé',
  activated: 'Produit réactivé',
  moved: (name: string) => `« ${name} » déplacé`,
  priceHint: 'En dollars, taxes comprises pour un article taxable, par exemple 69,95.',
} as const;

/** The hidden end of a button's name: « Modifier » → « Modifier le produit Oreiller cervical ». */
export const ofProduct = (name: string) => ` le produit ${name}`;
