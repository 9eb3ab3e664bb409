import { defineFederatedApp } from 'shared-ui/build/federated-app';

export default defineFederatedApp({ remote: 'portal', title: 'Portail patient' });
