import { useEffect, useState } from 'react';

import { BRAND_HOME_LINKS, BRAND_HOME_LINKS_KEY, brandHomeLinks } from '@/config/lending';
import type { BrandHomeLink } from '@/config/lending';
import { remoteConfig } from '@/lib/remote-config';

export type ReadBrandLinks = () => Promise<unknown>;

const fromRemoteConfig: ReadBrandLinks = () => remoteConfig().read(BRAND_HOME_LINKS_KEY, 'json');

/** The lending brands' home links: Remote Config brand_home_links, else config/lending's constant. */
export function useBrandLinks(read: ReadBrandLinks = fromRemoteConfig): BrandHomeLink[] {
  const [links, setLinks] = useState<BrandHomeLink[]>([...BRAND_HOME_LINKS]);
  useEffect(() => {
    let live = true;
    void read().then((raw) => live && setLinks(brandHomeLinks(raw)));
    return () => {
      live = false;
    };
  }, [read]);
  return links;
}
