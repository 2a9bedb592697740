import type { ReactNode } from 'react';
import { signOutAction } from '../lib/session';

/**
 * Signing out: a form that posts to the server, which ends the session
 * and sends the browser on to `redirectUrl`, so the whole app starts again signed out. A POST,
 * because a GET could be sent by any other site's page.
 */
export function SignOutForm({
  redirectUrl,
  buttonClassName,
  className,
  children,
}: {
  redirectUrl: string;
  buttonClassName: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action={signOutAction} className={className}>
      <input type="hidden" name="redirectUrl" value={redirectUrl} />
      <button type="submit" className={buttonClassName}>
        {children}
      </button>
    </form>
  );
}
