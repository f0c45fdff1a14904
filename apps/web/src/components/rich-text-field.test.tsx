import { waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { RichTextField, type TRichTextFieldHandle } from './rich-text-field';

describe('RichTextField handle', () => {
  it('inserts text at the caret once the editor has loaded, as the field value', async () => {
    const handleRef = createRef<TRichTextFieldHandle>();
    const onChange = vi.fn();
    renderWithProviders(<RichTextField label="Body" value="<p>Hello</p>" onChange={onChange} handleRef={handleRef} />);
    await waitFor(() => expect(handleRef.current).not.toBeNull());

    expect(handleRef.current!.insertText('{{ order.number }}')).toBe(true);

    const html = onChange.mock.lastCall?.[0] as string;
    expect(html).toContain('{{ order.number }}');
    expect(html).toContain('Hello');
  });
});
