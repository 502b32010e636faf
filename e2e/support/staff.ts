import type { StaffRole } from '@hl/shared/staff';
import { request as newRequest, type Page } from '@playwright/test';
import { baseURL } from './ports.ts';
import { E2E_ADMIN_TOKEN } from './stack.ts';

export interface StaffAccount {
  email: string;
  password: string;
  name: string;
  role: StaffRole;
}

/**
 * A staff account of the role on the e2e BFF (at `site`), made with the admin token as
 * `npm run staff -w bff -- add` makes the first admin; an e-mail of its own per run.
 */
export async function createStaff(role: StaffRole, name: string, site = baseURL): Promise<StaffAccount> {
  const account = {
    email: `${role}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@bondbridge.example`,
    password: `a long ${role} password for e2e`,
    name,
    role,
  };
  const api = await newRequest.newContext({ baseURL: site });
  const res = await api.post('/admin/users', {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: account,
  });
  if (res.status() !== 201) throw new Error(`could not create the ${role}: ${res.status()} ${await res.text()}`);
  await api.dispose();
  return account;
}

/** Signs in on the insights page the browser shows (its sign-in form). */
export async function signInAs(page: Page, account: StaffAccount) {
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
