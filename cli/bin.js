#!/usr/bin/env node
// The `site` command. TypeScript runs directly through tsx's loader: no compile step to forget.
import { register } from 'tsx/esm/api';

// React renders several times faster in its production build; nothing here needs its dev warnings.
process.env.NODE_ENV ??= 'production';
register();
await import('./index.ts');
