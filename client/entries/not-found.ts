// The not-found page: the menu, and the attempted address logged for developers (spec section 2).
import { SiteMenu } from '../../templates/islands/SiteMenu.tsx';
import { hydrateIslands } from '../hydrate.ts';

console.warn('404 Error: User attempted to access non-existent route:', window.location.pathname);
hydrateIslands({ menu: SiteMenu });
