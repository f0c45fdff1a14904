import { describe, expect, it } from 'vitest';
import { contrastRatio } from './colour-contrast';
import {
  addableSectionTypes,
  contrastFixField,
  isSectionHideable,
  isSectionRemovable,
  nextSectionId,
  sectionsToDesign,
} from './homepage-designer';
import { defaultPageSections, MAX_PAGE_SECTIONS, newPageSection, pageSectionsProblems } from './page-sections';
import { pageThemeContrast } from './page-theme';

describe('homepage designer rules', () => {
  it('keeps the required blocks and the always-visible ones', () => {
    expect(isSectionRemovable('event', 'tickets')).toBe(false);
    expect(isSectionRemovable('event', 'hero')).toBe(false);
    expect(isSectionRemovable('event', 'faq')).toBe(true);
    expect(isSectionRemovable('organizer', 'events')).toBe(false);
    // An organizer page's hero is required too; its about block is not.
    expect(isSectionRemovable('organizer', 'about')).toBe(true);
    expect(isSectionHideable('tickets')).toBe(false);
    expect(isSectionHideable('events')).toBe(false);
    expect(isSectionHideable('hero')).toBe(true);
  });

  it('offers the page kind’s types, single ones only while absent', () => {
    const event = (['hero', 'tickets', 'about', 'location'] as const).map((type) => newPageSection(type, type));
    expect(addableSectionTypes('event', event)).toEqual([
      'about',
      'schedule',
      'speakers',
      'faq',
      'gallery',
      'sponsors',
    ]);
    const withoutLocation = event.filter((section) => section.type !== 'location');
    expect(addableSectionTypes('event', withoutLocation)).toContain('location');
    const organizer = (['hero', 'about', 'events', 'contact'] as const).map((type) => newPageSection(type, type));
    expect(addableSectionTypes('organizer', organizer)).toEqual([
      'about',
      'schedule',
      'speakers',
      'faq',
      'gallery',
      'sponsors',
    ]);
    const full = Array.from({ length: MAX_PAGE_SECTIONS }, (_, index) => newPageSection('faq', `faq-${index}`));
    expect(addableSectionTypes('event', full)).toEqual([]);
  });

  it('names new blocks by type, numbering repeats', () => {
    const sections = [newPageSection('hero', 'hero'), newPageSection('about', 'about')];
    expect(nextSectionId('faq', sections)).toBe('faq');
    expect(nextSectionId('about', sections)).toBe('about-2');
    expect(nextSectionId('about', [...sections, { id: 'about-2' }])).toBe('about-3');
  });

  it('whatever it offers keeps the page rules', () => {
    let sections = defaultPageSections('event');
    for (const type of addableSectionTypes('event', sections)) {
      sections = [...sections, newPageSection(type, nextSectionId(type, sections))];
    }
    sections = [...sections, newPageSection('faq', nextSectionId('faq', sections))];
    expect(pageSectionsProblems('event', sections)).toEqual({});
  });

  it('starts from the defaults when the page has no sections', () => {
    expect(sectionsToDesign('organizer', [])).toEqual(defaultPageSections('organizer'));
    expect(sectionsToDesign('event', null)).toEqual(defaultPageSections('event'));
    const own = [newPageSection('hero', 'hero'), newPageSection('tickets', 'tickets')];
    expect(sectionsToDesign('event', own)).toEqual(own);
  });

  it('fixes the failing pair with the colour it names, and the fix passes', () => {
    const theme = { accent: '#ffff00', background: '#ffffff', mode: 'light' as const };
    const failing = pageThemeContrast(theme).filter((check) => !check.passes);
    expect(failing.map((check) => check.pair)).toEqual(['accent', 'link']);
    const link = failing.find((check) => check.pair === 'link')!;
    expect(contrastFixField(link.pair)).toBe('accent');
    const fixed = { ...theme, accent: link.suggestion! };
    expect(contrastRatio(fixed.accent, fixed.background)).toBeGreaterThanOrEqual(4.5);
    expect(pageThemeContrast(fixed).every((check) => check.passes)).toBe(true);

    const dim = { accent: '#ffffff', background: '#777777', mode: 'light' as const };
    const text = pageThemeContrast(dim).find((check) => check.pair === 'text')!;
    expect(text.passes).toBe(false);
    expect(contrastFixField('text')).toBe('background');
    expect(contrastRatio('#1f2328', text.suggestion!)).toBeGreaterThanOrEqual(4.5);
  });
});
