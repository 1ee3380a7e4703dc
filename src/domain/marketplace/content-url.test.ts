import { contentIdOf, contentUrlPlatform, instagramShortcodeOf, instagramUsernameIn, youtubeVideoIdOf } from './content-url';

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


describe('youtubeVideoIdOf', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=10', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ/', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('%s -> %s', (url, id) => expect(youtubeVideoIdOf(url)).toBe(id));

  it.each([
    'https://www.youtube.com/watch?v=short',
    // Not a link a submission accepts (contentUrlPlatform), so never one the statistics job reads.
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/@channel',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'not a url',
  ])('%s -> null', (url) => expect(youtubeVideoIdOf(url)).toBeNull());
});

describe('instagramShortcodeOf', () => {
  it.each([
    ['https://www.instagram.com/reel/C1a2B3c4D5e/', 'C1a2B3c4D5e'],
    ['https://instagram.com/p/AbCdE', 'AbCdE'],
    ['https://www.instagram.com/ana.eats/reel/AnaReel0/', 'AnaReel0'],
    ['https://www.instagram.com/tv/Xy_z-12345', 'Xy_z-12345'],
  ])('%s -> %s', (url, code) => expect(instagramShortcodeOf(url)).toBe(code));

  it.each(['https://www.instagram.com/ana.eats/', 'https://instagram.example/reel/AbCdE/', 'https://www.instagram.com/reel/abc/'])('%s -> null', (url) =>
    expect(instagramShortcodeOf(url)).toBeNull());
});
