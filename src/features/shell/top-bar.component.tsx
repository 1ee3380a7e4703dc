import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SpriteIcon } from '../../components/sprite/sprite-icon.component';
import { productName } from '../../domain/navigation/page-title';
import { shellTexts } from './shell.texts';

export interface TopBarProps {
  /** Beside the product name: the brand switcher in the shell (shown to members of several brands). */
  context?: ReactNode;
  /** Controls before the account control (the shell's search box and notifications button). */
  actions?: ReactNode;
  /** The account control at the far end: the user menu in the shell, a plain 'Log out' in the setup pages. */
  account?: ReactNode;
  /** When given, a menu button opens the mobile navigation drawer (SPEC §2 "mobile drawer"). */
  onOpenNavigation?: () => void;
  navigationOpen?: boolean;
  navigationId?: string;
  /** 'static' inside the shell, whose header (notice strip + top bar) sticks as a whole. */
  position?: 'sticky' | 'static';
}

/** The signed-in top bar (SPEC §2): menu button on phones, product name home link, search, notifications, account. */
export function TopBar({ context, actions, account, onOpenNavigation, navigationOpen, navigationId, position = 'sticky' }: TopBarProps) {
  return (
    <AppBar position={position} color="default" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
        {onOpenNavigation ? (
          <IconButton
            edge="start"
            onClick={onOpenNavigation}
            aria-label={shellTexts.openNavigation}
            aria-haspopup="dialog"
            aria-expanded={navigationOpen ?? false}
            aria-controls={navigationOpen ? navigationId : undefined}
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        <Box
          component={RouterLink}
          to="/dashboard"
          aria-label={productName}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}
        >
          <SpriteIcon symbol="logo" color="primary" />
          <Typography variant="h6" component="span" sx={{ fontWeight: 700, display: { xs: 'none', sm: 'inline' } }}>
            {productName}
          </Typography>
        </Box>
        {context}
        <Box sx={{ flexGrow: 1 }} />
        {actions}
        {account}
      </Toolbar>
    </AppBar>
  );
}
