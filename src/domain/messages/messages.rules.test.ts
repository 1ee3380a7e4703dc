import { messagePreview, splitMessageLinks } from './messages.rules';

describe('splitMessageLinks', () => {
  it('turns http(s) URLs into links with their real host, and leaves other text alone', () => {
    expect(splitMessageLinks('See https://Example.com/brief, then reply.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://Example.com/brief', href: 'https://example.com/brief', host: 'example.com' },
      { kind: 'text', text: ', then reply.' },
    ]);
  });

  it('shows the destination behind a markdown-looking label, and never links javascript: or data: URLs', () => {
    const parts = splitMessageLinks('[bank](https://xn--bnk-sla.example/login) javascript:alert(1) data:text/html,x');
    expect(parts.filter((part) => part.kind === 'link').map((part) => part.host)).toEqual(['xn--bnk-sla.example']);
  });

  it('gives a preview on one line, cut with an ellipsis, or the attachment count', () => {
    expect(messagePreview('Hello\n\nthere', 0)).toBe('Hello there');
    expect(messagePreview('x'.repeat(200), 0)).toHaveLength(120);
    expect(messagePreview('', 2)).toBe('2 attachments');
  });
});
