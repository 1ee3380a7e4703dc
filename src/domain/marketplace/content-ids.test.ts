import { instagramShortcodeOf, youtubeVideoIdOf } from './content-ids';

describe('youtubeVideoIdOf', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch/?v=dQw4w9WgXcQ&t=10', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ/', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('%s -> %s', (url, id) => expect(youtubeVideoIdOf(url)).toBe(id));

  it.each([
    'https://www.youtube.com/watch?v=short',
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
