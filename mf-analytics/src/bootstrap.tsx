import { renderStandalone } from '@hl/shared/standalone';
import DevPage from './DevPage.tsx';

renderStandalone(<DevPage />);
