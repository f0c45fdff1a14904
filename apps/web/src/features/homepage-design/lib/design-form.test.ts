import { defaultPageSections, newPageSection, type TPageSection } from '@marquee/core';
import { describe, expect, it } from 'vitest';
import {
  designFieldOf,
  designOf,
  firstErrorPlace,
  normaliseDesign,
  previewThemeOf,
  publishedDesignOf,
  sectionErrorCount,
} from './design-form';

const THEME = { accent: '#0e7490', background: '#ecfeff', mode: 'light', background_type: 'COLOR' } as const;

describe('design form', () => {
  it('opens the draft when there is one, else the published design, with default sections when there are none', () => {
    const draft = {
      homepage_theme_settings: { ...THEME, accent: '#be123c' },
      homepage_sections: defaultPageSections('event'),
      saved_at: '2031-05-01T10:00:00.000Z',
    };
    const settings = { homepage_theme_settings: THEME, homepage_sections: [], homepage_design_draft: draft };
    expect(designOf('event', settings).homepage_theme_settings.accent).toBe('#be123c');
    expect(publishedDesignOf('event', settings)).toEqual({
      homepage_theme_settings: THEME,
      homepage_sections: defaultPageSections('event'),
    });
  });

  it('saves empty optional texts as null and trims the rest', () => {
    const sections: TPageSection[] = [
      { ...newPageSection('hero', 'hero'), title: '  ' },
      { id: 'about', type: 'about', hidden: false, title: ' Our story ', body_html: '<p></p>' },
      {
        id: 'speakers',
        type: 'speakers',
        hidden: false,
        title: null,
        items: [{ name: ' Ada ', role: '', image_id: null, link: ' ' }],
      },
      {
        id: 'schedule',
        type: 'schedule',
        hidden: false,
        title: null,
        items: [{ time: ' 09:30 ', title: 'Doors', description: '' }],
      },
      { id: 'faq', type: 'faq', hidden: false, title: null, items: [{ question: ' Parking? ', answer: 'Yes. ' }] },
      {
        id: 'sponsors',
        type: 'sponsors',
        hidden: false,
        title: null,
        items: [{ name: 'Acme', image_id: null, link: '' }],
      },
    ];
    const saved = normaliseDesign({
      homepage_theme_settings: { ...THEME, accent: ' #0e7490 ' },
      homepage_sections: sections,
    });
    expect(saved.homepage_theme_settings.accent).toBe('#0e7490');
    expect(saved.homepage_sections).toEqual([
      { ...newPageSection('hero', 'hero'), title: null },
      { id: 'about', type: 'about', hidden: false, title: 'Our story', body_html: null },
      {
        id: 'speakers',
        type: 'speakers',
        hidden: false,
        title: null,
        items: [{ name: 'Ada', role: null, image_id: null, link: null }],
      },
      {
        id: 'schedule',
        type: 'schedule',
        hidden: false,
        title: null,
        items: [{ time: '09:30', title: 'Doors', description: null }],
      },
      { id: 'faq', type: 'faq', hidden: false, title: null, items: [{ question: 'Parking?', answer: 'Yes.' }] },
      {
        id: 'sponsors',
        type: 'sponsors',
        hidden: false,
        title: null,
        items: [{ name: 'Acme', image_id: null, link: null }],
      },
    ]);
  });

  it('keeps the last valid colour in the preview while one is half typed', () => {
    expect(previewThemeOf({ ...THEME, accent: '#12' }, { ...THEME, accent: '#123456' }).accent).toBe('#123456');
    expect(previewThemeOf({ ...THEME, background: ' #ffffff ' }, THEME).background).toBe('#ffffff');
  });

  it('reads the server’s draft fields as the form’s and finds where the first error is', () => {
    expect(designFieldOf('homepage_design_draft.homepage_sections.3.items.0.question')).toBe(
      'homepage_sections.3.items.0.question',
    );
    expect(designFieldOf('homepage_sections')).toBe('homepage_sections');
    const sections = defaultPageSections('event');
    const errors = { 'homepage_sections.1.hidden': 'x', 'homepage_sections.10': 'y', 'homepage_sections.1': '' };
    expect(sectionErrorCount(errors, 1)).toBe(1);
    expect(sectionErrorCount(errors, 0)).toBe(0);
    expect(firstErrorPlace(errors, sections)).toEqual({ panel: 'sections', sectionId: sections[1]!.id });
    expect(firstErrorPlace({ 'homepage_theme_settings.accent': 'x', ...errors }, sections)).toEqual({ panel: 'theme' });
    expect(firstErrorPlace({ homepage_sections: 'x' }, sections)).toEqual({ panel: 'sections', sectionId: null });
    expect(firstErrorPlace({}, sections)).toBeNull();
  });
});
