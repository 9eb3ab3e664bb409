// /api/admin/products for « Paramètres › Produits »: the items sold at the desk, active or not,
// and their changes; each change refreshes the list.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData, callApi } from 'shared-ui/api-result';
import { adminKeys } from '../../../../../query-keys';

const client = createAdminClient();
const products = client.products;

export type ProductList = ApiData<typeof products.$get>;
export type Product = ProductList['products'][number];
export type NewProduct = Parameters<typeof products.$post>[0]['json'];
export type ProductMove = Parameters<(typeof products)[':id']['move']['$post']>[0]['json'];

/** Beside the services' keys (`refreshAfterChange` reads every 'admin' key again). */
const productsKey = [adminKeys.services()[0], 'products'] as const;

export const productsQueryOptions = () =>
  queryOptions({ queryKey: productsKey, queryFn: async () => (await apiData(() => products.$get())).products });

/** Every product, inactive ones too, in the clinic's order. */
export const useProducts = () => useQuery(productsQueryOptions());

/** The form's save: a new product, or the whole form sent again for one (the server keeps what changed). */
export const saveProduct = (id: string | undefined, product: NewProduct) =>
  id ? callApi(() => products[':id'].$patch({ param: { id }, json: product })) : callApi(() => products.$post({ json: product }));

export function useRefreshProducts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: productsKey });
}

/** « Désactiver » / « Réactiver ». */
export function useSetProductActive() {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: async ({ id, isActive }: { id: string; isActive: boolean }) =>
      (await apiData(() => products[':id'].$patch({ param: { id }, json: { isActive } }))).product,
    onSettled: refresh,
  });
}

/** « Monter » / « Descendre ». */
export function useMoveProduct() {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: async ({ id, direction }: { id: string } & ProductMove) =>
      (await apiData(() => products[':id'].move.$post({ param: { id }, json: { direction } }))).products,
    onSettled: refresh,
  });
}
