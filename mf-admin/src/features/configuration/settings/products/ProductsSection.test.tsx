import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { catalogueMessages } from 'shared-domain/clinic/clinic-catalogue';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AdminAnswer, type AdminStubRoutes, answerAdminApi, failure, json } from '../../../../test-support/admin-stub-api';
import { renderAdminPage } from '../../../../test-support/render-admin-page';
import { ProductsSection } from './ProductsSection';
import { productsText as text } from './products-text';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Product = AdminAnswer<'GET /api/admin/products'>['products'][number];

const product = (id: string, name: string, priceCents: number, displayOrder: number, isActive = true): Product => ({
  id,
  name,
  description: '',
  priceCents,
  taxCode: 'gst_qst',
  isActive,
  displayOrder,
});

const path = '/api/admin/products';

function renderProducts(overrides: AdminStubRoutes = {}) {
  let products = [
    product('oreiller', 'Oreiller cervical', 6995, 0),
    product('ortheses', 'Orthèses plantaires (paire)', 45_000, 1),
    product('rouleau', 'Rouleau de massage en mousse', 2999, 2, false),
  ];
  const sorted = () => [...products].sort((a, b) => a.displayOrder - b.displayOrder);
  const api = answerAdminApi({
    'GET /api/admin/products': () => ({ products: sorted() }),
    'POST /api/admin/products': ({ body }) => {
      const { price, ...rest } = body as { price: number } & Omit<Product, 'priceCents'>;
      const created = { ...product('nouveau', '', price, products.length), ...rest };
      products = [...products, created];
      return json(201, { product: created });
    },
    'PATCH /api/admin/products/oreiller': ({ body }) => {
      const { price, ...rest } = body as { price?: number } & Partial<Product>;
      products = products.map((row) =>
        row.id === 'oreiller' ? { ...row, ...rest, ...(price === undefined ? {} : { priceCents: price }) } : row,
      );
      return { product: products.find((row) => row.id === 'oreiller')! };
    },
    'POST /api/admin/products/ortheses/move': () => {
      products = products.map((row) =>
        row.id === 'ortheses' ? { ...row, displayOrder: 0 } : row.id === 'oreiller' ? { ...row, displayOrder: 1 } : row,
      );
      return { products: sorted() };
    },
    ...overrides,
  });
  renderAdminPage(<ProductsSection />, api, '/admin/settings?section=produits');
  return api;
}

const list = () => screen.getByRole('list', { name: 'Produits' });
const names = () =>
  within(list())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')?.textContent);
const item = (name: string) =>
  within(list())
    .getAllByRole('listitem')
    .find((row) => row.querySelector('strong')?.textContent === name)!;
const dialog = (name: string) => screen.getByRole('dialog', { name });
const field = (name: string, label: string) => within(dialog(name)).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

describe('ProductsSection', () => {
  it('lists the desk’s products with price, tax and state', async () => {
    renderProducts();
    await screen.findByText('Oreiller cervical');
    expect(names()).toEqual(['Oreiller cervical', 'Orthèses plantaires (paire)', 'Rouleau de massage en mousse']);
    within(item('Oreiller cervical')).getByText('69,95 $');
    within(item('Oreiller cervical')).getByText('Taxable (TPS + TVQ)');
    within(item('Rouleau de massage en mousse')).getByText('Inactif');
    screen.getByRole('button', { name: 'Réactiver le produit Rouleau de massage en mousse' });
  });

  it('checks a new product in French, taxable by default, then creates it with its price in cents', async () => {
    const api = renderProducts();
    await screen.findByText('Oreiller cervical');
    fireEvent.click(screen.getByRole('button', { name: text.newProduct }));
    const title = text.newProduct;
    expect(field(title, 'Taxes').value).toBe('gst_qst');
    fireEvent.change(field(title, 'Prix'), { target: { value: '54,999' } });
    fireEvent.click(within(dialog(title)).getByRole('button', { name: text.create }));
    within(dialog(title)).getByText('Veuillez remplir le champ « Nom »');
    await waitFor(() => expect(document.activeElement).toBe(field(title, 'Nom')));
    expect(api.sent('POST', path)).toEqual([]);

    fireEvent.change(field(title, 'Nom'), { target: { value: 'Ceinture de grossesse' } });
    fireEvent.change(field(title, 'Prix'), { target: { value: 'cinquante' } });
    fireEvent.click(within(dialog(title)).getByRole('button', { name: text.create }));
    within(dialog(title)).getByText(catalogueMessages.moneyInvalid('Prix ($)'));
    fireEvent.change(field(title, 'Prix'), { target: { value: '54,99' } });
    fireEvent.click(within(dialog(title)).getByRole('button', { name: text.create }));
    await screen.findByText(`${text.created} : Ceinture de grossesse`);
    expect(api.sent('POST', path)).toEqual([{ name: 'Ceinture de grossesse', description: '', price: 5499, taxCode: 'gst_qst' }]);
    await waitFor(() => expect(names()).toContain('Ceinture de grossesse'));
  });

  it('edits a product from its values, and deactivates it', async () => {
    const api = renderProducts();
    await screen.findByText('Oreiller cervical');
    fireEvent.click(screen.getByRole('button', { name: 'Modifier le produit Oreiller cervical' }));
    const title = text.editProduct;
    expect(field(title, 'Prix').value).toBe('69,95');
    fireEvent.change(field(title, 'Prix'), { target: { value: '74,95' } });
    fireEvent.click(within(dialog(title)).getByRole('button', { name: 'Enregistrer' }));
    // The status line says what changed.
    await screen.findByText('Oreiller cervical : 1 modification enregistrée : Prix ($)');
    expect(api.sent('PATCH', `${path}/oreiller`)).toEqual([
      { name: 'Oreiller cervical', description: '', price: 7495, taxCode: 'gst_qst' },
    ]);
    await waitFor(() => within(item('Oreiller cervical')).getByText('74,95 $'));

    fireEvent.click(screen.getByRole('button', { name: 'Désactiver le produit Oreiller cervical' }));
    await screen.findByText(`${text.deactivated} : Oreiller cervical`);
    expect(api.sent('PATCH', `${path}/oreiller`)).toContainEqual({ isActive: false });
  });

  it('says why a change was refused', async () => {
    renderProducts({
      'PATCH /api/admin/products/oreiller': () =>
        failure(404, { error: { code: 'NOT_FOUND', message: catalogueMessages.productNotFound } }),
    });
    await screen.findByText('Oreiller cervical');
    fireEvent.click(screen.getByRole('button', { name: 'Désactiver le produit Oreiller cervical' }));
    await screen.findByText(catalogueMessages.productNotFound);
  });

  it('moves a product up and keeps the focus on it', async () => {
    const api = renderProducts();
    await screen.findByText('Oreiller cervical');
    const up = screen.getByRole('button', { name: 'Monter le produit Orthèses plantaires (paire)' });
    up.focus();
    fireEvent.click(up);
    await waitFor(() => expect(names()[0]).toBe('Orthèses plantaires (paire)'));
    expect(api.sent('POST', `${path}/ortheses/move`)).toEqual([{ direction: 'up' }]);
    // Now first: « Monter » is off, so the focus goes to « Descendre » of the same product.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Descendre le produit Orthèses plantaires (paire)' })),
    );
  });
});
