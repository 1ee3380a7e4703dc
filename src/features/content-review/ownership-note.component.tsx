import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { reviewItemTexts as t } from './content-review.texts';

/**
 * Whether a content link was confirmed to come from one of the influencer's linked accounts (docs/content-review.md).
 * An unchecked link says what that means and what to do in visible text, not only in a tooltip: a tooltip is out of
 * reach on a phone and easy to miss with a mouse (issue 13: 'Account not checked' explains itself).
 */
export function OwnershipNote({ checked }: { checked: boolean }) {
  const hintId = useId();
  if (checked) {
    return (
      <Typography variant="caption" color="success.main" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <CheckCircleOutlined fontSize="inherit" aria-hidden />
        {t.ownershipChecked}
      </Typography>
    );
  }
  return (
    <Box sx={{ flexBasis: '100%', minWidth: 0 }}>
      {/* The words in the text colour (orange caption text fails WCAG AA contrast); the icon carries the warning colour. */}
      <Typography variant="caption" aria-describedby={hintId}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600, color: 'text.primary' }}>
        <InfoOutlined fontSize="inherit" aria-hidden sx={{ color: 'warning.dark' }} />
        {t.ownershipUnchecked}
      </Typography>
      <Typography id={hintId} variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {t.ownershipUncheckedHint}
      </Typography>
    </Box>
  );
}
