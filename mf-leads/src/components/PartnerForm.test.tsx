import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBff, json } from '../test/bff.ts';
import { renderWithAnalytics } from '../test/render.tsx';
import PartnerForm from './PartnerForm.tsx';

afterEach(() => vi.unstubAllGlobals());

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name & Surname'), 'Lerato Mokoena');
  await user.type(screen.getByLabelText('Email'), ' Lerato@Agency.CO.ZA ');
  await user.type(screen.getByLabelText('Contact Number'), '+27 (82) 555-0101');
  await user.type(screen.getByLabelText('Estate Agency'), 'Highveld Homes');
}

describe('partner form', () => {
  it('groups the average sale value in thousands while it is typed', async () => {
    fakeBff();
    const user = userEvent.setup();
    renderWithAnalytics(<PartnerForm />);
    const value = screen.getByLabelText(/Average Sale Value/);
    await user.type(value, 'R1,850,000');
    expect(value).toHaveValue('1\u00a0850\u00a0000');
  });

  it('sends the normalised lead, shows the thanks and clears every field', async () => {
    const bff = fakeBff(() => json(201, { status: 'success', message: 'Registered' }));
    const user = userEvent.setup();
    renderWithAnalytics(<PartnerForm />);
    await fill(user);
    await user.type(screen.getByLabelText(/Number of Listings/), '12');
    await user.type(screen.getByLabelText(/Average Sale Value/), '1850000');
    await user.click(screen.getByRole('button', { name: 'Register Interest' }));
    expect(
      await screen.findByText('Thanks! We’ve received your details—check your inbox for confirmation.'),
    ).toBeInTheDocument();
    expect(bff.posted()).toEqual([
      {
        path: '/contact/partner',
        body: {
          fullName: 'Lerato Mokoena',
          email: 'lerato@agency.co.za',
          phone: '+27 (82) 555-0101',
          estateAgency: 'Highveld Homes',
          numListings: 12,
          avgSaleValue: 1850000,
          source: 'agents-landing',
          website: '',
        },
      },
    ]);
    for (const label of ['Name & Surname', 'Email', 'Contact Number', 'Estate Agency', /Average Sale Value/]) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(screen.getByLabelText(/Number of Listings/)).toHaveValue(null);
  });

  it('leaves the optional numbers out as null, and refuses a negative number of listings', async () => {
    const bff = fakeBff(() => json(201, {}));
    const user = userEvent.setup();
    renderWithAnalytics(<PartnerForm />);
    await fill(user);
    await user.type(screen.getByLabelText(/Number of Listings/), '-3');
    await user.click(screen.getByRole('button', { name: 'Register Interest' }));
    expect(await screen.findByText('Number of listings cannot be negative.')).toBeInTheDocument();
    expect(bff.fetchMock).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/Number of Listings/));
    await user.click(screen.getByRole('button', { name: 'Register Interest' }));
    await vi.waitFor(() => expect(bff.fetchMock).toHaveBeenCalledTimes(1));
    expect(bff.posted()[0]?.body).toMatchObject({ numListings: null, avgSaleValue: null });
  });

  it('says "Something went wrong" on a non-2xx answer and keeps what was typed', async () => {
    fakeBff(() => json(429, { message: 'Too many requests' }));
    const user = userEvent.setup();
    renderWithAnalytics(<PartnerForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Register Interest' }));
    expect(await screen.findByText('Something went wrong. Please try again shortly.')).toBeInTheDocument();
    expect(screen.getByLabelText('Estate Agency')).toHaveValue('Highveld Homes');
  });
});
