import { STAFF_ROLES, type StaffRole, type StaffUser, type StaffUserChange } from '@hl/shared/staff';
import a11y from '@hl/shared/visually-hidden.module.css';
import { useId, useState } from 'react';
import { useAdminData } from '../hooks/useAdminData.ts';
import { AdminApiError, createUser, getUsers, sendDigestNow, updateUser } from '../lib/api.ts';
import { formatDateTime } from '../lib/format.ts';
import { ScrollTable } from './DataTable.tsx';
import styles from './Insights.module.css';
import { Panel } from './Panel.tsx';

const errorText = (error: unknown) =>
  error instanceof AdminApiError ? error.message : 'That did not work. Try again.';

/**
 * The staff accounts (admins only): who can sign in with which role; add one, change a role, set
 * a new password, lift a lock-out, deactivate or reactivate. The BFF ends the sessions of an
 * account whose password changes or that is deactivated.
 */
export function StaffPage() {
  const [version, setVersion] = useState(0);
  const state = useAdminData((signal) => getUsers(signal), String(version));
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const reload = () => setVersion((n) => n + 1);
  const change = async (user: StaffUser, what: StaffUserChange, done: string) => {
    try {
      await updateUser(user.id, what);
      setMessage({ ok: true, text: done });
      reload();
    } catch (error) {
      setMessage({ ok: false, text: `${user.name}: ${errorText(error)}` });
    }
  };

  return (
    <div className={styles.grid}>
      <Panel title="Staff accounts" id="insights-staff" state={state} wide>
        {message ? (
          <p role={message.ok ? 'status' : 'alert'} className={message.ok ? styles.success : styles.formError}>
            {message.text}
          </p>
        ) : null}
        <ScrollTable caption="Staff accounts" text>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Role</th>
              <th scope="col">State</th>
              <th scope="col">Weekly digest</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {state.data?.users.map((user) => (
              <tr key={user.id}>
                <th scope="row">{user.name}</th>
                <td>{user.email}</td>
                <td>
                  <label className={styles.check}>
                    <span className={a11y.visuallyHidden}>Role of {user.name}</span>
                    <select
                      value={user.role}
                      onChange={(e) =>
                        change(user, { role: e.target.value as StaffRole }, `${user.name} is now ${e.target.value}.`)
                      }
                    >
                      {STAFF_ROLES.map((r) => (
                        <option key={r} value={r}>
                          {r}
                        </option>
                      ))}
                    </select>
                  </label>
                </td>
                <td>
                  {user.active ? 'active' : 'deactivated'}
                  {user.lockedUntil ? `, locked until ${formatDateTime(user.lockedUntil)}` : ''}
                </td>
                <td>
                  <label className={styles.check}>
                    <input
                      type="checkbox"
                      checked={user.digest}
                      onChange={(e) =>
                        change(
                          user,
                          { digest: e.target.checked },
                          e.target.checked
                            ? `${user.name} gets the weekly digest.`
                            : `${user.name} no longer gets the weekly digest.`,
                        )
                      }
                    />
                    <span className={a11y.visuallyHidden}>Weekly digest for {user.name}</span>
                  </label>
                </td>
                <td className={styles.actions}>
                  {user.lockedUntil ? (
                    <button
                      type="button"
                      className={styles.secondaryButton}
                      aria-label={`Unlock ${user.name}`}
                      onClick={() => change(user, { unlock: true }, `${user.name} can sign in again.`)}
                    >
                      Unlock
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className={styles.secondaryButton}
                    aria-label={`${user.active ? 'Deactivate' : 'Reactivate'} ${user.name}`}
                    onClick={() =>
                      change(
                        user,
                        { active: !user.active },
                        user.active ? `${user.name} is deactivated and signed out.` : `${user.name} is active again.`,
                      )
                    }
                  >
                    {user.active ? 'Deactivate' : 'Reactivate'}
                  </button>
                  <PasswordForm
                    user={user}
                    onSave={(password) =>
                      change(user, { password }, `${user.name} has a new password and is signed out.`)
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </Panel>
      <DigestNow />
      <AddStaffForm
        onAdded={(user) => {
          setMessage({ ok: true, text: `${user.name} can sign in as ${user.role}.` });
          reload();
        }}
      />
    </div>
  );
}

/** A new password for an account, typed by an admin (who tells its owner another way). */
function PasswordForm({ user, onSave }: { user: StaffUser; onSave: (password: string) => Promise<void> }) {
  const [password, setPassword] = useState('');
  const id = useId();
  return (
    <form
      className={styles.inlineForm}
      onSubmit={async (e) => {
        e.preventDefault();
        await onSave(password);
        setPassword('');
      }}
    >
      <label htmlFor={id} className={a11y.visuallyHidden}>
        New password for {user.name}
      </label>
      <input
        id={id}
        type="password"
        autoComplete="new-password"
        placeholder="New password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button
        type="submit"
        className={styles.secondaryButton}
        disabled={!password}
        aria-label={`Set password for ${user.name}`}
      >
        Set password
      </button>
    </form>
  );
}

/** Adds an account: name, e-mail, role and a first password. */
function AddStaffForm({ onAdded }: { onAdded: (user: StaffUser) => void }) {
  const empty = { name: '', email: '', role: 'agent' as StaffRole, password: '' };
  const [draft, setDraft] = useState(empty);
  const [error, setError] = useState<string>();
  const id = useId();
  const field = (key: 'name' | 'email' | 'password') => ({
    id: `${id}-${key}`,
    value: draft[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, [key]: e.target.value }),
  });
  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        Add a staff member
      </h2>
      <form
        className={styles.staffForm}
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          setError(undefined);
          try {
            onAdded(await createUser(draft));
            setDraft(empty);
          } catch (err) {
            setError(errorText(err));
          }
        }}
      >
        <label htmlFor={`${id}-name`}>Name</label>
        <input {...field('name')} autoComplete="off" />
        <label htmlFor={`${id}-email`}>E-mail address</label>
        <input {...field('email')} type="email" autoComplete="off" />
        <label htmlFor={`${id}-role`}>Role</label>
        <select
          id={`${id}-role`}
          value={draft.role}
          onChange={(e) => setDraft({ ...draft, role: e.target.value as StaffRole })}
        >
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-password`}>First password (12 characters or more)</label>
        <input {...field('password')} type="password" autoComplete="new-password" />
        {error ? (
          <p role="alert" className={styles.formError}>
            {error}
          </p>
        ) : null}
        <button type="submit" className={styles.primaryButton}>
          Add the account
        </button>
      </form>
    </section>
  );
}

/** Queues last week's digest for the accounts that chose it now, rather than on Monday morning. */
function DigestNow() {
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="insights-digest-now">
      <h2 id="insights-digest-now" className={styles.panelTitle}>
        Weekly digest
      </h2>
      <p className={styles.muted}>
        Every Monday at 07:00 the accounts ticked above get the week before’s figures by e-mail (when the server’s
        STAFF_DIGEST is on).
      </p>
      <button
        type="button"
        className={styles.secondaryButton}
        onClick={async () => {
          try {
            const { queued } = await sendDigestNow();
            setMessage({
              ok: true,
              text: queued ? `Last week’s digest is on its way to ${queued}.` : 'Last week’s digest went out already.',
            });
          } catch (error) {
            setMessage({ ok: false, text: errorText(error) });
          }
        }}
      >
        Send last week’s digest now
      </button>
      {message ? (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? styles.success : styles.formError}>
          {message.text}
        </p>
      ) : null}
    </section>
  );
}
