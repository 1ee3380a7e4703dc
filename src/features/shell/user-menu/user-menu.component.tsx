import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, useState } from 'react';
import { shellTexts } from '../shell.texts';
import { useShellUser } from '../use-shell-user.hook';
import { embeddedImageUrl } from '../../assets/display-image-url';

const loadPopup = () => import(/* webpackChunkName: "user-menu" */ './user-menu-popup.component');
const UserMenuPopup = lazy(loadPopup);
/** Warms the menu's chunk before the click; a failure here is retried by the click itself. */
const preload = () => {
  loadPopup().catch(() => undefined);
};

/** SPEC §2 user menu: name, e-mail, 'Brand Account' / 'Influencer Account', My Profile, Settings, Help, 'Log out'. */
export function UserMenu() {
  const user = useShellUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Stays mounted after the first open, so the menu can play its closing transition.
  const [everOpened, setEverOpened] = useState(false);
  const menuId = useId();
  const buttonId = useId();

  return (
    <>
      <IconButton
        id={buttonId}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setEverOpened(true);
        }}
        aria-label={shellTexts.accountMenu}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        sx={{ p: 0.5 }}
      >
        <Avatar src={embeddedImageUrl(user.imageUrl)} alt="" sx={{ width: 34, height: 34, bgcolor: 'primary.main', fontSize: '0.95rem' }}>
          {user.displayName.charAt(0).toUpperCase()}
        </Avatar>
      </IconButton>
      {everOpened ? (
        <Suspense fallback={null}>
          <UserMenuPopup user={user} anchor={anchor} menuId={menuId} buttonId={buttonId} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
