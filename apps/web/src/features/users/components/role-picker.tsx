import { useLingui } from '@lingui/react/macro';
import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { USER_ROLES, type TUserRole } from '@marquee/core';
import { useRoleDescription, useRoleLabel } from '../hooks/use-role-label';
import classes from './role-picker.module.css';

type TRolePickerProps = {
  value: TUserRole;
  onChange: (role: TUserRole) => void;
  error?: React.ReactNode;
  disabled?: boolean;
};

/** The two roles as cards that say what each may do, so nobody has to guess. */
export function RolePicker({ value, onChange, error, disabled }: TRolePickerProps) {
  const { t } = useLingui();
  const roleLabel = useRoleLabel();
  const roleDescription = useRoleDescription();
  return (
    <Radio.Group
      label={t`Role`}
      value={value}
      onChange={(next) => onChange(next as TUserRole)}
      error={error}
      withAsterisk
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt={6}>
        {USER_ROLES.map((role) => (
          <Radio.Card key={role} value={role} className={classes.card} radius="md" disabled={disabled}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <Stack gap={2}>
                <Text fw={700} size="sm">
                  {roleLabel(role)}
                </Text>
                <Text size="xs" c="dimmed">
                  {roleDescription(role)}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
