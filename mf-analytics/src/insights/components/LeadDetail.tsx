import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadFollowUpChange, type LeadStatus } from '@hl/shared/insights';
import { Link } from '@hl/shared/router';
import { INSIGHTS_PATH } from '@hl/shared/site-map';
import { useId, useState } from 'react';
import { useAdminData } from '../hooks/useAdminData.ts';
import { AdminApiError, type AdminLead, getLead, getOwners, updateLead } from '../lib/api.ts';
import { formatDateTime } from '../lib/format.ts';
import styles from './Insights.module.css';
import { LeadFields } from './LeadFields.tsx';
import { LeadSourceFields } from './LeadSourceFields.tsx';
import { Panel } from './Panel.tsx';

/** A phone number as a tel: link takes it: its digits, and a leading + kept. */
const telHref = (phone: string) => `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

/**
 * One lead (/insights/leads/{id}): where the broker team's e-mail links to. Its details with links
 * to call or e-mail the person, where it came from, and its follow-up: status, owner, notes and
 * their history. Reading it and every change are written to the audit log by the BFF.
 */
export function LeadDetail({ id }: { id: string }) {
  const [version, setVersion] = useState(0);
  const state = useAdminData((signal) => getLead(id, signal), `${id}|${version}`);
  const lead = state.data;
  const phone = lead && ['mobile', 'phone'].map((key) => lead.payload[key]).find((v) => typeof v === 'string' && v);
  return (
    <>
      <p>
        <Link to={`${INSIGHTS_PATH}/leads`}>← All leads</Link>
      </p>
      <div className={styles.grid}>
        <Panel title={lead ? `${lead.type} lead` : 'Lead'} id="insights-lead" state={state} wide>
          {lead ? (
            <>
              <p className={styles.actions}>
                {typeof phone === 'string' ? (
                  <a className={styles.primaryButton} href={telHref(phone)}>
                    Call {phone}
                  </a>
                ) : null}
                {lead.email ? (
                  <a className={styles.secondaryButton} href={`mailto:${lead.email}`}>
                    E-mail {lead.email}
                  </a>
                ) : null}
              </p>
              <LeadFields lead={lead}>
                <div>
                  <dt>Received</dt>
                  <dd>{formatDateTime(lead.createdAt)}</dd>
                </div>
                {lead.spam ? (
                  <div>
                    <dt>Spam</dt>
                    <dd>the hidden field was filled: never contacted</dd>
                  </div>
                ) : null}
              </LeadFields>
            </>
          ) : null}
        </Panel>
        {lead ? (
          <>
            <Panel title="Follow-up" id="insights-lead-follow-up" state={state} wide>
              {/* Started again from the lead as saved, whoever changed it last (no .at(): iOS 15.0 lacks it). */}
              <FollowUpForm
                key={lead.followUp.history?.[lead.followUp.history.length - 1]?.id ?? 'none'}
                lead={lead}
                onSaved={() => setVersion((n) => n + 1)}
              />
              <History lead={lead} />
            </Panel>
            <Panel title="Where it came from" id="insights-lead-source" state={state} wide>
              <LeadSourceFields source={lead.source} />
            </Panel>
          </>
        ) : null}
      </div>
    </>
  );
}

/** Status (with why, when lost), owner and a note, saved together as one change. */
function FollowUpForm({ lead, onSaved }: { lead: AdminLead; onSaved: () => void }) {
  const owners = useAdminData((signal) => getOwners(signal), 'owners');
  const { followUp } = lead;
  const [status, setStatus] = useState<LeadStatus>(followUp.status);
  const [lostReason, setLostReason] = useState(followUp.lostReason ?? '');
  const [ownerId, setOwnerId] = useState(followUp.owner?.id ?? '');
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const id = useId();

  const change: LeadFollowUpChange = {};
  if (status !== followUp.status || (status === 'lost' && lostReason.trim() !== (followUp.lostReason ?? ''))) {
    change.status = status;
    if (status === 'lost') change.lostReason = lostReason;
  }
  if (ownerId !== (followUp.owner?.id ?? '')) change.ownerId = ownerId || null;
  if (note.trim()) change.note = note;

  return (
    <form
      className={styles.staffForm}
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        setMessage(undefined);
        try {
          await updateLead(lead.id, change);
          setNote('');
          setMessage({ ok: true, text: 'Saved.' });
          onSaved();
        } catch (error) {
          setMessage({ ok: false, text: error instanceof AdminApiError ? error.message : 'Not saved. Try again.' });
        }
      }}
    >
      <label htmlFor={`${id}-status`}>Status</label>
      <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value as LeadStatus)}>
        {LEAD_STATUSES.map((s) => (
          <option key={s} value={s}>
            {LEAD_STATUS_LABELS[s]}
          </option>
        ))}
      </select>
      {status === 'lost' ? (
        <>
          <label htmlFor={`${id}-reason`}>Why it was lost</label>
          <input id={`${id}-reason`} value={lostReason} onChange={(e) => setLostReason(e.target.value)} />
        </>
      ) : null}
      <label htmlFor={`${id}-owner`}>Followed up by</label>
      <select id={`${id}-owner`} value={ownerId} onChange={(e) => setOwnerId(e.target.value)}>
        <option value="">Nobody yet</option>
        {followUp.owner && !owners.data?.owners.some((o) => o.id === followUp.owner?.id) ? (
          <option value={followUp.owner.id}>{followUp.owner.name}</option>
        ) : null}
        {owners.data?.owners.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-note`}>Note</label>
      <textarea id={`${id}-note`} rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
      {message ? (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? styles.success : styles.formError}>
          {message.text}
        </p>
      ) : null}
      <button type="submit" className={styles.primaryButton} disabled={Object.keys(change).length === 0}>
        Save
      </button>
    </form>
  );
}

/** Who changed what, when: oldest first. */
function History({ lead }: { lead: AdminLead }) {
  const history = lead.followUp.history ?? [];
  const what = (entry: (typeof history)[number]) => {
    const name = (value: string | null) =>
      value === null ? 'nobody' : (LEAD_STATUS_LABELS[value as LeadStatus] ?? value);
    if (entry.change === 'note') return `noted: ${entry.text ?? ''}`;
    if (entry.change === 'owner') return `gave it to ${name(entry.to)} (was ${name(entry.from)})`;
    return `moved it from ${name(entry.from)} to ${name(entry.to)}${entry.text ? `: ${entry.text}` : ''}`;
  };
  return (
    <>
      <h3 className={styles.subheading}>History</h3>
      {history.length === 0 ? (
        <p className={styles.muted}>Nothing done yet.</p>
      ) : (
        <ol className={styles.history} aria-label="History of the lead">
          {history.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> {entry.by} {what(entry)}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
