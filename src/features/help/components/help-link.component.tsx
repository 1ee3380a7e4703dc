import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { helpTexts } from '../../../domain/help/help.texts';
import { classifyNoticeHref } from '../../../domain/notices/notice-links';

export interface HelpLinkProps {
  href?: string;
  title?: string;
  children?: ReactNode;
}

/**
 * A link inside an article, under the same rule as notice links (SPEC §2): '/path' navigates inside the SPA,
 * http(s) opens in a new tab without access to this window, mailto: opens the mail app. Anything else (javascript:,
 * data:, '//host', a missing target) is not a link at all: its text stays, inert.
 */
export function HelpLink({ href, title, children }: HelpLinkProps) {
  const target = href === undefined ? 'blocked' : classifyNoticeHref(href);
  switch (target) {
    case 'internal':
      return (
        <Link component={RouterLink} to={href as string} title={title}>
          {children}
        </Link>
      );
    case 'external':
      return (
        <Link href={href} title={title} target="_blank" rel="noopener noreferrer">
          {children}
          <Box component="span" sx={visuallyHidden}>
            {` ${helpTexts.opensInNewTab}`}
          </Box>
        </Link>
      );
    case 'mailto':
      return (
        <Link href={href} title={title}>
          {children}
        </Link>
      );
    default:
      return <span data-blocked-link="">{children}</span>;
  }
}
