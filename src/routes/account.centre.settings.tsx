import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/account/centre/settings')({
  component: Outlet,
});
