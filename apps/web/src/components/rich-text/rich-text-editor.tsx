import '@mantine/tiptap/styles.css';
import { useLingui } from '@lingui/react/macro';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import type { TRichTextFieldProps } from '../rich-text-field';

/** An empty editor holds `<p></p>`; the field's value is then the empty string. */
const toValue = (html: string, isEmpty: boolean) => (isEmpty ? '' : html);

/** The editor itself: loaded on demand through `RichTextField` so pages without it stay light. */
export default function RichTextEditorField({
  label,
  description,
  error,
  required,
  value,
  onChange,
  onBlur,
  minHeight = 120,
}: TRichTextFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const labelId = `${id}-label`;
  const editor = useEditor({
    immediatelyRender: false,
    // StarterKit 3 brings Link too; Mantine's Link extension replaces it (it adds the keyboard shortcut).
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    content: value ?? '',
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(error ? { 'aria-invalid': 'true' } : {}),
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS declaration
        style: `min-height: ${minHeight}px`,
      },
    },
    onUpdate: ({ editor: current }) => onChange?.(toValue(current.getHTML(), current.isEmpty)),
    onBlur: () => onBlur?.(),
  });

  // A value set from outside (form reset) replaces the content; typing does not come back here.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = toValue(editor.getHTML(), editor.isEmpty);
    if ((value ?? '') !== current) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: labelId, onClick: () => editor?.commands.focus() }}
      description={description}
      error={error}
      required={required}
    >
      <RichTextEditor editor={editor} mt={4} data-testid="rich-text-editor">
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold aria-label={t`Bold`} title={t`Bold`} />
            <RichTextEditor.Italic aria-label={t`Italic`} title={t`Italic`} />
            <RichTextEditor.Underline aria-label={t`Underline`} title={t`Underline`} />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 aria-label={t`Heading`} title={t`Heading`} />
            <RichTextEditor.H3 aria-label={t`Subheading`} title={t`Subheading`} />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList aria-label={t`Bulleted list`} title={t`Bulleted list`} />
            <RichTextEditor.OrderedList aria-label={t`Numbered list`} title={t`Numbered list`} />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link aria-label={t`Add a link`} title={t`Add a link`} />
            <RichTextEditor.Unlink aria-label={t`Remove the link`} title={t`Remove the link`} />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
