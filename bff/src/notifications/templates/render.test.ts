import { describe, expect, it } from 'vitest';
import { renderEmail } from './render.ts';

describe('renderEmail', () => {
  const email = renderEmail({
    subject: 'Tom & Jerry <3',
    blocks: [
      { p: ['Hi <b>Tom</b>, call ', { href: 'tel:+27105004400', label: '010 500 4400' }, '.'] },
      {
        rows: [
          ['Agency', 'Smith & "Sons"'],
          ['Listings', undefined],
          ['E-mail', { href: 'mailto:a@b.example', label: 'a@b.example' }],
        ],
      },
      { quote: 'line one\n<line two>' },
      { button: { href: 'https://www.bondbridge.example/?a=1&b=2', label: 'Open' } },
    ],
    footer: [{ p: ['See ', { href: 'https://www.bondbridge.example/privacy', label: 'our privacy notice' }] }],
  });

  it('writes the plain text as text: links spelt out, empty rows left out, quotes marked', () => {
    expect(email.text).toBe(
      [
        'Hi <b>Tom</b>, call 010 500 4400.',
        '',
        'Agency: Smith & "Sons"',
        'E-mail: a@b.example',
        '',
        '> line one',
        '> <line two>',
        '',
        'Open: https://www.bondbridge.example/?a=1&b=2',
        '',
        '--',
        'See our privacy notice (https://www.bondbridge.example/privacy)',
        '',
      ].join('\n'),
    );
  });

  it('escapes every value in the HTML, attributes included', () => {
    expect(email.html).toContain('<title>Tom &amp; Jerry &lt;3</title>');
    expect(email.html).toContain('Hi &lt;b&gt;Tom&lt;/b&gt;, call <a href="tel:+27105004400"');
    expect(email.html).toContain('Smith &amp; &quot;Sons&quot;');
    expect(email.html).not.toContain('Listings');
    expect(email.html).toContain('white-space:pre-wrap">line one\n&lt;line two&gt;</blockquote>');
    expect(email.html).toContain('href="https://www.bondbridge.example/?a=1&amp;b=2"');
    expect(email.html).toMatch(/^<!doctype html>\n<html lang="en-ZA">/);
  });
});
