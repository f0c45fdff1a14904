import { useConfig } from '../../lib/config-context';
import { useDocumentMeta } from '../../lib/document-meta';

/** "<page> | <app name>" in the browser tab while the page is shown. */
export function usePageTitle(title: string): void {
  const { appName } = useConfig();
  useDocumentMeta({ title: `${title} | ${appName}` });
}
