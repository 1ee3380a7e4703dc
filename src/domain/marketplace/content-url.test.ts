import { contentUrlPlatform, instagramUsernameIn } from './content-url';

describe('content URLs', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube'],
    ['https://youtu.be/dQw4w9WgXcQ', 'youtube'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'youtube'],
    ['https://www.instagram.com/p/C1a2B3c4D5e/', 'instagram'],
    ['https://www.instagram.com/reel/C1a2B3c4D5e/', 'instagram'],
    ['https://instagram.com/priya.creates/reel/C1a2B3c4D5e', 'instagram'],
  ])('%s is %s content', (url, platform) => {
    expect(contentUrlPlatform(url)).toBe(platform);
  });

  it.each(['https://www.youtube.com/@channel', 'https://example.com/watch?v=dQw4w9WgXcQ', 'ftp://youtu.be/dQw4w9WgXcQ', 'https://www.instagram.com/priya.creates/', 'not a url'])(
    'refuses %s',
    (url) => expect(contentUrlPlatform(url)).toBeNull(),
  );

  it('reads the username an Instagram link carries', () => {
    expect(instagramUsernameIn('https://www.instagram.com/Priya.Creates/reel/C1a2B3c4D5e/')).toBe('priya.creates');
    expect(instagramUsernameIn('https://www.instagram.com/reel/C1a2B3c4D5e/')).toBeNull();
  });
});
