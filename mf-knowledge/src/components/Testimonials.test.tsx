import { OPEN_APPLICATION_DIALOG } from '@hl/shared/events';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testimonials } from '../content/data/index.ts';
import { currentLocation, renderSection } from '../test/harness.tsx';
import Testimonials, { GRID_SIZE } from './Testimonials.tsx';

const featured = testimonials.filter((t) => t.featured);

const carousel = () => screen.getByRole('region', { name: 'Featured testimonials' });
const slideLabel = () =>
  screen
    .getAllByRole('group', { name: /of \d+$/ })
    .find((s) => !s.hidden)
    ?.getAttribute('aria-label');
const slideName = () =>
  screen
    .getAllByRole('group', { name: /of \d+$/ })
    .find((s) => !s.hidden)
    ?.querySelector('figcaption strong')?.textContent;

describe('Testimonials', () => {
  it('shows the featured testimonials in a carousel that announces the slide shown', () => {
    renderSection(<Testimonials />);
    expect(featured.length).toBeGreaterThanOrEqual(3);
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(carousel().querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(featured.length);
    expect(slideLabel()).toBe(`1 of ${featured.length}`);
    expect(slideName()).toBe(featured[0]?.name);
    expect(carousel().querySelector('[aria-live="polite"]')).not.toBeNull();
  });

  it('wraps both ways with previous and next', async () => {
    const { user } = renderSection(<Testimonials />);
    await user.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(slideName()).toBe(featured.at(-1)?.name);
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(slideName()).toBe(featured[0]?.name);
    for (let i = 1; i < featured.length; i++)
      await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(slideName()).toBe(featured.at(-1)?.name);
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(slideName()).toBe(featured[0]?.name);
  });

  it('moves to a slide by its dot, which says which one is current', async () => {
    const { user } = renderSection(<Testimonials />);
    const dots = screen.getAllByRole('button', { name: /^Show testimonial/ });
    expect(dots).toHaveLength(featured.length);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await user.click(dots[2] as HTMLElement);
    expect(slideLabel()).toBe(`3 of ${featured.length}`);
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
  });

  it('works from the keyboard: Left and Right wrap, Home and End jump', async () => {
    const { user } = renderSection(<Testimonials />);
    screen.getByRole('button', { name: 'Next testimonial' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(slideLabel()).toBe(`${featured.length} of ${featured.length}`);
    await user.keyboard('{ArrowRight}');
    expect(slideLabel()).toBe(`1 of ${featured.length}`);
    await user.keyboard('{End}');
    expect(slideLabel()).toBe(`${featured.length} of ${featured.length}`);
    await user.keyboard('{Home}');
    expect(slideLabel()).toBe(`1 of ${featured.length}`);
  });

  it('follows a swipe on a touch screen', () => {
    renderSection(<Testimonials />);
    const slides = carousel().querySelector('[aria-live]') as HTMLElement;
    fireEvent.pointerDown(slides, { clientX: 300, clientY: 100 });
    fireEvent.pointerUp(slides, { clientX: 200, clientY: 110 });
    expect(slideLabel()).toBe(`2 of ${featured.length}`);
    fireEvent.pointerDown(slides, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(slides, { clientX: 200, clientY: 100 });
    fireEvent.pointerDown(slides, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(slides, { clientX: 200, clientY: 100 });
    expect(slideLabel()).toBe(`${featured.length} of ${featured.length}`);
  });

  it('shows a grid of the first six testimonials the carousel does not show, with their ratings in words', () => {
    renderSection(<Testimonials />);
    const heading = screen.getByRole('heading', { name: 'More from our clients' });
    const grid = heading.nextElementSibling as HTMLElement;
    const cards = within(grid).getAllByRole('listitem');
    expect(cards).toHaveLength(GRID_SIZE);
    const rest = testimonials.filter((t) => !t.featured);
    expect(cards.map((c) => c.querySelector('figcaption strong')?.textContent)).toEqual(
      rest.slice(0, GRID_SIZE).map((t) => t.name),
    );
    // No words twice: nothing in the grid is a slide of the carousel.
    const carousel = screen.getByRole('region', { name: 'Featured testimonials' });
    for (const t of testimonials.filter((t) => t.featured)) {
      expect(carousel).toHaveTextContent(t.name);
      expect(grid).not.toHaveTextContent(t.name);
    }
    expect(
      within(cards[0] as HTMLElement).getByRole('img', { name: `Rated ${rest[0]?.rating} out of 5` }),
    ).toBeInTheDocument();
  });

  it('ends with Get Pre-Approved (the application dialog) and Speak to an Expert (the contact section)', async () => {
    const opened = vi.fn();
    window.addEventListener(OPEN_APPLICATION_DIALOG, opened);
    const { user, events } = renderSection(<Testimonials />);
    await user.click(screen.getByRole('button', { name: 'Get Pre-Approved' }));
    await user.click(screen.getByRole('link', { name: 'Speak to an Expert' }));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(currentLocation().path).toBe('/contact');
    expect(events()).toEqual([
      ['get_pre_approved', 'testimonials'],
      ['contact_expert', 'testimonials'],
    ]);
    window.removeEventListener(OPEN_APPLICATION_DIALOG, opened);
  });
});
