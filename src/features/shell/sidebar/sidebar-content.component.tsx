import Box from '@mui/material/Box';
import { navigationForUser, quickActionsForUser } from '../../../domain/navigation/navigation';
import { useShellUser } from '../use-shell-user.hook';
import { SidebarFooter } from './sidebar-footer.component';
import { SidebarNav } from './sidebar-nav.component';
import { SidebarQuickActions } from './sidebar-quick-actions.component';

export interface SidebarContentProps {
  collapsed: boolean;
  /** Called after a click that navigates or opens a dialog (the mobile drawer closes). */
  onNavigate?: () => void;
}

/** What the desktop sidebar and the mobile drawer both hold: navigation, quick actions, the user and Logout. */
export function SidebarContent({ collapsed, onNavigate }: SidebarContentProps) {
  const user = useShellUser();
  // By role: the operator's own shell, a brand member only what their team flags allow (docs/shell.md).
  const groups = navigationForUser(user);
  const actions = quickActionsForUser(user);
  return (
    <>
      <Box sx={{ flexGrow: 1, overflowY: 'auto', overflowX: 'hidden', pb: 1, scrollbarWidth: 'thin' }}>
        <SidebarNav groups={groups} collapsed={collapsed} onNavigate={onNavigate} />
        <SidebarQuickActions actions={actions} collapsed={collapsed} onNavigate={onNavigate} />
      </Box>
      <SidebarFooter user={user} collapsed={collapsed} />
    </>
  );
}
