// The blog listing: the menu, the 'Stay Updated' form and its toasts.
import { NewsletterForm } from '../../templates/islands/NewsletterForm.tsx';
import { SiteMenu } from '../../templates/islands/SiteMenu.tsx';
import { Toaster } from '../../templates/islands/Toaster.tsx';
import { hydrateIslands } from '../hydrate.ts';

hydrateIslands({ menu: SiteMenu, newsletter: NewsletterForm, toaster: Toaster });
