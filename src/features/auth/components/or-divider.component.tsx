import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * 'or' between a line on either side, like MUI's `<Divider>{text}</Divider>` (a separator with the divider
 * colour's thin lines and the text in between), drawn with `sx` so /login does not load Divider for it.
 */
export function OrDivider({ children }: { children: ReactNode }) {
  return (
    <Box
      role="separator"
      sx={{
        display: 'flex',
        whiteSpace: 'nowrap',
        textAlign: 'center',
        '&::before, &::after': { content: '""', alignSelf: 'center', width: '100%', borderTop: 'thin solid', borderColor: 'divider' },
      }}
    >
      <Box component="span" sx={{ px: 1.2 }}>
        {children}
      </Box>
    </Box>
  );
}
