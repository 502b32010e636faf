/**
 * Compile-time check (`npm run typecheck`) that this remote's exposed modules are what the shell's
 * contract in @hl/shared/remotes says they are; rspack.config.ts checks the expose names against it.
 * Nothing imports this file, so it never reaches a bundle.
 */
import type { RemoteExposes } from '@hl/shared/remotes';
import Insights from './insights/components/Insights.tsx';
import tracker from './tracker/tracker.ts';

export const exposed = { tracker, Insights } satisfies RemoteExposes<'mf_analytics'>;
