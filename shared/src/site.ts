/**
 * Site configuration, one place each (decisions.md). The brand is neutral and every address is
 * under a reserved example domain until the business sets its own.
 */
export const site = {
  brandName: 'BondBridge',
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
  address: 'Unit 4, 12 Bond Street, Sandton, Johannesburg, 2196',
  businessHours: ['Mon–Fri: 8:00 AM – 5:00 PM', 'Sat: 9:00 AM – 2:00 PM'],
  /**
   * Marketing claims: every section that quotes one of these figures reads it here, so a figure
   * changes in one place. Display text, as the sections show it.
   */
  claims: {
    yearsInBusiness: '10+',
    bondsApproved: '10,000+',
    homeLoansSecured: 'R15+ billion',
    approvalRate: '95%',
    responseTime: '24-48 hrs',
    betterRates: '0.25%-0.5%',
    /** Banks and lenders we work with; one application goes to up to `banksPerApplication`. */
    lenders: '8+',
    banksPerApplication: 8,
    clientSatisfaction: '99%',
    teamCombinedYears: '20+',
    teamBonds: '5,000+',
  },
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
