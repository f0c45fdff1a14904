import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  AspectRatio,
  Button,
  FileButton,
  Group,
  Image,
  Menu,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IMAGE_ACCEPTED_TYPES } from '@marquee/core';
import { IconPhotoPlus, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useDesigner } from '../designer-context';
import { sectionPath, type TEditorProps } from './types';

/** The contract's limit on one gallery. */
const MAX_GALLERY_PICTURES = 24;
const ACCEPT = IMAGE_ACCEPTED_TYPES.join(',');

/**
 * The gallery's pictures: upload several at once or add ones the page has; removing one takes it off the gallery
 * only (the file stays, as the published page may still show it).
 */
export function GalleryEditor({ index, section }: TEditorProps<'gallery'>) {
  const { t } = useLingui();
  const { form, pictures, uploadPicture, isUploading } = useDesigner();
  const [problems, setProblems] = useState<string[]>([]);
  const path = `${sectionPath(index)}.image_ids`;
  const ids = section.image_ids;
  const room = MAX_GALLERY_PICTURES - ids.length;
  const addable = pictures.filter((picture) => !ids.includes(picture.id));

  async function handleFiles(files: File[]) {
    setProblems([]);
    const added: string[] = [];
    const found: string[] = [];
    // One at a time: the server takes one file per request, and a refused one must not stop the others.
    for (const file of files.slice(0, room)) {
      const result = await uploadPicture(file);
      if (result.image) added.push(result.image.id);
      else found.push(`${file.name}: ${result.problem}`);
    }
    if (files.length > room) found.push(t`A gallery holds at most ${MAX_GALLERY_PICTURES} pictures.`);
    // Read again after the uploads: the list may have changed while they ran.
    const current = form.getValues().homepage_sections[index];
    if (added.length > 0 && current?.type === 'gallery') form.setFieldValue(path, [...current.image_ids, ...added]);
    setProblems(found);
  }

  const remove = (id: string) =>
    form.setFieldValue(
      path,
      ids.filter((candidate) => candidate !== id),
    );

  return (
    <Stack gap="sm">
      {ids.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No pictures yet.</Trans>
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
          {ids.map((id, position) => {
            const picture = pictures.find((candidate) => candidate.id === id);
            const number = position + 1;
            return (
              <Paper key={id} withBorder radius="sm" pos="relative" style={{ overflow: 'hidden' }}>
                <AspectRatio ratio={1}>
                  {picture ? (
                    <Image src={picture.url} alt={t`Gallery picture ${number}`} fit="cover" />
                  ) : (
                    <Text size="xs" c="dimmed" p="xs">
                      <Trans>Missing picture</Trans>
                    </Text>
                  )}
                </AspectRatio>
                <ActionIcon
                  pos="absolute"
                  top={4}
                  right={4}
                  size="sm"
                  variant="white"
                  color="red"
                  aria-label={t`Remove gallery picture ${number}`}
                  onClick={() => remove(id)}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
      {problems.map((problem) => (
        <Text key={problem} size="sm" c="red" role="alert">
          {problem}
        </Text>
      ))}
      {form.errors[path] ? (
        <Text size="sm" c="red">
          {form.errors[path]}
        </Text>
      ) : null}
      <Group gap="xs">
        <FileButton onChange={(files) => void handleFiles(files)} accept={ACCEPT} multiple>
          {(buttonProps) => (
            <Button
              {...buttonProps}
              size="xs"
              variant="light"
              leftSection={<IconUpload size={14} aria-hidden />}
              loading={isUploading}
              disabled={room <= 0}
            >
              <Trans>Upload pictures</Trans>
            </Button>
          )}
        </FileButton>
        {addable.length > 0 && room > 0 ? (
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <Button size="xs" variant="default" leftSection={<IconPhotoPlus size={14} aria-hidden />}>
                <Trans>Add an uploaded picture</Trans>
              </Button>
            </Menu.Target>
            <Menu.Dropdown mah={280} style={{ overflowY: 'auto' }}>
              {addable.map((picture) => (
                <Menu.Item
                  key={picture.id}
                  onClick={() => form.setFieldValue(path, [...ids, picture.id])}
                  leftSection={<Image src={picture.url} alt="" w={32} h={32} radius="xs" fit="cover" />}
                >
                  {picture.width}×{picture.height}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        <Trans>JPEG, PNG or WebP; up to {MAX_GALLERY_PICTURES} pictures.</Trans>
      </Text>
    </Stack>
  );
}
