// « Paramètres › Produits »: the items sold at the desk in the clinic's order, with
// their price and tax; create, edit, deactivate or reactivate (never delete) and move one place up
// or down. The list and its actions are the services' (CatalogueList).
import { useCallback, useState } from 'react';
import { type CatalogueMoveDirection, taxCodeLabels } from 'shared-domain/clinic/clinic-catalogue';
import { formatMoney } from 'shared-domain/platform/format';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage } from 'shared-ui/problem-message';
import { settingsText } from '../settings-text';
import { CatalogueList } from '../services/CatalogueList';
import { type Product, useMoveProduct, useProducts, useSetProductActive } from './api/products';
import { ProductDialog } from './ProductDialog';
import { ofProduct, productsText as text } from './products-text';

type DialogState = { open: false } | { open: true; product: Product | undefined };

export function ProductsSection() {
  const products = useProducts();
  const setActive = useSetProductActive();
  const move = useMoveProduct();
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; direction: CatalogueMoveDirection } | null>(null);
  const focusMoved = useCallback(() => setFocusAfterMove(null), []);
  const busy = setActive.isPending || move.isPending;

  const toggle = (product: Product) => {
    if (busy) return;
    setActive.mutate(
      { id: product.id, isActive: !product.isActive },
      {
        onSuccess: (saved) => setMessage({ text: `${saved.isActive ? text.activated : text.deactivated} : ${saved.name}`, failed: false }),
        onError: (error) => setMessage({ text: problemMessage(error), failed: true }),
      },
    );
  };

  const moveProduct = (product: Product, direction: CatalogueMoveDirection) => {
    if (busy) return;
    move.mutate(
      { id: product.id, direction },
      {
        onSuccess: () => {
          setMessage({ text: text.moved(product.name), failed: false });
          setFocusAfterMove({ id: product.id, direction });
        },
        onError: (error) => setMessage({ text: problemMessage(error), failed: true }),
      },
    );
  };

  return (
    <section className="settings-section" aria-labelledby="parametres-produits">
      <div className="settings-section__heading">
        <h2 id="parametres-produits">{text.title}</h2>
        <Button onClick={() => setDialog({ open: true, product: undefined })}>{text.newProduct}</Button>
      </div>
      <p className="settings-muted">{text.intro}</p>
      <p className={message?.failed ? 'settings-status settings-status--failed' : 'settings-status'} role="status">
        {message?.text}
      </p>
      {products.isPending ? (
        <LoadingState label={text.loading} />
      ) : products.isError ? (
        <Notice
          title={text.failed}
          tone="error"
          actions={
            <Button variant="secondary" onClick={() => void products.refetch()}>
              {settingsText.retry}
            </Button>
          }
        >
          <p>{problemMessage(products.error)}</p>
        </Notice>
      ) : products.data.length === 0 ? (
        <p className="settings-muted">{text.none}</p>
      ) : (
        <CatalogueList
          kind="produit"
          items={products.data}
          labelledBy="parametres-produits"
          ofItem={ofProduct}
          summary={(product) => (
            <>
              <span>{formatMoney(product.priceCents)}</span>
              <span className="settings-muted">{taxCodeLabels[product.taxCode]}</span>
            </>
          )}
          busy={busy}
          onEdit={(product) => setDialog({ open: true, product })}
          onToggle={toggle}
          onMove={moveProduct}
          focusAfterMove={focusAfterMove}
          onFocusMoved={focusMoved}
        />
      )}
      <ProductDialog
        open={dialog.open}
        product={dialog.open ? dialog.product : undefined}
        onClose={() => setDialog({ open: false })}
        onSaved={(saved) => {
          setDialog({ open: false });
          setMessage({ text: saved, failed: false });
        }}
      />
    </section>
  );
}
