import { useAnalytics } from '@hl/shared/analytics';
import card from '@hl/shared/card.module.css';
import { site } from '@hl/shared/site';
import a11y from '@hl/shared/visually-hidden.module.css';
import { useId, useState } from 'react';
import { type TeamMember, team } from '../content/data/index.ts';
import { useEntrance } from '../hooks/useEntrance.ts';
import { splitQualifications } from '../lib/team.ts';
import { enterProps, Section } from './base/parts.tsx';
import ui from './base/ui.module.css';
import styles from './Team.module.css';

/**
 * Five consultant cards: who they are and their first two qualifications ('+N more' shows the
 * rest); then, once, how to reach them: no member has a line of their own, so the cards do not
 * pretend to.
 */
export default function Team() {
  const { trackEvent } = useAnalytics();
  const [grid, entered] = useEntrance<HTMLUListElement>();
  const { claims } = site;
  return (
    <Section
      headingId="team-heading"
      heading="Meet Our Experts"
      intro="Bond specialists with decades of combined experience, on your side from application to registration."
    >
      <p className={styles.claims}>
        <strong>{claims.teamCombinedYears.value}</strong> years of combined experience
        {claims.teamBondsArranged.confirmed ? (
          <>
            {' '}
            · <strong>{claims.teamBondsArranged.value}</strong> bonds secured by this team
          </>
        ) : null}
      </p>
      <ul ref={grid} className={ui.grid} data-entered={entered}>
        {team.map((member, index) => (
          <li key={member.id} {...enterProps(index, `${card.card} ${styles.card}`)}>
            <MemberCard member={member} />
          </li>
        ))}
      </ul>
      <p className={styles.reach}>
        Reach any of us on{' '}
        <a href={`tel:${site.phone.tel}`} onClick={() => trackEvent('team_phone_click', 'team')}>
          {site.phone.display}
        </a>{' '}
        or at{' '}
        <a href={`mailto:${site.email}`} onClick={() => trackEvent('team_email_click', 'team')}>
          {site.email}
        </a>
        : the office puts you through to your consultant.
      </p>
    </Section>
  );
}

function MemberCard({ member }: { member: TeamMember }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const { first, rest } = splitQualifications(member.qualifications);
  const shown = expanded ? member.qualifications : first;

  return (
    <>
      <img className={styles.avatar} src={member.image} alt="" width={96} height={96} loading="lazy" />
      <h3>{member.name}</h3>
      <p className={styles.position}>{member.position}</p>
      <p className={ui.muted}>
        {member.experience} experience · {member.specialization}
      </p>
      <div className={styles.qualifications}>
        <ul id={listId} aria-label={`${member.name}'s qualifications`}>
          {shown.map((q) => (
            <li key={q}>{q}</li>
          ))}
        </ul>
        {rest.length > 0 ? (
          <button
            type="button"
            className={styles.more}
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((e) => !e)}
          >
            {expanded ? 'Show fewer' : `+${rest.length} more`}
            <span className={a11y.visuallyHidden}> qualifications of {member.name}</span>
          </button>
        ) : null}
      </div>
      <p className={styles.bio}>{member.bio}</p>
      {member.linkedin ? (
        <p className={styles.contact}>
          <a href={member.linkedin} rel="noopener noreferrer" target="_blank">
            LinkedIn<span className={a11y.visuallyHidden}> profile of {member.name} (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
    </>
  );
}
