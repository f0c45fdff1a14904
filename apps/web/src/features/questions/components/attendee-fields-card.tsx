import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Skeleton, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { ATTENDEE_FIELD_NAMES, type TAttendeeField, type TAttendeeFieldName } from '@marquee/core';
import { isApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAttendeeFields, usePatchAttendeeFields } from '../api/questions';

/** The built-in fields asked of each ticket holder: required or optional, shown or hidden, per event. */
export function AttendeeFieldsCard({ eventId }: { eventId: string }) {
  const { t } = useLingui();
  const fields = useAttendeeFields(eventId);
  const patch = usePatchAttendeeFields(eventId);
  const labels: Record<TAttendeeFieldName, string> = {
    first_name: t`First name`,
    last_name: t`Last name`,
    email: t`Email`,
  };

  function change(name: TAttendeeFieldName, flags: Partial<TAttendeeField>) {
    const label = labels[name];
    patch.mutate(
      { [name]: flags },
      {
        onSuccess: () => notifySuccess(t`“${label}” updated.`),
        onError: (error) =>
          notifyError(isApiError(error) ? error.message : t`The attendee field could not be changed.`),
      },
    );
  }

  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="xs">
        <Title order={3} fz="h4">
          <Trans>Attendee details</Trans>
        </Title>
        <Text c="dimmed" fz="sm">
          <Trans>Asked for each ticket holder, besides the buyer's own name and email.</Trans>
        </Text>
        {!fields.data ? (
          <Skeleton h={100} />
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Field</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Required</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Hidden</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {ATTENDEE_FIELD_NAMES.map((name) => {
                  const field = fields.data[name];
                  const label = labels[name];
                  return (
                    <Table.Tr key={name}>
                      <Table.Td>{label}</Table.Td>
                      <Table.Td>
                        <Switch
                          aria-label={t`${label} is required`}
                          checked={field.is_required}
                          disabled={patch.isPending || field.is_hidden}
                          onChange={(event) => change(name, { is_required: event.currentTarget.checked })}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Switch
                          aria-label={t`${label} is hidden`}
                          checked={field.is_hidden}
                          disabled={patch.isPending || name === 'email'}
                          onChange={(event) =>
                            change(
                              name,
                              event.currentTarget.checked
                                ? { is_hidden: true, is_required: false }
                                : { is_hidden: false },
                            )
                          }
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
