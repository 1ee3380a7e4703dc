import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Breadcrumbs } from '../../components/breadcrumbs/breadcrumbs.component';
import { FullPageLoader } from '../../components/full-page-loader/full-page-loader.component';
import { timing } from '../../domain/constants';
import { PerformancePanel } from '../metrics/components/performance-panel.component';
import { OfflineBanner } from '../network/components/offline-banner.component';
import { NoticeStrip } from '../notices/components/notice-strip.component';
import { NotificationsButton } from '../notifications/components/notifications-button.component';
import { MessagesButton } from '../messages/components/messages-button.component';
import { CommandPaletteProvider } from './command-palette/command-palette.provider';
import { SearchBox } from './command-palette/search-box.component';
import { QuickActionDialogsProvider } from './quick-actions/quick-action-dialogs.provider';
import { Sidebar } from './sidebar/sidebar.component';
import { BrandSwitcher } from './brand-switcher/brand-switcher.component';
import { TopBar } from './top-bar.component';
import { useElementHeight } from './use-element-height.hook';
import { UserMenu } from './user-menu/user-menu.component';

const loadMobileNavigation = () => import(/* webpackChunkName: "mobile-navigation" */ './sidebar/mobile-navigation.component');
const MobileNavigation = lazy(loadMobileNavigation);
const mobileNavigationId = 'shell-mobile-navigation';

/**
 * The signed-in shell (SPEC §2): notice strip, top bar (menu button on phones, search, notifications, user
 * menu), the sidebar (a drawer below md), breadcrumbs, the page, the offline banner and the performance panel.
 * The quick-action dialogs sit outside the command palette so the palette can open them too.
 */
export default function ShellLayout() {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname, search } = useLocation();
  const headerRef = useRef<HTMLDivElement>(null);
  // Only the desktop sidebar sticks below the header.
  const headerHeight = useElementHeight(headerRef, 64, !isMobile);

  // The phone's drawer is closed on arrival: its chunk (13 kB gzip with MUI's Modal) is not part of the first screen.
  // It loads when first opened, or once the page has settled, so the first tap on the menu button is not a wait.
  const [drawerUsed, setDrawerUsed] = useState(false);
  useEffect(() => {
    if (!isMobile || drawerUsed) return undefined;
    const timer = setTimeout(() => void loadMobileNavigation().catch(() => undefined), timing.prefetchDelayMs);
    return () => clearTimeout(timer);
  }, [isMobile, drawerUsed]);
  const openDrawer = () => {
    setDrawerUsed(true);
    setDrawerOpen(true);
  };

  // SPEC §2: the mobile drawer closes on navigation, whatever caused it (a link, the palette, the back button).
  useEffect(() => setDrawerOpen(false), [pathname, search]);

  return (
    <QuickActionDialogsProvider>
      <CommandPaletteProvider>
        <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
          {/* Notice strip and top bar stick together; the sidebar sticks right below them. */}
          <Box ref={headerRef} sx={{ position: 'sticky', top: 0, zIndex: 'appBar' }}>
            <NoticeStrip />
            <TopBar
              position="static"
              onOpenNavigation={isMobile ? openDrawer : undefined}
              navigationOpen={drawerOpen}
              navigationId={mobileNavigationId}
              context={<BrandSwitcher />}
              actions={
                <>
                  <SearchBox />
                  <MessagesButton />
                  <NotificationsButton />
                </>
              }
              account={<UserMenu />}
            />
          </Box>
          <Box sx={{ display: 'flex', flexGrow: 1, alignItems: 'flex-start' }}>
            {isMobile ? (
              drawerUsed ? (
                <Suspense fallback={null}>
                  <MobileNavigation id={mobileNavigationId} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
                </Suspense>
              ) : null
            ) : (
              <Sidebar top={headerHeight} />
            )}
            <Box component="main" sx={{ flexGrow: 1, minWidth: 0 }}>
              <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
                <Breadcrumbs />
                <Suspense fallback={<FullPageLoader fullHeight={false} />}>
                  <Outlet />
                </Suspense>
              </Container>
            </Box>
          </Box>
          <OfflineBanner />
          <PerformancePanel />
        </Box>
      </CommandPaletteProvider>
    </QuickActionDialogsProvider>
  );
}
