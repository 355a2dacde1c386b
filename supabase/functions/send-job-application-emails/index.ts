import { createDeps } from '../_shared/deps.ts';
import { readEnv } from '../_shared/env.ts';
import { createApp } from './app.ts';

Deno.serve(createApp(createDeps(readEnv(Deno.env.toObject()))).fetch);
