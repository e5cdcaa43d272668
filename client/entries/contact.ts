// The contact page: the menu, the consultation form and its toasts.
import { ContactForm } from '../../templates/islands/ContactForm.tsx';
import { SiteMenu } from '../../templates/islands/SiteMenu.tsx';
import { Toaster } from '../../templates/islands/Toaster.tsx';
import { hydrateIslands } from '../hydrate.ts';

hydrateIslands({ menu: SiteMenu, 'contact-form': ContactForm, toaster: Toaster });
