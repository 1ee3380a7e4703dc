import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { NavIcon as NavIconName } from '../../../domain/navigation/navigation';
import { NavIcon } from '../nav-icon.component';

/** Collapsed, only icons show: the label moves into a tooltip (and the accessible name). */
export function CollapsedTooltip({ collapsed, label, children }: { collapsed: boolean; label: string; children: ReactElement }) {
  return collapsed ? (
    <Tooltip title={label} placement="right">
      {children}
    </Tooltip>
  ) : (
    children
  );
}

export const itemSx = (collapsed: boolean, nested = false) => ({
  minHeight: 40,
  borderRadius: 1,
  mx: 1,
  px: collapsed ? 0 : 1.5,
  pl: collapsed ? 0 : nested ? 3.5 : 1.5,
  justifyContent: collapsed ? 'center' : 'flex-start',
  '& .MuiListItemIcon-root': { minWidth: collapsed ? 0 : 34, justifyContent: 'center' },
});

export interface SidebarLinkProps {
  label: string;
  path: string;
  icon: NavIconName;
  active?: boolean;
  collapsed: boolean;
  nested?: boolean;
  onNavigate?: () => void;
}

/** One sidebar entry that leads to a page; the current page is marked aria-current="page". */
export function SidebarLink({ label, path, icon, active = false, collapsed, nested, onNavigate }: SidebarLinkProps) {
  return (
    <ListItem disablePadding>
      <CollapsedTooltip collapsed={collapsed} label={label}>
        <ListItemButton
          component={RouterLink}
          to={path}
          selected={active}
          aria-current={active ? 'page' : undefined}
          aria-label={collapsed ? label : undefined}
          onClick={onNavigate}
          sx={itemSx(collapsed, nested)}
        >
          <ListItemIcon>
            <NavIcon name={icon} />
          </ListItemIcon>
          {collapsed ? null : <ListItemText primary={label} slotProps={{ primary: { noWrap: true, variant: 'body2' } }} />}
        </ListItemButton>
      </CollapsedTooltip>
    </ListItem>
  );
}
