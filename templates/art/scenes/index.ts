// The seven category scenes: each category's tools as one believable piece of product, composed its
// own way: a protection console's list, a day's calendar beside a team's chat, the books' cash flow
// beside its reconciliation, a new hire's onboarding checklist, a store's products and its apps, a
// sales board of deal cards, a cloud's topology. Each vendor takes the place its role gives it (a row,
// a post, a transaction, a step, an app, a deal, a region), in the category's order unless the
// composition has an order of its own (a checklist's steps, a board's stages). Every figure in them is
// a drawing's sample data, set as product UI, never a claim about a client: people appear only as roles
// (office manager, IT team, new hire) and businesses only as kinds and places (a dental clinic, a
// restaurant in Austin), never by a name a buyer could read as a customer's. ../scene-kit.tsx has the
// shared parts; client/styles/art/category-scene.css draws them.
import type { Scene } from '../scene-kit.tsx';
import { cloud } from './cloud.tsx';
import { pipeline } from './crm.tsx';
import { store } from './ecommerce.tsx';
import { finance } from './finance.tsx';
import { people } from './hr.tsx';
import { productivity } from './productivity.tsx';
import { security } from './security.tsx';

/** By category anchor (content/categories/*.yaml); an unknown category gets the security console. */
export const SCENES: Record<string, Scene> = {
  security,
  productivity,
  finance,
  hr: people,
  ecommerce: store,
  crm: pipeline,
  cloud,
};
