import { Route, Routes, useParams } from '@hl/shared/router';
import { ARTICLE_PATH_PREFIX } from '@hl/shared/site-map';
import { renderStandalone } from '@hl/shared/standalone';
import KnowledgeCenter from './components/KnowledgeCenter.tsx';
import Partners from './components/Partners.tsx';
import Services from './components/Services.tsx';
import Team from './components/Team.tsx';
import Testimonials from './components/Testimonials.tsx';
import WhyUs from './components/WhyUs.tsx';

/** Every exposed component in the home page's order, as the shell would mount them. */
function Page() {
  const { slugId } = useParams();
  return (
    <>
      <Services />
      <WhyUs />
      <Partners />
      <Team />
      <KnowledgeCenter articleSlugId={slugId} />
      <Testimonials />
    </>
  );
}

// Standalone page for this remote's team; /articles/{slug}-{id} opens the reader as on the site.
renderStandalone(
  <Routes>
    <Route path={`${ARTICLE_PATH_PREFIX}:slugId`} element={<Page />} />
    <Route path="*" element={<Page />} />
  </Routes>,
);
