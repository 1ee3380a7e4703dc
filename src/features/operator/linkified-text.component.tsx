import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const urlPattern = /(https?:\/\/[^\s<>"]+)/g;

/** Plain text with its http(s) links clickable (they open in a new tab), line breaks kept. */
export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(urlPattern);
  return (
    <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '0.95rem' }}>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Link key={index} href={part} target="_blank" rel="noopener noreferrer">{part}</Link>
        ) : (
          part
        ),
      )}
    </Typography>
  );
}
