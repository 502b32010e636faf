import { renderStandalone } from '@hl/shared/standalone';
import DevPage from './DevPage.tsx';
import createTracker from './tracker/tracker.ts';

renderStandalone(<DevPage />, { tracker: createTracker() });
