import { embeddedImageUrl, imageSourceOf } from './display-image-url';

const id = '0b3c7a3e-2f4f-4a43-9d43-6f7ad3f2f1a1';

describe('imageSourceOf', () => {
  it.each([
    [`/api/v1/assets/${id}/download/`, { kind: 'asset', src: `/api/v1/assets/${id}/inline/` }],
    ['https://cdn.example.com/a b.png', { kind: 'remote', url: 'https://cdn.example.com/a b.png' }],
    ['javascript:alert(1)', null],
    ['//evil.example/x.png', null],
    [null, null],
    ['', null],
  ])('%j → %j', (input, expected) => {
    expect(imageSourceOf(input)).toEqual(expected);
  });
});

describe('embeddedImageUrl', () => {
  it('shows our uploads through their inline path and leaves other addresses alone', () => {
    expect(embeddedImageUrl(`/api/v1/assets/${id}/download/`)).toBe(`/api/v1/assets/${id}/inline/`);
    expect(embeddedImageUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(embeddedImageUrl(null)).toBeUndefined();
  });
});
