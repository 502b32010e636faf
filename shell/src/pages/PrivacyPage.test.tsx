import { analyticsWrapper } from '@hl/shared/analytics-testing';
import { legal, site } from '@hl/shared/site';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from '../layout/Footer.tsx';
import { PrivacyPage } from './PrivacyPage.tsx';

describe('the privacy notice', () => {
  it('covers what POPIA asks a notice to say', () => {
    render(<PrivacyPage />, { wrapper: analyticsWrapper(undefined, '/privacy') });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    for (const heading of [
      'Who we are',
      'What we collect, and why',
      'How we measure this website',
      'How long we keep it',
      'Who can see it',
      'Your rights',
      'Our information officer',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    // Each lead form, and both tracking cookies, are named.
    for (const form of ['Newsletter sign-up', 'Callback request', 'Contact form', 'Estate agent registration']) {
      expect(screen.getByText(`${form}:`)).toBeInTheDocument();
    }
    expect(screen.getByText('hl_session_id')).toBeInTheDocument();
    expect(screen.getByText('visitor_id')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(legal.retention.leads))).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`Records of how the site is used: ${legal.retention.analytics}`)),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Newsletter sign-ups: until you unsubscribe\. After that we keep only a one-way code/),
    ).toBeInTheDocument();
  });

  it("gives the information officer's details from the site configuration", () => {
    render(<PrivacyPage />, { wrapper: analyticsWrapper(undefined, '/privacy') });
    const officer = screen.getByText(legal.informationOfficer.name, { exact: false }).closest('address') as HTMLElement;
    expect(within(officer).getByRole('link', { name: legal.informationOfficer.email })).toHaveAttribute(
      'href',
      `mailto:${legal.informationOfficer.email}`,
    );
    expect(within(officer).getByRole('link', { name: legal.informationOfficer.phone.display })).toHaveAttribute(
      'href',
      `tel:${legal.informationOfficer.phone.tel}`,
    );
    expect(document.body).toHaveTextContent(`${legal.companyName} (company registration ${legal.companyNumber})`);
  });
});

describe('the footer', () => {
  it('links the privacy notice and carries the registration line from the configuration', () => {
    render(<Footer />, { wrapper: analyticsWrapper() });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
    const line = within(footer).getByText(new RegExp(`NCR registration ${legal.ncrNumber}`));
    expect(line).toHaveTextContent(legal.companyNumber);
    expect(line).toHaveTextContent(legal.fspNote);
    expect(within(footer).getByText(new RegExp(`© \\d{4} ${site.brandName}`))).toBeInTheDocument();
  });
});
