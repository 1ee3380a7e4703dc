import { assetIdFromUrl, kindOfMimeType, maxUploadBytes, uploadMessages } from './asset-rules';
import { imageUrlSchema } from './image-url.schema';

describe('asset rules', () => {
  it('uses the exact SPEC messages', () => {
    expect(uploadMessages.unsupportedType).toBe('Unsupported file type. Please choose a different file.');
    expect(uploadMessages.tooLarge).toBe('File too large. Maximum size: 10MB');
    expect(maxUploadBytes).toBe(10 * 1024 * 1024);
  });

  it.each([
    ['image/jpeg', 'image'], ['image/png', 'image'], ['image/gif', 'image'], ['image/webp', 'image'],
    ['video/mp4', 'video'], ['video/mpeg', 'video'], ['video/quicktime', 'video'], ['video/x-msvideo', 'video'],
    ['image/svg+xml', null], ['application/pdf', null], ['text/html', null], ['', null],
  ])('%s is %s', (mime, kind) => {
    expect(kindOfMimeType(mime)).toBe(kind);
  });

  it.each([
    ['/api/v1/assets/0b3c7a3e-2f4f-4a43-9d43-6f7ad3f2f1a1/download/', true],
    ['https://cdn.example.com/me.png', true],
    ['http://example.com/me.png', true],
    ['', true],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,AAAA', false],
    ['/api/v1/assets/not-a-uuid/download/', false],
    ['/etc/passwd', false],
    ['ftp://example.com/a.png', false],
  ])('image reference %j valid: %s', async (value, valid) => {
    const result = await imageUrlSchema.isValid(value);
    expect(result).toBe(valid);
    if (!valid) await expect(imageUrlSchema.validate(value)).rejects.toThrow('Please enter a valid URL.');
  });

  it('reads the asset id from a download path', () => {
    expect(assetIdFromUrl('/api/v1/assets/0B3C7A3E-2F4F-4A43-9D43-6F7AD3F2F1A1/download/')).toBe('0b3c7a3e-2f4f-4a43-9d43-6f7ad3f2f1a1');
    expect(assetIdFromUrl('https://x.test/api/v1/assets/0b3c7a3e-2f4f-4a43-9d43-6f7ad3f2f1a1/download/')).toBeNull();
  });
});
