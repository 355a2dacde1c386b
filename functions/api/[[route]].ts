import { handle } from 'hono/cloudflare-pages';
import { createApp } from '../_lib/app';

export const onRequest = handle(createApp());
