import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router-dom';
import type { NavIcon as NavIconName } from '../../../domain/navigation/navigation';
import { NavIcon } from '../nav-icon.component';

/**
 * Collapsed, only icons show: the label becomes the accessible name and the native tooltip (`title`). MUI's
 * Tooltip would add Popper and @popperjs/core (about 7 kB gzip) to every signed-in page for the same hint.
 */
export const collapsedLabel = (collapsed: boolean, label: string) => (collapsed ? { 'aria-label': label, title: label } : {});

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
      <ListItemButton
        component={RouterLink}
        to={path}
        selected={active}
        aria-current={active ? 'page' : undefined}
        {...collapsedLabel(collapsed, label)}
        onClick={onNavigate}
        sx={itemSx(collapsed, nested)}
      >
        <ListItemIcon>
          <NavIcon name={icon} />
        </ListItemIcon>
        {collapsed ? null : <ListItemText primary={label} slotProps={{ primary: { noWrap: true, variant: 'body2' } }} />}
      </ListItemButton>
    </ListItem>
  );
}
