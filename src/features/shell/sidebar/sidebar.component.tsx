import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { sidebarUnitPx, sidebarWidthUnits } from '../../../domain/constants';
import { selectSidebarCollapsed, sidebarToggled } from '../../settings/settings.slice';
import { shellTexts } from '../shell.texts';
import { SidebarContent } from './sidebar-content.component';

export const sidebarWidth = (units: number) => `${units * sidebarUnitPx}px`;

/**
 * The desktop sidebar (SPEC §2): expanded (44 units) or collapsed to icons (14 units), toggled here and
 * remembered in the settings slice (persisted to localStorage by the settings saga). It sticks below the
 * shell's sticky header (`top`: that header's height) and fills the rest of the window, so the user and
 * Logout at its bottom are always in view; its items scroll when they do not fit.
 */
export function Sidebar({ top }: { top: number }) {
  const dispatch = useAppDispatch();
  const collapsed = useAppSelector(selectSidebarCollapsed);
  const width = sidebarWidth(collapsed ? sidebarWidthUnits.collapsed : sidebarWidthUnits.expanded);
  return (
    <Box
      id="shell-sidebar"
      data-collapsed={collapsed}
      sx={{
        width,
        flexShrink: 0,
        position: 'sticky',
        top,
        height: `calc(100vh - ${top}px)`,
        display: 'flex',
        flexDirection: 'column',
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        transition: (theme) => theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end', px: 1, pt: 1 }}>
        <IconButton
          size="small"
          onClick={() => dispatch(sidebarToggled())}
          aria-label={collapsed ? shellTexts.expandSidebar : shellTexts.collapseSidebar}
          aria-expanded={!collapsed}
          aria-controls="shell-sidebar"
        >
          {collapsed ? <ChevronRight fontSize="small" /> : <ChevronLeft fontSize="small" />}
        </IconButton>
      </Box>
      <SidebarContent collapsed={collapsed} />
    </Box>
  );
}
