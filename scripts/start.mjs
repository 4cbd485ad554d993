#!/usr/bin/env node
/** `npm start`: the console on the built-in mock backend, with the URL and the demo logins printed. */
import { createServer } from 'vite';

const server = await createServer({ mode: 'development' });
await server.listen();
const url = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/';

console.log(`
  Admin console (built-in mock backend) is running at ${url}

  Demo logins:
    admin      / admin123456    every menu
    moderator  / moderator123   review queues, tagging, posts, user silencing
    operator   / operator123    campaigns, promotions, hot content, articles, creators

  Data you create is kept in this browser; "Reset demo data" in the user menu starts over.
  Press Ctrl+C to stop.
`);
