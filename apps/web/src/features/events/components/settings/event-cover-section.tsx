import { useLingui } from '@lingui/react/macro';
import { IMAGE_MIN_DIMENSIONS, type TEvent } from '@marquee/core';
import { ImageUploadField } from '../../../../components/image-upload-field';
import { notifySuccess } from '../../../../lib/notify';
import { useDeleteImage, useUploadImage } from '../../../images';
import { eventCover } from '../../lib/event-facts';

/** The event's cover: on its page, its cards and link previews. */
export function EventCoverSection({ event }: { event: TEvent }) {
  const { t } = useLingui();
  const owner = { kind: 'event' as const, id: event.id };
  const upload = useUploadImage(owner);
  const remove = useDeleteImage(owner);
  const cover = eventCover(event);
  return (
    <ImageUploadField
      label={t`Cover image`}
      description={t`A wide image works best, around 1600 × 600 pixels.`}
      image={cover}
      minimum={IMAGE_MIN_DIMENSIONS.EVENT_COVER}
      aspectRatio={8 / 3}
      testId="event-cover-upload"
      isBusy={upload.isPending || remove.isPending}
      onUpload={async (file) => {
        await upload.mutateAsync({ file, type: 'EVENT_COVER' });
        notifySuccess(t`Cover uploaded.`);
      }}
      onRemove={async () => {
        if (!cover) return;
        await remove.mutateAsync(cover.id);
        notifySuccess(t`Cover removed.`);
      }}
    />
  );
}
