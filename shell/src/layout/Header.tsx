import { useAnalytics } from '@hl/shared/analytics';
import btn from '@hl/shared/button.module.css';
import { Link, useLocation } from '@hl/shared/router';
import { loginUrl, site, startApplicationUrl } from '@hl/shared/site';
import type { SectionId } from '@hl/shared/site-map';
import a11y from '@hl/shared/visually-hidden.module.css';
import { type MouseEvent, useEffect, useState } from 'react';
import { NAV_LINKS } from '../routing/routes.ts';
import { scrollToSection } from '../routing/usePageTop.ts';
import styles from './Header.module.css';

export function Header() {
  const { trackEvent } = useAnalytics();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  // Choosing a link closes the mobile menu (the route changes); Escape closes it too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname means a link was chosen.
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  // A link to the path already shown changes nothing in the router: it scrolls there instead
  // (Home on / goes back to the top).
  const scrollIfHere = (e: MouseEvent, path: string, section: SectionId) => {
    if (path !== pathname) return;
    e.preventDefault();
    scrollToSection(section);
  };

  return (
    <header className={styles.header}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className={styles.bar}>
        <Link
          to="/"
          className={styles.brand}
          aria-label={`${site.brandName} home`}
          onClick={(e) => scrollIfHere(e, '/', 'home')}
        >
          <span aria-hidden="true" className={styles.mark}>
            ⌂
          </span>
          {site.brandName}
        </Link>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={a11y.visuallyHidden}>{menuOpen ? 'Close menu' : 'Open menu'}</span>
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
        </button>
        <nav id="site-nav" aria-label="Main" className={`${styles.nav} ${menuOpen ? styles.open : ''}`}>
          <ul className={styles.links}>
            {NAV_LINKS.map((link) => (
              <li key={link.path}>
                <Link
                  to={link.path}
                  onClick={(e) => {
                    trackEvent('nav_click', link.section);
                    setMenuOpen(false);
                    scrollIfHere(e, link.path, link.section);
                  }}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <a
              href={loginUrl()}
              className={`${btn.secondary} ${btn.small}`}
              onClick={() => trackEvent('nav_click', 'login')}
            >
              Login
            </a>
            <a
              href={startApplicationUrl()}
              className={`${btn.primary} ${btn.small}`}
              onClick={() => trackEvent('nav_click', 'apply')}
            >
              Apply Now
            </a>
          </div>
        </nav>
      </div>
    </header>
  );
}
