import { useAppInfo } from '../../../features/venue/api/getAppInfo';
import { useLanguage } from '../../../lib/i18n/useLanguage';
import { StoreLinkItems } from './StoreLinkItems';

/** Loaded after the first paint: its API client (zod, TanStack Query) stays out of the first load. */
export default function StoreLinks() {
  const lang = useLanguage();
  const app = useAppInfo(lang);
  return <StoreLinkItems ios={app.data?.iosUrl} android={app.data?.androidUrl} />;
}
