import { Avatar, type AvatarProps } from '@mantine/core';
import { getInitials } from '@marquee/core';

/** A person's initials on a colour derived from their name, so the same person always looks the same. */
export function UserAvatar({ name, ...props }: { name: string } & Omit<AvatarProps, 'name'>) {
  return (
    <Avatar color="initials" name={name} radius="xl" {...props}>
      {getInitials(name)}
    </Avatar>
  );
}
