import { useMutation } from '@tanstack/react-query';
import { imageFileProblem } from '../../domain/images';
import { api, dataOf } from './api';
import { currentLanguage } from './i18n';
import { imageFormData } from './image-form-data';

// One upload for every picture an administrator stores ahead of saving: the activity's picture (admin
// form) and a welcomer's photo (admin form and the date's welcomer on the detail page). The answer's `id`
// is the key the activity or welcomer payload takes.

/**
 * POST /api/upload-image. A wrong type or a too large file fails at once, in the server's own words,
 * without sending it; the server checks the bytes again.
 */
export function useUploadImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const problem = imageFileProblem(file);
      if (problem) return Promise.reject(new Error(problem[currentLanguage()]));
      return dataOf(api.POST('/api/upload-image', { body: imageFormData(file) }));
    },
  });
}
