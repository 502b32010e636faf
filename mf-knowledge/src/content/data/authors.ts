/**
 * The article authors: teams, not people. Article front matter names a key of this map
 * (content/articles/*.md: `author: rates-desk`); cards show the name, the reader all three fields.
 */
import editorialAvatar from '../../assets/authors/editorial.svg';
import firstTimeDeskAvatar from '../../assets/authors/first-time-desk.svg';
import legalDeskAvatar from '../../assets/authors/legal-desk.svg';
import ratesDeskAvatar from '../../assets/authors/rates-desk.svg';
import type { Author } from './schemas.ts';

export const authors = {
  editorial: {
    name: 'The Editorial Team',
    avatar: editorialAvatar,
    bio: 'Our editors turn what our bond consultants see every day into plain-language guides for South African home buyers. Every article is checked against current bank, SARS and Deeds Office practice before it is published.',
  },
  'rates-desk': {
    name: 'The Rates Desk',
    avatar: ratesDeskAvatar,
    bio: 'The consultants who negotiate interest rates with the banks on our clients’ behalf. They follow every Reserve Bank rate decision and explain what it means for your bond repayment.',
  },
  'first-time-desk': {
    name: 'The First-Time Buyer Desk',
    avatar: firstTimeDeskAvatar,
    bio: 'Specialists who guide first-time buyers from saving for a deposit to collecting the keys. They answer the questions new buyers ask most, from credit scores to First Home Finance subsidies.',
  },
  'legal-desk': {
    name: 'The Transfers & Legal Desk',
    avatar: legalDeskAvatar,
    bio: 'Our team for everything that happens between a signed offer and registration: conveyancers, transfer duty, Deeds Office steps and bond registration. They work alongside the attorneys who handle our clients’ transfers.',
  },
} as const satisfies Record<string, Author>;

export type AuthorKey = keyof typeof authors;
