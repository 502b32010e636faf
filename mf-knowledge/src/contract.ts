/**
 * Compile-time check (`npm run typecheck`) that this remote's exposed modules are what the shell's
 * contract in @hl/shared/remotes says they are; rspack.config.ts checks the expose names against it.
 * Nothing imports this file, so it never reaches a bundle.
 */
import type { RemoteExposes } from '@hl/shared/remotes';
import KnowledgeCenter from './components/KnowledgeCenter.tsx';
import Partners from './components/Partners.tsx';
import Services from './components/Services.tsx';
import Team from './components/Team.tsx';
import Testimonials from './components/Testimonials.tsx';
import WhyUs from './components/WhyUs.tsx';

export const exposed = {
  KnowledgeCenter,
  Testimonials,
  Services,
  WhyUs,
  Partners,
  Team,
} satisfies RemoteExposes<'mf_knowledge'>;
