import { INSIGHTS_BREAKDOWNS } from '@hl/shared/insights';
import { useLocation } from '@hl/shared/router';
import { MemoryRouter } from '@hl/shared/router-static';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_MS } from '../hooks/useRefreshTick.ts';
import { fakeAdmin, SUMMARY, signedIn } from '../test/fake-admin.ts';
import Insights from './Insights.tsx';

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

function renderPage(admin: ReturnType<typeof fakeAdmin>, url = '/insights') {
  vi.stubGlobal('fetch', admin.fetch);
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Insights />
      <Address />
    </MemoryRouter>,
  );
}

const address = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Object.defineProperty(document, 'hidden', { configurable: true, value: false });
});

describe('signing in and out', () => {
  it('says the read side is off, and how to turn it on, when the BFF has no admin token', async () => {
    renderPage(fakeAdmin({ session: { enabled: false, signedIn: false } }));
    const heading = await screen.findByRole('heading', { name: 'The read side is off' });
    expect(heading.parentElement).toHaveTextContent(/set ADMIN_TOKEN .* in the BFF's environment and restart it/);
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('asks for an e-mail address and a password in labelled fields and says clearly when they are wrong', async () => {
    const admin = fakeAdmin({
      session: { enabled: true, signedIn: false },
      routes: [
        (r) =>
          r.method === 'POST' && JSON.parse(r.body ?? '{}').password !== 'the right password'
            ? {
                status: 401,
                body: { message: 'That e-mail address and password do not match an account. Please check them.' },
              }
            : undefined,
      ],
    });
    renderPage(admin);
    const user = userEvent.setup();
    const email = await screen.findByLabelText('E-mail address');
    const password = screen.getByLabelText('Password');
    expect(email).toHaveAttribute('type', 'email');
    expect(password).toHaveAttribute('type', 'password');

    await user.type(email, 'admin@bondbridge.example');
    await user.type(password, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That e-mail address and password do not match an account. Please check them.',
    );
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await user.clear(password);
    await user.type(password, 'the right password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Unique visitors')).toBeInTheDocument();
    expect(screen.getByText(/^Nomvula Admin \(admin\)/)).toBeInTheDocument();
    expect(admin.seen.filter((r) => r.method === 'POST').map((r) => JSON.parse(r.body ?? '{}'))).toEqual([
      { email: 'admin@bondbridge.example', password: 'wrong' },
      { email: 'admin@bondbridge.example', password: 'the right password' },
    ]);
  });

  it('tells the staff member when their account is locked, in the BFF’s words', async () => {
    const locked = 'Too many failed sign-ins: this account is locked until 10:45 (South African time).';
    renderPage(
      fakeAdmin({
        session: { enabled: true, signedIn: false },
        routes: [(r) => (r.method === 'POST' ? { status: 429, body: { message: locked } } : undefined)],
      }),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail address'), 'agent@bondbridge.example');
    await user.type(screen.getByLabelText('Password'), 'anything');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(locked);
  });

  it('signs out, here or everywhere: the session is deleted and the sign-in form comes back', async () => {
    const admin = fakeAdmin();
    renderPage(admin);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByText('You are signed out.')).toBeInTheDocument();
    expect(admin.seen.filter((r) => r.method === 'DELETE').map((r) => r.query.get('everywhere'))).toEqual([null]);

    await user.type(screen.getByLabelText('E-mail address'), 'admin@bondbridge.example');
    await user.type(screen.getByLabelText('Password'), 'the right password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('You are signed out on every device.')).toBeInTheDocument();
    expect(admin.seen.filter((r) => r.method === 'DELETE').map((r) => r.query.get('everywhere'))).toEqual([
      null,
      'true',
    ]);
  });

  it('goes back to sign-in when a panel is answered 401 (the session ended)', async () => {
    renderPage(fakeAdmin({ routes: [(r) => (r.path === '/admin/insights/funnel' ? { status: 401 } : undefined)] }));
    expect(await screen.findByText('Your session has ended. Sign in again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('opens the lead a link names once the staff member has signed in (the broker team’s e-mail)', async () => {
    const admin = fakeAdmin({ session: { enabled: true, signedIn: false }, signInAs: 'agent' });
    renderPage(admin, '/insights/leads/lead-7');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail address'), 'agent@bondbridge.example');
    await user.type(screen.getByLabelText('Password'), 'the right password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const lead = await screen.findByRole('region', { name: 'callback lead' });
    expect(await within(lead).findByText('Thandi 7')).toBeInTheDocument();
    expect(admin.seen.some((r) => r.path === '/admin/leads/lead-7')).toBe(true);
    // Where it came from, as the BFF joined it from the visit.
    const source = screen.getByRole('region', { name: 'Where it came from' });
    expect(within(source).getByText('Campaign').nextElementSibling).toHaveTextContent('spring');
    expect(within(source).getByText('Articles read before').nextElementSibling).toHaveTextContent('What is a bond?');
    expect(within(source).getByText('Calculators used before').nextElementSibling).toHaveTextContent('affordability');
    expect(within(source).getByText('From first visit to lead').nextElementSibling).toHaveTextContent('3d 00h');
  });
});

describe('roles', () => {
  it('shows a viewer the figures only: no leads in the navigation, and a lead’s link says why not', async () => {
    const admin = fakeAdmin({ session: signedIn('viewer') });
    renderPage(admin, '/insights/leads/lead-7');
    expect(
      await screen.findByText(/This page needs the agent role, and you are signed in as a viewer/),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Insights pages' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Overview']);
    expect(admin.seen.some((r) => r.path.startsWith('/admin/leads'))).toBe(false);
  });

  it('shows an agent the leads but not the staff accounts or the audit log', async () => {
    renderPage(fakeAdmin({ session: signedIn('agent') }));
    const nav = await screen.findByRole('navigation', { name: 'Insights pages' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Overview', 'Leads']);
  });
});

describe('following a lead up', () => {
  it('offers tap-to-call and e-mail links, and moves the lead on, the history showing each change', async () => {
    const admin = fakeAdmin({ session: signedIn('agent') });
    renderPage(admin, '/insights/leads/lead-3');
    const user = userEvent.setup();
    const lead = await screen.findByRole('region', { name: 'callback lead' });
    expect(await within(lead).findByRole('link', { name: 'Call 0821234567' })).toHaveAttribute(
      'href',
      'tel:0821234567',
    );
    expect(within(lead).getByRole('link', { name: 'E-mail thandi3@example.co.za' })).toHaveAttribute(
      'href',
      'mailto:thandi3@example.co.za',
    );

    const followUp = screen.getByRole('region', { name: 'Follow-up' });
    expect(within(followUp).getByText('Nothing done yet.')).toBeInTheDocument();
    expect(within(followUp).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.selectOptions(within(followUp).getByLabelText('Status'), 'contacted');
    await user.type(within(followUp).getByLabelText('Note'), 'Wants a call after 17:00');
    await user.click(within(followUp).getByRole('button', { name: 'Save' }));
    const history = await within(followUp).findByRole('list', { name: 'History of the lead' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/Nomvula Agent moved it from New to Contacted$/),
      expect.stringMatching(/Nomvula Agent noted: Wants a call after 17:00$/),
    ]);

    // Lost needs a reason: the field appears, and goes with the change.
    await user.selectOptions(within(followUp).getByLabelText('Status'), 'lost');
    await user.type(within(followUp).getByLabelText('Why it was lost'), 'Went with another broker');
    await user.click(within(followUp).getByRole('button', { name: 'Save' }));
    await within(followUp).findByText(/moved it from Contacted to Lost: Went with another broker$/);
    expect(admin.seen.filter((r) => r.method === 'PATCH').map((r) => JSON.parse(r.body ?? '{}'))).toEqual([
      { status: 'contacted', note: 'Wants a call after 17:00' },
      { status: 'lost', lostReason: 'Went with another broker' },
    ]);
  });

  it('narrows the leads to a status, showing each status’s count, and to the staff member’s own', async () => {
    const admin = fakeAdmin({ session: signedIn('agent'), totalLeads: 3 });
    renderPage(admin, '/insights/leads');
    const user = userEvent.setup();
    const status = await screen.findByLabelText('Status');
    await within(status).findByRole('option', { name: 'New (3)' });
    await user.selectOptions(status, 'contacted');
    await user.selectOptions(screen.getByLabelText('Followed up by'), 'Me');
    await waitFor(() => {
      const last = admin.seen.filter((r) => r.path === '/admin/leads').at(-1);
      expect([last?.query.get('status'), last?.query.get('owner')]).toEqual(['contacted', 'user-agent']);
    });
  });
});

describe('staff accounts and the audit log (admins)', () => {
  it('lists the accounts, adds one, changes a role and lifts a lock-out', async () => {
    const admin = fakeAdmin();
    renderPage(admin, '/insights/staff');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Staff accounts' });
    expect(within(table).getByRole('row', { name: /Nomvula Viewer/ })).toHaveTextContent(/locked until/);

    await user.selectOptions(within(table).getByLabelText('Role of Nomvula Agent'), 'admin');
    expect(await screen.findByText('Nomvula Agent is now admin.')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Unlock Nomvula Viewer' }));
    expect(await screen.findByText('Nomvula Viewer can sign in again.')).toBeInTheDocument();
    expect(admin.seen.filter((r) => r.method === 'PATCH').map((r) => [r.path, JSON.parse(r.body ?? '{}')])).toEqual([
      ['/admin/users/user-agent', { role: 'admin' }],
      ['/admin/users/user-viewer', { unlock: true }],
    ]);

    // The weekly digest: chosen per account, and sent now on request.
    await user.click(within(table).getByLabelText('Weekly digest for Nomvula Agent'));
    expect(await screen.findByText('Nomvula Agent gets the weekly digest.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send last week’s digest now' }));
    expect(await screen.findByText('Last week’s digest is on its way to 1.')).toBeInTheDocument();

    const form = screen.getByRole('region', { name: 'Add a staff member' });
    await user.type(within(form).getByLabelText('Name'), 'Pieter');
    await user.type(within(form).getByLabelText('E-mail address'), 'pieter@bondbridge.example');
    await user.type(within(form).getByLabelText(/First password/), 'a long first password');
    await user.click(within(form).getByRole('button', { name: 'Add the account' }));
    expect(await screen.findByText('Pieter can sign in as agent.')).toBeInTheDocument();
    expect(JSON.parse(admin.seen.find((r) => r.method === 'POST' && r.path === '/admin/users')?.body ?? '{}')).toEqual({
      name: 'Pieter',
      email: 'pieter@bondbridge.example',
      role: 'agent',
      password: 'a long first password',
    });
  });

  it('shows who read or changed what, newest first', async () => {
    renderPage(fakeAdmin(), '/insights/audit');
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    const rows = await within(table).findAllByRole('row');
    expect(rows[1]).toHaveTextContent(/agent@bondbridge\.examplelead\.readlead-1/);
    expect(rows[2]).toHaveTextContent(/admin tokenuser\.createuser-adminrole=admin/);
  });
});

describe('the dashboard', () => {
  it("shows the headline figures with their change from the previous range, and the chart's numbers as a table", async () => {
    renderPage(fakeAdmin());
    const overview = await screen.findByRole('region', { name: 'Overview' });
    await within(overview).findByText('Unique visitors');
    const visitors = within(overview).getByText('Unique visitors').parentElement as HTMLElement;
    expect(visitors).toHaveTextContent('50');
    expect(visitors).toHaveTextContent('+25% compared with the previous range (40)');
    expect(within(overview).getByText('Visit duration').parentElement).toHaveTextContent('2m 05s');
    // The series is in a table for screen readers even while the chart shows.
    const table = within(overview).getByRole('table', { name: 'Visitors, visits and page views per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + SUMMARY.series.length);
  });

  it('asks for every table of the page and shows each in its panel', async () => {
    const admin = fakeAdmin();
    renderPage(admin);
    expect(await screen.findByRole('button', { name: 'Filter by page /team' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Filter by article What is a bond?' })).toBeInTheDocument();
    const dimensions = admin
      .insights()
      .map((r) => r.query.get('dimension'))
      .filter(Boolean);
    // Every table of the contract has its panel.
    expect(new Set(dimensions)).toEqual(new Set(INSIGHTS_BREAKDOWNS));
    const funnel = await screen.findByRole('table', { name: 'Funnel: visits at each step' });
    expect(within(funnel).getByRole('row', { name: /Opened a lead form/ })).toHaveTextContent('1050%');
    // Spam is said apart, never among the leads.
    expect(await screen.findByText('Spam, left out of these: 1 lead')).toBeInTheDocument();
    const goals = await screen.findByRole('table', { name: /^Goals/ });
    expect(within(goals).getByRole('row', { name: /WhatsApp chats/ })).toHaveTextContent('WhatsApp chats125%');
    expect(screen.getByText(/visitors on the site now \(the last 5 minutes\)/).textContent).toBe(
      '3 visitors on the site now (the last 5 minutes)',
    );
    const read = await screen.findByRole('table', { name: 'Articles read before becoming a lead' });
    expect(within(read).getByRole('row', { name: /What is a bond\?/ })).toHaveTextContent('375%');
  });

  it('shows Speed: each vital’s 75th percentile and shares, the trend with releases marked, by page and device, by version', async () => {
    renderPage(fakeAdmin());
    const speed = await screen.findByRole('region', { name: 'Speed' });
    const vitals = await within(speed).findByRole('table', { name: /^Web Vitals/ });
    expect(within(vitals).getByRole('row', { name: /^LCP/ })).toHaveTextContent('LCP2,9 s70%20%10%40');
    expect(within(vitals).getByRole('row', { name: /^INP/ })).toHaveTextContent('INP180 ms');
    expect(within(vitals).getByRole('row', { name: /^CLS/ })).toHaveTextContent('CLS0,04');
    // No page load reported it: no value, no shares.
    expect(within(vitals).getByRole('row', { name: /^TTFB/ })).toHaveTextContent('TTFB————0');
    expect(within(speed).getByTitle('good up to 2,5 s, poor above 4 s')).toHaveTextContent('LCP');
    // The chart's numbers, a dash where an interval measured nothing (decimals as South Africa writes them).
    const trend = within(speed).getByRole('table', { name: '75th percentile of each vital per day' });
    expect(within(trend).getAllByRole('row')[2]).toHaveTextContent('23 Nov3 s—0,051,6 s430 ms');
    expect(within(speed).getByRole('listitem')).toHaveTextContent(
      /mf_calculators c2 rolled back by canary check: errors per page view/,
    );
    const pages = within(speed).getByRole('table', { name: '75th percentile of each vital by page and device' });
    expect(within(pages).getByRole('row', { name: /^home/ })).toHaveTextContent('homemobile3,1 s—0,05——');
    const versions = within(speed).getByRole('table', { name: '75th percentile of each vital by remote version' });
    expect(
      within(versions)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'RemoteVersionLCPINPCLSFCPTTFBPage loads',
      'mf_calculatorsc12,5 s————20',
      'mf_calculatorsc24,2 s————10',
    ]);
  });

  it('shows Errors grouped by message and version with count, visits, first and last seen, and the stack', async () => {
    renderPage(fakeAdmin());
    const user = userEvent.setup();
    const errors = await screen.findByRole('region', { name: 'Errors' });
    const table = await within(errors).findByRole('table', { name: 'Errors by message and remote version' });
    const render = within(table).getByRole('row', { name: /rate is undefined/ });
    expect(render).toHaveTextContent('Component threwmf_calculators c2127');
    expect(render).toHaveTextContent(/23 Nov 2026,? 09:05.*23 Nov 2026,? 10:14/);
    await user.click(within(render).getByText('Stack'));
    // The built file's line, and the source's where the BFF has the release's map.
    expect(within(render).getByText(/^Calculator https:\/\/calc\.example\/c2\/src_App\.js:1:2042/)).toHaveTextContent(
      'Calculator https://calc.example/c2/src_App.js:1:2042 at webpack://mf_calculators/src/Calculator.tsx:40:3',
    );
    expect(within(table).getByRole('row', { name: /Loading chunk 7/ })).toHaveTextContent(
      'Chunk did not loadmf_knowledge k722',
    );
    expect(within(errors).getByRole('listitem')).toHaveTextContent(/mf_calculators c2 rolled back by canary check/);
    await user.click(within(errors).getByRole('button', { name: 'Show table' }));
    const perDay = within(errors).getByRole('table', { name: 'Errors per day' });
    expect(
      within(perDay)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['DayErrors', '22 Nov2', '23 Nov12']);
  });

  it('filters the whole page by a clicked row, as a removable chip kept in the address', async () => {
    const admin = fakeAdmin();
    renderPage(admin);
    const user = userEvent.setup();
    const row = await screen.findByRole('button', { name: 'Filter by page /team' });
    // 18 panels, and Speed and Errors, which a filter does not narrow.
    await waitFor(() => expect(admin.insights()).toHaveLength(20));
    const before = admin.insights().length;
    await user.click(row);

    expect(screen.getByRole('button', { name: 'Remove filter Page: /team' })).toBeInTheDocument();
    expect(address().get('page')).toBe('/team');
    await waitFor(() => expect(admin.insights().length).toBeGreaterThanOrEqual(before + 18));
    // Every panel refetched with the filter: summary, goals, 13 tables, funnel, what leads used, leads by day.
    const filtered = admin.insights().slice(before);
    expect(filtered.every((r) => r.query.get('page') === '/team')).toBe(true);
    // The leads page keeps the range and filters of the address.
    expect(screen.getByRole('link', { name: 'Leads' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/insights\/leads\?.*page=%2Fteam/),
    );
    expect(new Set(filtered.map((r) => `${r.path}:${r.query.get('dimension') ?? ''}`)).size).toBe(18);

    const after = admin.insights().length;
    await user.click(screen.getByRole('button', { name: 'Remove filter Page: /team' }));
    expect(address().has('page')).toBe(false);
    await waitFor(() => expect(admin.insights().length).toBeGreaterThanOrEqual(after + 18));
    expect(
      admin
        .insights()
        .slice(after)
        .some((r) => r.query.has('page')),
    ).toBe(false);
  });

  it('reproduces a view from its link: range and filters come from the address', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T22:30:00Z'), toFake: ['Date'] });
    const admin = fakeAdmin();
    renderPage(admin, '/insights?range=30d&utmSource=newsletter');
    expect(await screen.findByRole('button', { name: 'Remove filter UTM source: newsletter' })).toBeInTheDocument();
    await waitFor(() => expect(admin.insights().length).toBeGreaterThanOrEqual(20));
    // 22:30 UTC is 00:30 on the 24th in South Africa: the 30 days end with it.
    for (const r of admin.insights()) {
      // Speed and Errors are of the range alone: the filters narrow visits, which they are not.
      const narrowed = !['/admin/insights/speed', '/admin/insights/errors'].includes(r.path);
      expect(r.query.get('utmSource')).toBe(narrowed ? 'newsletter' : null);
      expect(r.query.get('from')).toBe('2026-10-26T00:00:00+02:00');
      expect(r.query.get('to')).toBe('2026-11-25T00:00:00+02:00');
    }
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks for a custom range of whole days, and refuses one that ends before it starts', async () => {
    const admin = fakeAdmin();
    renderPage(admin);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Custom' }));
    const first = screen.getByLabelText('First day');
    const last = screen.getByLabelText('Last day');
    await user.clear(first);
    await user.type(first, '2026-11-01');
    await user.clear(last);
    await user.type(last, '2026-11-15');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(address().get('range')).toBe('custom');
    await waitFor(() =>
      expect(admin.insights().some((r) => r.query.get('from') === '2026-11-01T00:00:00+02:00')).toBe(true),
    );
    const custom = admin.insights().find((r) => r.query.get('from') === '2026-11-01T00:00:00+02:00');
    expect(custom?.query.get('to')).toBe('2026-11-16T00:00:00+02:00');

    await user.clear(last);
    await user.type(last, '2026-10-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The last day must be on or after the first day.')).toBeInTheDocument();
  });

  it('keeps the other panels when one fails, and lets that one try again', async () => {
    let fail = true;
    renderPage(
      fakeAdmin({
        routes: [
          (r) =>
            fail && r.query.get('dimension') === 'referrer' ? { status: 500, body: { message: 'Boom.' } } : undefined,
        ],
      }),
    );
    const alert = await screen.findByText(/Could not load these numbers: Boom\./);
    expect(within(screen.getByRole('region', { name: 'Referrers' })).queryByRole('table')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Filter by page /team' })).toBeInTheDocument();
    fail = false;
    await userEvent
      .setup()
      .click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Filter by referrer google.com' })).toBeInTheDocument();
  });
});

describe('refreshing', () => {
  it('asks again every minute, keeping the numbers shown meanwhile, and pauses while the tab is hidden', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    let release: (() => void) | undefined;
    const admin = fakeAdmin({
      routes: [
        (r) =>
          r.path === '/admin/insights/summary' && release === undefined && summaries() > 1
            ? new Promise((resolve) => {
                release = () =>
                  resolve({ status: 200, body: { ...SUMMARY, current: { ...SUMMARY.current, visitors: 77 } } });
              })
            : undefined,
      ],
    });
    const summaries = () => admin.seen.filter((r) => r.path === '/admin/insights/summary').length;
    renderPage(admin);
    const overview = await screen.findByRole('region', { name: 'Overview' });
    await within(overview).findByText('Unique visitors');
    expect(summaries()).toBe(1);

    await act(async () => vi.advanceTimersByTime(REFRESH_MS));
    expect(summaries()).toBe(2);
    // While the new answer is on its way, the old numbers stay.
    expect(within(overview).getByText('Unique visitors').parentElement).toHaveTextContent('50');
    expect(within(overview).getByText('Updating…')).toBeInTheDocument();
    await act(async () => release?.());
    await waitFor(() => expect(within(overview).getByText('Unique visitors').parentElement).toHaveTextContent('77'));

    Object.defineProperty(document, 'hidden', { configurable: true, value: true });
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await act(async () => vi.advanceTimersByTime(REFRESH_MS * 3));
    expect(summaries()).toBe(2);

    vi.setSystemTime(Date.now() + REFRESH_MS * 3);
    Object.defineProperty(document, 'hidden', { configurable: true, value: false });
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(summaries()).toBe(3);
  });
});

describe('the leads table', () => {
  it('pages through the leads with previous and next, page x of y from the total', async () => {
    const admin = fakeAdmin({ totalLeads: 45 });
    renderPage(admin, '/insights/leads');
    const user = userEvent.setup();
    const leads = await screen.findByRole('region', { name: 'Leads, newest first' });
    await within(leads).findByText('Thandi 1');
    expect(screen.getByText(/Page 1 of 3/)).toHaveTextContent('Page 1 of 3 (45 leads; 1 spam left out)');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Thandi 21')).toBeInTheDocument();
    expect(screen.getByText(/Page 2 of 3/)).toBeInTheDocument();
    const last = admin.seen.filter((r) => r.path === '/admin/leads').at(-1);
    expect(last?.query.get('offset')).toBe('20');
    expect(last?.query.get('limit')).toBe('20');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Thandi 41')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("shows each lead's type, date and details, a link to it, and offers the CSV of the current filter", async () => {
    const admin = fakeAdmin();
    renderPage(admin, '/insights/leads');
    const user = userEvent.setup();
    const leads = await screen.findByRole('region', { name: 'Leads, newest first' });
    await within(leads).findByText('Thandi 1');
    expect(within(leads).getAllByText('0821234567')).toHaveLength(2);
    // The e-mail once per lead, though the lead holds it twice.
    expect(within(leads).getAllByText('thandi1@example.co.za')).toHaveLength(1);
    expect(within(leads).getAllByRole('row')[1]).toHaveTextContent(/^callback23 Nov 2026, 10:30/);
    expect(within(leads).getAllByRole('row')[1]).toHaveTextContent(
      'newsletter / email, spring (landed on /articles/what-is-a-bond-12)',
    );
    expect(within(leads).getAllByRole('link', { name: /^Open the callback lead of 23 Nov 2026/ })[0]).toHaveAttribute(
      'href',
      '/insights/leads/lead-1',
    );

    await user.selectOptions(screen.getByLabelText('Lead type'), 'contact');
    await waitFor(() => expect(admin.seen.at(-1)?.query.get('type')).toBe('contact'));
    const link = screen.getByRole('link', { name: 'Download CSV' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/admin/leads');
    expect(href.searchParams.get('format')).toBe('csv');
    expect(href.searchParams.get('type')).toBe('contact');
    const leadsRequest = admin.seen.filter((r) => r.path === '/admin/leads').at(-1);
    expect(href.searchParams.get('from')).toBe(leadsRequest?.query.get('from'));
    expect(href.searchParams.get('to')).toBe(leadsRequest?.query.get('to'));
    expect(href.searchParams.get('spam')).toBe('false');
    expect(link).toHaveAttribute('download');

    // The spam, apart: shown only when asked for.
    await user.click(screen.getByLabelText('Show the spam instead'));
    await waitFor(() => expect(admin.seen.at(-1)?.query.get('spam')).toBe('true'));
  });

  it('says how each figure is counted in its help', async () => {
    renderPage(fakeAdmin());
    const user = userEvent.setup();
    const summary = await screen.findByText('How these figures are counted');
    await user.click(summary);
    const help = within(summary.closest('details') as HTMLElement);
    expect(help.getByText('Bounce rate').nextElementSibling).toHaveTextContent(
      /did nothing: things the page does by itself/,
    );
    expect(help.getByText('Became a lead').closest('div')).toHaveTextContent(/spam.*counted apart/);
  });
});
