import { LogoutPage } from '../../features/account/logout-page';

/** `/logout`: sign out with one button (what `GET /api/Account/Logout` opens). */
export function Component() {
  return <LogoutPage />;
}
