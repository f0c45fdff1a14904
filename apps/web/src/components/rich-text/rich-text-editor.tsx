import '@mantine/tiptap/styles.css';
import { useLingui } from '@lingui/react/macro';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useImperativeHandle } from 'react';
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
  handleRef,
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

  useImperativeHandle(
    handleRef,
    () => ({
      insertText: (text) => {
        if (!editor || editor.isDestroyed) return false;
        // Focus first: it restores the selection the editor had before a menu or button took the focus.
        return editor.chain().focus().insertContent({ type: 'text', text }).run();
      },
    }),
    [editor],
  );

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
      <RichTextEditor
        editor={editor}
        mt={4}
        data-testid="rich-text-editor"
        labels={{
          boldControlLabel: t`Bold`,
          italicControlLabel: t`Italic`,
          underlineControlLabel: t`Underline`,
          h2ControlLabel: t`Heading`,
          h3ControlLabel: t`Subheading`,
          bulletListControlLabel: t`Bulleted list`,
          orderedListControlLabel: t`Numbered list`,
          linkControlLabel: t`Add a link`,
          unlinkControlLabel: t`Remove the link`,
          linkEditorInputLabel: t`Link address`,
          linkEditorInputPlaceholder: t`https://example.com`,
          linkEditorExternalLink: t`Open in a new tab`,
          linkEditorInternalLink: t`Open in the same tab`,
          linkEditorSave: t`Save`,
        }}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
