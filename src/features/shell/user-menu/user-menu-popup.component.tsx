import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineOutlined from '@mui/icons-material/PersonOutlineOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { uiTexts } from '../../../domain/messages';
import { shellTexts } from '../shell.texts';
import { useLogOut } from '../use-log-out.hook';
import type { ShellUser } from '../use-shell-user.hook';

const links: Array<{ label: string; path: string; Icon: ComponentType<{ fontSize?: 'small' }> }> = [
  { label: shellTexts.myProfile, path: '/profile', Icon: PersonOutlineOutlined },
  { label: shellTexts.settings, path: '/settings', Icon: SettingsOutlined },
  { label: shellTexts.help, path: '/help', Icon: HelpOutlineOutlined },
];

export interface UserMenuPopupProps {
  user: ShellUser;
  anchor: HTMLElement | null;
  menuId: string;
  buttonId: string;
  onClose: () => void;
}

/** The open user menu (its own chunk, loaded when the account button is first pointed at, focused or clicked). */
export default function UserMenuPopup({ user, anchor, menuId, buttonId, onClose }: UserMenuPopupProps) {
  const { logOut, signingOut } = useLogOut();
  return (
    <Menu
      id={menuId}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': buttonId, dense: true }, paper: { sx: { minWidth: 240, maxWidth: 320 } } }}
    >
      <Box sx={{ px: 2, pt: 1, pb: 1.5 }}>
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
      {links.map(({ label, path, Icon }) => (
        <MenuItem key={path} component={RouterLink} to={path} onClick={onClose}>
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          {label}
        </MenuItem>
      ))}
      <Divider />
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
    </Menu>
  );
}
