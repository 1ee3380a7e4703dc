import Drawer from '@mui/material/Drawer';
import { sidebarWidthUnits } from '../../../domain/constants';
import { shellTexts } from '../shell.texts';
import { SidebarContent } from './sidebar-content.component';
import { sidebarWidth } from './sidebar.component';

export const mobileNavigationId = 'shell-mobile-navigation';

/** Below md the sidebar is a temporary drawer (80 units); Escape and a backdrop click close it (MUI Modal). */
export function MobileNavigation({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      id={mobileNavigationId}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-label': shellTexts.sidebar,
          sx: { width: sidebarWidth(sidebarWidthUnits.mobile), maxWidth: '85vw', display: 'flex', flexDirection: 'column', pt: 1 },
        },
      }}
    >
      <SidebarContent collapsed={false} onNavigate={onClose} />
    </Drawer>
  );
}
