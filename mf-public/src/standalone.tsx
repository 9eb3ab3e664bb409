import { mountStandalone } from 'shared-ui/standalone';
import Routes from './routes';

mountStandalone(Routes);
