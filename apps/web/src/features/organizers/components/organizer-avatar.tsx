import { Avatar, type AvatarProps } from '@mantine/core';
import { getInitials, type TOrganizer } from '@marquee/core';

/** An organizer's logo, or its initials on a colour derived from its name. */
export function OrganizerAvatar({
  organizer,
  ...props
}: { organizer: Pick<TOrganizer, 'name' | 'images'> } & AvatarProps) {
  const logo = organizer.images.find((image) => image.type === 'ORGANIZER_LOGO');
  return (
    <Avatar src={logo?.url} alt={organizer.name} color="initials" name={organizer.name} radius="md" {...props}>
      {getInitials(organizer.name)}
    </Avatar>
  );
}
