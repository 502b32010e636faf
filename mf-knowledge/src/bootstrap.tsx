import { renderStandalone } from '@hl/shared/standalone';
import KnowledgeCenter from './components/KnowledgeCenter.tsx';
import Partners from './components/Partners.tsx';
import Services from './components/Services.tsx';
import Team from './components/Team.tsx';
import Testimonials from './components/Testimonials.tsx';
import WhyUs from './components/WhyUs.tsx';

// Standalone page for this remote's team: every exposed component, as the shell would mount them.
renderStandalone(
  <>
    <KnowledgeCenter />
    <Testimonials />
    <Services />
    <WhyUs />
    <Partners />
    <Team />
  </>,
);
