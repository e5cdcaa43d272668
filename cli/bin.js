#!/usr/bin/env node
// The `site` command. TypeScript runs directly through tsx's loader: no compile step to forget.
import { register } from 'tsx/esm/api';

register();
await import('./index.ts');
