import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineOutlined from '@mui/icons-material/PersonOutlineOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import type { ComponentType, KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { uiTexts } from '../../../domain/messages';
import { shellTexts } from '../shell.texts';
import { useLogOut } from '../use-log-out.hook';
import type { ShellUser } from '../use-shell-user.hook';

const links: Array<{ label: string; path: string; Icon: ComponentType<{ fontSize?: 'small' }> }> = [
  { label: shellTexts.myProfile, path: '/profile', Icon: PersonOutlineOutlined },
  { label: shellTexts.settings, path: '/settings', Icon: SettingsOutlined },
  { label: shellTexts.security, path: '/account/security', Icon: LockOutlined },
  { label: shellTexts.help, path: '/help', Icon: HelpOutlineOutlined },
];

export interface UserMenuPopupProps {
  user: ShellUser;
  anchor: HTMLElement | null;
  menuId: string;
  buttonId: string;
  onClose: () => void;
}

/**
 * The open user menu (its own chunk, loaded when the account button is first pointed at, focused or clicked).
 * The account summary sits above the menu rather than in it (a `menu` may only hold menu items) and describes it.
 */
export default function UserMenuPopup({ user, anchor, menuId, buttonId, onClose }: UserMenuPopupProps) {
  const { logOut, signingOut } = useLogOut();
  const open = Boolean(anchor);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') onClose();
  };
  return (
    <Popover
      anchorEl={anchor}
      open={open}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 240, maxWidth: 320, mt: 0.5 } } }}
    >
      <Box id={`${menuId}-account`} sx={{ px: 2, pt: 1.5, pb: 1.5 }}>
        {user.name ? (
          <Typography variant="subtitle2" noWrap>
            {user.name}
          </Typography>
        ) : null}
        {user.email ? (
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
        ) : null}
        {user.accountBadge ? <Chip label={user.accountBadge} color="primary" variant="outlined" size="small" sx={{ mt: 1 }} /> : null}
      </Box>
      <Divider />
      {/* Described by the summary, so a screen reader announces whose account the menu is for. */}
      <MenuList id={menuId} aria-labelledby={buttonId} aria-describedby={`${menuId}-account`} autoFocusItem={open} dense onKeyDown={onKeyDown}>
        {links.map(({ label, path, Icon }) => (
          <MenuItem key={path} component={RouterLink} to={path} onClick={onClose}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {label}
          </MenuItem>
        ))}
        <Divider component="li" role="separator" />
        <MenuItem
          disabled={signingOut}
          onClick={async () => {
            await logOut();
            onClose();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {uiTexts.logOut}
        </MenuItem>
      </MenuList>
    </Popover>
  );
}
