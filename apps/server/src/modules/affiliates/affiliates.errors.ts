import { AppError } from '../../lib/app-error';

export const affiliateErrors = {
  affiliateNotFound: () => AppError.notFound('affiliate'),
  codeTaken: () => AppError.validation({ code: ['Another affiliate of this event already uses this code.'] }),
  codeLocked: () =>
    AppError.validation({
      code: [
        'A code cannot change once created: links carrying it are already shared. Create a new affiliate instead.',
      ],
    }),
};
