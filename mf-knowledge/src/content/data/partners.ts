/**
 * The partners section's benefit cards and stat strip. The bank logo strip comes from
 * @hl/shared/banks, shared with the shell's hero; the stat strip's figures are the site
 * configuration's marketing claims, those the business has confirmed (shownClaims).
 */
import { banksPerApplication, claimForm, shownClaims, site } from '@hl/shared/site';
import type { PartnersContent } from './schemas.ts';

const { claims } = site;

export const partners: PartnersContent = {
  benefits: [
    {
      title: 'One application, many banks',
      description: `Your details and documents go to up to ${banksPerApplication} lenders at once, so you never fill in the same forms twice or visit one branch after another.`,
    },
    {
      title: 'Better rates through competition',
      description: `Banks know they are competing for your bond, and we negotiate with each of them. Our clients typically secure rates ${claims.betterRates.value.words} better.`,
    },
    {
      title: 'Lenders for every buyer',
      description:
        'From 100% bonds for first-time buyers to self-employed, building-loan and investment finance, we know which lenders suit which applications.',
    },
    {
      title: 'Faster, smoother approvals',
      description:
        'We know what each bank’s credit team needs, so complete applications move quickly and you get answers in days, not weeks.',
    },
  ],
  statStrip: shownClaims([
    { claim: claimForm(claims.banksPerApplication, (banks) => `Up to ${banks}`), label: 'Banks per application' },
    { claim: claims.bondsApproved, label: 'Bonds approved' },
    { claim: claims.loansSecured, label: 'In home loans secured' },
    { claim: claims.approvalRate, label: 'Approval rate' },
    { claim: claimForm(claims.betterRates, (rates) => rates.short), label: 'Better rates negotiated' },
  ]),
};
