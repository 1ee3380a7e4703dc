import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { activeNavPath, activeParentLabel } from '../../../domain/navigation/active-nav';
import type { NavGroup, NavItem } from '../../../domain/navigation/navigation';
import { NavIcon } from '../nav-icon.component';
import { shellTexts } from '../shell.texts';
import { visuallyHidden } from '../visually-hidden';
import { collapsedLabel, groupLabelSx, itemSx, SidebarLink } from './sidebar-link.component';

interface SidebarNavProps {
  groups: NavGroup[];
  collapsed: boolean;
  onNavigate?: () => void;
}

/** The role's items and groups (SPEC §2 "Navigation"); parents with children open and close, Campaigns starts open. */
export function SidebarNav({ groups, collapsed, onNavigate }: SidebarNavProps) {
  const { pathname, search } = useLocation();
  const active = activeNavPath(groups, pathname, search);
  const activeParent = activeParentLabel(groups, active);
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (label: string) =>
    setClosed((current) => {
      const next = new Set(current);
      if (!next.delete(label)) next.add(label);
      return next;
    });

  return (
    <Box component="nav" aria-label={shellTexts.mainNavigation}>
      {groups.map((group, index) => (
        <List
          key={group.label ?? `group-${index}`}
          dense
          subheader={
            group.label ? (
              <ListSubheader disableSticky sx={collapsed ? visuallyHidden : groupLabelSx}>
                {group.label}
              </ListSubheader>
            ) : undefined
          }
        >
          {group.items.map((item) =>
            item.children ? (
              <ParentItem
                key={item.label}
                item={item}
                open={!closed.has(item.label)}
                holdsActive={activeParent === item.label}
                active={active}
                collapsed={collapsed}
                onToggle={() => toggle(item.label)}
                onNavigate={onNavigate}
              />
            ) : (
              <SidebarLink key={item.path} {...item} active={item.path === active} collapsed={collapsed} onNavigate={onNavigate} />
            ),
          )}
        </List>
      ))}
    </Box>
  );
}

interface ParentItemProps {
  item: NavItem;
  open: boolean;
  holdsActive: boolean;
  active: string | undefined;
  collapsed: boolean;
  onToggle: () => void;
  onNavigate?: () => void;
}

function ParentItem({ item, open, holdsActive, active, collapsed, onToggle, onNavigate }: ParentItemProps) {
  const childrenId = useId();
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={childrenId}
        {...collapsedLabel(collapsed, item.label)}
        selected={holdsActive && !open}
        sx={itemSx(collapsed)}
      >
        <ListItemIcon>
          <NavIcon name={item.icon} />
        </ListItemIcon>
        {collapsed ? null : (
          <>
            <ListItemText primary={item.label} slotProps={{ primary: { noWrap: true, variant: 'body2' } }} />
            {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
          </>
        )}
      </ListItemButton>
      {/* Shown or hidden without an animation: MUI's Collapse would add its transition code to every page. */}
      <List dense disablePadding id={childrenId} hidden={!open}>
        {open
          ? item.children?.map((child) => (
              <SidebarLink
                key={child.path}
                {...child}
                active={child.path === active}
                collapsed={collapsed}
                nested
                onNavigate={onNavigate}
              />
            ))
          : null}
      </List>
    </ListItem>
  );
}
