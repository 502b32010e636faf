import styles from './HeroArt.module.css';

/**
 * The first screens' illustration, the project's own drawing (no photograph to fetch): offers from
 * several banks coming together at one home, the one chosen marked in gold. Decorative, so hidden
 * from assistive technology; inline, so it paints with the HTML and costs no request. Shown where a
 * first screen has the width for a second column (the hero, /pre-approval and /agents/partner say
 * where), never on a phone, where it would push the calls to action down.
 */
export function HeroArt({ className }: { className?: string }) {
  return (
    <svg className={`${styles.art} ${className ?? ''}`} viewBox="0 0 360 300" aria-hidden="true" focusable="false">
      <circle className={styles.halo} cx="180" cy="150" r="140" />
      <path className={styles.ground} d="M40 250h280" />
      {/* Three offers, each a card of figures, on their way to the house. */}
      {[40, 110, 180].map((y, i) => (
        <g key={y} className={i === 1 ? styles.chosen : styles.offer} transform={`translate(28 ${y - 12})`}>
          <rect width="92" height="52" rx="8" />
          <path className={styles.figures} d="M12 18h44M12 32h68" />
          {i === 1 && <path className={styles.tick} d="M66 14l6 6 12-12" />}
        </g>
      ))}
      <path className={styles.route} d="M124 54c40 0 50 70 74 86M124 124h70M124 194c40 0 50-30 74-40" />
      {/* The home the offers compete for. */}
      <path className={styles.roof} d="M186 148l68-58 68 58z" />
      <rect className={styles.house} x="200" y="146" width="108" height="104" />
      <rect className={styles.door} x="242" y="196" width="24" height="54" rx="3" />
      <rect className={styles.window} x="212" y="164" width="22" height="22" rx="2" />
      <rect className={styles.window} x="274" y="164" width="22" height="22" rx="2" />
    </svg>
  );
}
