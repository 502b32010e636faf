import { useLocation, useParams } from '@hl/shared/router';
import { type SectionId, sectionForPath } from '@hl/shared/site-map';
import { type ReactNode, useCallback, useState } from 'react';
import { RemoteSlot } from '../federation/RemoteSlot.tsx';
import { AfterFirstScreen } from '../layout/AfterFirstScreen.tsx';
import { sentAsNotFound } from '../routing/server-page.ts';
import { useSectionScroll } from '../routing/useSectionScroll.ts';
import { ContactSection } from '../sections/ContactSection.tsx';
import { Hero } from '../sections/Hero.tsx';
import { HowItWorks } from '../sections/HowItWorks.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

/** A remote's section of the home page: anchor, accessible name and its slot. */
interface RemoteSection {
  id: SectionId;
  name: string;
  slot: (load: SlotLoading) => ReactNode;
}

interface SlotLoading {
  /** Load now (a section route needs the remotes above its section at once). */
  eager: boolean;
  /** The `{slug}-{id}` of an article path. */
  articleSlugId: string | undefined;
  onArticleNotFound: () => void;
}

/** A knowledge section without props: its slot, lazily loaded. */
const knowledgeSlot =
  (expose: 'Services' | 'WhyUs' | 'Partners' | 'Team' | 'Testimonials', label: string, minHeight: number) =>
  ({ eager }: SlotLoading) => (
    <RemoteSlot remote="mf_knowledge" expose={expose} label={label} lazy eager={eager} minHeight={minHeight} />
  );

/**
 * The sections remotes fill, in page order. Each slot names its expose and passes exactly the props
 * the contract (@hl/shared/remotes) gives it; the label completes its fallback ("The {label} are
 * unavailable") and minHeight is the space kept while it loads.
 */
const REMOTE_SECTIONS: readonly RemoteSection[] = [
  {
    id: 'calculators',
    name: 'Calculators',
    slot: ({ eager }) => (
      <RemoteSlot
        remote="mf_calculators"
        expose="CalculatorsSection"
        label="calculators"
        lazy
        eager={eager}
        minHeight={900}
      />
    ),
  },
  { id: 'services', name: 'Services', slot: knowledgeSlot('Services', 'services', 700) },
  { id: 'why-us', name: 'Why us', slot: knowledgeSlot('WhyUs', 'reasons to choose us', 800) },
  { id: 'partners', name: 'Bank partners', slot: knowledgeSlot('Partners', 'bank partner details', 500) },
  { id: 'team', name: 'Team', slot: knowledgeSlot('Team', 'team profiles', 700) },
  {
    id: 'education',
    name: 'Knowledge center',
    slot: ({ eager, articleSlugId, onArticleNotFound }) => (
      <RemoteSlot
        remote="mf_knowledge"
        expose="KnowledgeCenter"
        label="articles and FAQs"
        lazy
        // An article link needs only the knowledge center at once: the reader is a dialog over the page.
        eager={eager || articleSlugId !== undefined}
        minHeight={1100}
        props={{ articleSlugId, onArticleNotFound }}
      />
    ),
  },
  { id: 'testimonials', name: 'Testimonials', slot: knowledgeSlot('Testimonials', 'testimonials', 700) },
];

/**
 * The single page: ten sections in their required order (docs/REQUIREMENTS.md#home-page-sections),
 * each remote in its own slot. An article path whose id the knowledge center does not know shows
 * the not-found page instead.
 */
export function HomePage() {
  const { pathname } = useLocation();
  const { slugId } = useParams();
  const section = sectionForPath(pathname);
  // A section route needs the remotes above its section now, not when they scroll into view, so
  // the page settles on the section.
  const eager = section !== undefined;
  useSectionScroll(section);
  // An unknown id the server already answered with the not-found page is known from the start.
  const [missingArticle, setMissingArticle] = useState(() => (sentAsNotFound(pathname) ? slugId : undefined));
  const onArticleNotFound = useCallback(() => setMissingArticle(slugId), [slugId]);

  if (slugId !== undefined && missingArticle === slugId) return <NotFoundPage />;
  return (
    <>
      <section id="home" aria-label="Introduction">
        <AfterFirstScreen ifCovered>
          <Hero />
        </AfterFirstScreen>
      </section>
      <AfterFirstScreen>
        <section id="how-it-works" aria-label="How it works">
          <HowItWorks />
        </section>
        {REMOTE_SECTIONS.map((s) => (
          <section key={s.id} id={s.id} aria-label={s.name}>
            {s.slot({ eager, articleSlugId: slugId, onArticleNotFound })}
          </section>
        ))}
        <section id="contact" aria-label="Contact">
          <ContactSection eager={eager} />
        </section>
      </AfterFirstScreen>
    </>
  );
}
