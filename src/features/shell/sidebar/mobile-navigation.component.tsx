import Drawer from '@mui/material/Drawer';
import { sidebarWidthUnits } from '../../../domain/constants';
import { shellTexts } from '../shell.texts';
import { SidebarContent } from './sidebar-content.component';
import { sidebarWidth } from './sidebar.component';

export interface MobileNavigationProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Below md the sidebar is a temporary drawer (80 units); Escape and a backdrop click close it (MUI Modal),
 * and so does any navigation (the shell layout). Its own chunk: desktop pages never load the drawer.
 */
export default function MobileNavigation({ id, open, onClose }: MobileNavigationProps) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      id={id}
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
