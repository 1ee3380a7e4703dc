import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FullPageLoader } from '../../components/full-page-loader/full-page-loader.component';
import { LogOutButton } from './log-out-button.component';
import { TopBar } from './top-bar.component';

/** Profile setup and its completion pages: outside the shell (no navigation), but the user can log out. */
export default function SetupLayout() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <TopBar account={<LogOutButton />} />
      <Container component="main" maxWidth="md" sx={{ py: 4 }}>
        <Suspense fallback={<FullPageLoader fullHeight={false} />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
