import { useLingui } from '@lingui/react/macro';
import { IMAGE_ACCEPTED_TYPES, IMAGE_MIN_DIMENSIONS, type TImage } from '@marquee/core';
import { isApiError } from '../../../lib/api-error';
import { imageProblem, readImageDimensions } from '../../../lib/image-checks';
import { useUploadImage } from '../../images';
import type { TDesignPage } from '../api/homepage-design';

export type TPictureUpload = { image: TImage; problem: null } | { image: null; problem: string };

/**
 * Uploads a section's picture (a speaker's photo, a sponsor's logo, a gallery picture) as a GENERIC image of the page,
 * checked in the browser first like every upload.
 */
export function usePictureUpload(page: TDesignPage) {
  const { t } = useLingui();
  const upload = useUploadImage(page);

  async function uploadPicture(file: File): Promise<TPictureUpload> {
    const dimensions = (IMAGE_ACCEPTED_TYPES as readonly string[]).includes(file.type)
      ? await readImageDimensions(file)
      : null;
    const problem = imageProblem(file, dimensions, IMAGE_MIN_DIMENSIONS.GENERIC);
    if (problem) return { image: null, problem };
    try {
      return { image: await upload.mutateAsync({ file, type: 'GENERIC' }), problem: null };
    } catch (error) {
      const message = isApiError(error)
        ? (error.fieldErrors.image?.join(' ') ?? error.message)
        : t`The picture could not be uploaded. Please try again.`;
      return { image: null, problem: message };
    }
  }

  return { uploadPicture, isUploading: upload.isPending };
}
