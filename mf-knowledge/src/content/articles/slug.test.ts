import { articleIdFromSlugId } from '@hl/shared/site-map';
import { describe, expect, it } from 'vitest';
import { articlePath, articleSlugId, slugify } from './slug.ts';

describe('slugify', () => {
  it('lowercases the title and turns each run of non-alphanumerics into one hyphen', () => {
    expect(slugify('How to Lower Your Bond Interest Rate in South Africa')).toBe(
      'how-to-lower-your-bond-interest-rate-in-south-africa',
    );
    expect(slugify('Bond & Transfer Costs: What You’ll Pay (2025)')).toBe('bond-transfer-costs-what-you-ll-pay-2025');
    expect(slugify('Sectional   Title -- vs.  Full Title')).toBe('sectional-title-vs-full-title');
  });

  it('trims hyphens at both ends', () => {
    expect(slugify('  "Voetstoots" explained!  ')).toBe('voetstoots-explained');
    expect(slugify('🏠 Home sweet home 🏠')).toBe('home-sweet-home');
  });

  it('keeps digits and drops letters outside a-z', () => {
    expect(slugify('R1,500,000 threshold')).toBe('r1-500-000-threshold');
    expect(slugify('Café buyers')).toBe('caf-buyers');
  });

  it('is empty for a title without letters or digits', () => {
    expect(slugify('!!! ???')).toBe('');
  });
});

describe('articlePath and articleIdFromSlugId', () => {
  const article = { _id: '64', title: 'How to Lower Your Bond Interest Rate in South Africa' };

  it('builds /articles/{slug}-{id}', () => {
    expect(articleSlugId(article)).toBe('how-to-lower-your-bond-interest-rate-in-south-africa-64');
    expect(articlePath(article)).toBe('/articles/how-to-lower-your-bond-interest-rate-in-south-africa-64');
  });

  it('takes the id from the last hyphen-separated piece', () => {
    expect(articleIdFromSlugId('how-to-lower-your-bond-interest-rate-in-south-africa-64')).toBe('64');
    expect(articleIdFromSlugId('budget-2025-51')).toBe('51');
    expect(articleIdFromSlugId('12')).toBe('12');
    expect(articleIdFromSlugId('')).toBe('');
  });

  it('round-trips: the id read back from the path is the article id, even when the title ends in a number', () => {
    for (const a of [article, { _id: '51', title: 'A Household Budget for 2025' }, { _id: '1', title: 'FICA 101' }]) {
      const slugId = articlePath(a).slice('/articles/'.length);
      expect(articleIdFromSlugId(slugId)).toBe(a._id);
    }
  });
});
