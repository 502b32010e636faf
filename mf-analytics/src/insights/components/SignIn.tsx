import type { AdminSession } from '@hl/shared/staff';
import { useId, useState } from 'react';
import { AdminApiError, signIn } from '../lib/api.ts';
import styles from './Insights.module.css';

/** What the staff member reads when sign-in fails: the BFF's own words where it sent them. */
export function signInMessage(error: unknown): string {
  if (!(error instanceof AdminApiError)) return 'Sign-in failed. Try again.';
  if (error.fromServer) return error.message;
  if (error.status === 401) return 'That e-mail address and password do not match an account.';
  if (error.status === 429) return 'Too many sign-in attempts: wait a few minutes before trying again.';
  return error.message;
}

/**
 * A staff member signs in with their e-mail address and password. Two labelled fields and a
 * button: a form library would add more than it saves here.
 */
export function SignIn({ onSignedIn }: { onSignedIn: (session: AdminSession) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const id = useId();
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};

  return (
    <form
      className={styles.signIn}
      aria-labelledby={`${id}-title`}
      onSubmit={async (e) => {
        e.preventDefault();
        if (!email.trim() || !password) {
          setError('Enter your e-mail address and your password.');
          return;
        }
        setBusy(true);
        setError(undefined);
        try {
          const session = await signIn(email.trim(), password);
          setPassword('');
          onSignedIn(session);
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
        For the broker's staff: sign in with your own account. The session lasts 8 hours; an admin adds accounts.
      </p>
      <label htmlFor={`${id}-email`}>E-mail address</label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
        {...invalid}
      />
      <label htmlFor={`${id}-password`}>Password</label>
      <input
        id={`${id}-password`}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
        {...invalid}
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
