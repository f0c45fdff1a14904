import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MantineColor } from '@mantine/core';
import type { TEventCategory, TEventStatus, TOrganizerStatus } from '@marquee/core';
import {
  IconBallFootball,
  IconBook,
  IconBriefcase,
  IconBuildingCircus,
  IconCpu,
  IconDots,
  IconGlassFull,
  IconHeartHandshake,
  IconMasksTheater,
  IconMoodHappy,
  IconMusic,
  IconPalette,
  IconTools,
  IconToolsKitchen2,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

export const EVENT_STATUS_LABELS: Record<TEventStatus, MessageDescriptor> = {
  DRAFT: msg`Draft`,
  LIVE: msg`Live`,
  PAUSED: msg`Paused`,
  ARCHIVED: msg`Archived`,
};

export const STATUS_COLORS: Record<TEventStatus | TOrganizerStatus, MantineColor> = {
  DRAFT: 'gray',
  LIVE: 'teal',
  PAUSED: 'orange',
  ARCHIVED: 'dark',
};

export const EVENT_CATEGORY_LABELS: Record<TEventCategory, MessageDescriptor> = {
  SOCIAL: msg`Social`,
  FOOD_DRINK: msg`Food & drink`,
  CHARITY: msg`Charity`,
  MUSIC: msg`Music`,
  ART: msg`Art`,
  COMEDY: msg`Comedy`,
  THEATER: msg`Theatre`,
  BUSINESS: msg`Business`,
  TECH: msg`Tech`,
  EDUCATION: msg`Education`,
  WORKSHOP: msg`Workshop`,
  SPORTS: msg`Sports`,
  FESTIVAL: msg`Festival`,
  NIGHTLIFE: msg`Nightlife`,
  OTHER: msg`Other`,
};

export const EVENT_CATEGORY_ICONS: Record<TEventCategory, Icon> = {
  SOCIAL: IconUsersGroup,
  FOOD_DRINK: IconToolsKitchen2,
  CHARITY: IconHeartHandshake,
  MUSIC: IconMusic,
  ART: IconPalette,
  COMEDY: IconMoodHappy,
  THEATER: IconMasksTheater,
  BUSINESS: IconBriefcase,
  TECH: IconCpu,
  EDUCATION: IconBook,
  WORKSHOP: IconTools,
  SPORTS: IconBallFootball,
  FESTIVAL: IconBuildingCircus,
  NIGHTLIFE: IconGlassFull,
  OTHER: IconDots,
};

/** Status and category names in the reader's language. */
export function useEventLabels() {
  const { i18n } = useLingui();
  return {
    status: (status: TEventStatus | TOrganizerStatus) => i18n._(EVENT_STATUS_LABELS[status]),
    category: (category: TEventCategory) => i18n._(EVENT_CATEGORY_LABELS[category]),
  };
}
