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

/**
 * Tight spacing: 44 units (176 px) must hold an icon and 'Active Campaigns' in a nested row without '…' (the
 * layout tour measures it with Debian's wide fallback font).
 */
export const itemSx = (collapsed: boolean, nested = false) => ({
  minHeight: 36,
  borderRadius: 1,
  mx: collapsed ? 1 : 0.5,
  pl: collapsed ? 0 : nested ? 1.5 : 1,
  pr: collapsed ? 0 : 0.5,
  justifyContent: collapsed ? 'center' : 'flex-start',
  '& .MuiListItemIcon-root': { minWidth: collapsed ? 0 : 28, justifyContent: collapsed ? 'center' : 'flex-start' },
  '& .MuiListItemText-primary': { fontSize: '0.8125rem' },
});

export const groupLabelSx = { lineHeight: '32px', bgcolor: 'transparent', mt: 1, px: 1.5, fontSize: '0.75rem' } as const;

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
