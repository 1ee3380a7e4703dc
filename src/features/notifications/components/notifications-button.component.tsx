import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { notificationTexts } from '../../../domain/notifications/notifications.texts';
import { selectUnreadBadge } from '../notifications.slice';

const loadPanel = () => import(/* webpackChunkName: "notifications-panel" */ './notifications-panel.component');
const NotificationsPanel = lazy(loadPanel);
/** Warms the panel's chunk before the click; a failure here is retried by the click itself. */
const preload = () => {
  loadPanel().catch(() => undefined);
};

/** The top bar's bell (SPEC §2): unread badge ('99+' above 99, nothing at 0) opening the notifications panel. */
export function NotificationsButton() {
  const badge = useAppSelector(selectUnreadBadge);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Stays mounted after the first open, so the panel can play its closing transition.
  const [everOpened, setEverOpened] = useState(false);
  const panelId = useId();
  const titleId = useId();

  return (
    <>
      <IconButton
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setEverOpened(true);
        }}
        aria-label={notificationTexts.buttonName(badge)}
        aria-haspopup="dialog"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? panelId : undefined}
      >
        <Badge badgeContent={badge} color="error" invisible={badge === null}>
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      {everOpened ? (
        <Suspense fallback={null}>
          <NotificationsPanel anchor={anchor} panelId={panelId} titleId={titleId} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
