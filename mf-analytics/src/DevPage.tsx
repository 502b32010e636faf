import { trackAttributes, useAnalytics } from '@hl/shared/analytics';
import styles from './DevPage.module.css';

const SECTIONS = ['first', 'second', 'third'];

/**
 * The analytics team's page: the real tracker behind the provider, on a page with what it watches
 * (sections in main, a form, a marked button, an article card, an FAQ). Records go to the BFF
 * through the dev server's proxy; the browser's network panel shows each batch.
 */
export default function DevPage() {
  const { trackEvent } = useAnalytics();
  return (
    <>
      <h1>Analytics remote</h1>
      {SECTIONS.map((id) => (
        <section key={id} id={id} aria-label={`Section ${id}`} className={styles.section}>
          <h2>Section {id}</h2>
          {id === 'first' ? (
            <>
              <p>First-party analytics: page views, events and conversions sent to the BFF in batches.</p>
              <button type="button" onClick={() => trackEvent('cta_click', 'dev_probe', 'clicked')}>
                Send a test event
              </button>{' '}
              <button type="button" {...trackAttributes('cta_click', 'dev_marked')}>
                A button marked for tracking
              </button>
            </>
          ) : null}
          {id === 'second' ? (
            <form onSubmit={(e) => e.preventDefault()}>
              <label>
                Full name (sent as [redacted]) <input name="name" autoComplete="name" />
              </label>{' '}
              <label>
                Loan amount (sent as typed) <input name="loanAmount" inputMode="numeric" />
              </label>
            </form>
          ) : null}
          {id === 'third' ? (
            <>
              <a href="#third" data-article-id="1">
                An article card (article_view)
              </a>
              <details>
                <summary>An FAQ question (faq_open)</summary>
                <p>Its answer.</p>
              </details>
            </>
          ) : null}
        </section>
      ))}
    </>
  );
}
