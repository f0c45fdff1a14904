import type { TImage, TImageType, TResource } from '@marquee/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { eventKeys, eventPath } from '../../events';
import { organizerKeys, organizerPath } from '../../organizers';

/** Whose images: an event's (cover, ticket logo) or an organizer's (logo, cover). */
export type TImageOwner = { kind: 'event' | 'organizer'; id: string };

const imagesPath = (owner: TImageOwner) =>
  `${owner.kind === 'event' ? eventPath(owner.id) : organizerPath(owner.id)}/images`;

/** The owner's DTO carries its images: refresh it, and the lists that show covers. */
function useRefreshOwner(owner: TImageOwner) {
  const queryClient = useQueryClient();
  return async () => {
    if (owner.kind === 'event') {
      await queryClient.invalidateQueries({ queryKey: eventKeys.detail(owner.id) });
      await queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
    } else {
      await queryClient.invalidateQueries({ queryKey: organizerKeys.detail(owner.id) });
      await queryClient.invalidateQueries({ queryKey: organizerKeys.list() });
    }
  };
}

/** POST …/images (multipart `type` then `image`); a new cover or logo replaces the old one. */
export function useUploadImage(owner: TImageOwner) {
  const refresh = useRefreshOwner(owner);
  return useMutation({
    mutationFn: async ({ file, type }: { file: File; type: TImageType }) => {
      const body = new FormData();
      // The server reads fields that come before the file, so the type goes first.
      body.append('type', type);
      body.append('image', file);
      return (await apiClient.post<TResource<TImage>>(imagesPath(owner), body)).data;
    },
    onSuccess: refresh,
  });
}

/** DELETE …/images/{imageId}. */
export function useDeleteImage(owner: TImageOwner) {
  const refresh = useRefreshOwner(owner);
  return useMutation({
    mutationFn: (imageId: string) => apiClient.delete<undefined>(`${imagesPath(owner)}/${encodeURIComponent(imageId)}`),
    onSuccess: refresh,
  });
}
