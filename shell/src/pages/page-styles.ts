/**
 * The stylesheets of the pages whose code is a chunk of its own (pages.tsx), imported here so they
 * stay in the shell's one stylesheet, which the prerender puts inline: a prerendered page is styled
 * by its HTML before its chunk arrives, and the cascade keeps the order the pages import them in
 * (a section's own rules after the shared components' they adjust). The build refuses a page chunk
 * with a stylesheet of its own (scripts/prerender.ts): a page's new stylesheet is a line here.
 */
import '../sections/HeroArt.module.css';
import './AgentsPartnerPage.module.css';
import './Page.module.css';
import '@hl/shared/section.module.css';
import '../sections/ContactSection.module.css';
import '@hl/shared/badge.module.css';
import '../sections/Hero.module.css';
import '@hl/shared/card.module.css';
import '../sections/HowItWorks.module.css';
import './PreApprovalPage.module.css';
