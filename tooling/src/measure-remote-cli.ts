#!/usr/bin/env -S node --import tsx
/** `hl-measure-remote` (`npm run size -w <remote> -- <budget KB>`): see measure-remote.ts. */
import { main } from './measure-remote.ts';

main();
