import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FullPageLoader } from '../../components/full-page-loader/full-page-loader.component';
import { TopBar } from './top-bar.component';

/**
 * The signed-in shell: top bar and the page. Issue 3 adds the sidebar, breadcrumbs and the notice strip
 * between the top bar and the page (the `main` area stays the page's home).
 */
export default function ShellLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <TopBar />
      <Container component="main" maxWidth="lg" sx={{ flexGrow: 1, py: 4 }}>
        <Suspense fallback={<FullPageLoader fullHeight={false} />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
