import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, FileButton, Group, Image, Input, Menu, Text, ThemeIcon } from '@mantine/core';
import { IMAGE_ACCEPTED_TYPES } from '@marquee/core';
import { IconPhoto, IconPhotoPlus, IconUpload, IconX } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useDesigner } from './designer-context';

const ACCEPT = IMAGE_ACCEPTED_TYPES.join(',');
const THUMB = 56;

/**
 * One picture of a section item (a speaker's photo, a sponsor's logo): upload a new one, or pick one the page already
 * has. Removing it here only takes it off the item; the file stays, as a published design may still show it.
 */
export function PictureField(props: {
  label: string;
  /** "Speaker 2": whose picture, for the remove button's name. */
  itemName: string;
  value: string | null;
  onChange: (imageId: string | null) => void;
  error?: ReactNode;
}) {
  const { t } = useLingui();
  const { pictures, uploadPicture, isUploading } = useDesigner();
  const [problem, setProblem] = useState<string | null>(null);
  const labelId = useId();
  const itemName = props.itemName;
  const removeLabel = t`Remove the picture of ${itemName}`;
  const image = props.value ? (pictures.find((picture) => picture.id === props.value) ?? null) : null;

  async function handleFile(file: File | null) {
    if (!file) return;
    setProblem(null);
    const result = await uploadPicture(file);
    if (result.image) props.onChange(result.image.id);
    else setProblem(result.problem);
  }

  return (
    <Input.Wrapper label={<span id={labelId}>{props.label}</span>} error={problem ?? props.error} labelElement="div">
      <Group gap="sm" wrap="nowrap" mt={4} role="group" aria-labelledby={labelId}>
        <Box w={THUMB} h={THUMB} style={{ flexShrink: 0 }}>
          {image ? (
            <Image src={image.url} alt={props.label} w={THUMB} h={THUMB} radius="sm" fit="cover" />
          ) : (
            <ThemeIcon variant="light" color="gray" size={THUMB} radius="sm" aria-hidden>
              <IconPhoto size={24} />
            </ThemeIcon>
          )}
        </Box>
        <Group gap={6}>
          <FileButton onChange={(file) => void handleFile(file)} accept={ACCEPT}>
            {(buttonProps) => (
              <Button
                {...buttonProps}
                size="compact-sm"
                variant="light"
                leftSection={<IconUpload size={14} aria-hidden />}
                loading={isUploading}
              >
                <Trans>Upload</Trans>
              </Button>
            )}
          </FileButton>
          {pictures.length > 0 ? (
            <Menu position="bottom-start" withinPortal>
              <Menu.Target>
                <Button size="compact-sm" variant="default" leftSection={<IconPhotoPlus size={14} aria-hidden />}>
                  <Trans>Choose uploaded</Trans>
                </Button>
              </Menu.Target>
              <Menu.Dropdown mah={280} style={{ overflowY: 'auto' }}>
                {pictures.map((picture, index) => {
                  const number = index + 1;
                  return (
                    <Menu.Item
                      key={picture.id}
                      onClick={() => props.onChange(picture.id)}
                      leftSection={<Image src={picture.url} alt="" w={32} h={32} radius="xs" fit="cover" />}
                    >
                      <Trans>Picture {number}</Trans>
                    </Menu.Item>
                  );
                })}
              </Menu.Dropdown>
            </Menu>
          ) : null}
          {props.value ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={() => props.onChange(null)}
              aria-label={removeLabel}
            >
              <Trans>Remove</Trans>
            </Button>
          ) : null}
        </Group>
      </Group>
      {props.value && !image ? (
        <Text size="xs" c="dimmed">
          <Trans>This picture is no longer among the page's uploads; choose another.</Trans>
        </Text>
      ) : null}
    </Input.Wrapper>
  );
}
