import { readFileSync } from 'node:fs';
import { PNG } from '/work/main/cli/artwork/png.ts';
