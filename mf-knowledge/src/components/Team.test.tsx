import { site } from '@hl/shared/site';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { team } from '../content/data/index.ts';
import { renderSection } from '../test/harness.tsx';
import Team from './Team.tsx';

const first = team[0];
if (!first || first.qualifications.length < 3) throw new Error('The first team member needs 3+ qualifications');
const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
const qualifications = (name: string) => within(screen.getByRole('list', { name: `${name}'s qualifications` }));

describe('Team', () => {
  it('shows five member cards with the first two qualifications and a “+N more” for the rest', () => {
    renderSection(<Team />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(
      qualifications(first.name)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(first.qualifications.slice(0, 2));
    const more = within(card(first.name)).getByRole('button', { name: /^\+\d+ more/ });
    expect(more).toHaveTextContent(`+${first.qualifications.length - 2} more`);
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('states the team’s confirmed figure and leaves out the unconfirmed one', () => {
    renderSection(<Team />);
    const { teamCombinedYears, teamBondsArranged } = site.claims;
    expect(screen.getByText(/years of combined experience/)).toHaveTextContent(
      `${teamCombinedYears.value} years of combined experience`,
    );
    expect(teamBondsArranged.confirmed).toBe(false);
    expect(screen.queryByText(/bonds secured by this team/)).toBeNull();
  });

  it('“+N more” reveals the rest, and shows fewer again', async () => {
    const { user } = renderSection(<Team />);
    const more = within(card(first.name)).getByRole('button', { name: /more/ });
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(
      qualifications(first.name)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(first.qualifications);
    expect(more).toHaveTextContent('Show fewer');
    await user.click(more);
    expect(qualifications(first.name).getAllByRole('listitem')).toHaveLength(2);
  });

  it('has no “more” button for a member with two qualifications', () => {
    renderSection(<Team />);
    const two = team.find((m) => m.qualifications.length === 2);
    if (!two) throw new Error('expected a member with two qualifications');
    expect(within(card(two.name)).queryByRole('button')).toBeNull();
  });

  it('gives the office’s line and address once, not on every card as if each member had their own', async () => {
    const { user, events } = renderSection(<Team />);
    const phone = screen.getByRole('link', { name: site.phone.display });
    const email = screen.getByRole('link', { name: site.email });
    expect(phone).toHaveAttribute('href', `tel:${site.phone.tel}`);
    expect(email).toHaveAttribute('href', `mailto:${site.email}`);
    for (const member of team) expect(within(card(member.name)).queryByRole('link')).toBeNull();
    phone.addEventListener('click', (e) => e.preventDefault());
    email.addEventListener('click', (e) => e.preventDefault());
    await user.click(phone);
    await user.click(email);
    expect(events()).toEqual([
      ['team_phone_click', 'team'],
      ['team_email_click', 'team'],
    ]);
  });
});
