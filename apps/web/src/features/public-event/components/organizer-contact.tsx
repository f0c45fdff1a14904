import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { ContactModal } from '../../public-organizer';

/**
 * The organizer's contact form over the event page, loaded on first use. It brings the query cache its call needs:
 * the light event-page entry has none (decision 093), and inside the app a cache of its own does no harm.
 */
export default function OrganizerContact(props: { organizerId: string; organizerName: string; onClose: () => void }) {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ContactModal opened {...props} />
    </QueryClientProvider>
  );
}
