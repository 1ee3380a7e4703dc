import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { noticePlainText } from '../../../domain/notices/notice-links';
import { noticeTexts } from '../../../domain/notices/notices.texts';
import {
  noticeAdvanced,
  noticeDismissed,
  noticeSelected,
  noticesPaused,
  noticeWentBack,
  selectNoticeIndex,
  selectNoticesPaused,
  selectVisibleNotices,
} from '../notices.slice';
import { NoticeControls } from './notice-controls.component';
import { NoticeLine } from './notice-line.component';
import { NoticeMessage } from './notice-message.component';

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(-4px); }
  to { opacity: 1; transform: none; }
`;

/**
 * The notice strip at the very top of the shell (SPEC §2). Rotation is the saga's job; the strip pauses it while
 * hovered or while focus is inside it. Renders nothing without notices (also after a failed load).
 */
export function NoticeStrip() {
  const dispatch = useAppDispatch();
  const notices = useAppSelector(selectVisibleNotices);
  const index = useAppSelector(selectNoticeIndex);
  const paused = useAppSelector(selectNoticesPaused);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const pointerOrFocusInside = hovered || focused;
  const mounted = useRef(false);
  useEffect(() => {
    // Only changes are reported, so mounting does not restart the rotation timer.
    if (mounted.current) dispatch(noticesPaused(pointerOrFocusInside));
    mounted.current = true;
  }, [dispatch, pointerOrFocusInside]);
  // Leaving the shell while hovered must not leave the rotation paused.
  useEffect(() => () => void dispatch(noticesPaused(false)), [dispatch]);

  const notice = notices[index];
  if (!notice) return null;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <Alert
      role="region"
      aria-label={noticeTexts.region}
      severity={notice.severity}
      square
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      action={
        <NoticeControls
          index={index}
          total={notices.length}
          dismissible={notice.dismissible}
          onPrevious={() => dispatch(noticeWentBack())}
          onNext={() => dispatch(noticeAdvanced())}
          onSelect={(position) => dispatch(noticeSelected(position))}
          onDismiss={() => dispatch(noticeDismissed(notice.id))}
        />
      }
      sx={{ alignItems: 'center', py: 0, '& .MuiAlert-message': { flex: 1, minWidth: 0, overflow: 'visible' }, '& .MuiAlert-action': { pt: 0, mr: 0 } }}
    >
      {/* A region that re-announced every 5 s would drown other speech: it is only live while paused, i.e. while
          the user hovers or has focus in the strip, which is when changes come from their own navigation. */}
      <Box aria-live={paused ? 'polite' : 'off'} aria-atomic="true">
        <Box
          key={notice.id}
          sx={{ animation: `${slideIn} 250ms ease-out`, '@media (prefers-reduced-motion: reduce)': { animation: 'none' } }}
        >
          <NoticeLine text={noticePlainText(notice.message)}>
            <Box component="span" sx={visuallyHidden}>
              {`${noticeTexts.severity[notice.severity]}: `}
            </Box>
            <NoticeMessage message={notice.message} />
          </NoticeLine>
        </Box>
      </Box>
    </Alert>
  );
}
