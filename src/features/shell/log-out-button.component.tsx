import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import { uiTexts } from '../../domain/messages';
import { useLogOut } from './use-log-out.hook';

/** 'Log out' on its own, for the setup pages that have no user menu (a user who has not set up can still leave). */
export function LogOutButton() {
  const { logOut, signingOut } = useLogOut();
  return (
    <Button color="inherit" startIcon={<LogoutIcon />} onClick={logOut} disabled={signingOut}>
      {uiTexts.logOut}
    </Button>
  );
}
