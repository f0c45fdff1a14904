import { useLingui } from '@lingui/react/macro';
import type { TQuestionType } from '@marquee/core';

export function useQuestionTypeLabels(): Record<TQuestionType, string> {
  const { t } = useLingui();
  return {
    SINGLE_LINE_TEXT: t`Short text`,
    MULTI_LINE_TEXT: t`Long text`,
    CHECKBOX: t`Checkboxes`,
    RADIO: t`Single choice (radio)`,
    DROPDOWN: t`Dropdown`,
    DATE: t`Date`,
    ADDRESS: t`Address`,
  };
}
