import { defineFederatedApp } from 'shared-ui/build/federated-app';

export default defineFederatedApp({ remote: 'admin', title: 'Espace administrateur' });
