// What the other features may use of the transactions: the table the « Paiements » tab shows. A
// feature imports another only through that one's `api/` modules and `public` modules
// (docs/conventions.md, « Boundaries »).
export { TransactionsTable } from './TransactionsTable';
