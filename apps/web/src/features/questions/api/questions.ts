import type {
  TAttendeeFields,
  TCreateQuestion,
  TPatchAttendeeFields,
  TQuestion,
  TResource,
  TSortQuestions,
  TUpdateQuestion,
} from '@marquee/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { eventPath } from '../../events';

export const questionKeys = {
  list: (eventId: string) => ['events', 'questions', eventId] as const,
  attendeeFields: (eventId: string) => ['events', 'attendee-fields', eventId] as const,
};

const questionsPath = (eventId: string) => `${eventPath(eventId)}/questions`;
const onePath = (eventId: string, id: string) => `${questionsPath(eventId)}/${encodeURIComponent(id)}`;

/** GET events/{id}/questions: every question of the event, in order. */
export function useQuestions(eventId: string) {
  return useQuery({
    queryKey: questionKeys.list(eventId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<TResource<TQuestion[]>>(questionsPath(eventId), { signal })).data,
  });
}

function useQuestionMutation<TVariables, TResult>(
  eventId: string,
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionKeys.list(eventId) }),
  });
}

export function useCreateQuestion(eventId: string) {
  return useQuestionMutation(
    eventId,
    async (body: TCreateQuestion) => (await apiClient.post<TResource<TQuestion>>(questionsPath(eventId), body)).data,
  );
}

export function useUpdateQuestion(eventId: string) {
  return useQuestionMutation(
    eventId,
    async ({ id, body }: { id: string; body: TUpdateQuestion }) =>
      (await apiClient.put<TResource<TQuestion>>(onePath(eventId, id), body)).data,
  );
}

export function useDeleteQuestion(eventId: string) {
  return useQuestionMutation(eventId, (id: string) => apiClient.delete<undefined>(onePath(eventId, id)));
}

/**
 * POST events/{id}/questions/sort with the whole list in its new order: shown at once, replaced by the
 * server's answer, reloaded when refused.
 */
export function useSortQuestions(eventId: string) {
  const queryClient = useQueryClient();
  const key = questionKeys.list(eventId);
  return useMutation({
    mutationFn: async (questions: TQuestion[]) => {
      const body: TSortQuestions = questions.map((question, order) => ({ id: question.id, order }));
      return (await apiClient.post<TResource<TQuestion[]>>(`${questionsPath(eventId)}/sort`, body)).data;
    },
    onMutate: async (questions) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(
        key,
        questions.map((question, order) => ({ ...question, order })),
      );
    },
    onSuccess: (questions) => queryClient.setQueryData(key, questions),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useAttendeeFields(eventId: string) {
  return useQuery({
    queryKey: questionKeys.attendeeFields(eventId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<TResource<TAttendeeFields>>(`${eventPath(eventId)}/attendee-fields`, { signal })).data,
  });
}

export function usePatchAttendeeFields(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TPatchAttendeeFields) =>
      (await apiClient.patch<TResource<TAttendeeFields>>(`${eventPath(eventId)}/attendee-fields`, body)).data,
    onSuccess: (fields) => queryClient.setQueryData(questionKeys.attendeeFields(eventId), fields),
  });
}
