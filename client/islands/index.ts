// Every island, under the name of its file in this folder: the one name a page's HTML, the build and
// the island's browser entry know it by (templates/Island.tsx looks a component up here; the build
// makes one browser entry per name, importing that export of that file). A component's own name is
// never used: memo(), a default export or a minifier would change it. A file of this folder that is
// not listed here fails the build.
import { CarouselControls } from './CarouselControls.tsx';
import { CategoryNav } from './CategoryNav.tsx';
import { ContactForm } from './ContactForm.tsx';
import { ContentsNav } from './ContentsNav.tsx';
import { NewsletterForm } from './NewsletterForm.tsx';
import { NotFoundReport } from './NotFoundReport.tsx';
import { SiteMenu } from './SiteMenu.tsx';
import { Toaster } from './Toaster.tsx';

export const ISLANDS = {
  CarouselControls,
  CategoryNav,
  ContactForm,
  ContentsNav,
  NewsletterForm,
  NotFoundReport,
  SiteMenu,
  Toaster,
};

export type IslandName = keyof typeof ISLANDS;
export type IslandComponent = (typeof ISLANDS)[IslandName];
