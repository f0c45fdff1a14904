import { Trans, useLingui } from '@lingui/react/macro';
import {
  AspectRatio,
  Box,
  Button,
  FileButton,
  Group,
  Image,
  LoadingOverlay,
  Paper,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IMAGE_ACCEPTED_TYPES, IMAGE_MAX_BYTES, type TImage } from '@marquee/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState, type DragEvent } from 'react';
import { isApiError } from '../lib/api-error';
import { confirmAction } from '../lib/confirm';
import { imageProblem, readImageDimensions, type TImageDimensions } from '../lib/image-checks';

type TImageUploadFieldProps = {
  label: string;
  description?: string;
  image: Pick<TImage, 'url' | 'average_colour' | 'lqip' | 'width' | 'height'> | null;
  minimum: TImageDimensions;
  /** Width / height of the preview frame: 3 for a wide cover, 1 for a logo. */
  aspectRatio: number;
  /** The preview frame's largest width; logos stay small. */
  maxPreviewWidth?: number;
  onUpload: (file: File) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
  isBusy?: boolean;
  testId?: string;
};

const ACCEPT = IMAGE_ACCEPTED_TYPES.join(',');

/** The server's reason for refusing an upload: the message on `image`, else its general message. */
function uploadErrorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  return error.fieldErrors.image?.join(' ') ?? error.fieldErrors.type?.join(' ') ?? error.message;
}

/**
 * One image slot (a cover, a logo): preview with its placeholder colour, upload by button or by dropping a
 * file, and removal after a confirmation. Files are checked in the browser first (type, size, pixel size),
 * so a wrong file never waits for an upload to be refused.
 */
export function ImageUploadField(props: TImageUploadFieldProps) {
  const { label, description, image, minimum, aspectRatio, maxPreviewWidth, onUpload, onRemove, isBusy } = props;
  const { t } = useLingui();
  const [problem, setProblem] = useState<string | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const maxMegabytes = IMAGE_MAX_BYTES / 1024 / 1024;
  const minWidth = minimum.width;
  const minHeight = minimum.height;

  async function handleFile(file: File | null) {
    if (!file) return;
    setProblem(null);
    const dimensions = (IMAGE_ACCEPTED_TYPES as readonly string[]).includes(file.type)
      ? await readImageDimensions(file)
      : null;
    const found = imageProblem(file, dimensions, minimum);
    if (found) {
      setProblem(found);
      return;
    }
    try {
      await onUpload(file);
    } catch (error) {
      setProblem(uploadErrorMessage(error, t`The image could not be uploaded. Please try again.`));
    }
  }

  async function handleRemove() {
    const isConfirmed = await confirmAction({
      title: t`Remove this image?`,
      message: t`It disappears from every page that shows it. You can upload a new one at any time.`,
      confirmLabel: t`Remove image`,
      isDanger: true,
    });
    if (!isConfirmed) return;
    setProblem(null);
    try {
      await onRemove();
    } catch (error) {
      setProblem(uploadErrorMessage(error, t`The image could not be removed. Please try again.`));
    }
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDragging(false);
    void handleFile(event.dataTransfer.files[0] ?? null);
  }

  const placeholderStyle = image
    ? {
        backgroundColor: image.average_colour,
        backgroundImage: image.lqip ? `url("${image.lqip}")` : undefined,
        backgroundSize: 'cover',
      }
    : undefined;

  return (
    <Stack gap="xs" data-testid={props.testId}>
      <div>
        <Text fw={600} size="sm">
          {label}
        </Text>
        {description ? (
          <Text size="xs" c="dimmed">
            {description}
          </Text>
        ) : null}
      </div>
      <Box maw={maxPreviewWidth} w="100%" pos="relative">
        <Paper
          withBorder
          radius="md"
          style={{
            overflow: 'hidden',
            borderStyle: image ? undefined : 'dashed',
            borderColor: isDragging ? 'var(--mantine-primary-color-filled)' : undefined,
            ...placeholderStyle,
          }}
          onDragOver={(event) => {
            event.preventDefault();
            setIsDragging(true);
          }}
          onDragLeave={() => setIsDragging(false)}
          onDrop={handleDrop}
        >
          <LoadingOverlay visible={Boolean(isBusy)} loaderProps={{ size: 'sm' }} />
          <AspectRatio ratio={aspectRatio}>
            {image ? (
              <Image src={image.url} alt={label} fit="cover" />
            ) : (
              <Stack align="center" justify="center" gap={6} p="sm" ta="center">
                <ThemeIcon variant="light" size={40} radius="xl" aria-hidden>
                  <IconPhoto size={22} />
                </ThemeIcon>
                <Text size="xs" c="dimmed">
                  <Trans>No image yet. Drop one here or use the button.</Trans>
                </Text>
              </Stack>
            )}
          </AspectRatio>
        </Paper>
      </Box>
      <Text size="xs" c="dimmed">
        <Trans>
          JPEG, PNG or WebP, up to {maxMegabytes} MB, at least {minWidth}×{minHeight} pixels.
        </Trans>
      </Text>
      {problem ? (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      ) : null}
      <Group gap="xs">
        <FileButton onChange={(file) => void handleFile(file)} accept={ACCEPT} inputProps={{ 'aria-label': label }}>
          {(buttonProps) => (
            <Button
              {...buttonProps}
              size="xs"
              variant="light"
              leftSection={<IconUpload size={14} aria-hidden />}
              disabled={isBusy}
            >
              {image ? <Trans>Replace image</Trans> : <Trans>Upload image</Trans>}
            </Button>
          )}
        </FileButton>
        {image ? (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => void handleRemove()}
            disabled={isBusy}
          >
            <Trans>Remove</Trans>
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
