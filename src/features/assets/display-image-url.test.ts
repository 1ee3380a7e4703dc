import { displayImageUrl } from './display-image-url';

describe('displayImageUrl', () => {
  it.each([
    ['/api/v1/assets/0b3c7a3e-2f4f-4a43-9d43-6f7ad3f2f1a1/download/', '/api/v1/assets/0b3c7a3e-2f4f-4a43-9d43-6f7ad3f2f1a1/download/'],
    ['https://cdn.example.com/a b.png', '/api/v1/utils/image-proxy/?url=https%3A%2F%2Fcdn.example.com%2Fa%20b.png'],
    ['javascript:alert(1)', undefined],
    ['//evil.example/x.png', undefined],
    [null, undefined],
    ['', undefined],
  ])('%j → %j', (input, expected) => {
    expect(displayImageUrl(input)).toBe(expected);
  });
});
