/**
 * The built-in content data of the knowledge remote. Types only come from ./schemas.ts, so
 * importing this module never pulls zod into the browser bundle.
 */

export { banks } from '@hl/shared/banks';
// The FAQs as the build computed them (their figures written in): see scripts/build-content.ts.
export { faqs } from '../generated/faqs.ts';
export { type AuthorKey, authors } from './authors.ts';
export { type CategoryName, categories, categoryImages, filterableCategories } from './category-images.ts';
export { partners } from './partners.ts';
export type {
  Author,
  Bank,
  Faq,
  FaqCategory,
  FeatureCard,
  PartnersContent,
  Service,
  ServiceIcon,
  Stat,
  StatCard,
  TeamMember,
  Testimonial,
  WhyUs,
} from './schemas.ts';
export { services } from './services.ts';
export { team } from './team.ts';
export { testimonials } from './testimonials.ts';
export { whyUs } from './why-us.ts';
