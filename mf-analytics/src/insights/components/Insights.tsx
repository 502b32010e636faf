import type { AdminSession } from '@hl/shared/insights';
import { useCallback, useEffect, useState } from 'react';
import { AdminApiError, getSession, signOut } from '../lib/api.ts';
import { Dashboard } from './Dashboard.tsx';
import styles from './Insights.module.css';
import { SignIn } from './SignIn.tsx';

type State =
  | { status: 'checking' }
  | { status: 'unreachable'; message: string }
  | { status: 'off' }
  | { status: 'signed-out'; notice?: string }
  | { status: 'signed-in'; expiresAt?: string };

const fromSession = (session: AdminSession): State =>
  !session.enabled
    ? { status: 'off' }
    : session.signedIn
      ? { status: 'signed-in', expiresAt: session.expiresAt }
      : { status: 'signed-out' };

/**
 * /insights: the operators' dashboard of the site's visits, sources, calculators, articles,
 * conversions and leads. It asks the BFF whether the read side is on and this browser signed in,
 * then shows the sign-in form or the dashboard.
 */
export default function Insights() {
  const [state, setState] = useState<State>({ status: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const [signingOut, setSigningOut] = useState(false);
  const [signOutError, setSignOutError] = useState<string>();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after "Try again".
  useEffect(() => {
    const controller = new AbortController();
    getSession(controller.signal).then(
      (session) => setState(fromSession(session)),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          status: 'unreachable',
          message: error instanceof AdminApiError ? error.message : 'The server cannot be reached.',
        });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const onUnauthorized = useCallback(
    () => setState({ status: 'signed-out', notice: 'Your session has ended. Sign in again.' }),
    [],
  );

  const onSignOut = async () => {
    setSigningOut(true);
    setSignOutError(undefined);
    try {
      await signOut();
      setState({ status: 'signed-out', notice: 'You are signed out.' });
    } catch (error) {
      // The session may still be on: say so rather than pretend it ended.
      setSignOutError(`Sign-out failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Insights</h1>
      </header>
      {state.status === 'checking' ? <p className={styles.muted}>Checking your session…</p> : null}
      {state.status === 'unreachable' ? (
        <div role="alert" className={styles.panelError}>
          <p>Could not reach the read side: {state.message}</p>
          <button type="button" className={styles.secondaryButton} onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </div>
      ) : null}
      {state.status === 'off' ? (
        <div role="status" className={styles.notice}>
          <h2>The read side is off</h2>
          <p>
            This server has no admin token, so nobody can sign in here. To turn it on, set <code>ADMIN_TOKEN</code> (16
            characters or more) in the BFF's environment and restart it; then sign in with that token.
          </p>
        </div>
      ) : null}
      {state.status === 'signed-out' ? (
        <>
          {state.notice ? (
            <p role="status" className={styles.notice}>
              {state.notice}
            </p>
          ) : null}
          <SignIn onSignedIn={(session) => setState(fromSession(session))} />
        </>
      ) : null}
      {state.status === 'signed-in' && signOutError ? (
        <p role="alert" className={styles.formError}>
          {signOutError}
        </p>
      ) : null}
      {state.status === 'signed-in' ? (
        <Dashboard
          expiresAt={state.expiresAt}
          onSignOut={onSignOut}
          onUnauthorized={onUnauthorized}
          signingOut={signingOut}
        />
      ) : null}
    </div>
  );
}
