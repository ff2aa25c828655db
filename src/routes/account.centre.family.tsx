import { createFileRoute } from '@tanstack/react-router';
import { FamilyScreen } from '../account/family-screen';

export const Route = createFileRoute('/account/centre/family')({
  component: FamilyScreen,
});
