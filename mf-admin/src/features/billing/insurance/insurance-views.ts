// « Assurances »'s views, named in the address (?vue=): the receipts (no parameter), the claims, the
// follow-ups and a payer's payment. The desk's only: the practitioner sees the receipts.
import { lazy } from 'react';
import { claimsText as text } from './claims-text';

export const insuranceViews = [
  { id: 'reclamations', label: text.claims, Component: lazy(() => import('./ClaimsSection').then((m) => ({ default: m.ClaimsSection }))) },
  {
    id: 'relances',
    label: text.followUps,
    Component: lazy(() => import('./FollowUpsSection').then((m) => ({ default: m.FollowUpsSection }))),
  },
  {
    id: 'paiement',
    label: text.payment,
    Component: lazy(() => import('./PayerPaymentSection').then((m) => ({ default: m.PayerPaymentSection }))),
  },
] as const;

export type InsuranceViewId = (typeof insuranceViews)[number]['id'];
