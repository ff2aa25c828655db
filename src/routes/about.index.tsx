import { createFileRoute } from '@tanstack/react-router';
import { AboutScreen } from '../pages/about/about-screen';

export const Route = createFileRoute('/about/')({
  component: AboutScreen,
});
