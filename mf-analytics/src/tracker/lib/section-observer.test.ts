import { SECTION_IDS } from '@hl/shared/site-map';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver, installFakeIntersectionObserver } from '../test/fakes.ts';
import { watchSections } from './section-observer.ts';

function page(sectionIds: readonly string[]) {
  document.body.innerHTML = `<header><section id="not-main"></section></header><main>${sectionIds
    .map((id) => `<section id="${id}"></section>`)
    .join('')}<section></section></main>`;
}
const section = (id: string) => document.getElementById(id) as HTMLElement;
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watching the page sections', () => {
  beforeEach(() => installFakeIntersectionObserver());
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('observes the ten sections of main (with an id), and nothing outside main', () => {
    page(SECTION_IDS);
    const { stop } = watchSections(() => {});
    expect([...FakeIntersectionObserver.latest().observed].map((e) => e.id)).toEqual(SECTION_IDS);
    stop();
  });

  it('says a section is in view from 25% on, and out of view below', () => {
    page(['team']);
    const changes: Array<[string, boolean]> = [];
    const { stop } = watchSections((id, inView) => changes.push([id, inView]));
    const observer = FakeIntersectionObserver.latest();
    observer.report(section('team'), 99, 400);
    observer.report(section('team'), 100, 400);
    observer.report(section('team'), 0, 400);
    expect(changes).toEqual([
      ['team', false],
      ['team', true],
      ['team', false],
    ]);
    stop();
  });

  it('counts a section taller than four screens once it fills a quarter of the screen', () => {
    page(['education']);
    const changes: boolean[] = [];
    const { stop } = watchSections((_, inView) => changes.push(inView));
    FakeIntersectionObserver.latest().report(section('education'), 200, 6000, 800);
    expect(changes).toEqual([true]);
    stop();
  });

  it('observes sections that appear later and lets removed ones leave view', async () => {
    page(['home']);
    const changes: Array<[string, boolean]> = [];
    const { stop } = watchSections((id, inView) => changes.push([id, inView]));
    const observer = FakeIntersectionObserver.latest();
    const main = document.querySelector('main') as HTMLElement;
    main.insertAdjacentHTML('beforeend', '<section id="team"></section>');
    await tick();
    expect(observer.observed.has(section('team'))).toBe(true);
    section('home').remove();
    await tick();
    expect(changes).toEqual([['home', false]]);
    expect([...observer.observed].map((e) => e.id)).toEqual(['team']);
    stop();
  });

  it('stops observing when stopped', async () => {
    page(['home']);
    const { stop } = watchSections(() => {});
    const observer = FakeIntersectionObserver.latest();
    stop();
    document.querySelector('main')?.insertAdjacentHTML('beforeend', '<section id="team"></section>');
    await tick();
    expect(observer.observed.size).toBe(0);
  });
});
