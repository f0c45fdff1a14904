import { Skeleton } from '@mantine/core';
import { lazy, Suspense, type ReactNode, type RefObject } from 'react';

/** What a form may do with the editor itself, once it has loaded. */
export type TRichTextFieldHandle = {
  /** Puts plain text at the caret (or the last selection), as typed; false when the editor is not ready. */
  insertText: (text: string) => boolean;
};

export type TRichTextFieldProps = {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** HTML; the empty string when nothing is written. The server sanitises what it stores. */
  value?: string;
  onChange?: (html: string) => void;
  onBlur?: () => void;
  minHeight?: number;
  /** Filled with the editor's handle once it has loaded (null until then), for inserting text from outside. */
  handleRef?: RefObject<TRichTextFieldHandle | null>;
};

const RichTextEditorField = lazy(() => import('./rich-text/rich-text-editor'));

/**
 * A rich-text field (bold, italic, underline, headings, lists, links) that works with @mantine/form:
 * `{...form.getInputProps('description')}`. The editor (TipTap) loads on first use.
 */
export function RichTextField(props: TRichTextFieldProps) {
  return (
    <Suspense fallback={<Skeleton h={(props.minHeight ?? 120) + 60} radius="sm" />}>
      <RichTextEditorField {...props} />
    </Suspense>
  );
}

/** The field's HTML as the API takes it: null when nothing is written. */
export function richTextOrNull(html: string | null | undefined): string | null {
  return html && html.replace(/<[^>]*>/g, '').trim() !== '' ? html : null;
}
