import type { Locator, Page } from 'playwright-core';

/** The header's sign-in link (signed out). */
export const loginLink = (page: Page) => page.getByRole('link', { name: 'Login', exact: true });

/** The header's sign-out button, named "Logout (given name)" (signed in): a form post since issue #24. */
export const logoutButton = (page: Page, givenName?: string) =>
  page.getByRole('button', { name: givenName ? new RegExp(`^Logout\\b.*\\b${givenName}\\b`) : /^Logout\b/ });

/** The nav link shown only to accounts holding an admin access option. */
export const adminLink = (page: Page) => page.getByRole('link', { name: 'Admin', exact: true });

/** Waits until `locator` is on screen. */
export const visible = (locator: Locator) => locator.waitFor({ state: 'visible' });

/** From a signed-out page: follows the header's Login link and signs in with a password. */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await loginLink(page).click();
  await fillSignInForm(page, account);
  await visible(logoutButton(page));
}

/** Signs in through the server's login redirect, without the header (whose links a phone may fold away). */
export async function signInDirectly(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/api/Account/Login/?redirectUrl=/');
  await fillSignInForm(page, account);
  await page.waitForURL((url) => url.pathname === '/');
}

async function fillSignInForm(page: Page, account: { email: string; password: string }): Promise<void> {
  await visible(page.getByRole('heading', { name: 'Sign in' }));
  await page.getByLabel('E-mail address', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
