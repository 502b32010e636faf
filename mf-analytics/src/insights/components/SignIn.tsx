import type { AdminSession } from '@hl/shared/insights';
import { useId, useState } from 'react';
import { AdminApiError, getSession, signIn } from '../lib/api.ts';
import styles from './Insights.module.css';

/** What the operator reads when sign-in fails. */
export function signInMessage(error: unknown): string {
  if (!(error instanceof AdminApiError)) return 'Sign-in failed. Try again.';
  if (error.status === 401)
    return error.fromServer ? error.message : 'That is not the admin token. Check it and try again.';
  if (error.status === 429) {
    const wait = error.fromServer ? ` ${error.message}` : '';
    return `Too many sign-in attempts: wait a few minutes before trying again.${wait}`;
  }
  return error.message;
}

/**
 * Exchanges the admin token for the session cookie. One password field and a button: a form
 * library would add more than it saves here.
 */
export function SignIn({ onSignedIn }: { onSignedIn: (session: AdminSession) => void }) {
  const [token, setToken] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const id = useId();

  return (
    <form
      className={styles.signIn}
      aria-labelledby={`${id}-title`}
      onSubmit={async (e) => {
        e.preventDefault();
        if (!token.trim()) {
          setError('Enter the admin token.');
          return;
        }
        setBusy(true);
        setError(undefined);
        try {
          await signIn(token.trim());
          setToken('');
          // The session as the BFF now sees it (with its end), whatever the sign-in answer holds.
          onSignedIn(await getSession());
        } catch (err) {
          setError(signInMessage(err));
        } finally {
          setBusy(false);
        }
      }}
      noValidate
    >
      <h2 id={`${id}-title`}>Sign in</h2>
      <p className={styles.muted}>
        For the broker's staff: sign in with the site's admin token. The session lasts 8 hours.
      </p>
      <label htmlFor={`${id}-token`}>Admin token</label>
      <input
        id={`${id}-token`}
        type="password"
        autoComplete="current-password"
        value={token}
        onChange={(e) => setToken(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        required
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className={styles.formError}>
          {error}
        </p>
      ) : null}
      <button type="submit" className={styles.primaryButton} disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
