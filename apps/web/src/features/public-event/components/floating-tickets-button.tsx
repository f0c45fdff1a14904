import { Box, Button } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useEffect, useState, type RefObject } from 'react';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * "Get tickets" pinned to the bottom of the screen while the ticket selector is out of sight (a buyer reading
 * the description on a phone); it brings the selector back and moves focus there.
 */
export function FloatingTicketsButton({ target, label }: { target: RefObject<HTMLElement | null>; label: string }) {
  const [isTargetHidden, setIsTargetHidden] = useState(false);

  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setIsTargetHidden(!entry?.isIntersecting), {
      threshold: 0,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);

  if (!isTargetHidden) return null;
  const goToTickets = () => {
    const element = target.current;
    if (!element) return;
    const isReduced = window.matchMedia?.(REDUCED_MOTION_QUERY).matches ?? false;
    element.scrollIntoView({ behavior: isReduced ? 'auto' : 'smooth', block: 'start' });
    element.focus({ preventScroll: true });
  };
  return (
    <>
      {/* Room at the end of the page, so the button never covers its last lines. */}
      <div aria-hidden style={{ height: 56 }} />
      <Box pos="fixed" bottom={16} left={16} right={16} style={{ zIndex: 150 }}>
        <Button
          size="md"
          radius="xl"
          fullWidth
          maw={420}
          mx="auto"
          display="flex"
          leftSection={<IconTicket size={18} aria-hidden />}
          onClick={goToTickets}
          data-testid="floating-get-tickets"
          style={{ boxShadow: 'var(--mantine-shadow-md)' }}
        >
          {label}
        </Button>
      </Box>
    </>
  );
}
