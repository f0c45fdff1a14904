import type { TRichTextFieldProps } from '../components/rich-text-field';

/**
 * A plain textarea in place of the TipTap editor, for component tests that fill in a rich-text field
 * (jsdom does not model contenteditable typing): `vi.mock('…/components/rich-text-field', () => richTextFieldStub)`.
 */
function RichTextField({ label, error, value, onChange, onBlur }: TRichTextFieldProps) {
  return (
    <label>
      {label}
      <textarea
        value={(value ?? '').replace(/^<p>|<\/p>$/g, '')}
        onChange={(event) => onChange?.(event.currentTarget.value ? `<p>${event.currentTarget.value}</p>` : '')}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
      />
      {error ? <span>{error}</span> : null}
    </label>
  );
}

export const richTextFieldStub = { RichTextField };
