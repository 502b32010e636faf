/**
 * zod schemas of the built-in content data (authors, FAQs, testimonials, team, services, why-us,
 * partners, banks, category images). Used only by the tests and the build: the data files import
 * the inferred types with `import type`, so zod never reaches the browser bundle.
 */
import { z } from 'zod';

const text = () => z.string().trim().min(1, 'must not be empty');

/** A short lowercase key: 'bond-origination', 'gen-cost'. */
const key = () => z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens');

/** One or two sentences of prose. */
const sentences = (max: number) => text().max(max, `must be at most ${max} characters`);

/** A URL of a bundled asset (what `import x from './x.svg'` gives: a path or a full URL). */
const assetUrl = () => text();

// ---------------------------------------------------------------------------------------------
// Authors

export const authorSchema = z.strictObject({
  name: text(),
  avatar: assetUrl(),
  bio: sentences(300),
});
export type Author = z.infer<typeof authorSchema>;

// ---------------------------------------------------------------------------------------------
// FAQs

export const FAQ_CATEGORIES = ['general', 'educate', 'build'] as const;
export const faqCategorySchema = z.enum(FAQ_CATEGORIES);
export type FaqCategory = z.infer<typeof faqCategorySchema>;

export const faqSchema = z.strictObject({
  id: key(),
  question: text().refine((q) => q.endsWith('?'), 'must be a question ending with "?"'),
  answer: text().min(80, 'must be a real answer (at least 80 characters)').max(1200),
  category: faqCategorySchema,
});
export type Faq = z.infer<typeof faqSchema>;

// ---------------------------------------------------------------------------------------------
// Testimonials

export const testimonialSchema = z.strictObject({
  _id: z.string().regex(/^[1-9]\d*$/, 'must be a whole number written as a string'),
  name: text(),
  location: text(),
  rating: z.number().int().min(1).max(5),
  text: text().min(60).max(600),
  propertyType: text(),
  /** Rand, whole: the card writes it in the site's money format. */
  loanAmount: z.number().int().positive(),
  /** Always empty: testimonials carry no photos. */
  image: z.literal(''),
  featured: z.boolean(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

// ---------------------------------------------------------------------------------------------
// Team

export const teamMemberSchema = z.strictObject({
  id: key(),
  name: text(),
  position: text(),
  /** Display text: '12 years'. */
  experience: z.string().regex(/^\d{1,2}\+? years$/, "must read like '12 years'"),
  specialization: text(),
  qualifications: z.array(text()).min(1),
  bio: sentences(400),
  image: assetUrl(),
  linkedin: z.url().optional(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

// ---------------------------------------------------------------------------------------------
// Services

/** Icon keys the Services component maps to its own icons. */
export const SERVICE_ICONS = ['home', 'zap', 'user-check', 'trending-up', 'key', 'headset'] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];

export const serviceSchema = z.strictObject({
  id: key(),
  title: text(),
  description: sentences(300),
  features: z.array(text().max(80)).length(4, 'must hold exactly 4 feature lines'),
  icon: z.enum(SERVICE_ICONS),
});
export type Service = z.infer<typeof serviceSchema>;

// ---------------------------------------------------------------------------------------------
// Why us and partners

export const statCardSchema = z.strictObject({
  value: text().max(16),
  label: text(),
  description: sentences(240),
});
export type StatCard = z.infer<typeof statCardSchema>;

/** A stat in a strip: a short value and its label. */
export const statSchema = z.strictObject({
  value: text().max(16),
  label: text(),
});
export type Stat = z.infer<typeof statSchema>;

/** A titled card: differentiator, value or benefit. */
export const featureCardSchema = z.strictObject({
  title: text(),
  description: sentences(300),
});
export type FeatureCard = z.infer<typeof featureCardSchema>;

export const whyUsSchema = z.strictObject({
  stats: z.array(statCardSchema).length(4),
  differentiators: z.array(featureCardSchema).length(4),
  values: z.array(featureCardSchema).length(4),
  statStrip: z.array(statSchema).min(4),
});
export type WhyUs = z.infer<typeof whyUsSchema>;

export const partnersSchema = z.strictObject({
  benefits: z.array(featureCardSchema).length(4),
  statStrip: z.array(statSchema).min(3),
});
export type PartnersContent = z.infer<typeof partnersSchema>;

// ---------------------------------------------------------------------------------------------
// Banks (shared/src/banks.ts)

export const bankSchema = z.strictObject({
  name: text(),
  logo: assetUrl(),
  alt: text(),
});
export type Bank = z.infer<typeof bankSchema>;
