import { AppError } from '../../lib/app-error';

export const capacityErrors = {
  assignmentNotFound: () => AppError.notFound('capacity assignment'),
  belowUsed: (used: number) =>
    AppError.validation({
      capacity: [
        `${used} ${used === 1 ? 'place is' : 'places are'} already used: the capacity cannot be lower than that.`,
      ],
    }),
};
