import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from './constants';
import { IMAGE_TOO_LARGE, INVALID_IMAGE, imageFileProblem } from './images';

describe('imageFileProblem: the browser says what the server would, before uploading', () => {
  it('takes the picture types the image store takes', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif']) {
      expect(imageFileProblem({ type, size: 1000 })).toBeNull();
    }
  });

  it('refuses other declared types with the server message, including pictures the store cannot read', () => {
    for (const type of ['text/plain', 'application/pdf', 'image/svg+xml', 'image/heic', 'image/tiff']) {
      expect(imageFileProblem({ type, size: 1000 })).toBe(INVALID_IMAGE);
    }
  });

  it('leaves a file without a declared type to the server, which reads its bytes', () => {
    expect(imageFileProblem({ type: '', size: 1000 })).toBeNull();
  });

  it('refuses more than 5 MB, and takes exactly 5 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: IMAGE_MAX_BYTES })).toBeNull();
    expect(imageFileProblem({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe(IMAGE_TOO_LARGE);
  });
});
