import { describe, expect, it } from 'vitest';
import { closeTarget, inPageLink, openedFrom, resolveArticleRoute } from './article-route.ts';

const rate = {
  _id: '64',
  title: 'How to Lower Your Bond Interest Rate',
  path: '/articles/how-to-lower-your-bond-interest-rate-64',
};
const fica = { _id: '1', title: 'FICA Documents', path: '/articles/fica-documents-1' };
const library = [rate, fica];

describe('resolveArticleRoute', () => {
  it('opens the article whose id ends the slugId when the slug is the title’s', () => {
    expect(resolveArticleRoute('how-to-lower-your-bond-interest-rate-64', library)).toEqual({
      kind: 'open',
      article: rate,
    });
    expect(resolveArticleRoute('fica-documents-1', library)).toEqual({ kind: 'open', article: fica });
  });

  it('redirects a stale or mistyped slug of a known id to the canonical path', () => {
    expect(resolveArticleRoute('lower-your-rate-64', library)).toEqual({ kind: 'redirect', to: rate.path });
    expect(resolveArticleRoute('64', library)).toEqual({ kind: 'redirect', to: rate.path });
    expect(resolveArticleRoute('fica-documents-1-1', library)).toEqual({ kind: 'redirect', to: fica.path });
  });

  it('reports an id no article has, even with a real article’s slug', () => {
    expect(resolveArticleRoute('fica-documents-999', library)).toEqual({ kind: 'not-found' });
    expect(resolveArticleRoute('how-to-lower-your-bond-interest-rate-6', library)).toEqual({ kind: 'not-found' });
  });
});

describe('closing the reader', () => {
  it('goes back when the reader was opened from the home page in this visit', () => {
    expect(closeTarget({ from: '/' })).toEqual({ kind: 'back' });
  });

  it('replaces the article with / when it was opened elsewhere, from a link or on a fresh load', () => {
    expect(closeTarget({ from: '/education' })).toEqual({ kind: 'replace', to: '/' });
    expect(closeTarget({ from: '/articles/fica-documents-1' })).toEqual({ kind: 'replace', to: '/' });
    expect(closeTarget(null)).toEqual({ kind: 'replace', to: '/' });
    expect(closeTarget({ from: 7 })).toEqual({ kind: 'replace', to: '/' });
  });

  it('reads where the reader was opened from', () => {
    expect(openedFrom({ from: '/team' })).toBe('/team');
    expect(openedFrom(undefined)).toBeUndefined();
  });
});

describe('inPageLink', () => {
  it('keeps links to articles and pages of the site in the page, section anchors as section paths', () => {
    expect(inPageLink('/articles/fica-documents-1')).toBe('/articles/fica-documents-1');
    expect(inPageLink('/calculators?calc=transfer')).toBe('/calculators?calc=transfer');
    expect(inPageLink('/#contact')).toBe('/contact');
    expect(inPageLink('/')).toBe('/');
  });

  it('leaves other links to the browser', () => {
    expect(inPageLink('https://www.sars.gov.za/')).toBeUndefined();
    expect(inPageLink('//evil.example/x')).toBeUndefined();
    expect(inPageLink('mailto:hello@bondbridge.example')).toBeUndefined();
    expect(inPageLink('#top')).toBeUndefined();
  });
});
