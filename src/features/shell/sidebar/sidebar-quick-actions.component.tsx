import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useId } from 'react';
import type { QuickAction } from '../../../domain/navigation/navigation';
import { NavIcon } from '../nav-icon.component';
import { useQuickActionDialogs } from '../quick-actions/quick-action-dialogs.context';
import { shellTexts } from '../shell.texts';
import { visuallyHidden } from '../visually-hidden';
import { collapsedLabel, groupLabelSx, itemSx, SidebarLink } from './sidebar-link.component';

interface SidebarQuickActionsProps {
  actions: QuickAction[];
  collapsed: boolean;
  onNavigate?: () => void;
}

/** SPEC §2 quick actions per role: paths navigate, the invite and submit actions open the shell's dialogs. */
export function SidebarQuickActions({ actions, collapsed, onNavigate }: SidebarQuickActionsProps) {
  const { openDialog } = useQuickActionDialogs();
  const labelId = useId();
  if (actions.length === 0) return null;
  return (
    <List
      dense
      aria-labelledby={labelId}
      subheader={
        <ListSubheader id={labelId} disableSticky sx={collapsed ? visuallyHidden : groupLabelSx}>
          {shellTexts.quickActions}
        </ListSubheader>
      }
    >
      {actions.map((action) =>
        action.dialog === undefined ? (
          <SidebarLink key={action.id} label={action.label} path={action.path} icon={action.icon} collapsed={collapsed} onNavigate={onNavigate} />
        ) : (
          <ListItem key={action.id} disablePadding>
            <ListItemButton
              aria-haspopup="dialog"
              {...collapsedLabel(collapsed, action.label)}
              onClick={() => {
                onNavigate?.();
                openDialog(action.dialog);
              }}
              sx={itemSx(collapsed)}
            >
              <ListItemIcon>
                <NavIcon name={action.icon} />
              </ListItemIcon>
              {collapsed ? null : <ListItemText primary={action.label} slotProps={{ primary: { noWrap: true, variant: 'body2' } }} />}
            </ListItemButton>
          </ListItem>
        ),
      )}
    </List>
  );
}
