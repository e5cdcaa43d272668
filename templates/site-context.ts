// The site-wide facts (content/site.yaml) for any template that needs them (contacts, proof, brand),
// without threading them through every page's props. Provided once by Document.
import { createContext, useContext } from 'react';
import type { Site } from '../cli/content/schemas.ts';

export const SiteContext = createContext<Site | null>(null);

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() outside <Document>: the site-wide facts are provided by Document');
  return site;
}
