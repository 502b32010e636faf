import card from '@hl/shared/card.module.css';
import { formatRand } from '@hl/shared/money';
import { banksPerApplication } from '@hl/shared/site';
import { type PointerEvent, useRef, useState } from 'react';
import { type Testimonial, testimonials } from '../content/data/index.ts';
import { useEntrance } from '../hooks/useEntrance.ts';
import { swipeDirection, wrapIndex } from '../lib/carousel.ts';
import { ratingLabel } from '../lib/format.ts';
import { arrowKeyTarget } from '../lib/keys.ts';
import { Icon } from './base/Icon.tsx';
import { ExpertLink, enterProps, PreApprovedButton, Section } from './base/parts.tsx';
import ui from './base/ui.module.css';
import styles from './Testimonials.module.css';

/** Cards in the grid under the carousel. */
export const GRID_SIZE = 6;

const FEATURED = testimonials.filter((t) => t.featured);
const MORE = testimonials.filter((t) => !t.featured).slice(0, GRID_SIZE);

/**
 * The carousel of featured testimonials, a grid of the first six it does not show (never the
 * same words twice on one screen) and the call to action.
 */
export default function Testimonials() {
  const [grid, entered] = useEntrance<HTMLUListElement>();
  return (
    <Section
      headingId="testimonials-heading"
      heading="What Our Clients Say"
      intro="Real buyers, real bonds: how applying once and letting banks compete worked out for families across South Africa."
    >
      <Carousel items={FEATURED} />
      <h3 className={ui.subheading}>More from our clients</h3>
      <ul ref={grid} className={ui.grid} data-entered={entered}>
        {MORE.map((t, index) => (
          <li key={t._id} {...enterProps(index, card.card)}>
            <Quote testimonial={t} />
          </li>
        ))}
      </ul>
      <div className={`${card.dark} ${styles.cta}`}>
        <h3>Ready to write your own success story?</h3>
        <p>{`Apply once and let up to ${banksPerApplication} banks compete for your bond. It costs you nothing.`}</p>
        <div className={ui.actions}>
          <PreApprovedButton source="testimonials" />
          <ExpertLink source="testimonials">Speak to an Expert</ExpertLink>
        </div>
      </div>
    </Section>
  );
}

/**
 * WAI-ARIA carousel without automatic rotation: previous and next wrap around, one dot a slide,
 * the arrow keys (and Home, End) work while focus is on its controls, a swipe works on touch
 * screens, and a polite live region announces the slide shown.
 */
function Carousel({ items }: { items: readonly Testimonial[] }) {
  const [index, setIndex] = useState(0);
  const pointer = useRef<{ x: number; y: number } | null>(null);
  const count = items.length;
  const go = (target: number) => setIndex(wrapIndex(target, count));

  const onPointerUp = (e: PointerEvent) => {
    const start = pointer.current;
    pointer.current = null;
    if (!start) return;
    const step = swipeDirection(e.clientX - start.x, e.clientY - start.y);
    if (step !== 0) go(index + step);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="Featured testimonials"
      onKeyDown={(e) => {
        const target = arrowKeyTarget(e.key, index, count);
        if (target === undefined) return;
        e.preventDefault();
        go(target);
      }}
    >
      <div
        className={styles.slides}
        aria-live="polite"
        onPointerDown={(e) => {
          pointer.current = { x: e.clientX, y: e.clientY };
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          pointer.current = null;
        }}
      >
        {items.map((t, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group with a role description.
          <div
            key={t._id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            hidden={i !== index}
            className={styles.slide}
          >
            <Quote testimonial={t} />
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} aria-label="Previous testimonial" onClick={() => go(index - 1)}>
          <Icon name="previous" />
        </button>
        <div className={styles.dots}>
          {items.map((t, i) => (
            <button
              key={t._id}
              type="button"
              className={styles.dot}
              aria-label={`Show testimonial ${i + 1} of ${count}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
        <button type="button" className={styles.arrow} aria-label="Next testimonial" onClick={() => go(index + 1)}>
          <Icon name="next" />
        </button>
      </div>
    </section>
  );
}

function Quote({ testimonial: t }: { testimonial: Testimonial }) {
  return (
    <figure className={styles.quote}>
      <span className={styles.stars} role="img" aria-label={ratingLabel(t.rating)}>
        {'★'.repeat(t.rating)}
        {'☆'.repeat(5 - t.rating)}
      </span>
      <blockquote>
        <p>{t.text}</p>
      </blockquote>
      <figcaption>
        <strong>{t.name}</strong>, {t.location}
        <span className={styles.loan}>
          {t.propertyType} · {formatRand(t.loanAmount)} bond
        </span>
      </figcaption>
    </figure>
  );
}
