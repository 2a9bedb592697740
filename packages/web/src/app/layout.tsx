import { Outlet } from 'react-router';

export function Component() {
  return (
    <main className="container py-3">
      <Outlet />
    </main>
  );
}
