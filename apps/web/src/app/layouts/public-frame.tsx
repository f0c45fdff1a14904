import { Box, Container, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PoweredByFooter } from '../../components/powered-by-footer';
import classes from './public-frame.module.css';

/** The buyer's frame: no back-office chrome, phone-width first, readable on a desktop. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <Box mih="100dvh" bg="var(--mantine-color-body)" data-public-frame>
      <Container
        size="sm"
        className={classes.container}
        px={{ base: 'sm', sm: 'md' }}
        py={{ base: 'md', sm: 'xl' }}
        data-public-column
      >
        <Stack gap="xl">
          {/* One main landmark per page, the footer outside it (WCAG 1.3.1; axe, issue 28). */}
          <Stack gap="xl" component="main">
            {children}
          </Stack>
          <div className={classes.noPrint}>
            <PoweredByFooter content="public-page" />
          </div>
        </Stack>
      </Container>
    </Box>
  );
}
