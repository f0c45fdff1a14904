import type { EmailBlock, TemplateContext } from '../email-template';

/** "Hi Anna," — or a plain "Hi," when the name is blank (an invitee may not have given one yet). */
export function greetingBlock(firstName: string, t: TemplateContext['t']): EmailBlock {
  const name = firstName.trim();
  return {
    type: 'paragraph',
    text: name ? t('common.greeting', { firstName: name }) : t('common.greetingWithoutName'),
  };
}
