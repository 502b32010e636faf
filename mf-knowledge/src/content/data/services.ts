/**
 * The six service cards. `icon` is a key the Services component maps to its own icon. The number
 * of banks and the response time are the site configuration's claims.
 */
import { banksPerApplication, site } from '@hl/shared/site';
import type { Service } from './schemas.ts';

const { claims } = site;

export const services: Service[] = [
  {
    id: 'bond-origination',
    title: 'Bond Origination',
    description: `One application, sent to up to ${banksPerApplication} banks at once. We compare the offers, negotiate on your behalf and help you choose the bond that suits you best, free of charge.`,
    features: [
      `Applications to up to ${banksPerApplication} banks`,
      'Rate negotiation on your behalf',
      'Offers compared side by side',
      'No cost to you',
    ],
    icon: 'home',
  },
  {
    id: 'fast-track-applications',
    title: 'Fast-Track Applications',
    description:
      'We check your documents before anything goes to a bank, so complete applications reach the credit teams quickly and come back with answers sooner.',
    features: [
      `Pre-approval response in ${claims.responseTime.value.words}`,
      'Document checklist before you apply',
      'Secure online document upload',
      'Progress updates at every step',
    ],
    icon: 'zap',
  },
  {
    id: 'personal-consultation',
    title: 'Personal Consultation',
    description:
      'A dedicated bond consultant works through your budget, credit record and goals with you, in person, by phone or online, before you make an offer.',
    features: [
      'One dedicated consultant',
      'Affordability and budget review',
      'Credit record check and advice',
      'Guidance from offer to registration',
    ],
    icon: 'user-check',
  },
  {
    id: 'investment-properties',
    title: 'Investment Properties',
    description:
      'Finance for buy-to-let homes and growing portfolios, structured so each new bond fits your cash flow and keeps the door open for the next purchase.',
    features: [
      'Buy-to-let bond applications',
      'Rental yield and cash-flow checks',
      'Finance for second and further properties',
      'Further advances on existing bonds',
    ],
    icon: 'trending-up',
  },
  {
    id: 'first-time-buyers',
    title: 'First-Time Buyers',
    description:
      'Step-by-step help for your first home: what you can afford, how big a deposit you need and which costs to expect before you sign.',
    features: [
      'Access to 100% bond offers',
      'First Home Finance subsidy guidance',
      'Upfront cost and transfer duty estimates',
      'Plain-language explanations throughout',
    ],
    icon: 'key',
  },
  {
    id: '24-7-support',
    title: '24/7 Support',
    description:
      'Apply online any time of day or night. Our consultants pick up new applications during business hours and keep you informed until your bond registers.',
    features: [
      'Apply online 24/7/365',
      'Call, e-mail or WhatsApp us',
      'Request a callback online',
      'Updates until registration',
    ],
    icon: 'headset',
  },
];
