import { useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import { IMAGE_MIN_DIMENSIONS, type TImageType, type TOrganizer } from '@marquee/core';
import { ImageUploadField } from '../../../../components/image-upload-field';
import { notifySuccess } from '../../../../lib/notify';
import { useDeleteImage, useUploadImage } from '../../../images';

/** The organizer's logo (square) and cover (wide), each replaced by a new upload. */
export function OrganizerImagesSection({ organizer }: { organizer: TOrganizer }) {
  const { t } = useLingui();
  const owner = { kind: 'organizer' as const, id: organizer.id };
  const upload = useUploadImage(owner);
  const remove = useDeleteImage(owner);
  const imageOf = (type: TImageType) => organizer.images.find((image) => image.type === type) ?? null;
  const isBusy = upload.isPending || remove.isPending;

  function slot(type: 'ORGANIZER_LOGO' | 'ORGANIZER_COVER') {
    const image = imageOf(type);
    return {
      image,
      minimum: IMAGE_MIN_DIMENSIONS[type],
      isBusy,
      onUpload: async (file: File) => {
        await upload.mutateAsync({ file, type });
        notifySuccess(type === 'ORGANIZER_LOGO' ? t`Logo uploaded.` : t`Cover uploaded.`);
      },
      onRemove: async () => {
        if (!image) return;
        await remove.mutateAsync(image.id);
        notifySuccess(t`Image removed.`);
      },
    };
  }

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      <ImageUploadField
        label={t`Logo`}
        description={t`Square works best, at least 400 × 400 pixels.`}
        aspectRatio={1}
        maxPreviewWidth={180}
        testId="organizer-logo"
        {...slot('ORGANIZER_LOGO')}
      />
      <div style={{ gridColumn: 'span 2' }}>
        <ImageUploadField
          label={t`Cover`}
          description={t`A wide image across the top of your organizer page.`}
          aspectRatio={3}
          testId="organizer-cover"
          {...slot('ORGANIZER_COVER')}
        />
      </div>
    </SimpleGrid>
  );
}
