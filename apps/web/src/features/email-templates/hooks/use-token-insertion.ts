import type { UseFormReturnType } from '@mantine/form';
import { useRef } from 'react';
import type { TRichTextFieldHandle } from '../../../components/rich-text-field';
import { appendToHtml, insertIntoText, tokenTag } from '../lib/insert-token';
import type { TEmailTemplateFormValues } from '../lib/template-form';

/**
 * Where a variable chosen in the picker goes: the field that last had the focus decides.
 * - The subject: at its caret (or over its selection).
 * - The body: at the editor's caret, which TipTap keeps while the picker has the focus.
 * - Neither yet, or the editor has not loaded: at the end of the body.
 */
export function useTokenInsertion(form: UseFormReturnType<TEmailTemplateFormValues>) {
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<TRichTextFieldHandle>(null);
  const lastField = useRef<'subject' | 'body' | null>(null);

  function insert(token: string) {
    const tag = tokenTag(token);
    const subject = subjectRef.current;
    if (lastField.current === 'subject' && subject) {
      const { value, caret } = insertIntoText(form.getValues().subject, tag, {
        start: subject.selectionStart,
        end: subject.selectionEnd,
      });
      form.setFieldValue('subject', value);
      // After the menu has closed and React has shown the new value.
      window.setTimeout(() => {
        subject.focus();
        subject.setSelectionRange(caret, caret);
      }, 0);
      return;
    }
    if (lastField.current === 'body' && bodyRef.current?.insertText(tag)) return;
    form.setFieldValue('body', appendToHtml(form.getValues().body, tag));
  }

  return {
    insert,
    subjectRef,
    bodyRef,
    onSubjectFocus: () => {
      lastField.current = 'subject';
    },
    onBodyFocus: () => {
      lastField.current = 'body';
    },
  };
}
