import LogoutIcon from '@mui/icons-material/Logout';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { shellTexts } from '../shell.texts';
import { useLogOut } from '../use-log-out.hook';
import type { ShellUser } from '../use-shell-user.hook';
import { visuallyHidden } from '../visually-hidden';
import { collapsedLabel } from './sidebar-link.component';
import { embeddedImageUrl } from '../../assets/display-image-url';

/** Bottom of the sidebar (SPEC §2): the user's name or e-mail and a Logout button. */
export function SidebarFooter({ user, collapsed }: { user: ShellUser; collapsed: boolean }) {
  const { logOut, signingOut } = useLogOut();
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', p: collapsed ? 1 : 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: collapsed ? 'center' : 'flex-start', gap: 1, minWidth: 0 }}>
        <Avatar
          src={embeddedImageUrl(user.imageUrl)}
          alt=""
          aria-hidden
          title={collapsed ? user.displayName : undefined}
          sx={{ width: 32, height: 32, fontSize: '0.875rem' }}
        >
          {user.displayName.charAt(0).toUpperCase()}
        </Avatar>
        <Typography
          variant="body2"
          noWrap
          title={user.displayName}
          data-testid="sidebar-user"
          sx={collapsed ? visuallyHidden : { minWidth: 0, fontWeight: 500 }}
        >
          {user.displayName}
        </Typography>
      </Box>
      {collapsed ? (
        <IconButton {...collapsedLabel(true, shellTexts.sidebarLogout)} onClick={logOut} disabled={signingOut} size="small" sx={{ alignSelf: 'center' }}>
          <LogoutIcon fontSize="small" />
        </IconButton>
      ) : (
        <Button size="small" variant="outlined" color="inherit" onClick={logOut} disabled={signingOut} startIcon={<LogoutIcon fontSize="small" />}>
          {shellTexts.sidebarLogout}
        </Button>
      )}
    </Box>
  );
}
