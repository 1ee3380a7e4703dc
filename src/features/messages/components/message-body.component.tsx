import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { splitMessageLinks } from '../../../domain/messages/messages.rules';
import { messagesTexts as t } from '../messages.texts';

/**
 * A message's text: never HTML; http(s) URLs become links that open in a new tab, each followed by the host it
 * really leads to (docs/messages.md "Abuse handling"), so a link text cannot hide its destination.
 */
export function MessageBody({ body }: { body: string }) {
  return (
    <Typography component="p" variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: 0 }}>
      {splitMessageLinks(body).map((part, index) =>
        part.kind === 'link' ? (
          <span key={index}>
            <Link href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc" color="inherit" underline="always">
              {part.text}
            </Link>{' '}
            <Typography component="span" variant="caption" sx={{ opacity: 0.8 }} data-testid="link-host">
              {t.linkTo(part.host ?? '')}
            </Typography>
          </span>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Typography>
  );
}
