/**
 * The built-in content data of the knowledge remote. Types only come from ./schemas.ts, so
 * importing this module never pulls zod into the browser bundle.
 */

export { banks } from '@hl/shared/banks';
export { type AuthorKey, authors } from './authors.ts';
export { type CategoryName, categories, categoryImages, filterableCategories } from './category-images.ts';
export { faqs } from './faqs.ts';
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
