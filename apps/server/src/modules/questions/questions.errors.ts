import { AppError } from '../../lib/app-error';

export const questionErrors = {
  questionNotFound: () => AppError.notFound('question'),
};

export const questionMessages = {
  unknownQuestion: 'This question does not belong to the event.',
  listedTwice: 'Listed more than once.',
};
