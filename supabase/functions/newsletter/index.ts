import { createDeps } from '../_shared/deps.ts';
import { readEnv } from '../_shared/env.ts';
import { createApp } from './app.ts';

const env = readEnv(Deno.env.toObject());
Deno.serve(createApp(createDeps(env), env).fetch);
