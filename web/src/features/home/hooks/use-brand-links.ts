import { useMemo } from 'react';

import { BRAND_HOME_LINKS, BRAND_HOME_LINKS_KEY, brandHomeLinks } from '@/config/lending';
import type { BrandHomeLink } from '@/config/lending';
import { remoteConfig } from '@/lib/remote-config';
import { useOnce } from '@/lib/use-once';

export type ReadBrandLinks = () => Promise<unknown>;

const fromRemoteConfig: ReadBrandLinks = () => remoteConfig().read(BRAND_HOME_LINKS_KEY, 'json');

/** The lending brands' home links: Remote Config brand_home_links, else config/lending's constant. */
export function useBrandLinks(read: ReadBrandLinks = fromRemoteConfig): BrandHomeLink[] {
  const { data, loading, error } = useOnce(read, [read]);
  const answered = !loading && !error;
  return useMemo(() => (answered ? brandHomeLinks(data) : [...BRAND_HOME_LINKS]), [answered, data]);
}
