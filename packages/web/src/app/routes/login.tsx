import { LoginPage } from '../../features/account/login-page';

/** `/login`: sign in or create an account. */
export function Component() {
  return <LoginPage />;
}
