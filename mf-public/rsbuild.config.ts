import { defineFederatedApp } from 'shared-ui/build/federated-app';

export default defineFederatedApp({
  remote: 'public',
  title: 'Clinique chiropratique — site public',
});
