import { contentIdOf, contentUrlPlatform, instagramUsernameIn } from './content-url';

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

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', { platform: 'youtube', videoId: 'dQw4w9WgXcQ' }],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', { platform: 'youtube', videoId: 'dQw4w9WgXcQ' }],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', { platform: 'youtube', videoId: 'dQw4w9WgXcQ' }],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ/', { platform: 'youtube', videoId: 'dQw4w9WgXcQ' }],
    ['https://youtube.com/live/dQw4w9WgXcQ', { platform: 'youtube', videoId: 'dQw4w9WgXcQ' }],
    ['https://www.instagram.com/p/C1a2B3c4D5e/', { platform: 'instagram', shortcode: 'C1a2B3c4D5e' }],
    ['https://www.instagram.com/reel/C1a2B3c4D5e', { platform: 'instagram', shortcode: 'C1a2B3c4D5e' }],
    ['https://instagram.com/priya.creates/reels/C1a2B3c4D5e/', { platform: 'instagram', shortcode: 'C1a2B3c4D5e' }],
    ['https://www.instagram.com/tv/C1a2B3c4D5e/', { platform: 'instagram', shortcode: 'C1a2B3c4D5e' }],
  ])('%s points at %j', (url, id) => {
    expect(contentIdOf(url)).toEqual(id);
  });

  it('finds no content id in other links', () => {
    for (const url of ['https://www.youtube.com/@channel', 'https://www.instagram.com/priya.creates/', 'not a url']) expect(contentIdOf(url)).toBeNull();
  });
});
