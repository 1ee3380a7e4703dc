import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CircleIcon from '@mui/icons-material/Circle';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { noticeTexts } from '../../../domain/notices/notices.texts';

export interface NoticeControlsProps {
  index: number;
  total: number;
  dismissible: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onSelect: (index: number) => void;
  onDismiss: () => void;
}

/** Previous / dots / 'n / total' / next, and the dismiss button of a dismissible notice. */
export function NoticeControls({ index, total, dismissible, onPrevious, onNext, onSelect, onDismiss }: NoticeControlsProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      {total > 1 && (
        <>
          <IconButton size="small" color="inherit" aria-label={noticeTexts.previous} onClick={onPrevious}>
            <ChevronLeftIcon fontSize="small" />
          </IconButton>
          {/* The dots repeat what prev/next and the counter offer, so phones get the compact controls only. */}
          <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center' }}>
            {Array.from({ length: total }, (_, dot) => (
              <IconButton
                key={dot}
                size="small"
                color="inherit"
                aria-label={noticeTexts.show(dot + 1)}
                aria-current={dot === index ? 'true' : undefined}
                onClick={() => onSelect(dot)}
                sx={{ p: 0.75 }}
              >
                <CircleIcon sx={{ fontSize: 10, opacity: dot === index ? 1 : 0.4 }} />
              </IconButton>
            ))}
          </Box>
          <Typography component="span" variant="body2" sx={{ minWidth: '3.5em', textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}>
            {noticeTexts.counter(index + 1, total)}
          </Typography>
          <IconButton size="small" color="inherit" aria-label={noticeTexts.next} onClick={onNext}>
            <ChevronRightIcon fontSize="small" />
          </IconButton>
        </>
      )}
      {dismissible && (
        <IconButton size="small" color="inherit" aria-label={noticeTexts.dismiss} onClick={onDismiss}>
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
