import { defineFederatedApp } from 'shared-ui/build/federated-app';

export default defineFederatedApp({ title: 'Clinique chiropratique' });
