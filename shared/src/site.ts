/**
 * Site configuration, one place each. The brand is neutral and every address is under a reserved
 * example domain until the business sets its own.
 */

/** The office, in the parts structured data needs; `site.address` is the line pages show. */
const postalAddress = {
  streetAddress: 'Unit 4, 12 Bond Street',
  addressLocality: 'Sandton, Johannesburg',
  addressRegion: 'Gauteng',
  postalCode: '2196',
  addressCountry: 'ZA',
} as const;

export const site = {
  brandName: 'BondBridge',
  /**
   * The site's public origin: canonical links, the sitemap and social tags name it, whatever host
   * served the page (a staging copy still points search engines at the real site).
   */
  url: 'https://www.bondbridge.example',
  /** The external application site: login and new applications happen there. */
  applicationSite: {
    base: 'https://apply.bondbridge.example',
    loginPath: '/login',
    startPath: '/start',
    preApprovalPath: '/start?type=pre-approval',
  },
  phone: { display: '010 500 4400', tel: '+27105004400' },
  /** Chat (WhatsApp) number and the message it opens with. */
  chat: { number: '27825004400', message: 'Hi, I would like help with a home loan.' },
  email: 'hello@bondbridge.example',
  partnersEmail: 'partners@bondbridge.example',
  address: `${postalAddress.streetAddress}, ${postalAddress.addressLocality}, ${postalAddress.postalCode}`,
  postalAddress,
  businessHours: ['Mon–Fri: 8:00 AM – 5:00 PM', 'Sat: 9:00 AM – 2:00 PM'],
  social: [
    { name: 'Facebook', url: 'https://facebook.com/bondbridge.example' },
    { name: 'Instagram', url: 'https://instagram.com/bondbridge.example' },
    { name: 'LinkedIn', url: 'https://linkedin.com/company/bondbridge-example' },
    { name: 'X', url: 'https://x.com/bondbridge_example' },
  ],
} as const;

export const applicationUrl = (path: string) => `${site.applicationSite.base}${path}`;
export const loginUrl = () => applicationUrl(site.applicationSite.loginPath);
export const startApplicationUrl = () => applicationUrl(site.applicationSite.startPath);
export const preApprovalUrl = () => applicationUrl(site.applicationSite.preApprovalPath);
export const chatUrl = () => `https://wa.me/${site.chat.number}?text=${encodeURIComponent(site.chat.message)}`;
