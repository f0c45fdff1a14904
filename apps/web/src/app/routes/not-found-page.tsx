import { ErrorScreen } from '../../components/error-screen';

export function NotFoundPage() {
  return <ErrorScreen variant="not-found" />;
}
