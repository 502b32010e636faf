import { Link, useLocation } from '@hl/shared/router';
import { INSIGHTS_PATH } from '@hl/shared/site-map';
import { type AdminSession, roleAllows } from '@hl/shared/staff';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { AdminContext, type AdminContextValue } from '../hooks/admin-context.ts';
import { useRefreshTick } from '../hooks/useRefreshTick.ts';
import { AdminApiError, getSession, signOut } from '../lib/api.ts';
import { formatDateTime } from '../lib/format.ts';
import { PAGE_ROLES, type Page, pageOf } from '../lib/pages.ts';
import { AuditPage } from './AuditPage.tsx';
import { Dashboard } from './Dashboard.tsx';
import styles from './Insights.module.css';
import { LeadDetail } from './LeadDetail.tsx';
import { SignIn } from './SignIn.tsx';
import { StaffPage } from './StaffPage.tsx';

type SignedInUser = NonNullable<AdminSession['user']>;

type State =
  | { status: 'checking' }
  | { status: 'unreachable'; message: string }
  | { status: 'off' }
  | { status: 'signed-out'; notice?: string }
  | { status: 'signed-in'; expiresAt?: string; user: SignedInUser };

const fromSession = (session: AdminSession): State =>
  !session.enabled
    ? { status: 'off' }
    : session.signedIn && session.user
      ? { status: 'signed-in', expiresAt: session.expiresAt, user: session.user }
      : { status: 'signed-out' };

/** The pages in the navigation, in order, with the least role that sees each. */
const NAVIGATION: ReadonlyArray<{ page: Page['name']; label: string; path: string }> = [
  { page: 'overview', label: 'Overview', path: INSIGHTS_PATH },
  { page: 'leads', label: 'Leads', path: `${INSIGHTS_PATH}/leads` },
  { page: 'staff', label: 'Staff', path: `${INSIGHTS_PATH}/staff` },
  { page: 'audit', label: 'Audit log', path: `${INSIGHTS_PATH}/audit` },
];

/**
 * /insights: the staff's pages on the site's visits, sources, calculators, articles and leads. It
 * asks the BFF whether the read side is on and who this browser is signed in as, then shows the
 * sign-in form or the page the address names (/insights, /insights/leads, /insights/leads/{id},
 * /insights/staff, /insights/audit), as the staff member's role allows: a link to a lead opened
 * while signed out shows that lead once signed in.
 */
export default function Insights() {
  const [state, setState] = useState<State>({ status: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const [signingOut, setSigningOut] = useState(false);
  const [signOutError, setSignOutError] = useState<string>();
  const { pathname, search } = useLocation();
  const page = pageOf(pathname);

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

  const onSignOut = async (everywhere: boolean) => {
    setSigningOut(true);
    setSignOutError(undefined);
    try {
      await signOut(everywhere);
      setState({
        status: 'signed-out',
        notice: everywhere ? 'You are signed out on every device.' : 'You are signed out.',
      });
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
        {state.status === 'signed-in' ? (
          <div className={styles.session}>
            <p className={styles.muted}>
              {state.user.name} ({state.user.role})
              {state.expiresAt ? `, signed in until ${formatDateTime(state.expiresAt)}` : ''}
            </p>
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={() => onSignOut(false)}
              disabled={signingOut}
            >
              Sign out
            </button>
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={() => onSignOut(true)}
              disabled={signingOut}
            >
              Sign out everywhere
            </button>
          </div>
        ) : null}
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
            characters or more) in the BFF's environment and restart it; then create the first admin account with{' '}
            <code>npm run staff -w bff -- add</code>.
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
        <SignedIn page={page} search={search} user={state.user} onUnauthorized={onUnauthorized} />
      ) : null}
    </div>
  );
}

/** The navigation the staff member's role allows, and the page the address names. */
function SignedIn({
  page,
  search,
  user,
  onUnauthorized,
}: {
  page: Page;
  search: string;
  user: SignedInUser;
  onUnauthorized: () => void;
}) {
  const tick = useRefreshTick();
  const context = useMemo<AdminContextValue>(
    () => ({ tick, onUnauthorized, role: user.role, userId: user.id }),
    [tick, onUnauthorized, user.role, user.id],
  );
  const current = page.name === 'lead' ? 'leads' : page.name;
  const needed = PAGE_ROLES[page.name];
  return (
    <AdminContext.Provider value={context}>
      <nav className={styles.tabs} aria-label="Insights pages">
        <ul>
          {NAVIGATION.filter((item) => roleAllows(user.role, PAGE_ROLES[item.page])).map((item) => (
            <li key={item.page}>
              <Link
                to={{ pathname: item.path, search: item.page === 'overview' || item.page === 'leads' ? search : '' }}
                aria-current={current === item.page ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {!roleAllows(user.role, needed) ? (
        <p role="alert" className={styles.notice}>
          This page needs the {needed} role, and you are signed in as a {user.role}: ask an admin if you need it.
        </p>
      ) : page.name === 'overview' || page.name === 'leads' ? (
        <Dashboard show={page.name} />
      ) : page.name === 'lead' ? (
        <LeadDetail id={page.id} />
      ) : page.name === 'staff' ? (
        <StaffPage />
      ) : page.name === 'audit' ? (
        <AuditPage />
      ) : (
        <p className={styles.notice}>There is no such page here.</p>
      )}
    </AdminContext.Provider>
  );
}
