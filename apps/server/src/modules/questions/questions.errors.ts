import { AppError } from '../../lib/app-error';

export const questionErrors = {
  questionNotFound: () => AppError.notFound('question'),
  /** Answers belong to orders, so an answered question keeps its type and is hidden rather than deleted. */
  answered: (action: string) =>
    new AppError('CONFLICT', `This question has been answered, so you cannot ${action}. Hide it instead.`),
};

export const questionMessages = {
  unknownQuestion: 'This question does not belong to the event.',
  listedTwice: 'Listed more than once.',
};
