import { useLocation, useParams } from 'react-router-dom';
import { RemoteSlot } from '../federation/RemoteSlot.tsx';
import { sectionForPath } from '../routing/routes.ts';
import { useSectionScroll } from '../routing/useSectionScroll.ts';
import { ContactSection } from '../sections/ContactSection.tsx';
import { Hero } from '../sections/Hero.tsx';
import { HowItWorks } from '../sections/HowItWorks.tsx';

/** The single page: ten sections in the spec's order, each remote in its own slot. */
export function HomePage() {
  const { pathname } = useLocation();
  const { slugId } = useParams();
  const section = sectionForPath(pathname);
  // A section route or an article link needs the remotes now, not when they scroll into view.
  const eager = section !== undefined || slugId !== undefined;
  useSectionScroll(section);

  return (
    <>
      <section id="home" aria-label="Introduction">
        <Hero />
      </section>
      <section id="how-it-works" aria-label="How it works">
        <HowItWorks />
      </section>
      <section id="calculators" aria-label="Calculators">
        <RemoteSlot
          remote="mf_calculators"
          expose="CalculatorsSection"
          label="calculators"
          lazy
          eager={eager}
          minHeight={900}
        />
      </section>
      <section id="services" aria-label="Services">
        <RemoteSlot remote="mf_knowledge" expose="Services" label="services" lazy eager={eager} minHeight={700} />
      </section>
      <section id="why-us" aria-label="Why us">
        <RemoteSlot
          remote="mf_knowledge"
          expose="WhyUs"
          label="reasons to choose us"
          lazy
          eager={eager}
          minHeight={800}
        />
      </section>
      <section id="partners" aria-label="Bank partners">
        <RemoteSlot
          remote="mf_knowledge"
          expose="Partners"
          label="bank partner details"
          lazy
          eager={eager}
          minHeight={500}
        />
      </section>
      <section id="team" aria-label="Team">
        <RemoteSlot remote="mf_knowledge" expose="Team" label="team profiles" lazy eager={eager} minHeight={700} />
      </section>
      <section id="education" aria-label="Knowledge center">
        <RemoteSlot
          remote="mf_knowledge"
          expose="KnowledgeCenter"
          label="articles and FAQs"
          lazy
          eager={eager}
          minHeight={1100}
          props={{ articleSlugId: slugId }}
        />
      </section>
      <section id="testimonials" aria-label="Testimonials">
        <RemoteSlot
          remote="mf_knowledge"
          expose="Testimonials"
          label="testimonials"
          lazy
          eager={eager}
          minHeight={700}
        />
      </section>
      <section id="contact" aria-label="Contact">
        <ContactSection eager={eager} />
      </section>
    </>
  );
}
