import { REMOTES, type Service, startRemote, stop } from '@hl/tooling/stack';
import { expect, scrollThrough, test } from '../support/fixtures.ts';
import { ALT_BFF_PORT, DEAD_PORT, E2E_PORTS, SITE_ORIGINS } from '../support/ports.ts';
import { SLOTS } from '../support/slots.ts';
import { startBffWith } from '../support/stack.ts';

/** Checks every slot: the broken remote's slots show the fallback, every other slot its heading. */
async function expectOnlyBrokenSlotsFallBack(
  page: import('@playwright/test').Page,
  broken: (slot: (typeof SLOTS)[number]) => boolean,
) {
  await scrollThrough(page);
  for (const slot of SLOTS) {
    const section = page.locator(`#${slot.section}`);
    if (broken(slot)) {
      await expect(section.getByTestId('remote-fallback')).toBeVisible();
      await expect(section.getByTestId('remote-fallback').getByRole('link', { name: 'contact us' })).toHaveAttribute(
        'href',
        '/contact',
      );
    } else {
      await expect(section.getByRole('heading', { name: slot.heading })).toBeVisible();
    }
  }
  // The shell's own parts keep working.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Up to 8 banks');
  await expect(
    page
      .locator('#contact')
      .getByRole('link', { name: /^0\d\d/ })
      .first(),
  ).toHaveAttribute('href', /^tel:/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How It Works' }).click();
  await expect(page).toHaveURL(/\/how-it-works$/);
}

test.describe('a remote that is down costs only its own slots', () => {
  for (const remote of REMOTES) {
    test(`${remote.workspace} pointed at a dead port`, async ({ page }) => {
      const bff = await startBffWith(ALT_BFF_PORT, { [remote.env]: `http://localhost:${DEAD_PORT}/mf-manifest.json` });
      // Records the tracker sends (the knowledge center's GET of view counts is a read, not a record).
      const sent: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/analytics/')) sent.push(r.url());
      });
      try {
        await page.goto(`http://localhost:${ALT_BFF_PORT}/`);
        await expectOnlyBrokenSlotsFallBack(page, (slot) => slot.remote === remote.workspace);
        if (remote.workspace === 'mf-analytics') {
          // Nothing visible is lost, and nothing is sent: records stay in the provider's queue.
          await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
          expect(sent).toEqual([]);
        } else {
          await expect.poll(() => sent.length).toBeGreaterThan(0);
        }
      } finally {
        await stop(bff);
      }
    });
  }

  test('a broken manifest shows the fallback for that remote only', async ({ page }) => {
    // A URL that answers, but with something that is not a manifest.
    const bff = await startBffWith(ALT_BFF_PORT, { MF_KNOWLEDGE_URL: `http://localhost:${E2E_PORTS.bff}/favicon.svg` });
    try {
      await page.goto(`http://localhost:${ALT_BFF_PORT}/`);
      await expectOnlyBrokenSlotsFallBack(page, (slot) => slot.remote === 'mf-knowledge');
    } finally {
      await stop(bff);
    }
  });

  test('a component that throws while rendering loses only its own slot', async ({ page }) => {
    // Simulate a bad deploy of the Team component: the knowledge remote's code now throws while
    // rendering Team (its heading is where the team section's code is).
    await page.route(new RegExp(`:${E2E_PORTS['mf-knowledge']}/[^?]+\\.js$`), async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('"Meet Our Experts"', '(()=>{throw new Error("bad deploy")})()');
      await route.fulfill({ response, body });
    });
    await page.goto('/');
    await expectOnlyBrokenSlotsFallBack(page, (slot) => slot.section === 'team');
  });

  test('a remote that comes back renders on the next attempt', async ({ page }) => {
    const bff = await startBffWith(ALT_BFF_PORT, { MF_LEADS_URL: `http://localhost:${DEAD_PORT}/mf-manifest.json` });
    let revived: Service | undefined;
    try {
      await page.goto(`http://localhost:${ALT_BFF_PORT}/contact`);
      const contact = page.locator('#contact');
      await expect(contact.getByTestId('remote-fallback')).toBeVisible();
      revived = await startRemote('mf-leads', DEAD_PORT, { quiet: true, siteOrigins: SITE_ORIGINS });
      await contact.getByRole('button', { name: 'Try again' }).click();
      await expect(contact.getByRole('heading', { name: 'Send Us a Message' })).toBeVisible();
      await expect(contact.getByTestId('remote-fallback')).toHaveCount(0);
    } finally {
      if (revived) await stop(revived);
      await stop(bff);
    }
  });
});

test.describe('a transient failure is retried before a slot gives up', () => {
  for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
    test(`a ${file} that fails once loads on the automatic retry`, async ({ page }) => {
      let requests = 0;
      await page.route(`http://localhost:${E2E_PORTS['mf-calculators']}/${file}`, async (route) => {
        requests += 1;
        if (requests === 1) await route.abort('connectionreset');
        else await route.continue();
      });
      await page.goto('/calculators');
      await expect(page.locator('#calculators').getByRole('button', { name: 'Bond Repayment' })).toBeVisible();
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
      expect(requests).toBeGreaterThanOrEqual(2);
    });
  }
});
