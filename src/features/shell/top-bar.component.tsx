import LogoutIcon from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import { SpriteIcon } from '../../components/sprite/sprite-icon.component';
import { notify } from '../../components/toast/notify';
import { mapErrorMessage } from '../../domain/errors/error-mapping';
import { uiTexts } from '../../domain/messages';
import { productName } from '../../domain/navigation/page-title';

export interface TopBarProps {
  /** Extra controls before 'Log out' (search, notifications, user menu: issue 3). */
  actions?: ReactNode;
}

/** The signed-in top bar: product name home link and 'Log out' (ends the session, then /login). */
export function TopBar({ actions }: TopBarProps) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const logOut = async () => {
    setSigningOut(true);
    try {
      await auth.signOut();
      navigate('/login', { replace: true });
    } catch (error) {
      setSigningOut(false);
      notify.error(mapErrorMessage(error instanceof Error ? error.message : null));
    }
  };

  return (
    <AppBar position="sticky" color="default" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar sx={{ gap: 2 }}>
        <Box
          component={RouterLink}
          to="/dashboard"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}
        >
          <SpriteIcon symbol="logo" color="primary" />
          <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
            {productName}
          </Typography>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {actions}
        <Button color="inherit" startIcon={<LogoutIcon />} onClick={logOut} disabled={signingOut}>
          {uiTexts.logOut}
        </Button>
      </Toolbar>
    </AppBar>
  );
}
