// Pages whose only island is the menu.
import { SiteMenu } from '../../templates/islands/SiteMenu.tsx';
import { hydrateIslands } from '../hydrate.ts';

hydrateIslands({ menu: SiteMenu });
