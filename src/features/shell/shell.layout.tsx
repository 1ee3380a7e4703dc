import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FullPageLoader } from '../../components/full-page-loader/full-page-loader.component';
import { PerformancePanel } from '../metrics/components/performance-panel.component';
import { OfflineBanner } from '../network/components/offline-banner.component';
import { NoticeStrip } from '../notices/components/notice-strip.component';
import { NotificationsButton } from '../notifications/components/notifications-button.component';
import { CommandPaletteProvider } from './command-palette/command-palette.provider';
import { SearchBox } from './command-palette/search-box.component';
import { TopBar } from './top-bar.component';

/**
 * The signed-in shell (SPEC §2): notice strip, top bar (search, notifications), the page, the offline banner.
 * Sidebar, breadcrumbs and user menu: being built (issue 3).
 */
export default function ShellLayout() {
  return (
    <CommandPaletteProvider>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
        <NoticeStrip />
        <TopBar
          actions={
            <>
              <SearchBox />
              <NotificationsButton />
            </>
          }
        />
        <Container component="main" maxWidth="lg" sx={{ flexGrow: 1, py: 4 }}>
          <Suspense fallback={<FullPageLoader fullHeight={false} />}>
            <Outlet />
          </Suspense>
        </Container>
        <OfflineBanner />
        <PerformancePanel />
      </Box>
    </CommandPaletteProvider>
  );
}
