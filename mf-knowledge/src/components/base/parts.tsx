/**
 * Small pieces every section of this remote uses: the section frame, the stat strip, the spinner,
 * the entrance animation's item props and the two calls to action.
 */
import { useAnalytics } from '@hl/shared/analytics';
import btn from '@hl/shared/button.module.css';
import { openApplicationDialog } from '@hl/shared/events';
import { Link } from '@hl/shared/router';
import frame from '@hl/shared/section.module.css';
import { SectionHeading } from '@hl/shared/section-heading';
import type { CSSProperties, ReactNode } from 'react';
import type { FeatureCard, Stat } from '../../content/data/index.ts';
import ui from './ui.module.css';

/** A section's frame: its h2 (the anchor's accessible heading) and one sentence under it. */
export function Section({
  headingId,
  heading,
  intro,
  children,
}: {
  headingId: string;
  heading: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <div className={frame.section}>
      <SectionHeading id={headingId} title={heading} intro={intro} />
      {children}
    </div>
  );
}

export function StatStrip({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <dl className={ui.strip} aria-label={label}>
      {stats.map((stat) => (
        <div key={stat.label}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A busy region with a spinning ring and its words. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={ui.spinner} role="status">
      {label}
    </div>
  );
}

/** Something that could not load, said in place, with a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={ui.failed} role="alert">
      <p>{message}</p>
      <button type="button" className={btn.secondary} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** A titled card's content: its heading (h3 or h4, by where it sits) and its description. */
export function FeatureText({ item, level: Heading }: { item: FeatureCard; level: 'h3' | 'h4' }) {
  return (
    <>
      <Heading>{item.title}</Heading>
      <p className={ui.muted}>{item.description}</p>
    </>
  );
}

/** Props of the `index`th card of a grid that uses useEntrance. */
export function enterProps(index: number, className = '') {
  return { className: `${className} ${ui.enter}`, style: { '--enter-index': index } as CSSProperties };
}

/** Get Pre-Approved: the shell's application dialog, recorded as get_pre_approved from `source`. */
export function PreApprovedButton({ source, className = btn.primary }: { source: string; className?: string }) {
  const { trackEvent } = useAnalytics();
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        trackEvent('get_pre_approved', source);
        openApplicationDialog(source);
      }}
    >
      Get Pre-Approved
    </button>
  );
}

/** A link to the contact section (the shell scrolls /contact to its anchor), recorded as contact_expert. */
export function ExpertLink({
  source,
  children,
  className = btn.secondary,
}: {
  source: string;
  children: ReactNode;
  className?: string;
}) {
  const { trackEvent } = useAnalytics();
  return (
    <Link className={className} to="/contact" onClick={() => trackEvent('contact_expert', source)}>
      {children}
    </Link>
  );
}
