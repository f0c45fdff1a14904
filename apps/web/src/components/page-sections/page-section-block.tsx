import { useLingui } from '@lingui/react/macro';
import { Stack, Title, Typography } from '@mantine/core';
import type { TPageSectionType, TPublicPageSection } from '@marquee/core';
import { useId, type ReactNode } from 'react';
import './page-sections.css';

/** The heading a block shows when its organizer gave it none. */
export function useSectionHeading(): (type: TPageSectionType) => string {
  const { t } = useLingui();
  return (type) => {
    switch (type) {
      case 'hero':
        return t`Title and cover`;
      case 'tickets':
        return t`Tickets`;
      case 'about':
        return t`About`;
      case 'location':
        return t`Location`;
      case 'schedule':
        return t`Schedule`;
      case 'speakers':
        return t`Line-up`;
      case 'faq':
        return t`Frequently asked questions`;
      case 'gallery':
        return t`Gallery`;
      case 'sponsors':
        return t`Sponsors`;
      case 'events':
        return t`Events`;
      case 'contact':
        return t`Contact`;
    }
  };
}

/** A titled block of a public page; `heading` null for a block that shows no heading (the description). */
export function PageSectionFrame({
  heading,
  children,
  testId,
}: {
  heading: string | null;
  children: ReactNode;
  testId?: string;
}) {
  const headingId = useId();
  return (
    <Stack component="section" gap="md" aria-labelledby={heading ? headingId : undefined} data-testid={testId}>
      {heading && (
        <Title order={2} fz={{ base: 20, sm: 24 }} id={headingId}>
          {heading}
        </Title>
      )}
      {children}
    </Stack>
  );
}

/** A block whose body the server rendered (schedule, line-up, FAQ, gallery, sponsors, a custom about text). */
export function HtmlSectionBlock({ section }: { section: TPublicPageSection }) {
  const headingOf = useSectionHeading();
  if (!section.html) return null;
  const heading = section.title || (section.type === 'about' ? null : headingOf(section.type));
  return (
    <PageSectionFrame heading={heading} testId={`page-section-${section.type}`}>
      <Typography>
        {/* Rendered and escaped by the server (core's renderSectionHtml); rich text sanitised on save. */}
        <div dangerouslySetInnerHTML={{ __html: section.html }} />
      </Typography>
    </PageSectionFrame>
  );
}
