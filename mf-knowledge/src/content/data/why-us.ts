/**
 * The why-us section: four stat cards, four differentiators, the four core values and a stat strip.
 * Every marketing figure (years, bonds, rand value, approval rate, response time, satisfaction...)
 * comes from the site configuration's `claims`: this file holds only the wording around them, and
 * the stat strip shows only the claims the business has confirmed (shownClaims).
 */
import { banksPerApplication, claimForm, shownClaims, site } from '@hl/shared/site';
import type { WhyUs } from './schemas.ts';

const { claims } = site;

export const whyUs: WhyUs = {
  stats: [
    {
      value: 'R0',
      label: 'Cost to you',
      description:
        'Our service is free to buyers. The bank whose offer you accept may pay us a once-off fee; your rate and repayment stay the same.',
    },
    {
      value: '1',
      label: 'Application',
      description:
        'Fill in one application and supply your documents once. We do the rest of the paperwork with every bank.',
    },
    {
      value: `Up to ${banksPerApplication}`,
      label: 'Banks compete',
      description: `Your application goes to up to ${banksPerApplication} lenders at the same time, so they compete for your bond instead of you chasing them.`,
    },
    {
      value: '60-90 days',
      label: 'Pre-approval validity',
      description:
        'A pre-approval typically holds for about 60 to 90 days, enough time to house-hunt knowing your budget.',
    },
  ],
  differentiators: [
    {
      title: 'Banks compete for you',
      description: `When several banks assess the same application, the offers tend to improve. Our clients typically secure rates ${claims.betterRates.value.words} better than a first quote.`,
    },
    {
      title: 'Experienced negotiators',
      description:
        'Our consultants know what each bank’s credit team looks for and go back to the banks to negotiate the rate and conditions before you accept.',
    },
    {
      title: 'Complete applications, faster answers',
      description: `We check every document before submission, which is why most clients hear back within ${claims.responseTime.value.words} and avoid weeks of back-and-forth.`,
    },
    {
      title: 'With you until registration',
      description:
        'Approval is not the end. We stay in touch with the bank and the attorneys until your bond registers at the Deeds Office and the keys are yours.',
    },
  ],
  values: [
    {
      title: 'Transparency',
      description:
        'Every offer is shown side by side with its rate, fees and conditions, and we explain how we are paid. No hidden costs, no fine print surprises.',
    },
    {
      title: 'Integrity',
      description:
        'We recommend the offer that is best for you, not the easiest for us, and we tell you honestly when waiting or saving a bigger deposit would serve you better.',
    },
    {
      title: 'Excellence',
      description:
        'Carefully prepared applications, fast responses and consultants who keep learning as bank policies and rates change.',
    },
    {
      title: 'Accessibility',
      description:
        'Plain language, help by phone, e-mail or WhatsApp, and the same quality of service whether you are buying your first flat or your fifth rental.',
    },
  ],
  statStrip: shownClaims([
    { claim: claims.yearsExperience, label: 'Years of experience' },
    { claim: claims.bondsApproved, label: 'Bonds approved' },
    { claim: claims.loansSecured, label: 'In home loans secured' },
    { claim: claims.approvalRate, label: 'Approval rate' },
    { claim: claimForm(claims.responseTime, (time) => time.short), label: 'Response time' },
    { claim: claimForm(claims.betterRates, (rates) => rates.short), label: 'Better rates negotiated' },
    { claim: claimForm(claims.banksPerApplication, (banks) => `Up to ${banks}`), label: 'Banks per application' },
    { claim: claims.clientSatisfaction, label: 'Client satisfaction' },
  ]),
};
