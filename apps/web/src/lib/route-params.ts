import { useParams } from 'react-router';

/** A page opened without an id it cannot work without (spec §5: "Organizer ID is required"). */
export class MissingRouteParamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MissingRouteParamError';
  }
}

/** The route parameter, or the error (with the given message) that the route's error page shows. */
export function useRequiredParam(name: string, message: string): string {
  const value = useParams()[name];
  if (!value) throw new MissingRouteParamError(message);
  return value;
}
