import { createFileRoute } from '@tanstack/react-router';
import { FamilyScreen } from '../account/section-screens';

export const Route = createFileRoute('/account/centre/family')({
  component: FamilyScreen,
});
