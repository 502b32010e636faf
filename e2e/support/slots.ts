/** Where each remote shows on the home page, and the heading it renders there. */
export const SLOTS = [
  { section: 'calculators', remote: 'mf-calculators', heading: 'Home Loan Calculators' },
  { section: 'services', remote: 'mf-knowledge', heading: 'Our Services' },
  { section: 'why-us', remote: 'mf-knowledge', heading: 'Why Choose Us' },
  { section: 'partners', remote: 'mf-knowledge', heading: 'Our Bank Partners' },
  { section: 'team', remote: 'mf-knowledge', heading: 'Meet Our Experts' },
  { section: 'education', remote: 'mf-knowledge', heading: 'Knowledge Center' },
  { section: 'testimonials', remote: 'mf-knowledge', heading: 'What Our Clients Say' },
  { section: 'contact', remote: 'mf-leads', heading: 'Send Us a Message' },
] as const;

export const SECTION_ORDER = [
  'home',
  'how-it-works',
  'calculators',
  'services',
  'why-us',
  'partners',
  'team',
  'education',
  'testimonials',
  'contact',
];
