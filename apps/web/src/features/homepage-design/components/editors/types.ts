import type { TPageSection } from '@marquee/core';

/** A section of one type, and where it is in the form's list. */
export type TEditorProps<TType extends TPageSection['type']> = {
  index: number;
  section: Extract<TPageSection, { type: TType }>;
};

export const sectionPath = (index: number) => `homepage_sections.${index}`;
