import { Link } from '@hl/shared/router';
import { INSIGHTS_PATH } from '@hl/shared/site-map';
import { useAdminData } from '../hooks/useAdminData.ts';
import { getLead } from '../lib/api.ts';
import { formatDateTime } from '../lib/format.ts';
import { LeadFields } from './LeadFields.tsx';
import { LeadSourceFields } from './LeadSourceFields.tsx';
import { Panel } from './Panel.tsx';

/**
 * One lead (/insights/leads/{id}): where the broker team's e-mail links to. Reading it is written to
 * the audit log by the BFF.
 */
export function LeadDetail({ id }: { id: string }) {
  const state = useAdminData((signal) => getLead(id, signal), id);
  const lead = state.data;
  return (
    <>
      <p>
        <Link to={`${INSIGHTS_PATH}/leads`}>← All leads</Link>
      </p>
      <Panel title={lead ? `${lead.type} lead` : 'Lead'} id="insights-lead" state={state} wide>
        {lead ? (
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
        ) : null}
      </Panel>
      {lead ? (
        <Panel title="Where it came from" id="insights-lead-source" state={state} wide>
          <LeadSourceFields source={lead.source} />
        </Panel>
      ) : null}
    </>
  );
}
