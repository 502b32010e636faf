#!/usr/bin/env -S node --import tsx
/** `hl-measure-first-load` (`npm run size -w shell -- <budget KB>`): see measure-first-load.ts. */
import { main } from './measure-first-load.ts';

main();
