import { createFileRoute } from '@tanstack/react-router';
import { TermsScreen } from '../pages/legal/legal-screens';

export const Route = createFileRoute('/terms')({
  component: TermsScreen,
});
