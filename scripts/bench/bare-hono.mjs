// The bench's start-up floor: a bare Hono server on @hono/node-server answering GET /healthz,
// run by plain node like the compiled server (`node server/dist/main.js`).
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/healthz', (c) => c.json({ ok: true }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: process.env.HOST ?? '127.0.0.1' });
