import { describe, expect, it } from 'vitest';
import { type ElementLike, selectorOf, vitalItem } from './vitals.ts';

const facts = {
  path: '/calculators',
  device: 'mobile' as const,
  connection: '4g',
  remotes: { mf_calculators: 'abc1234' },
  timestamp: '2026-11-27T10:00:00.000Z',
};
const main: ElementLike = { tagName: 'MAIN', id: 'content' };
const section: ElementLike = { tagName: 'SECTION', classList: ['hero', 'wide'], parentElement: main };
const image: ElementLike = { tagName: 'IMG', classList: [], parentElement: section };

describe('vitalItem', () => {
  it('records LCP in whole milliseconds with its element, the page, device, connection and remote versions', () => {
    expect(vitalItem({ name: 'LCP', value: 2345.6, entries: [{ element: image }] }, facts)).toEqual({
      kind: 'vital',
      name: 'LCP',
      value: 2346,
      target: 'section.hero>img',
      path: '/calculators',
      device: 'mobile',
      connection: '4g',
      remotes: { mf_calculators: 'abc1234' },
      timestamp: facts.timestamp,
    });
  });

  it("records INP with its interaction's target and phases: the delay, the handlers and the paint", () => {
    const button: ElementLike = { tagName: 'BUTTON', id: 'calculate', parentElement: section };
    const entry = { target: button, startTime: 1000, processingStart: 1040, processingEnd: 1210, duration: 264 };
    expect(vitalItem({ name: 'INP', value: 264, entries: [entry] }, facts)).toMatchObject({
      name: 'INP',
      value: 264,
      target: 'button#calculate',
      phases: { inputDelay: 40, processing: 170, presentation: 54 },
    });
  });

  it('records CLS as a score to four decimals, without a target', () => {
    const item = vitalItem({ name: 'CLS', value: 0.123456, entries: [{ startTime: 5 }] }, facts);
    expect(item).toMatchObject({ name: 'CLS', value: 0.1235 });
    expect(item).not.toHaveProperty('target');
  });

  it('leaves out what the contract would refuse: an unknown metric, a value out of range, an unknown connection', () => {
    expect(vitalItem({ name: 'FID', value: 10, entries: [] }, facts)).toBeNull();
    expect(vitalItem({ name: 'LCP', value: -1, entries: [] }, facts)).toBeNull();
    expect(vitalItem({ name: 'LCP', value: 4_000_000, entries: [] }, facts)).toBeNull();
    expect(vitalItem({ name: 'TTFB', value: Number.NaN, entries: [] }, facts)).toBeNull();
    expect(vitalItem({ name: 'TTFB', value: 80, entries: [] }, { ...facts, connection: '5g' })).not.toHaveProperty(
      'connection',
    );
  });
});

describe('selectorOf', () => {
  it('names an element by id or first class, under its parent unless it has an id; nothing for a text node', () => {
    expect(selectorOf(section)).toBe('main#content>section.hero');
    expect(selectorOf(main)).toBe('main#content');
    expect(selectorOf({ tagName: 'P' })).toBe('p');
    expect(selectorOf({ nodeType: 3 })).toBeUndefined();
    expect(selectorOf(null)).toBeUndefined();
  });
});
