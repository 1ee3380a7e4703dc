import Link from '@mui/material/Link';
import { visuallyHidden } from '@mui/utils';
import Box from '@mui/material/Box';
import { Fragment, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { parseNoticeMessage, type NoticeSegment } from '../../../domain/notices/notice-links';
import { noticeTexts } from '../../../domain/notices/notices.texts';

type LinkSegment = Extract<NoticeSegment, { kind: 'link' }>;

const linkProps = { color: 'inherit', underline: 'always', sx: { fontWeight: 600 } } as const;

// A blocked link keeps its text and the '#' target SPEC asks for, but clicking it must not jump the page.
const stay = (event: MouseEvent) => event.preventDefault();

function NoticeLink({ segment }: { segment: LinkSegment }) {
  switch (segment.target) {
    case 'internal':
      return (
        <Link component={RouterLink} to={segment.href} {...linkProps}>
          {segment.text}
        </Link>
      );
    case 'external':
      return (
        <Link href={segment.href} target="_blank" rel="noopener noreferrer" {...linkProps}>
          {segment.text}
          <Box component="span" sx={visuallyHidden}>
            {` ${noticeTexts.opensInNewTab}`}
          </Box>
        </Link>
      );
    case 'mailto':
      return (
        <Link href={segment.href} {...linkProps}>
          {segment.text}
        </Link>
      );
    default:
      return (
        <Link href={segment.href} onClick={stay} {...linkProps}>
          {segment.text}
        </Link>
      );
  }
}

/** A notice's text with its inline [text](url) links: internal paths through the router, others sanitised. */
export function NoticeMessage({ message }: { message: string }) {
  return (
    <>
      {parseNoticeMessage(message).map((segment, index) =>
        segment.kind === 'text' ? (
          <Fragment key={index}>{segment.text}</Fragment>
        ) : (
          <NoticeLink key={index} segment={segment} />
        ),
      )}
    </>
  );
}
