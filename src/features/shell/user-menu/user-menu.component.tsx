import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineOutlined from '@mui/icons-material/PersonOutlineOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState, type ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { uiTexts } from '../../../domain/messages';
import { shellTexts } from '../shell.texts';
import { useLogOut } from '../use-log-out.hook';
import { useShellUser } from '../use-shell-user.hook';

const links: Array<{ label: string; path: string; Icon: ComponentType<{ fontSize?: 'small' }> }> = [
  { label: shellTexts.myProfile, path: '/profile', Icon: PersonOutlineOutlined },
  { label: shellTexts.settings, path: '/settings', Icon: SettingsOutlined },
  { label: shellTexts.help, path: '/help', Icon: HelpOutlineOutlined },
];

/** SPEC §2 user menu: name, e-mail, 'Brand Account' / 'Influencer Account', My Profile, Settings, Help, 'Log out'. */
export function UserMenu() {
  const user = useShellUser();
  const { logOut, signingOut } = useLogOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        id={buttonId}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={shellTexts.accountMenu}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        sx={{ p: 0.5 }}
      >
        <Avatar src={user.imageUrl ?? undefined} alt="" sx={{ width: 34, height: 34, bgcolor: 'primary.main', fontSize: '0.95rem' }}>
          {user.displayName.charAt(0).toUpperCase()}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
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
          <MenuItem key={path} component={RouterLink} to={path} onClick={close}>
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
            close();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {uiTexts.logOut}
        </MenuItem>
      </Menu>
    </>
  );
}
