// What every template may need without threading it through each page's props: the site-wide facts
// (content/site.yaml: contacts, proof, brand) and where each page lives. Provided once by Document.
// Addresses are the route table's decision (cli/site/routes.tsx); templates only ask for them.
import { createContext, useContext } from 'react';
import type { BlogPost, Category, Vendor } from '../cli/model/collections.ts';
import type { Site } from '../cli/model/schemas.ts';

export interface PagePaths {
  home: string;
  about: string;
  contact: string;
  /** The services hub; each category's section on it is at its anchor. */
  services: string;
  category(category: Category): string;
  vendor(vendor: Vendor): string;
  post(post: BlogPost): string;
  /** The blog listing's pages, from 1. */
  blogPage(page: number): string;
}

export interface SiteContextValue {
  site: Site;
  paths: PagePaths;
  /** The address of the page being rendered. */
  path: string;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

function useSiteContext(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite(), usePaths() or usePath() outside <Document>, which provides them');
  return value;
}

export const useSite = (): Site => useSiteContext().site;
export const usePaths = (): PagePaths => useSiteContext().paths;
export const usePath = (): string => useSiteContext().path;
