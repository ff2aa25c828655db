import { createFileRoute, redirect } from '@tanstack/react-router';
import { HOME_PATH } from '../../domain/home-path';

export const Route = createFileRoute('/')({
  staticData: { tab: 'home', catalogs: ['shell'], access: 'public' },
  beforeLoad: () => {
    throw redirect({ href: HOME_PATH, replace: true });
  },
});
