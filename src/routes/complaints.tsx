import { createFileRoute } from '@tanstack/react-router';
import { ComplaintsPage } from '../complaints/complaints-page';

// Its component is a chunk of its own (the router's code splitting), fetched when /complaints opens: the form,
// a signed-in borrower's complaints and the complaints contract stay out of /home's first download.
export const Route = createFileRoute('/complaints')({
  staticData: { tab: 'none', catalogs: ['shell', 'pages'], access: 'public' },
  component: ComplaintsPage,
});
