import { Link } from '@hl/shared/router';
import styles from './Page.module.css';

export function NotFoundPage() {
  return (
    <div className={styles.page}>
      <h1>Page not found</h1>
      <p className={styles.lead}>
        That page does not exist. Try the <Link to="/">home page</Link>, our <Link to="/calculators">calculators</Link>{' '}
        or <Link to="/contact">contact us</Link>.
      </p>
    </div>
  );
}
