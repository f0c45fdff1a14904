import { Box, Container, Stack } from '@mantine/core';
import { Outlet } from 'react-router';
import { PoweredByFooter } from '../../../components/powered-by-footer';
import classes from './public-layout.module.css';

/** The buyer's frame: no back-office chrome, phone-width first, readable on a desktop. */
export function Component() {
  return (
    <Box mih="100dvh" bg="var(--mantine-color-body)">
      <Container size="sm" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
        <Stack gap="xl">
          <Outlet />
          <div className={classes.noPrint}>
            <PoweredByFooter content="public-page" />
          </div>
        </Stack>
      </Container>
    </Box>
  );
}
