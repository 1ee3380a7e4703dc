import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { noticeTexts } from '../../../domain/notices/notices.texts';

/**
 * A notice on one line: cut with '…' when it does not fit, with a More toggle that shows the whole text (and a
 * tooltip of it for a mouse). The strip stays one line high on a phone until the reader asks for more (docs/spa.md).
 */
export function NoticeLine({ text, children }: { text: string; children: ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  const [cut, setCut] = useState(false);
  const line = useRef<HTMLDivElement>(null);

  // Measured by a ResizeObserver, whose first report comes after the browser's own layout of the frame: measuring in
  // a layout effect forced the whole first screen's layout inside React's commit (one long task on a phone).
  useEffect(() => {
    const element = line.current;
    if (!element) return;
    const measure = () => setCut(element.scrollWidth > element.clientWidth + 1);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, expanded]);

  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0 }}>
      <Box
        ref={line}
        data-truncation="allowed"
        title={cut && !expanded ? text : undefined}
        sx={expanded ? { minWidth: 0, overflowWrap: 'anywhere' } : { minWidth: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
      >
        {children}
      </Box>
      {cut || expanded ? (
        <Button size="small" color="inherit" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}
          sx={{ flexShrink: 0, minWidth: 0, py: 0, px: 0.5, textDecoration: 'underline' }}>
          {expanded ? noticeTexts.less : noticeTexts.more}
        </Button>
      ) : null}
    </Box>
  );
}
