import { useLocation, useParams } from '@hl/shared/router';
import { sectionForPath } from '@hl/shared/site-map';
import { RemoteSlot } from '../federation/RemoteSlot.tsx';
import { useSectionScroll } from '../routing/useSectionScroll.ts';
import { ContactSection } from '../sections/ContactSection.tsx';
import { Hero } from '../sections/Hero.tsx';
import { HowItWorks } from '../sections/HowItWorks.tsx';

/**
 * The sections remotes fill, in page order: anchor, accessible name, remote and expose, the words
 * of its fallback ("The {label} are unavailable") and the height kept while it loads.
 */
const REMOTE_SECTIONS = [
  {
    id: 'calculators',
    name: 'Calculators',
    remote: 'mf_calculators',
    expose: 'CalculatorsSection',
    label: 'calculators',
    minHeight: 900,
  },
  { id: 'services', name: 'Services', remote: 'mf_knowledge', expose: 'Services', label: 'services', minHeight: 700 },
  {
    id: 'why-us',
    name: 'Why us',
    remote: 'mf_knowledge',
    expose: 'WhyUs',
    label: 'reasons to choose us',
    minHeight: 800,
  },
  {
    id: 'partners',
    name: 'Bank partners',
    remote: 'mf_knowledge',
    expose: 'Partners',
    label: 'bank partner details',
    minHeight: 500,
  },
  { id: 'team', name: 'Team', remote: 'mf_knowledge', expose: 'Team', label: 'team profiles', minHeight: 700 },
  {
    id: 'education',
    name: 'Knowledge center',
    remote: 'mf_knowledge',
    expose: 'KnowledgeCenter',
    label: 'articles and FAQs',
    minHeight: 1100,
  },
  {
    id: 'testimonials',
    name: 'Testimonials',
    remote: 'mf_knowledge',
    expose: 'Testimonials',
    label: 'testimonials',
    minHeight: 700,
  },
] as const;

/** The single page: ten sections in the spec's order, each remote in its own slot. */
export function HomePage() {
  const { pathname } = useLocation();
  const { slugId } = useParams();
  const section = sectionForPath(pathname);
  // A section route needs the remotes above its section now, not when they scroll into view, so
  // the page settles on the section; an article link needs only the knowledge center, which shows it.
  const eager = section !== undefined;
  useSectionScroll(section);

  return (
    <>
      <section id="home" aria-label="Introduction">
        <Hero />
      </section>
      <section id="how-it-works" aria-label="How it works">
        <HowItWorks />
      </section>
      {REMOTE_SECTIONS.map((s) => (
        <section key={s.id} id={s.id} aria-label={s.name}>
          <RemoteSlot
            remote={s.remote}
            expose={s.expose}
            label={s.label}
            lazy
            eager={eager || (slugId !== undefined && s.id === 'education')}
            minHeight={s.minHeight}
            props={s.id === 'education' ? { articleSlugId: slugId } : undefined}
          />
        </section>
      ))}
      <section id="contact" aria-label="Contact">
        <ContactSection eager={eager} />
      </section>
    </>
  );
}
