import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx/react';
import type { ComponentProps } from 'react';
import { classifyNoticeHref } from '../../../domain/notices/notice-links';
import { HelpLink } from './help-link.component';

/** Only images from this site: a remote image would tell its host who reads which article. */
function HelpImage({ src, alt }: ComponentProps<'img'>) {
  if (typeof src !== 'string' || classifyNoticeHref(src) !== 'internal') return alt ? <span>{alt}</span> : null;
  return <Box component="img" src={src} alt={alt ?? ''} loading="lazy" sx={{ maxWidth: '100%', height: 'auto' }} />;
}

/** Wide tables scroll inside the article instead of widening the page on a phone. */
function ScrollingTable(props: ComponentProps<'table'>) {
  return (
    <Box sx={{ overflowX: 'auto', my: 2 }}>
      <table {...props} />
    </Box>
  );
}

/** A second line of defence behind the components above: URLs outside the link rule never reach the DOM. */
function sanitizeUrl(value: string, _tag: string, attribute: string): string | null {
  const target = classifyNoticeHref(value);
  if (attribute === 'src') return target === 'internal' ? value : null;
  return target === 'blocked' ? null : value;
}

const options: MarkdownToJSX.Options = {
  // Raw HTML in an article is shown as text, never parsed into elements.
  disableParsingRawHTML: true,
  // Bare URLs stay text: inside text that was meant to be shown (say, escaped HTML) they made odd links.
  disableAutoLink: true,
  sanitizer: sanitizeUrl,
  // Prefixed so an article heading can never take the id of an element of the app.
  slugify: (input, slugify) => `help-${slugify(input)}`,
  forceBlock: true,
  wrapper: null,
  overrides: {
    a: HelpLink,
    img: HelpImage,
    table: ScrollingTable,
    // The page title is the one h1; an article's own level-1 headings become sections.
    h1: { component: 'h2' },
  },
};

const articleStyles = (theme: Theme) => ({
  lineHeight: 1.65,
  '& h2': { ...theme.typography.h2, fontSize: '1.35rem', mt: 4, mb: 1.5 },
  '& h3': { ...theme.typography.h6, mt: 3, mb: 1 },
  '& p, & ul, & ol': { my: 1.5 },
  '& li + li': { mt: 0.5 },
  '& table': { borderCollapse: 'collapse', width: '100%', fontSize: '0.95rem' },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 1, textAlign: 'left', verticalAlign: 'top' },
  '& th': { bgcolor: 'action.hover', fontWeight: 600 },
  '& code': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.9em' },
  '& :not(pre) > code': { bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
  '& pre': { bgcolor: 'action.hover', p: 2, borderRadius: 1, overflowX: 'auto' },
  '& blockquote': { borderLeft: 4, borderColor: 'primary.main', m: 0, my: 2, pl: 2, color: 'text.secondary' },
});

/** An article's Markdown as safe React elements (no raw HTML, links and images under the link rule). */
export function MarkdownArticle({ markdown }: { markdown: string }) {
  return (
    <Box className="help-article-body" sx={articleStyles}>
      <Markdown options={options}>{markdown}</Markdown>
    </Box>
  );
}
