import { describe, expect, it } from 'vitest';
import { ZPageSections } from '../contracts/page-design';
import { renderSectionHtml, toPublicSections } from './page-sections-html';
import { defaultPageSections, newPageSection, pageSectionsProblems, withoutSectionPictures } from './page-sections';

const picture = {
  id: '11111111-1111-4111-8111-111111111111',
  url: '/storage/p.webp',
  width: 800,
  height: 600,
  variants: [{ width: 480, url: '/storage/p-480.webp' }],
  average_colour: '#112233',
};

describe('page sections', () => {
  it('defaults to the layout the pages had, and passes its own rules', () => {
    expect(defaultPageSections('event').map((section) => section.type)).toEqual(['hero', 'tickets', 'about']);
    expect(defaultPageSections('organizer').map((section) => section.type)).toEqual(['hero', 'about', 'events']);
    expect(pageSectionsProblems('event', defaultPageSections('event'))).toEqual({});
    expect(pageSectionsProblems('organizer', defaultPageSections('organizer'))).toEqual({});
    expect(ZPageSections.safeParse(defaultPageSections('event')).success).toBe(true);
  });

  it('names what is wrong with a list, by path', () => {
    const sections = [
      ...defaultPageSections('event'),
      { ...newPageSection('tickets', 'tickets-2') },
      { ...newPageSection('events', 'events') },
      { ...newPageSection('faq', 'hero') },
    ];
    sections[1] = { ...sections[1]!, hidden: true };
    expect(pageSectionsProblems('event', sections)).toEqual({
      'homepage_sections.1.hidden': 'The tickets stay on the page.',
      'homepage_sections.3.type': 'The page can show its "tickets" section only once.',
      'homepage_sections.4.type': 'A event page has no "events" section.',
      'homepage_sections.5.id': 'Each section needs its own id.',
    });
    expect(pageSectionsProblems('organizer', [newPageSection('hero', 'hero')])).toEqual({
      homepage_sections: 'The page needs its "events" section.',
    });
  });

  it('renders escaped bodies on the server, pictures with their sizes, and nothing for empty blocks', () => {
    const imageOf = (id: string) => (id === picture.id ? picture : undefined);
    expect(
      renderSectionHtml(
        {
          id: 's',
          type: 'schedule',
          hidden: false,
          title: null,
          items: [{ time: '09:00', title: '<b>Doors</b>', description: null }],
        },
        imageOf,
      ),
    ).toBe(
      '<ol class="mq-sec-schedule"><li><span class="mq-sec-time">09:00</span><div><strong>&lt;b&gt;Doors&lt;/b&gt;</strong></div></li></ol>',
    );
    const gallery = renderSectionHtml(
      { id: 'g', type: 'gallery', hidden: false, title: null, image_ids: [picture.id, 'gone'] },
      imageOf,
    )!;
    expect(gallery).toContain('srcset="/storage/p-480.webp 480w, /storage/p.webp 800w"');
    expect(gallery).toContain('loading="lazy"');
    expect(gallery.match(/<img/g)).toHaveLength(1);
    const sponsors = renderSectionHtml(
      {
        id: 'p',
        type: 'sponsors',
        hidden: false,
        title: null,
        items: [{ name: 'A"B', image_id: null, link: 'https://a.example/?x="y"' }],
      },
      imageOf,
    )!;
    expect(sponsors).toContain('href="https://a.example/?x=&quot;y&quot;"');
    expect(sponsors).toContain('rel="noopener noreferrer nofollow"');
    expect(renderSectionHtml(newPageSection('faq', 'f'), imageOf)).toBeNull();
    expect(renderSectionHtml(newPageSection('tickets', 't'), imageOf)).toBeNull();
  });

  it('sends only visible sections, and drops pictures for a copy of the page', () => {
    const sections = [
      ...defaultPageSections('event'),
      { id: 'g', type: 'gallery' as const, hidden: true, title: null, image_ids: [picture.id] },
      {
        id: 's',
        type: 'speakers' as const,
        hidden: false,
        title: 'Line-up',
        items: [{ name: 'Ada', role: null, image_id: picture.id, link: null }],
      },
    ];
    expect(toPublicSections(sections, [picture]).map((section) => section.id)).toEqual([
      'hero',
      'tickets',
      'about',
      's',
    ]);
    const copy = withoutSectionPictures(sections);
    expect(copy[3]).toMatchObject({ image_ids: [] });
    expect(copy[4]).toMatchObject({ items: [{ name: 'Ada', image_id: null }] });
  });
});
