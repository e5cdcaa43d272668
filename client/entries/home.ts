// The home page: the menu and the carousel.
import { CarouselControls } from '../../templates/islands/CarouselControls.tsx';
import { SiteMenu } from '../../templates/islands/SiteMenu.tsx';
import { hydrateIslands } from '../hydrate.ts';

hydrateIslands({ menu: SiteMenu, carousel: CarouselControls });
